import { describe, expect, it } from 'vitest';
import { browserTestsPlan, isCI, postgresRequired, postgresSkipped } from './test-rules.mjs';

describe('browserTestsPlan', () => {
  it('runs the browser tests unless SKIP_E2E=1', () => {
    expect(browserTestsPlan({})).toEqual({ run: true, note: null });
    expect(browserTestsPlan({ SKIP_E2E: '0' })).toEqual({ run: true, note: null });
    expect(browserTestsPlan({ SKIP_E2E: '1' })).toEqual({ run: false, note: 'SKIP_E2E=1' });
    expect(browserTestsPlan({ SKIP_E2E: '1', CI: 'false' }).run).toBe(false);
  });

  it('runs them under CI even with SKIP_E2E=1, and says so', () => {
    for (const CI of ['true', '1']) {
      const plan = browserTestsPlan({ SKIP_E2E: '1', CI });
      expect(plan.run).toBe(true);
      expect(plan.note).toMatch(/ignored under CI/);
    }
  });
});

describe('isCI and postgresRequired', () => {
  it('read the environment', () => {
    expect([isCI({}), isCI({ CI: 'true' }), isCI({ CI: 'false' }), isCI({ CI: '0' })]).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(postgresRequired({})).toBe(false);
    expect(postgresRequired({ TEST_POSTGRES_REQUIRED: '1' })).toBe(true);
    expect(postgresRequired({ TEST_DATABASE_URL: 'postgres://x@127.0.0.1/t' })).toBe(true);
  });
});

describe('postgresSkipped', () => {
  it('is nothing when the PostgreSQL pass skipped nothing', () => {
    expect(
      postgresSkipped({ passed: 900, failed: 0, skipped: 0 }, { TEST_POSTGRES_REQUIRED: '1' }),
    ).toBeNull();
  });

  it('fails a run that requires the pass when it skipped tests, and only warns otherwise', () => {
    const pass = { passed: 899, failed: 0, skipped: 2 };
    expect(postgresSkipped(pass, { TEST_POSTGRES_REQUIRED: '1' })).toEqual({
      fail: true,
      text: '2 tests skipped on PostgreSQL, where every API test must run',
    });
    expect(postgresSkipped({ ...pass, skipped: 1 }, { TEST_DATABASE_URL: 'postgres://x@h/t' })).toEqual({
      fail: true,
      text: '1 test skipped on PostgreSQL, where every API test must run',
    });
    expect(postgresSkipped(pass, {})?.fail).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  attemptFor,
  historyFiltersFrom,
  newIdempotencyKey,
  refusalIsFinal,
  transferErrorPlace,
  transferPointsProblem,
  transferResultFrom,
  walletTabFrom,
  walletTabs,
} from './wallet-helpers';

describe('wallet tabs', () => {
  it('gives vouchers to Singapore members only', () => {
    expect(walletTabs(true)).toEqual(['points', 'vouchers', 'rewards']);
    expect(walletTabs(false)).toEqual(['points', 'rewards']);
  });

  it('reads the tab from the URL, falling back to points', () => {
    expect(walletTabFrom('rewards', false)).toBe('rewards');
    expect(walletTabFrom('Vouchers', true)).toBe('vouchers');
    expect(walletTabFrom('vouchers', false)).toBe('points');
    expect(walletTabFrom('history', true)).toBe('points');
    expect(walletTabFrom(null, true)).toBe('points');
  });
});

describe('historyFiltersFrom', () => {
  const from = (query: string) => historyFiltersFrom(new URLSearchParams(query));

  it('reads the page and the date range', () => {
    expect(from('')).toEqual({ page: 1 });
    expect(from('page=3&start=2026-01-01&end=2026-01-31')).toEqual({
      page: 3,
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
    expect(from('end=2026-02-28')).toEqual({ page: 1, end_date: '2026-02-28' });
  });

  it('drops what is not a real day or page, and turns a backwards range round', () => {
    expect(from('page=0&start=2026-02-30&end=yesterday')).toEqual({ page: 1 });
    expect(from('page=-2&start=2026-03-01&end=2026-01-01')).toEqual({
      page: 1,
      start_date: '2026-01-01',
      end_date: '2026-03-01',
    });
  });
});

describe('transferPointsProblem', () => {
  const limits = { min: 100, available: 500 };

  it('refuses less than the minimum and more than the balance', () => {
    expect(transferPointsProblem(99, limits)).toBe('transfer_min_points');
    expect(transferPointsProblem(501, limits)).toBe('not_enough_points');
    expect(transferPointsProblem(100, limits)).toBeNull();
    expect(transferPointsProblem(500, limits)).toBeNull();
  });

  it('says the minimum first when the balance is under it', () => {
    expect(transferPointsProblem(80, { min: 100, available: 50 })).toBe('transfer_min_points');
  });
});

describe('transfer attempts', () => {
  let n = 0;
  const newKey = () => `key-${++n}`;

  it('keeps the key for a retry of the same attempt and makes a new one for another', () => {
    const first = attemptFor(null, '1:81234567:200', newKey);
    expect(attemptFor(first, '1:81234567:200', newKey)).toBe(first);
    const other = attemptFor(first, '1:81234567:300', newKey);
    expect(other.key).not.toBe(first.key);
  });

  it('makes a new key once the server refused the attempt', () => {
    const first = attemptFor(null, '1:81234567:200', newKey);
    const again = attemptFor({ ...first, settled: true }, '1:81234567:200', newKey);
    expect(again.key).not.toBe(first.key);
    expect(again.settled).toBe(false);
  });

  it('counts a 4xx as a known refusal, and a lost answer, a timeout or a 5xx as unknown', () => {
    for (const status of [400, 404, 409, 422, 429]) expect(refusalIsFinal(status), String(status)).toBe(true);
    for (const status of [0, 408, 500, 502, 503]) expect(refusalIsFinal(status), String(status)).toBe(false);
  });

  it('makes keys the API takes, with or without randomUUID', () => {
    const pattern = /^[\w-]{8,100}$/;
    expect(newIdempotencyKey()).toMatch(pattern);
    const withoutUuid = { getRandomValues: (a: Uint8Array<ArrayBuffer>) => a.fill(171) };
    expect(newIdempotencyKey(withoutUuid)).toBe('ab'.repeat(16));
  });
});

describe('transferResultFrom', () => {
  const result = {
    transfer_id: 7,
    points: 200,
    recipient_name: 'Tan M** L**',
    point_available: 300,
    created_at: '2026-01-02 10:00:00',
    currency: 'SGD',
    rate: 100,
  };

  it('takes the state the transfer page passed', () => {
    expect(transferResultFrom(result)).toEqual(result);
  });

  it('gives null for no state or another shape', () => {
    expect(transferResultFrom(null)).toBeNull();
    expect(transferResultFrom(undefined)).toBeNull();
    expect(transferResultFrom({ ...result, points: '200' })).toBeNull();
    expect(transferResultFrom({ ...result, rate: 0 })).toBeNull();
    expect(transferResultFrom({ idx: 3 })).toBeNull();
  });
});

describe('transferErrorPlace', () => {
  it('places a refusal by its message key', () => {
    expect(transferErrorPlace('transfer_to_self', {})).toBe('recipient');
    expect(transferErrorPlace('transfer_recipient_not_found', {})).toBe('recipient');
    expect(transferErrorPlace('not_enough_points', {})).toBe('points');
    expect(transferErrorPlace('transfer_daily_limit', {})).toBe('points');
    expect(transferErrorPlace('transfer_password_wrong', {})).toBe('password');
  });

  it('places a validation failure at the first field it names, anything else under the form', () => {
    expect(transferErrorPlace('validation_failed', { mobile: ['Numbers only'] })).toBe('recipient');
    expect(transferErrorPlace('validation_failed', { points: ['Points to redeem not valid'] })).toBe(
      'points',
    );
    expect(transferErrorPlace('validation_failed', { password: ['This field is required'] })).toBe(
      'password',
    );
    expect(transferErrorPlace('transfer_point_failed', {})).toBe('form');
    expect(transferErrorPlace(undefined, {})).toBe('form');
  });
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import type { Database } from '../db/client';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { createTestDatabase } from '../test/db';
import { CommandError, createOwner, readPassword } from './create-owner';
import { SHOP } from './shop';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './staff';

const PASSWORD = 'a long owner password';
const given = (password: string) => async () => password;

describe('createOwner', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('makes the first owner, then refuses a second', async () => {
    await expect(createOwner(database.db, ['not an email'], given(PASSWORD))).rejects.toThrow(/usage/);
    await expect(createOwner(database.db, ['first@shop.test'], given('short'))).rejects.toThrow(
      'The password is refused: 12 characters minimum. Nothing was created.',
    );
    expect(await createOwner(database.db, ['first@shop.test', 'Fiona', 'Lim'], given(PASSWORD))).toMatch(
      /^Created first@shop.test/,
    );
    const second = createOwner(database.db, ['second@shop.test'], given(PASSWORD));
    await expect(second).rejects.toBeInstanceOf(CommandError);
    await expect(second).rejects.toThrow('The shop already has an owner');
  });

  it('does not ask for the password when the email is wrong', async () => {
    let asked = false;
    const ask = async () => {
      asked = true;
      return PASSWORD;
    };
    await expect(createOwner(database.db, [], ask)).rejects.toThrow(/usage/);
    expect(asked).toBe(false);
  });

  it('reads a piped password without its line break', async () => {
    expect(await readPassword(Readable.from(['a long owner', ' password\n']), process.stdout)).toBe(PASSWORD);
  });
});

describe('npm run ops -- create-owner', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'create-owner-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (args: string[], input: string) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const { DATABASE_URL: _, ...env } = process.env;
      const child = execFile(
        process.execPath,
        [fileURLToPath(new URL('scripts/ops.mjs', `file://${REPO_ROOT}/`)), 'create-owner', ...args],
        { cwd: REPO_ROOT, env: { ...env, NODE_ENV: 'development', DATA_DIR: dataDir } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin!.end(input);
    });

  it('creates the owner on a database without one, from a piped password, and refuses a second', async () => {
    const first = await run(['boss@shop.test'], `${PASSWORD}\n`);
    expect(first.stderr).toBe('');
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toMatch(/Created boss@shop.test, the shop's owner/);
    const second = await run(['other@shop.test'], `${PASSWORD}\n`);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/already has an owner/);
  }, 120_000);
});

describe('the demo staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sign in with the documented password; the store staff works at Orchard; the owner has no second factor', async () => {
    const [orchard] = await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from stores where name = ${`${SHOP.name} Orchard`}`,
    );
    for (const staff of DEMO_STAFF) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        headers: { 'x-client': 'admin' },
        payload: { email: staff.email, password: DEMO_STAFF_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ role: staff.role, second_factor: { enabled: false } });
      expect(res.json().data.store_ids).toEqual(staff.storeArea ? [orchard!.id] : []);
    }
    // The demo shop has an owner: create-owner is refused there.
    await expect(createOwner(t.database.db, ['late@shop.test'], given(PASSWORD))).rejects.toThrow(
      'The shop already has an owner',
    );
  });
});

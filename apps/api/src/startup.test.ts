import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config';
import { selectRows } from './db/client';
import { type StartedShop, startShop } from './startup';
import { createServerDatabase } from './test/db';
import { logIn } from './test/members';

const serverUrl = process.env.TEST_DATABASE_URL;
const MIGRATIONS = (
  JSON.parse(readFileSync(resolve(REPO_ROOT, 'apps/api/drizzle/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const started: StartedShop[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const shop of started.splice(0)) {
    await shop.app.close();
    await shop.database.close();
  }
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty database and the settings of instances that share it, each with a pool of one connection. */
async function emptyShop(env: Record<string, string>) {
  const database = await createServerDatabase(serverUrl!);
  cleanups.push(database.drop);
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return loadConfig({
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
  });
}

async function startTwo(config: ReturnType<typeof loadConfig>): Promise<[StartedShop, StartedShop]> {
  const results = await Promise.allSettled([startShop(config), startShop(config)]);
  for (const r of results) if (r.status === 'fulfilled') started.push(r.value);
  for (const r of results) if (r.status === 'rejected') throw r.reason;
  return started.slice(-2) as [StartedShop, StartedShop];
}

// PGlite is one connection in one process: instances sharing a database and pools exist only on a server.
describe.runIf(serverUrl)('start-up on PostgreSQL', () => {
  it('migrates an empty database once when two production instances start at once, a pool of one each', async () => {
    const config = await emptyShop({
      NODE_ENV: 'production',
      SECRET_KEY: 's'.repeat(32),
      SMS_PROVIDER: 'outbox',
      PAYMENT_PROVIDER: 'sandbox',
      OPS_TOKEN: 'o'.repeat(32),
      BANK_DATA_KEY: 'b'.repeat(64),
      WEB_PUSH: 'off',
    });
    const [a, b] = await startTwo(config);
    const applied = await selectRows<{ n: number }>(
      a.database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.n).toBe(MIGRATIONS);
    for (const shop of [a, b]) {
      expect(shop.seeded).toBe(false);
      const res = await shop.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 120_000);

  it('serves with a pool of one: two instances seed once and share sessions and carts', async () => {
    const config = await emptyShop({ NODE_ENV: 'development' });
    const [a, b] = await startTwo(config);
    expect([a.seeded, b.seeded].sort()).toEqual([false, true]);

    const { token } = await logIn(a, { mobile: '81234567' });
    const auth = { authorization: `Bearer ${token}` };
    const [item] = await selectRows<{ product_id: number; id: number }>(
      a.database.db,
      sql`select v.product_id, v.id from variations v join products p on p.id = v.product_id
        where p.has_volume_variations and not p.partner_only and v.is_active and v.stock > 5
        order by v.id limit 1`,
    );
    // Signed in on one instance, buying on the other, the cart read back on the first.
    const added = await b.app.inject({
      method: 'POST',
      url: '/api/order/addcart',
      headers: auth,
      payload: { product: { product_id: item!.product_id, quantity: 2, volume_variation_id: item!.id } },
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = await a.app.inject({ method: 'POST', url: '/api/purchase/editcart', headers: auth });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().data.cart_count).toBe(1);

    // Requests at once queue for the one connection rather than waiting for a second one.
    const pages = await Promise.all(
      ['/api/page/landing', '/api/account/profile', '/api/purchase/shipping'].flatMap((url) =>
        [a, b].map((shop) => shop.app.inject({ method: 'GET', url, headers: auth })),
      ),
    );
    for (const page of pages) expect(page.statusCode, page.body).toBe(200);
  }, 180_000);
});

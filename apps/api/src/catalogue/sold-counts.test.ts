import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { itConcurrently } from '../test/postgres-only';
import { foldSoldCounts } from './sold-counts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const soldCounts = async (ids: number[]) =>
  new Map(
    (
      await selectRows<{ id: number; sold_count: number }>(
        t.database.db,
        sql`select id, sold_count from products where id in (${sql.join(ids, sql`, `)})`,
      )
    ).map((r) => [r.id, r.sold_count]),
  );

const queue = (productId: number, quantity: number) =>
  t.database.db.execute(
    sql`insert into product_sales_queue (product_id, quantity) values (${productId}, ${quantity})`,
  );

describe('folding queued sales into the sold counts', () => {
  it('adds placed units, takes given-back ones away and empties the queue', async () => {
    const products = await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from products order by id limit 2`,
    );
    const [a, b] = products.map((p) => p.id) as [number, number];
    const before = await soldCounts([a, b]);
    await queue(a, 3);
    await queue(a, 2);
    await queue(a, -1);
    await queue(b, 1);
    await queue(b, -1);

    expect(await foldSoldCounts(t.database.db)).toBe(1);
    const after = await soldCounts([a, b]);
    expect(after.get(a)).toBe(before.get(a)! + 4);
    expect(after.get(b)).toBe(before.get(b));
    const [left] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from product_sales_queue`,
    );
    expect(left!.n).toBe(0);
    expect(await foldSoldCounts(t.database.db)).toBe(0);
  });

  it('never takes a sold count below zero', async () => {
    const [p] = await selectRows<{ id: number; sold_count: number }>(
      t.database.db,
      sql`select id, sold_count from products order by id desc limit 1`,
    );
    await queue(p!.id, -(p!.sold_count + 5));
    await foldSoldCounts(t.database.db);
    expect((await soldCounts([p!.id])).get(p!.id)).toBe(0);
  });

  itConcurrently('counts each queued sale once when several folds run at once', async () => {
    const [p] = await selectRows<{ id: number; sold_count: number }>(
      t.database.db,
      sql`select id, sold_count from products order by id limit 1 offset 5`,
    );
    for (let i = 0; i < 20; i++) await queue(p!.id, 1);
    await Promise.all(Array.from({ length: 5 }, () => foldSoldCounts(t.database.db)));
    // A fold that found the lock taken skipped its run; whatever it left is folded by the next one.
    await foldSoldCounts(t.database.db);
    expect((await soldCounts([p!.id])).get(p!.id)).toBe(p!.sold_count + 20);
  });
});

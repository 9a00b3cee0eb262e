import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { logIn } from '../test/members';
import { issueVouchers, newVoucherCode } from './voucher-issue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('issueVouchers', () => {
  it('codes are grouped, from a reader-friendly alphabet, and do not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, newVoucherCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^VC-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  });

  it('issues active vouchers valid from the shop today for the given days, one per unit', async () => {
    const { userId } = await logIn(t);
    const ids = await t.database.db.transaction((tx) =>
      issueVouchers(tx, {
        userId,
        source: 'operator',
        nameEn: 'S$30 service voucher',
        nameZh: 'S$30 服务券',
        termsEn: 'Book one day ahead.',
        termsZh: '请提前一天预约。',
        valueCents: 3000,
        serviceId: null,
        storeIds: [],
        validDays: 30,
        quantity: 2,
      }),
    );
    expect(ids).toHaveLength(2);
    const rows = await selectRows<{ status: string; days: number; same_start: boolean }>(
      t.database.db,
      sqlRows(ids),
    );
    expect(rows).toEqual([
      { status: 'active', days: 29, same_start: true },
      { status: 'active', days: 29, same_start: true },
    ]);
  });
});

function sqlRows(ids: number[]) {
  return sql`select status, (valid_until - valid_from)::int as days,
      valid_from = (now() at time zone 'Asia/Singapore')::date as same_start
    from vouchers where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id`;
}

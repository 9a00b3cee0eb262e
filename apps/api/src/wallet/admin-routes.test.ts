import { opsPointsAdjustedSchema, opsTransferSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { testAppPerFile } from '../test/app';
import { logIn, type Member } from '../test/members';
import { pointBalance } from '../wallet/ledger';

const file = testAppPerFile();
const { ops, db } = file;

const adjust = (userId: number, body: object) => ops('POST', `/members/${userId}/points`, body);
const balance = async (who: Member) => (await pointBalance(db(), who.userId)).available;

describe('operator: points and transfers', () => {
  it('lists the wallet commands beside the order commands, and needs the token', async () => {
    const names = (await ops('GET', '/commands')).json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['ship', 'points', 'transfers']));
    const member = await logIn(file.t);
    expect(
      (await ops('POST', `/members/${member.userId}/points`, { points: 5, reason: 'x' }, null)).statusCode,
    ).toBe(401);
    expect(
      (await ops('GET', '/transfers', undefined, 'wrong-token-wrong-token-wrong-token-x')).statusCode,
    ).toBe(401);
  });

  it("adjusts a member's points with a reason the member sees; never below zero", async () => {
    const member = await logIn(file.t, { points: 100 });
    const added = await adjust(member.userId, { points: 500, reason: 'Goodwill: late delivery' });
    expect(added.statusCode, added.body).toBe(200);
    expect(opsPointsAdjustedSchema.parse(added.json().data)).toEqual({
      user_id: member.userId,
      points: 500,
      point_available: 600,
    });
    const taken = await adjust(member.userId, { points: -200, reason: 'Correction' });
    expect(taken.json().data.point_available).toBe(400);
    const over = await adjust(member.userId, { points: -401, reason: 'Correction' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message_key).toBe('not_enough_points');
    expect(await balance(member)).toBe(400);

    const history = await file.t.app.inject({
      method: 'GET',
      url: '/api/account/point?lang=zh',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(
      history
        .json()
        .data.history.entries.slice(0, 2)
        .map((e: { description: string }) => e.description),
    ).toEqual(['积分调整（商家备注：Correction）', '积分调整（商家备注：Goodwill: late delivery）']);

    expect((await adjust(999_999, { points: 5, reason: 'x' })).statusCode).toBe(404);
    for (const body of [
      { points: 0, reason: 'x' },
      { points: 5 },
      { points: 5, reason: '  ' },
      { points: 1.5, reason: 'x' },
    ]) {
      expect((await adjust(member.userId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('lists transfers newest first, all or those of one member, names in full', async () => {
    const [a, b, c] = [await logIn(file.t), await logIn(file.t), await logIn(file.t)];
    await db().execute(sql`update users set full_name = 'Alice Wong' where id = ${a.userId}`);
    const ids: number[] = [];
    for (const [from, to, points] of [
      [a, b, 100],
      [b, c, 200],
      [c, a, 300],
    ] as const) {
      const [row] = await selectRows<{ id: number }>(
        db(),
        sql`insert into point_transfers (sender_id, recipient_id, points, idempotency_key)
          values (${from.userId}, ${to.userId}, ${points}, ${`key-${points}`}) returning id`,
      );
      ids.push(row!.id);
    }
    const all = (await ops('GET', '/transfers?limit=3'))
      .json()
      .data.map((r: unknown) => opsTransferSchema.parse(r));
    expect(all.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
    const ofA = (await ops('GET', `/transfers?user_id=${a.userId}`)).json().data;
    expect(ofA.map((r: { points: number }) => r.points)).toEqual([300, 100]);
    expect(ofA[1]).toMatchObject({ sender_id: a.userId, sender_name: 'Alice Wong', recipient_id: b.userId });
    expect((await ops('GET', '/transfers?user_id=abc')).statusCode).toBe(400);
  });
});

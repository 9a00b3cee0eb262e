import { notificationListSchema, notificationText, unreadCountSchema } from '@beauty/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { logIn, type Member } from '../test/members';
import { notify } from './notify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, as?: Member, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: `/api/notification${url}`,
    headers: as ? { ...headers, authorization: `Bearer ${as.token}` } : headers,
  });

async function list(as: Member, query = '', headers: Record<string, string> = {}) {
  const res = await call('GET', `/list${query}`, as, headers);
  expect(res.statusCode).toBe(200);
  return notificationListSchema.parse(res.json().data);
}

async function unread(as: Member, url = '/unread_count', method: 'GET' | 'POST' = 'GET') {
  const res = await call(method, url, as);
  expect(res.statusCode, `${method} ${url}`).toBe(200);
  return unreadCountSchema.parse(res.json().data).unread;
}

/** Orders shipped, one notification each, announced as the order domain does: in a transaction. */
async function shipped(as: Member, poNumbers: string[]): Promise<void> {
  for (const po of poNumbers)
    await t.database.db.transaction((tx) =>
      notify(tx, as.userId, {
        kind: 'order_shipped',
        facts: { po_number: po },
        link: `/order/detail/${po}`,
      }),
    );
}

describe('notification inbox without login', () => {
  it('answers 401 in the envelope for every call', async () => {
    for (const [method, url] of [
      ['GET', '/list'],
      ['GET', '/unread_count'],
      ['POST', '/read/1'],
      ['POST', '/read_all'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 401, message_key: 'unauthorized' });
    }
  });
});

describe('GET /api/notification/list', () => {
  it('pages newest first with the totals, and says nothing of other members', async () => {
    const me = await logIn(t);
    const other = await logIn(t);
    await shipped(other, ['PO-OTHER']);
    const pos = Array.from({ length: 25 }, (_, i) => `PO-${String(i).padStart(2, '0')}`);
    await shipped(me, pos);

    const first = await list(me);
    expect(first).toMatchObject({ page: 1, per_page: 20, total: 25, total_pages: 2, unread: 25 });
    expect(first.notifications.map((n) => n.link)).toEqual(
      [...pos]
        .reverse()
        .slice(0, 20)
        .map((po) => `/order/detail/${po}`),
    );
    const second = await list(me, '?page=2');
    expect(second.notifications.map((n) => n.body)).toEqual(
      ['PO-04', 'PO-03', 'PO-02', 'PO-01', 'PO-00'].map((po) => `Order ${po} is on its way.`),
    );
    expect(second.notifications.every((n) => !n.read && n.kind === 'order_shipped')).toBe(true);
    expect(Date.parse(second.notifications[0]!.created_at)).not.toBeNaN();

    const beyond = await list(me, '?page=4&per_page=10');
    expect(beyond).toMatchObject({ notifications: [], page: 4, total: 25, total_pages: 3 });
    expect(await list(other)).toMatchObject({ total: 1, unread: 1 });
  });

  it("renders the texts in the request's language: lang, then Accept-Language", async () => {
    const me = await logIn(t);
    await t.database.db.transaction((tx) =>
      notify(tx, me.userId, {
        kind: 'order_refunded',
        facts: { po_number: 'PO-ZH', amount_cents: 12_345, currency: 'SGD' },
        link: '/order/detail/PO-ZH',
      }),
    );
    const facts = { po_number: 'PO-ZH', amount_cents: 12_345, currency: 'SGD' };
    const zh = notificationText('order_refunded', facts, 'zh');
    const en = notificationText('order_refunded', facts, 'en');
    expect(zh.title).toBe('退款完成');

    for (const [query, headers, texts] of [
      ['?lang=zh', {}, zh],
      ['?lang=cn', {}, zh],
      ['', { 'accept-language': 'zh-CN,zh;q=0.9' }, zh],
      ['', {}, en],
      ['?lang=en', { 'accept-language': 'zh' }, en],
    ] as const) {
      const [n] = (await list(me, query, headers)).notifications;
      expect({ title: n!.title, body: n!.body }, `${query} ${JSON.stringify(headers)}`).toEqual(texts);
    }
  });
});

describe('POST /api/notification/read/:id and read_all', () => {
  it('mark read and change the bell count; another member’s or an unknown id is 404', async () => {
    const me = await logIn(t);
    const other = await logIn(t);
    await shipped(me, ['PO-A', 'PO-B', 'PO-C']);
    await shipped(other, ['PO-X']);
    expect(await unread(me)).toBe(3);
    const [c, b] = (await list(me)).notifications;
    const [x] = (await list(other)).notifications;

    expect(await unread(me, `/read/${c!.id}`, 'POST')).toBe(2);
    expect(await unread(me, `/read/${c!.id}`, 'POST')).toBe(2);
    expect((await list(me)).notifications.map((n) => n.read)).toEqual([true, false, false]);

    for (const id of [x!.id, 999_999_999]) {
      const res = await call('POST', `/read/${id}`, me);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 404 });
    }
    expect(await unread(other)).toBe(1);
    expect((await call('POST', '/read/abc', me)).statusCode).toBe(400);

    expect(await unread(me, `/read/${b!.id}`, 'POST')).toBe(1);
    expect(await unread(me, '/read_all', 'POST')).toBe(0);
    expect(await list(me)).toMatchObject({ unread: 0, total: 3 });
    expect((await list(me)).notifications.every((n) => n.read)).toBe(true);
    expect(await unread(other)).toBe(1);
  });
});

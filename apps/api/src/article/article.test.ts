import { articleDetailsSchema, articleListSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function list(query = '') {
  const res = await get(`/api/page/articlelist${query}`);
  expect(res.statusCode).toBe(200);
  return articleListSchema.parse(res.json().data);
}

async function details(id: number, query = '') {
  const res = await get(`/api/page/articledetails?article_id=${id}${query}`);
  expect(res.statusCode).toBe(200);
  return articleDetailsSchema.parse(res.json().data);
}

describe('GET /api/page/articlelist', () => {
  it('lists the published articles newest first', async () => {
    const data = await list();
    const [{ count }] = (await selectRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from articles`,
    )) as [{ count: number }];
    expect(data.total).toBe(count);
    expect(data.articles).toHaveLength(count);
    expect(data).toMatchObject({ page: 1, total_pages: 1 });
    const times = data.articles.map((a) => a.published_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.articles[0]!.published_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('pages through them without gaps or repeats, and answers an empty page past the end', async () => {
    const all = (await list()).articles.map((a) => a.article_id);
    const seen: number[] = [];
    const first = await list('?per_page=2');
    expect(first.total_pages).toBe(Math.ceil(all.length / 2));
    for (let page = 1; page <= first.total_pages; page++) {
      const data = await list(`?per_page=2&page=${page}`);
      expect(data.page).toBe(page);
      expect(data.per_page).toBe(2);
      seen.push(...data.articles.map((a) => a.article_id));
    }
    expect(seen).toEqual(all);
    const past = await list(`?per_page=2&page=${first.total_pages + 1}`);
    expect(past.articles).toEqual([]);
    expect(past.total).toBe(all.length);
  });

  it('leaves out an article scheduled for later', async () => {
    const before = await list();
    await t.database.db.execute(
      sql`insert into articles (title_en, title_zh, summary_en, summary_zh, content_en, content_zh, thumbnail,
          published_at)
        values ('Soon', '即将', 's', 's', '<p>x</p>', '<p>x</p>', '/files/x.svg', now() + interval '1 day')`,
    );
    const after = await list();
    expect(after.total).toBe(before.total);
    const [row] = await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from articles where title_en = 'Soon'`,
    );
    expect((await get(`/api/page/articledetails?article_id=${row!.id}`)).statusCode).toBe(404);
    // Nor is it anyone's next article.
    const newest = before.articles[0]!.article_id;
    expect((await details(newest)).next).toBeNull();
  });

  it('answers in Chinese and refuses a bad page', async () => {
    const data = await list('?lang=cn');
    const [row] = await selectRows<{ title_zh: string }>(
      t.database.db,
      sql`select title_zh from articles where id = ${data.articles[0]!.article_id}`,
    );
    expect(data.articles[0]!.title).toBe(row!.title_zh);
    for (const bad of ['?page=0', '?page=abc', '?per_page=101', '?per_page=-1']) {
      const res = await get(`/api/page/articlelist${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400 });
    }
  });
});

describe('GET /api/page/articledetails', () => {
  it('answers the HTML content and the neighbours by publication date', async () => {
    const ids = (await list()).articles.map((a) => a.article_id); // newest first
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const middle = await details(ids[1]!);
    expect(middle.article_id).toBe(ids[1]);
    expect(middle.content).toContain('<p>');
    expect(middle.next?.article_id).toBe(ids[0]);
    expect(middle.previous?.article_id).toBe(ids[2]);
    expect((await details(ids[0]!)).next).toBeNull();
    expect((await details(ids.at(-1)!)).previous).toBeNull();
  });

  it('answers the content in Chinese', async () => {
    const id = (await list()).articles[0]!.article_id;
    const [row] = await selectRows<{ content_zh: string; title_zh: string }>(
      t.database.db,
      sql`select content_zh, title_zh from articles where id = ${id}`,
    );
    const data = await details(id, '&lang=zh');
    expect(data.content).toBe(row!.content_zh);
    expect(data.title).toBe(row!.title_zh);
  });

  it('answers 404 for an unknown article and 400 for a bad id', async () => {
    const res = await get('/api/page/articledetails?article_id=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404, message_key: 'not_found' });
    for (const bad of ['abc', '0', '-3', '1000000000000', '']) {
      const r = await get(`/api/page/articledetails?article_id=${bad}`);
      expect(r.statusCode, bad).toBe(400);
    }
  });
});

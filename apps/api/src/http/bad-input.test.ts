import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let paths: string[];
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  paths = Object.keys(doc.paths);
});
afterAll(() => t.close());

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const QUERIES = [
  '',
  '?lang=',
  '?lang=%E4%B8%AD%E6%96%87',
  `?lang=${'z'.repeat(20_000)}`,
  '?lang[]=a&lang[]=b',
  '?lang[x]=1',
  '?%00=%00',
  '?page=-1&per_page=1e309',
];
const BODIES: { type?: string; payload?: string }[] = [
  {},
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: '{' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '[1,2,3]' },
  { type: 'application/json', payload: '"text"' },
  { type: 'application/json', payload: JSON.stringify({ lang: { $ne: 1 }, __proto__: { admin: true } }) },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'application/json', payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` },
];

describe('no input produces a 500', () => {
  it('answers every documented endpoint, with any method, query and body, in the envelope below 500', async () => {
    expect(paths.length).toBeGreaterThan(3);
    let requests = 0;
    for (const path of paths) {
      for (const method of METHODS) {
        for (const query of QUERIES) {
          for (const body of method === 'GET' ? [{}] : BODIES) {
            const res = await t.app.inject({
              method,
              url: path + query,
              headers: body.type ? { 'content-type': body.type } : {},
              payload: body.payload,
            });
            requests++;
            const label = `${method} ${path}${query.slice(0, 40)} ${body.type ?? ''} ${String(body.payload).slice(0, 20)}`;
            expect(res.statusCode, label).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(res.json(), label).toMatchObject({ success: false, code: res.statusCode });
              expect(typeof res.json().error_message, label).toBe('string');
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
  });

  it('answers odd headers and paths in the envelope', async () => {
    for (const url of [
      '/api',
      '/api/',
      '/api/%',
      '/api/page/%E0%A4%A',
      `/api/${'a/'.repeat(500)}`,
      '/api/page/landing/extra',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({ success: false });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/page/landing',
      headers: { 'accept-language': '😀'.repeat(1000), authorization: 'Bearer \u0000' },
    });
    expect(res.statusCode).toBe(200);
  });
});

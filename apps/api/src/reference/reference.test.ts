import { countrySchema, languageSchema } from '@beauty/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/common/country_list', () => {
  it('lists the countries with their dialling codes, Singapore included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/common/country_list' });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    const countries = z.array(countrySchema).parse(data);
    const codes = Object.fromEntries(countries.map((c) => [c.abbreviation, c.phone_code]));
    expect(codes).toMatchObject({ SG: '65', MY: '60', CN: '86' });
  });

  it('ignores unknown parameters rather than failing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/common/country_list?foo=%00%ff&lang=cn' });
    expect(res.statusCode).toBe(200);
  });

  it('answers a method it does not have with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/common/country_list' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404 });
  });
});

describe('GET /api/common/language_list', () => {
  it('offers English and Chinese with the legacy code cn', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/common/language_list' });
    const data = z.array(languageSchema).parse(res.json().data);
    expect(data.map((l) => l.code)).toEqual(['en', 'cn']);
  });
});

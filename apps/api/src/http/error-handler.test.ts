import { MESSAGES, numberParam } from '@beauty/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../errors';
import { registerErrorHandling } from './error-handler';
import { registerParameterMerging } from './params';
import { validatorCompiler } from './validation';

let app: FastifyInstance;

beforeAll(async () => {
  const server = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  registerErrorHandling(server);
  registerParameterMerging(server);
  server.post(
    '/echo',
    {
      schema: { body: z.object({ name: z.string().min(1), age: z.coerce.number().int().min(0).optional() }) },
    },
    async (request) => ({ success: true, data: request.body }),
  );
  server.get(
    '/search',
    { schema: { querystring: z.object({ q: z.string().max(5) }) } },
    async (r) => r.query,
  );
  server.get(
    '/paged',
    { schema: { querystring: z.object({ page: numberParam(z.number().int()).optional() }) } },
    async (r) => r.query,
  );
  server.get('/refused', async () => {
    throw new DomainError('not_enough_points', { fields: { points: ['points_not_valid'] } });
  });
  server.get('/broken', async () => {
    throw new Error('database exploded with secret details');
  });
  await server.ready();
  app = server;
});

afterAll(() => app.close());

describe('the error envelope', () => {
  it('names each invalid field with a message and keeps the spec shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { age: -1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 400,
      error_message: 'Please check the highlighted fields',
      message_key: 'validation_failed',
      errors: { name: ['This field is required'], age: ['Value is too small'] },
    });
  });

  it('tells a field of the wrong type from a missing one, in the body and the query string', async () => {
    const body = await app.inject({ method: 'POST', url: '/echo', payload: { name: 42 } });
    expect(body.json().errors).toEqual({ name: ['Invalid value'] });
    const query = await app.inject({ method: 'GET', url: '/paged?page=abc' });
    expect(query.json().errors).toEqual({ page: ['Invalid value'] });
    const missing = await app.inject({ method: 'POST', url: '/echo', payload: { name: null } });
    expect(missing.json().errors).toEqual({ name: ['This field is required'] });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400, message_key: 'malformed_json' });
  });

  it('answers an unknown route with 404 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404, message_key: 'page_not_found' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-weird' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 415 });
  });

  // The status comes with the key (error-status.ts): not_enough_points is a 409 wherever it is thrown.
  it('passes a service refusal through with its message and field messages', async () => {
    const res = await app.inject({ method: 'GET', url: '/refused' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 409,
      error_message: 'Not enough points balance',
      message_key: 'not_enough_points',
      errors: { points: ['Points to redeem not valid'] },
    });
  });

  it('answers in Chinese when the caller asks for zh or cn', async () => {
    const zh = await app.inject({ method: 'GET', url: '/refused', headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().error_message).toBe('积分余额不足');
    const cn = await app.inject({ method: 'GET', url: '/refused?lang=cn' });
    expect(cn.json().error_message).toBe('积分余额不足');
  });

  it('takes `lang` from a JSON body too, though the route does not declare it', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { lang: 'cn', age: -1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toBe(MESSAGES.zh.validation_failed);
    expect(res.json().errors.name).toEqual([MESSAGES.zh.required]);
    // On a clash the body wins, as it does for every parameter.
    const clash = await app.inject({
      method: 'POST',
      url: '/echo?lang=en',
      payload: { lang: 'cn', age: -1 },
    });
    expect(clash.json().error_message).toBe(MESSAGES.zh.validation_failed);
    const query = await app.inject({ method: 'POST', url: '/echo?lang=cn', payload: { age: -1 } });
    expect(query.json().error_message).toBe(MESSAGES.zh.validation_failed);
  });

  it('hides the details of a defect behind the generic message', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: 500,
      error_message: 'We are having an issue at the moment. Please try again.',
      message_key: 'server_issue',
    });
  });

  it('validates query strings too', async () => {
    const res = await app.inject({ method: 'GET', url: `/search?q=${'x'.repeat(10_000)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ q: ['Too long'] });
  });
});

describe('parameters from query string or body', () => {
  it('accepts a POST whose parameters are all in the query string', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo?name=Ann&age=30' });
    expect(res.json()).toEqual({ success: true, data: { name: 'Ann', age: 30 } });
  });

  it('lets the JSON body win over the query string', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo?name=Query', payload: { name: 'Body' } });
    expect(res.json().data.name).toBe('Body');
  });
});

import type { AdminPermission } from '@beauty/shared';
import Fastify from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPERATOR } from '../db/lifecycle';
import { type AdminAuthenticator, adminDomain, adminRoutes, isOpsToken, operatorToken } from './admin';
import { registerErrorHandling } from './error-handler';
import { validatorCompiler } from './validation';

/*
 * The operator API's one guard, apart from any domain: a route without a permission stops the app from
 * starting, and a caller gets through only with the permission the route declares.
 */

const TOKEN = 'an-operator-token-of-at-least-32-characters';

/** The operator token grants everything; "clerk" (a stand-in for a staff account) only reading orders. */
const tokenOrClerk: AdminAuthenticator = (request) =>
  request.headers.authorization === 'Bearer clerk'
    ? { permissions: new Set<AdminPermission>(['orders.read']), actor: OPERATOR }
    : operatorToken(TOKEN)(request);

const orders: FastifyPluginAsyncZod<{ answer: string }> = async (app, { answer }) => {
  app.get('/orders', { config: { permission: 'orders.read' } }, async () => ({
    success: true,
    data: answer,
  }));
  app.post('/orders/:po/ship', { config: { permission: 'orders.write' } }, async () => ({
    success: true,
    data: 'shipped',
  }));
};

function server(domains: Parameters<typeof adminRoutes>[1]['domains']) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);
  app.register(adminRoutes, { prefix: '/api/ops', authenticate: tokenOrClerk, domains });
  return app;
}

describe('the operator API guard', () => {
  const app = server([
    adminDomain(
      { commands: [{ name: 'ship', summary: 'Ship a paid order' }], routes: orders },
      { answer: 'the queue' },
    ),
    adminDomain(
      {
        commands: [{ name: 'points', summary: "Adjust a member's points" }],
        routes: async (api) => {
          api.post('/members/:id/points', { config: { permission: 'wallet.adjust' } }, async () => ({
            success: true,
            data: 'adjusted',
          }));
        },
      },
      {},
    ),
  ]);
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const call = (method: 'GET' | 'HEAD' | 'POST', url: string, authorization?: string) =>
    app.inject({ method, url: `/api/ops${url}`, headers: authorization ? { authorization } : {} });

  it('answers 401 in the envelope without credentials it accepts', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await call('GET', '/orders', authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 401, message_key: 'unauthorized' });
    }
    expect((await call('HEAD', '/orders')).statusCode).toBe(401);
  });

  it('lets a caller through only with the permission the route declares', async () => {
    expect((await call('GET', '/orders', 'Bearer clerk')).json()).toEqual({
      success: true,
      data: 'the queue',
    });
    expect((await call('HEAD', '/orders', 'Bearer clerk')).statusCode).toBe(200);
    for (const url of ['/orders/PO1/ship', '/members/1/points']) {
      const refused = await call('POST', url, 'Bearer clerk');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 403, message_key: 'forbidden' });
    }
    // The command list needs a permission of its own, which the clerk lacks too.
    expect((await call('GET', '/commands', 'Bearer clerk')).statusCode).toBe(403);
  });

  it('grants the operator token every permission', async () => {
    const token = `Bearer ${TOKEN}`;
    expect((await call('POST', '/orders/PO1/ship', token)).json().data).toBe('shipped');
    expect((await call('POST', '/members/1/points', token)).json().data).toBe('adjusted');
  });

  it("lists the commands the domains declare, in the routing table's order", async () => {
    expect((await call('GET', '/commands', `Bearer ${TOKEN}`)).json().data).toEqual([
      { name: 'ship', summary: 'Ship a paid order' },
      { name: 'points', summary: "Adjust a member's points" },
    ]);
  });

  it('leaves an unknown path to the 404 envelope', async () => {
    expect((await call('GET', '/nothing')).statusCode).toBe(404);
  });
});

describe('a route without a permission', () => {
  it('stops the operator API from starting, naming the route', async () => {
    const app = server([
      adminDomain({ commands: [], routes: orders }, { answer: 'the queue' }),
      adminDomain(
        {
          commands: [],
          routes: async (api) => {
            api.get(
              '/open',
              { schema: { querystring: z.object({ q: z.string().optional() }) } },
              async () => ({
                success: true,
                data: 'anyone',
              }),
            );
          },
        },
        {},
      ),
    ]);
    await expect(app.ready()).rejects.toThrow(
      'The operator route GET /api/ops/open declares no known permission',
    );
    await app.close();
  });

  it('refuses a name that is not one of the permissions', async () => {
    const app = server([
      adminDomain(
        {
          commands: [],
          routes: async (api) => {
            api.post('/anything', { config: { permission: 'everything' as AdminPermission } }, async () => ({
              success: true,
              data: null,
            }));
          },
        },
        {},
      ),
    ]);
    await expect(app.ready()).rejects.toThrow('POST /api/ops/anything');
    await app.close();
  });
});

describe('isOpsToken', () => {
  it('takes only the bearer token that is the operator token', () => {
    expect(isOpsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const header of [undefined, '', TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN.slice(1)}`, 'Bearer '])
      expect(isOpsToken(header, TOKEN)).toBe(false);
  });
});

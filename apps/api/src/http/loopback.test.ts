import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPS_TOKEN } from '../config';
import { createTestApp, OPS_TOKEN, type TestApp } from '../test/app';
import { isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it('takes this machine in IPv4, IPv6 and IPv4-mapped form, and nothing else', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a)).toBe(true);
    for (const a of [
      '203.0.113.5',
      '::ffff:203.0.113.5',
      '10.0.0.1',
      '0.0.0.0',
      '::',
      '127.example',
      '',
      undefined,
    ])
      expect(isLoopbackAddress(a)).toBe(false);
  });
});

describe('the demo-only doors', () => {
  // The demo's own operator token, behind a proxy: what a demo or staging server reachable from a network runs.
  let demo: TestApp;
  let operator: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ seed: false, trustProxy: true, opsToken: DEMO_OPS_TOKEN });
    operator = await createTestApp({ seed: false, trustProxy: true, database: demo.database });
  });
  afterAll(async () => {
    await operator.close();
    await demo.close();
  });

  const demoOps = { authorization: `Bearer ${DEMO_OPS_TOKEN}` };
  const doors = [
    { name: 'the SMS outbox', url: '/api/dev/sms-outbox?mobile=81234567', headers: {} },
    { name: 'the push outbox', url: '/api/dev/push-outbox?mobile=81234567', headers: {} },
    { name: 'the operator API with the demo token', url: '/api/ops/commands', headers: demoOps },
  ];

  for (const door of doors) {
    it(`refuses ${door.name} to a client forwarded by a proxy from another address`, async () => {
      const res = await demo.app.inject({
        method: 'GET',
        url: door.url,
        headers: { ...door.headers, 'x-forwarded-for': '203.0.113.5' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 403, message_key: 'local_only' });
    });

    it(`refuses ${door.name} to a socket from another address`, async () => {
      const res = await demo.app.inject({
        method: 'GET',
        url: door.url,
        headers: door.headers,
        remoteAddress: '203.0.113.5',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message_key: 'local_only' });
    });

    it(`opens ${door.name} to this machine`, async () => {
      const res = await demo.app.inject({ method: 'GET', url: door.url, headers: door.headers });
      expect(res.statusCode).toBe(200);
    });
  }

  it('takes a token the operator set from anywhere', async () => {
    const res = await operator.app.inject({
      method: 'GET',
      url: '/api/ops/commands',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      remoteAddress: '203.0.113.5',
    });
    expect(res.statusCode).toBe(200);
  });
});

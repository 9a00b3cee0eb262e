import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { httpGatewayProvider } from './provider';

/** A stand-in SMS gateway on loopback that records what it is sent and answers with a chosen status. */
let gateway: Server;
let url: string;
let status = 202;
const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`;
});
afterAll(() => new Promise((resolve) => gateway.close(resolve)));

describe('the HTTP SMS gateway provider', () => {
  it('posts the message with the bearer token and sender', async () => {
    const sms = httpGatewayProvider({ url, token: 'gw-token', sender: 'Rosette' });
    await sms.send({ phoneCode: '65', mobile: '81234567', body: 'Your code is 123456' });
    expect(received.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer gw-token', 'content-type': 'application/json' },
      body: { to: '+6581234567', from: 'Rosette', text: 'Your code is 123456' },
    });
  });

  it('fails when the gateway refuses, and the code request reports it without keeping the code', async () => {
    status = 500;
    try {
      const sms = httpGatewayProvider({ url, token: null, sender: 'Rosette' });
      await expect(sms.send({ phoneCode: '65', mobile: '81234567', body: 'x' })).rejects.toThrow(/500/);

      const t = await createTestApp({ sms });
      try {
        const ask = () =>
          t.app.inject({
            method: 'POST',
            url: '/api/common/requestSMSOTP',
            payload: { country_id: 1, mobile: '93000001', type: 1 },
          });
        expect((await ask()).json()).toMatchObject({ code: 503, message_key: 'sms_failed' });
        status = 202;
        expect((await ask()).statusCode).toBe(200);
        expect(received.at(-1)?.body).toMatchObject({ to: '+6593000001' });
      } finally {
        await t.close();
      }
    } finally {
      status = 202;
    }
    // It seeds a whole demo shop inside the test (the hook's time does not cover it): on a loaded machine that
    // alone has taken 26 s.
  }, 120_000);
});

describe('the demo outbox', () => {
  it('is not there in production', async () => {
    const t = await createTestApp({ seed: false, demo: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?mobile=81234567' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    } finally {
      await t.close();
    }
  });
});

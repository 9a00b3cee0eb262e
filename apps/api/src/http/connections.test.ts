import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let port: number;
const REQUEST_TIMEOUT_MS = 1000;
const MAX_PER_ADDRESS = 3;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    connections: { requestTimeoutMs: REQUEST_TIMEOUT_MS, maxPerAddress: MAX_PER_ADDRESS },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A raw connection to the server, with what it has been sent and a promise of its closing. */
async function open() {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  return { socket, closed, received: () => received };
}

const sendHeaders = (socket: Socket, length: number) =>
  socket.write(
    `POST /api/account/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
  );

describe('slow requests', () => {
  it('cuts a request whose body trickles in once the request time-out has passed', async () => {
    const { socket, closed, received } = await open();
    const started = Date.now();
    sendHeaders(socket, 1000);
    // One byte every 100 ms: never silent long enough for an idle time-out, never done either.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    try {
      const at = await closed;
      expect(at - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      // Node's check runs every half limit here; the bound leaves a busy machine room, far below Node's 300 s.
      expect(at - started).toBeLessThan(REQUEST_TIMEOUT_MS * 10);
      expect(received()).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(trickle);
    }
  });

  it('still answers a request sent at once', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});

describe('connections per address', () => {
  it('refuses the connection over the cap with a 429, and takes one again when another closes', async () => {
    const held = await Promise.all(Array.from({ length: MAX_PER_ADDRESS }, open));
    const over = await open();
    await over.closed;
    expect(over.received()).toMatch(/^HTTP\/1\.1 429/);
    expect(over.received()).toContain('"code":429');

    held[0]!.socket.destroy();
    await held[0]!.closed;
    const again = await open();
    again.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    await again.closed;
    expect(again.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const h of held.slice(1)) h.socket.destroy();
  });
});

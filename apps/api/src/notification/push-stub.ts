import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Tests only: a stand-in push service on loopback (Web Push endpoints and the apps' push service alike) that
 * records what it is sent and answers each path with the status the test chose (201 unless told).
 */

export type PushStub = {
  url: string;
  received: { path: string; headers: IncomingMessage['headers']; body: Buffer }[];
  /** The status a path answers (e.g. '/push/gone' → 410). */
  statuses: Map<string, number>;
  close(): Promise<void>;
};

export async function startPushStub(): Promise<PushStub> {
  const received: PushStub['received'] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    statuses,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The keys a browser makes for a subscription: a P-256 public key and a 16-byte auth secret. */
export function browserKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { rawErrorAnswer } from './errors';

export type ConnectionLimits = {
  /** Headers and body must have arrived this long after the request began (a trickled body is cut). */
  requestTimeoutMs: number;
  /** A connection silent this long is closed. */
  idleTimeoutMs: number;
  /** Open connections one remote address may hold at once; 0 for no cap (a proxy in front caps them). */
  maxPerAddress: number;
};

/**
 * Fastify's options for the limits. Node checks the request time-out on a timer (every 30 s by default), so a
 * request could outlive its limit by that much: the check runs every second, or twice per limit if shorter.
 */
export function timeoutOptions(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(limits.requestTimeoutMs / 2))),
    },
  };
}

/**
 * Caps the connections each remote address holds open, answering the one over the cap with a 429 envelope
 * and closing it. Written here because this has to happen on the socket, before any HTTP is read (Fastify's
 * rate-limit plugin counts requests, not connections, and sees nothing until a request's headers are in);
 * no maintained plugin does it, and without a proxy in front nothing else would.
 */
export function capConnectionsPerAddress(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  const refusal = rawErrorAnswer('too_many_requests');
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.end(refusal);
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * A caller on this machine: both the socket's peer and the client address Fastify derives (which, with
 * TRUST_PROXY, is the X-Forwarded-For client). Checking both means neither a proxy on this machine relaying
 * a stranger nor a forged header from outside passes.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}

/**
 * Refuses every route of this plugin to callers not on this machine (403), for the demo-only doors: whoever
 * can reach a demo or staging server over a network must not read its reset codes or act as its operator.
 */
export function onlyFromLoopback(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackRequest(request)) throw new DomainError('local_only');
  });
}

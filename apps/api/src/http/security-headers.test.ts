import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { registerStatic } from '../web/static';
import { registerErrorHandling } from './error-handler';
import { registerSecurityHeaders } from './security-headers';

const STYLE = '.boot { color: red; }';
const INDEX = `<!doctype html><html><head><style>${STYLE}</style></head><body><div id="root"></div></body></html>`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** A server of the built web app with the headers, as app.ts registers them. */
async function pagesServer(root: string, options: { stripe: boolean; trustProxy: boolean }) {
  const app = Fastify({ logger: false, trustProxy: options.trustProxy });
  const indexHtml = await registerStatic(app, { webDist: root });
  await registerSecurityHeaders(app, { indexHtml, ...options });
  registerErrorHandling(app, { indexHtml });
  await app.ready();
  return app;
}

/** The CSP as directive → values. */
function csp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string).split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

let root: string;
let sandbox: FastifyInstance;
let stripe: FastifyInstance;
let api: TestApp;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-headers-'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  sandbox = await pagesServer(root, { stripe: false, trustProxy: false });
  stripe = await pagesServer(root, { stripe: true, trustProxy: true });
  api = await createTestApp({ seed: false });
});
afterAll(async () => {
  await Promise.all([sandbox.close(), stripe.close(), api.close()]);
  rmSync(root, { recursive: true, force: true });
});

describe('security headers', () => {
  it('puts a policy without inline or outside scripts on a page, and the other headers', async () => {
    const res = await sandbox.inject({ method: 'GET', url: '/product/detail/12' });
    expect(res.statusCode).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", STYLE_HASH]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('puts them on files and on API answers', async () => {
    const file = await sandbox.inject({ method: 'GET', url: '/favicon.svg' });
    expect(csp(file.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    for (const url of ['/api/health', '/api/page/no-such-thing']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(csp(res.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allows Stripe.js on the pay page only, and only with the Stripe provider', async () => {
    const pay = csp(
      (await stripe.inject({ method: 'GET', url: '/order/pay/PO100001' })).headers['content-security-policy'],
    );
    expect(pay['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(pay['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(pay['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    const home = csp((await stripe.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(home['script-src']).toEqual(["'self'"]);
    const sandboxPay = csp(
      (await sandbox.inject({ method: 'GET', url: '/order/pay/PO100001' })).headers[
        'content-security-policy'
      ],
    );
    expect(sandboxPay['script-src']).toEqual(["'self'"]);
  });

  it('pins HTTPS only for a request that came over HTTPS through a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const proxied = await stripe.inject({ method: 'GET', url: '/', headers: https });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await stripe.inject({ method: 'GET', url: '/' })).headers['strict-transport-security'],
    ).toBeUndefined();
    // Without a trusted proxy the header is anyone's to forge.
    const forged = await sandbox.inject({ method: 'GET', url: '/', headers: https });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

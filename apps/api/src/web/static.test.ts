import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../http/error-handler';
import { isAdminPageRequest, isPageRequest, registerAdminStatic, registerStatic } from './static';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-static-'));
  const webDist = join(root, 'dist');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("push", () => {})');
  app = Fastify({ logger: false });
  const indexHtml = await registerStatic(app, { webDist });
  registerErrorHandling(app, { indexHtml });
  app.get('/api/health', async () => ({ success: true, data: { ok: true } }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('every page address answers with the app', () => {
  it('serves index.html to any page address, whatever the Accept header says', async () => {
    for (const url of ['/', '/product/category/hair%20care', '/product/detail/12?x=1', '/no/such/page']) {
      for (const accept of [undefined, '*/*', 'application/json', 'text/html,application/xhtml+xml']) {
        const res = await app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
        const label = `${url} ${accept}`;
        expect(res.statusCode, label).toBe(200);
        expect(res.headers['content-type'], label).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], label).toBe('no-cache');
        expect(res.body, label).toBe(INDEX);
      }
    }
    const head = await app.inject({ method: 'HEAD', url: '/orders' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('keeps the 404 envelope for the API, stored files, missing assets and other methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/no/such/thing'],
      ['GET', '/api'],
      ['GET', '/files/uploads/1/missing.png'],
      ['GET', '/assets/app-missing.js'],
      ['GET', '/assets/chunk'],
      ['GET', '/favicon.ico'],
      ['GET', '/missing.css?v=2'],
      ['POST', '/orders'],
    ] as const) {
      const res = await app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 404, message_key: 'page_not_found' });
    }
  });

  it('still serves the built files and the API', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The service worker at the root (its scope is the whole shop), read anew at every update check.
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      success: true,
      data: { ok: true },
    });
  });

  it('tells page addresses from file requests', () => {
    expect(isPageRequest('GET', '/product/v2')).toBe(true);
    expect(isPageRequest('GET', '/apiary')).toBe(true);
    expect(isPageRequest('GET', '/product/shampoo?sort=a.js')).toBe(true);
    expect(isPageRequest('GET', '/logo.svg')).toBe(false);
    expect(isPageRequest('GET', '/api')).toBe(false);
    expect(isPageRequest('DELETE', '/orders')).toBe(false);
  });
});

describe('the back office under /admin', () => {
  const ADMIN_INDEX = '<!doctype html><html><body><div id="root">admin</div></body></html>';
  let both: FastifyInstance;
  let webOnly: FastifyInstance;
  let adminRoot: string;

  beforeAll(async () => {
    adminRoot = mkdtempSync(join(tmpdir(), 'shop-admin-static-'));
    const webDist = join(adminRoot, 'web');
    const adminDist = join(adminRoot, 'admin');
    for (const dist of [webDist, adminDist]) mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), INDEX);
    writeFileSync(join(adminDist, 'index.html'), ADMIN_INDEX);
    writeFileSync(join(adminDist, 'assets', 'index-9f8e7d.js'), 'console.log("admin")');
    both = Fastify({ logger: false });
    registerErrorHandling(both, {
      indexHtml: await registerStatic(both, { webDist }),
      adminIndexHtml: await registerAdminStatic(both, { adminDist }),
    });
    await both.ready();
    // Without the back office's build, its addresses are not the storefront's pages either.
    webOnly = Fastify({ logger: false });
    registerErrorHandling(webOnly, {
      indexHtml: await registerStatic(webOnly, { webDist }),
      adminIndexHtml: await registerAdminStatic(webOnly, { adminDist: null }),
    });
    await webOnly.ready();
  });

  afterAll(async () => {
    await both.close();
    await webOnly.close();
    rmSync(adminRoot, { recursive: true, force: true });
  });

  it("answers every back office page address with its index.html, never the storefront's", async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/security',
      '/admin/sign-in?next=%2Fsecurity',
      '/admin/no/such',
    ]) {
      const res = await both.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(ADMIN_INDEX);
    }
    expect((await both.inject({ method: 'GET', url: '/orders' })).body).toBe(INDEX);
    expect((await both.inject({ method: 'GET', url: '/administration' })).body).toBe(INDEX);
  });

  it('serves its assets long-cached, and a missing one is a 404', async () => {
    const asset = await both.inject({ method: 'GET', url: '/admin/assets/index-9f8e7d.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("admin")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/admin/assets/missing.js', '/admin/assets/chunk', '/admin/favicon.ico']) {
      const res = await both.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, message_key: 'page_not_found' });
    }
  });

  it('without its build, /admin is a 404 and not the storefront', async () => {
    for (const url of ['/admin', '/admin/security']) {
      const res = await webOnly.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await webOnly.inject({ method: 'GET', url: '/' })).body).toBe(INDEX);
  });

  it('tells its page addresses from file requests', () => {
    expect(isAdminPageRequest('GET', '/admin')).toBe(true);
    expect(isAdminPageRequest('HEAD', '/admin/security?x=1')).toBe(true);
    expect(isAdminPageRequest('GET', '/admin/assets/index.js')).toBe(false);
    expect(isAdminPageRequest('GET', '/admin/logo.svg')).toBe(false);
    expect(isAdminPageRequest('GET', '/administration')).toBe(false);
    expect(isAdminPageRequest('POST', '/admin')).toBe(false);
    expect(isPageRequest('GET', '/admin/security')).toBe(false);
    expect(isPageRequest('GET', '/admin')).toBe(false);
  });
});

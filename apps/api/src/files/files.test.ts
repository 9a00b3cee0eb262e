import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReferenceData } from '../seed/people';
import { createTestApp, type TestApp } from '../test/app';
import { logIn } from '../test/members';
import { type S3Stub, startS3Stub } from '../test/s3-stub';
import { ONE_PIXEL_PNG as PNG, uploadFile } from '../test/uploads';
import { s3Storage } from './s3-storage';
import { thumbnailOf } from './uploads';

async function uploaded(t: TestApp): Promise<string> {
  const member = await logIn(t);
  const res = await uploadFile(t, member.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.path as string;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';

function missing(res: LightMyRequestResponse, url: string) {
  expect(res.statusCode, url).toBe(404);
  expect(res.json(), url).toMatchObject({ success: false, code: 404, message_key: 'page_not_found' });
}

/** What every provider must do, through the app: the same tests for local disk and for a bucket. */
function servesFiles(name: string, app: () => TestApp) {
  describe(`/files from ${name}`, () => {
    it('serves an upload back with its content type, length and a validator', async () => {
      const t = app();
      const path = await uploaded(t);
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      // Stored as re-encoded (photos.ts), still the one-pixel PNG.
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^(W\/)?".+"$/);

      const again = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);

      const head = await t.app.inject({ method: 'HEAD', url: path });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(head.rawPayload.length).toBe(0);
    });

    it('serves a generated picture stored the way the seed stores them', async () => {
      const t = app();
      const res = await t.app.inject({ method: 'GET', url: await t.storage.put('products/1-1.svg', SVG) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toBe(SVG);
    });

    it('answers a missing file, or a path that is no file key, with the 404 envelope', async () => {
      const t = app();
      for (const url of [
        '/files/uploads/1/none.png',
        '/files/',
        '/files/products/%2e%2e/%2e%2e/package.json',
        '/files/products//1-1.svg',
        '/files/a%00b.png',
      ])
        missing(await t.app.inject({ method: 'GET', url }), url);
    });
  });
}

let stub: S3Stub;
let local: TestApp;
/** Two instances on different machines (one database, each its own disk): both have the bucket. */
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  stub = await startS3Stub();
  // Without the demo shop (seeding hundreds of pictures into a bucket is slow), but with what members need.
  local = await createTestApp({ seed: false });
  await local.database.db.transaction((tx) => insertReferenceData(tx));
  first = await createTestApp({ storage: stub.settings, database: local.database });
  second = await createTestApp({ storage: stub.settings, database: local.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await local?.close();
  await stub?.close();
});

servesFiles('local disk', () => local);
servesFiles('an S3-compatible bucket', () => first);

describe('S3-compatible storage', () => {
  it('keeps uploads and generated pictures in the bucket, where another instance reads them', async () => {
    const path = await uploaded(first);
    const key = path.slice('/files/'.length);
    const stored = stub.objects.get(key);
    expect(stored?.contentType).toBe('image/png');
    expect(stub.objects.get(thumbnailOf(key))?.contentType).toBe('image/webp');
    const res = await second.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(stored && res.rawPayload.equals(stored.body)).toBe(true);

    const picture = await first.storage.put('banners/7-mobile.svg', SVG);
    expect(stub.objects.get('banners/7-mobile.svg')?.contentType).toBe('image/svg+xml');
    const served = await second.app.inject({ method: 'GET', url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(SVG);
  });

  it('puts, reads and deletes objects', async () => {
    const storage = await s3Storage(stub.settings);
    expect(await storage.put('tests/hello.svg', '<svg/>')).toBe('/files/tests/hello.svg');
    const file = await storage.get('tests/hello.svg');
    expect(file).toMatchObject({ contentType: 'image/svg+xml', size: 6 });
    expect(Buffer.concat(await file!.body.toArray()).toString()).toBe('<svg/>');
    await storage.delete('tests/hello.svg');
    expect(await storage.get('tests/hello.svg')).toBeNull();
    expect(stub.objects.has('tests/hello.svg')).toBe(false);
  });

  it('fails loudly, not as a missing file, when the bucket refuses the credentials or does not exist', async () => {
    const stranger = await s3Storage({
      ...stub.settings,
      credentials: { accessKeyId: 'AKIDSOMEONEELSE', secretAccessKey: 'x' },
    });
    await expect(stranger.get('tests/anything.png')).rejects.toThrow();
    await expect(stranger.put('tests/anything.png', PNG)).rejects.toThrow();
    const elsewhere = await s3Storage({ ...stub.settings, bucket: 'another-bucket' });
    await expect(elsewhere.get('tests/anything.png')).rejects.toThrow();
  });

  it('refuses keys that are not file keys before any request', async () => {
    const storage = await s3Storage(stub.settings);
    const before = stub.requests.length;
    await expect(storage.put('../outside.png', PNG)).rejects.toThrow(/Not a file key/);
    await expect(storage.get('a//b.png')).rejects.toThrow(/Not a file key/);
    expect(stub.requests.length).toBe(before);
  });
});

import { MAX_UPLOAD_BYTES } from '@beauty/shared';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReferenceData } from '../seed/people';
import { createTestApp, type TestApp } from '../test/app';
import { logIn, type Member } from '../test/members';
import { uploadFile } from '../test/uploads';
import { MAX_PHOTO_MEGAPIXELS } from './photos';
import { ownsPhoto, thumbnailOf } from './uploads';

/*
 * common/upload as the photo pipeline (photos.ts): what is accepted is decided by the bytes, and what is
 * stored and served is a re-encoded picture without the metadata a phone puts in it.
 */

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.database.db.transaction((tx) => insertReferenceData(tx));
  member = await logIn(t);
});
afterAll(() => t?.close());

const send = (file: Buffer, filename: string, contentType: string) =>
  uploadFile(t, member.token, file, { filename, contentType });

function refused(res: LightMyRequestResponse, key: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: 400, message_key: key });
}

async function stored(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  const { path, thumbnail } = res.json().data as { path: string; thumbnail: string };
  expect(ownsPhoto(member.userId, path)).toBe(true);
  expect(thumbnail).toBe(thumbnailOf(path));
  const [photo, thumb] = await Promise.all(
    [path, thumbnail].map((url) => t.app.inject({ method: 'GET', url })),
  );
  expect(photo!.statusCode).toBe(200);
  expect(thumb!.statusCode).toBe(200);
  expect(thumb!.headers['content-type']).toBe('image/webp');
  return {
    path,
    type: photo!.headers['content-type'],
    photo: await sharp(photo!.rawPayload).metadata(),
    pixels: photo!.rawPayload,
    thumbnail: await sharp(thumb!.rawPayload).metadata(),
  };
}

/** A width × height picture, its left half red and its right half blue, so a turn shows in its pixels. */
function halves(width: number, height: number) {
  const red = {
    input: { create: { width: width / 2, height, channels: 3, background: '#ff0000' } },
    left: 0,
    top: 0,
  } as const;
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([red]);
}

/**
 * The tags of the GPS block of an EXIF buffer as sharp gives it ("Exif\0\0", then TIFF): [] when it has
 * none. Enough TIFF to prove a position is there, or is not.
 */
function gpsTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const tagsAt = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ({
      tag: u16(ifd + 2 + i * 12),
      value: u32(ifd + 10 + i * 12),
    }));
  const gps = tagsAt(u32(4)).find((e) => e.tag === 0x8825);
  return gps ? tagsAt(gps.value).map((e) => e.tag) : [];
}

describe('POST /api/common/upload', () => {
  it('recognises the kind from the bytes: a PNG named .jpg and sent as JPEG is stored and served as PNG', async () => {
    const png = await halves(40, 20).png().toBuffer();
    const out = await stored(await send(png, 'holiday.jpg', 'image/jpeg'));
    expect(out.path).toMatch(/\.png$/);
    expect(out.type).toBe('image/png');
    expect(out.photo).toMatchObject({ format: 'png', width: 40, height: 20 });
  });

  it('refuses what is no image whatever its name and type: HTML named .png', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    refused(await send(html, 'photo.png', 'image/png'), 'upload_invalid_image');
    refused(await send(Buffer.alloc(0), 'empty.png', 'image/png'), 'upload_invalid_image');
  });

  it('refuses a file over the size limit with the envelope, reading no more of it than the limit', async () => {
    const huge = Buffer.alloc(30 * 1024 * 1024, 0x41);
    // A real JPEG's first bytes, so only the size can be what refuses it.
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    refused(await send(huge, 'big.jpg', 'image/jpeg'), 'upload_invalid_image');
    const justOver = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x41);
    justOver.set([0xff, 0xd8, 0xff, 0xe0]);
    refused(await send(justOver, 'big.jpg', 'image/jpeg'), 'upload_invalid_image');
  });

  it('refuses a truncated image of each kind', async () => {
    for (const [kind, type] of [
      ['jpeg', 'image/jpeg'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const whole = await halves(200, 120).toFormat(kind).toBuffer();
      refused(
        await send(whole.subarray(0, Math.floor(whole.length * 0.6)), `cut.${kind}`, type),
        'upload_invalid_image',
      );
    }
  });

  it('refuses a decompression bomb before decoding it: a small file declaring too many pixels', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const res = await send(bomb, 'bomb.png', 'image/png');
    refused(res, 'review_photo_too_large');
    expect(res.json().message_values).toEqual({ megapixels: MAX_PHOTO_MEGAPIXELS });
  });

  it("drops a phone photo's EXIF with its GPS position, from the photo and its thumbnail", async () => {
    const phone = await halves(640, 480)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '1/1 17/1 3000/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '103/1 51/1 1200/100',
        },
      })
      .withIccProfile('p3')
      .toBuffer();
    const input = await sharp(phone).metadata();
    expect(gpsTags(input.exif)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(input.icc).toBeDefined();

    const out = await stored(await send(phone, 'IMG_0001.JPG', 'image/jpeg'));
    expect(out.type).toBe('image/jpeg');
    for (const picture of [out.photo, out.thumbnail]) {
      expect(picture.exif).toBeUndefined();
      expect(picture.xmp).toBeUndefined();
      expect(picture.iptc).toBeUndefined();
      expect(picture.icc).toBeUndefined();
    }
    expect(out.pixels.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(out.thumbnail).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('turns the picture upright from its EXIF orientation and keeps no orientation tag', async () => {
    // Orientation 6: the camera was held turned; shown upright, the left half becomes the top.
    const turned = await halves(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    const out = await stored(await send(turned, 'turned.jpg', 'image/jpeg'));
    expect(out.photo).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    expect(out.photo.orientation).toBeUndefined();
    const { data, info } = await sharp(out.pixels).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(at(200, 10)[0]).toBeGreaterThan(200); // red on top
    expect(at(200, 590)[2]).toBeGreaterThan(200); // blue below
    expect(out.thumbnail).toMatchObject({ width: 213, height: 320 });
  });

  it('scales a large picture down to 2048 px on its longest side, and never enlarges a small one', async () => {
    const wide = await halves(3000, 1000).webp().toBuffer();
    const big = await stored(await send(wide, 'wide.webp', 'image/webp'));
    expect(big.type).toBe('image/webp');
    expect(big.photo).toMatchObject({ format: 'webp', width: 2048, height: 683 });
    const small = await stored(await send(await halves(100, 60).webp().toBuffer(), 's.webp', 'image/webp'));
    expect(small.photo).toMatchObject({ width: 100, height: 60 });
    expect(small.thumbnail).toMatchObject({ width: 100, height: 60 });
  });

  it('needs a logged-in member', async () => {
    const res = await uploadFile(t, null);
    expect(res.statusCode).toBe(401);
  });
});

import type { UploadImageKind } from '@beauty/shared';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { DomainError } from '../errors';
import type { FileStorage } from './storage';
import { thumbnailOf, uploadKey } from './uploads';

/*
 * What a member's photo becomes before anyone else can see it. The bytes say what it is (never the name or
 * the declared type); sharp (libvips) then decodes it, which is what proves it is a whole image of that
 * kind, and writes it again: turned upright from its EXIF orientation, no larger than MAX_PHOTO_SIDE, and
 * with no metadata at all, since a phone photo's EXIF carries where it was taken (GPS), the device and the
 * time. A WebP thumbnail goes beside it at thumbnailOf(path) for lists.
 */

/** A picture with more pixels than this is refused before it is decoded (a small PNG can declare gigapixels). */
export const MAX_PHOTO_MEGAPIXELS = 40;
/** The longest side a stored photo keeps: a review photo is looked at on a screen, not printed. */
const MAX_PHOTO_SIDE = 2048;
const THUMBNAIL_SIDE = 320;
/** A picture that takes longer than this to decode and encode is refused rather than holding a thread. */
const PHOTO_SECONDS = 20;

// Every upload is a different picture, so libvips's cache of recent operations would only hold memory.
sharp.cache(false);

/**
 * sharp works on libuv's thread pool, which file reads and writes share: two photos at a time keep threads
 * free for serving files and bound the memory of decoding (each up to MAX_PHOTO_MEGAPIXELS) whatever the
 * number of uploads arriving at once.
 */
const decoding = pLimit(2);

const SIGNATURES: readonly [UploadImageKind, (b: Buffer) => boolean][] = [
  ['png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['webp', (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP'],
];

/** The image kind from the file's first bytes (shared UPLOAD_IMAGE_TYPES); the declared content type is not trusted. */
function imageKind(head: Uint8Array): UploadImageKind | null {
  const b = Buffer.from(head.subarray(0, 12));
  return SIGNATURES.find(([, matches]) => matches(b))?.[0] ?? null;
}

/** The format name sharp reports for each kind, to check the decoder agrees with the signature. */
const SHARP_FORMAT: Record<UploadImageKind, string> = { png: 'png', jpg: 'jpeg', webp: 'webp' };

export type Photo = { kind: UploadImageKind; body: Buffer; thumbnail: Buffer };

const encoders: Record<UploadImageKind, (image: sharp.Sharp) => sharp.Sharp> = {
  jpg: (image) => image.jpeg({ quality: 85 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 85 }),
};

/**
 * `bytes` as a stored photo: re-encoded in its own kind (so its key's extension and served type stay true)
 * with every metadata block dropped (EXIF with GPS, XMP, IPTC; colours converted to sRGB and the ICC profile
 * dropped), and its thumbnail. Anything that is not a whole PNG, JPEG or WebP is 400 upload_invalid_image;
 * too many pixels, 400 review_photo_too_large.
 */
export async function makePhoto(bytes: Buffer): Promise<Photo> {
  const kind = imageKind(bytes);
  if (!kind) throw new DomainError('upload_invalid_image');
  return decoding(async () => {
    try {
      const input = sharp(bytes, {
        limitInputPixels: MAX_PHOTO_MEGAPIXELS * 1_000_000,
        // A cut-off file is refused, not stored with its missing part grey; minor warnings from phone
        // encoders are not.
        failOn: 'truncated',
        sequentialRead: true,
      }).timeout({ seconds: PHOTO_SECONDS });
      const { format } = await input.metadata();
      if (format !== SHARP_FORMAT[kind]) throw new DomainError('upload_invalid_image');
      const body = await encoders[kind](
        input
          .autoOrient()
          .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true }),
      ).toBuffer();
      // From the stored photo, which is already upright, small and bare: cheaper than the original again.
      return { kind, body, thumbnail: await thumbnailFrom(body) };
    } catch (err) {
      if (err instanceof DomainError) throw err;
      if (err instanceof Error && /exceeds pixel limit/i.test(err.message))
        throw new DomainError('review_photo_too_large', { values: { megapixels: MAX_PHOTO_MEGAPIXELS } });
      // Truncated, corrupt, or a signature in front of something else.
      throw new DomainError('upload_invalid_image');
    }
  });
}

/** `effort` is WebP's: how hard the encoder looks for a smaller file (0-6; sharp's default 4). */
const thumbnailFrom = (photo: Buffer, effort = 4) =>
  sharp(photo)
    .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75, effort })
    .toBuffer();

/**
 * A picture the seed generated (SVG, drawn at the size it is to have) as a stored photo: a WebP, with the
 * thumbnail an upload gets. An SVG carries no metadata and is the shop's own, so there is nothing to check.
 * Encoded with little effort: the seed draws these on every fresh start and for every API test file, where
 * the default effort was most of the review seed's picture time, for files a few KB larger.
 */
export function photoFromSvg(svg: string): Promise<Photo> {
  return decoding(async () => {
    const body = await sharp(Buffer.from(svg)).webp({ quality: 85, effort: 1 }).toBuffer();
    return { kind: 'webp', body, thumbnail: await thumbnailFrom(body, 1) };
  });
}

/** Where a stored photo and its thumbnail are served (files/routes.ts). */
export type StoredPhoto = { path: string; thumbnail: string };

/**
 * Stores a photo made by makePhoto as the member's upload (uploads.ts, so ownsPhoto accepts it) with its
 * thumbnail beside it. `name` is for the seed, whose keys must come out the same on every run.
 */
export async function storePhoto(
  storage: FileStorage,
  userId: number,
  photo: Photo,
  name?: string,
): Promise<StoredPhoto> {
  const key = uploadKey(userId, photo.kind, name);
  const [path, thumbnail] = await Promise.all([
    storage.put(key, photo.body),
    storage.put(thumbnailOf(key), photo.thumbnail),
  ]);
  return { path, thumbnail };
}

import type { Readable } from 'node:stream';
import { UPLOAD_IMAGE_TYPES } from '@beauty/shared';

/**
 * Where uploaded and generated files live: this machine's disk (local-storage.ts) or an S3-compatible
 * object store (s3-storage.ts). Keys are relative paths such as `uploads/12/<uuid>.png`; stored files are
 * served at the public URL path /files/<key> (files/routes.ts) whichever provider holds them, so the paths
 * kept in the database do not depend on the provider.
 */
export interface FileStorage {
  /** Stores `body` under `key` (replacing what was there) and answers its URL path. */
  put(key: string, body: string | Uint8Array): Promise<string>;
  /** The file under `key` as a stream, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

export type StoredFile = {
  body: Readable;
  contentType: string;
  /** Bytes, when the provider knows them before reading. */
  size: number | null;
  /** A validator for conditional requests, the same on every instance for the same bytes. */
  etag: string | null;
  lastModified: Date | null;
};

export const FILES_URL_PREFIX = '/files/';

/** The URL path a stored key is served at. */
export const fileUrl = (key: string) => FILES_URL_PREFIX + key;

/**
 * Whether `key` is one this app writes: slash-separated segments of letters, digits, dot, dash and
 * underscore, none of them empty, `.` or `..`. Keys read from a URL go through this before any provider
 * sees them, so no key reaches outside the storage root or names something the app never stored.
 */
export function isFileKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    key.split('/').every((part) => /^[A-Za-z0-9._-]+$/.test(part) && part !== '.' && part !== '..')
  );
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  ...UPLOAD_IMAGE_TYPES,
  svg: 'image/svg+xml',
  jpeg: 'image/jpeg',
};

/** The content type a key's extension names; the app only stores the kinds listed here. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

import type { Readable } from 'node:stream';
import type { StorageSettings } from '../config';
import { assertFileKey, contentTypeOf, type FileStorage, fileUrl } from './storage';

export type S3Settings = Extract<StorageSettings, { provider: 's3' }>;

/**
 * Files in a bucket of S3 or an S3-compatible service (MinIO, R2, Ceph...), through the official AWS SDK.
 * Every instance reads and writes the same bucket, so instances on different machines see each other's
 * files. The SDK (about half a second to load) is loaded only when this provider is chosen.
 */
export async function s3Storage(settings: S3Settings): Promise<FileStorage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import(
    '@aws-sdk/client-s3'
  );
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials ?? undefined,
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails the request that needed it instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;

  return {
    async put(key, body) {
      assertFileKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentTypeOf(key) }),
      );
      return fileUrl(key);
    },
    async get(key) {
      assertFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(key),
          size: object.ContentLength ?? null,
          etag: object.ETag ?? null,
          lastModified: object.LastModified ?? null,
        };
      } catch (err) {
        // Only a missing key is "no file"; a missing bucket or refused credentials are the operator's to see.
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

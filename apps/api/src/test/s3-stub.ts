import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Settings } from '../files/s3-storage';

/*
 * A local stand-in for an S3-compatible object store (tests only), on loopback: path-style PutObject,
 * GetObject, HeadObject and DeleteObject on one bucket, with S3's XML errors. It checks that each request is
 * signed with the expected access key (not the signature itself) and records every request.
 */

export type StubObject = { body: Buffer; contentType: string; etag: string; lastModified: Date };

export type S3Stub = {
  url: string;
  /** Settings for s3Storage that point at this stub. */
  settings: S3Settings;
  /** The bucket's objects by key. */
  objects: Map<string, StubObject>;
  requests: { method: string; key: string }[];
  close(): Promise<void>;
};

const BUCKET = 'shop-files';
const ACCESS_KEY_ID = 'AKIDSTUBEXAMPLE';

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export async function startS3Stub(): Promise<S3Stub> {
  const objects = new Map<string, StubObject>();
  const requests: S3Stub['requests'] = [];
  let counter = 0;

  const fail = (res: ServerResponse, method: string, status: number, code: string, message: string) => {
    const headers = { 'x-amz-request-id': `stub-${++counter}`, 'content-type': 'application/xml' };
    // HEAD answers carry no body: the SDK reads the error from the status alone.
    if (method === 'HEAD') return res.writeHead(status, headers).end();
    res
      .writeHead(status, headers)
      .end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>stub-${counter}</RequestId></Error>`,
      );
  };

  const server = createServer(async (req, res) => {
    const method = req.method ?? '';
    const body = await readBody(req);
    const [bucket = '', ...rest] = (req.url ?? '/').split('?')[0]!.slice(1).split('/');
    const key = rest.map(decodeURIComponent).join('/');
    requests.push({ method, key });
    if (!(req.headers.authorization ?? '').includes(`Credential=${ACCESS_KEY_ID}/`))
      return fail(
        res,
        method,
        403,
        'InvalidAccessKeyId',
        'The AWS access key Id you provided does not exist.',
      );
    if (bucket !== BUCKET)
      return fail(res, method, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return fail(res, method, 501, 'NotImplemented', 'Only object operations are implemented');

    if (method === 'PUT') {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      const contentType = req.headers['content-type'] ?? 'binary/octet-stream';
      objects.set(key, { body, contentType, etag, lastModified: new Date() });
      return res.writeHead(200, { etag, 'x-amz-request-id': `stub-${++counter}` }).end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return res.writeHead(204, { 'x-amz-request-id': `stub-${++counter}` }).end();
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = objects.get(key);
      if (!object) return fail(res, method, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: object.etag,
        'last-modified': object.lastModified.toUTCString(),
        'x-amz-request-id': `stub-${++counter}`,
      });
      return res.end(method === 'GET' ? object.body : undefined);
    }
    return fail(res, method, 501, 'NotImplemented', `${method} is not implemented`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    settings: {
      provider: 's3',
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: url,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: 'stub-secret' },
    },
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

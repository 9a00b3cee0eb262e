import type { Shop } from './members';

/** The smallest valid PNG: one transparent pixel. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * POST /api/common/upload as a browser's form sends a picked file: one multipart part `file` with the name
 * and type the browser gives it (neither of which the API trusts). Without a token, as a visitor.
 */
export function uploadFile(
  shop: Pick<Shop, 'app'>,
  token: string | null,
  file: Buffer = ONE_PIXEL_PNG,
  { filename = 'photo.png', contentType = 'image/png' }: { filename?: string; contentType?: string } = {},
) {
  const boundary = '----upload-test';
  return shop.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

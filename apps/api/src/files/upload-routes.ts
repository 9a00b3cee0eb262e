import { MAX_UPLOAD_BYTES } from '@beauty/shared';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../errors';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import { MAX_PHOTO_MEGAPIXELS, makePhoto, storePhoto } from './photos';
import type { FileStorage } from './storage';

/**
 * common/upload: one PNG, JPEG or WebP image of at most 5 MB (return and review photos), re-encoded without
 * its metadata (photos.ts) and stored under the member's own key (uploads.ts) so later calls can check that
 * a photo is the caller's own. Needs login.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  // The multipart parser stops reading a file at fileSize: a larger one never sits in memory whole.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/upload',
    {
      schema: {
        tags: ['common'],
        summary: 'Upload one image (multipart field `file`): PNG, JPEG or WebP, at most 5 MB',
        description: `Recognised from its bytes, then stored re-encoded in the same kind: upright (EXIF orientation applied), at most 2048 px a side, without any metadata (EXIF and its GPS position, XMP, IPTC), with a WebP thumbnail. Answers the stored file's path, which return_refund and review/create take in \`photos\`, and its thumbnail's. Not a whole PNG, JPEG or WebP, or over 5 MB: 400 'upload_invalid_image'; over ${MAX_PHOTO_MEGAPIXELS} megapixels: 400 'review_photo_too_large'. Without login: 401.`,
        consumes: ['multipart/form-data'],
        security: MEMBER_SECURITY,
        response: { 200: okSchema(z.object({ path: z.string(), thumbnail: z.string() })) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      if (!request.isMultipart()) throw new DomainError('upload_invalid_image');
      let file: Awaited<ReturnType<typeof request.file>>;
      let body: Buffer;
      try {
        file = await request.file();
        if (!file) throw new DomainError('upload_invalid_image');
        body = await file.toBuffer();
      } catch (err) {
        if (err instanceof DomainError) throw err;
        // Too large, too many parts or a broken multipart body.
        throw new DomainError('upload_invalid_image');
      }
      if (file.file.truncated || body.length === 0) throw new DomainError('upload_invalid_image');
      return ok(await storePhoto(storage, member.userId, await makePhoto(body)));
    },
  );
};

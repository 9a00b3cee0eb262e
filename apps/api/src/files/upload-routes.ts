import { MAX_UPLOAD_BYTES, type UploadImageKind } from '@beauty/shared';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import type { FileStorage } from './storage';
import { uploadKey } from './uploads';

/** The image kind from the file's first bytes (shared UPLOAD_IMAGE_TYPES); the declared content type is not trusted. */
export function imageKind(head: Uint8Array): UploadImageKind | null {
  const b = Buffer.from(head.subarray(0, 12));
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/**
 * common/upload: one PNG, JPEG or WebP image of at most 5 MB (return and review photos), stored under the
 * member's own key (uploads.ts) so later calls can check that a photo is the caller's own. Needs login.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/upload',
    {
      schema: {
        tags: ['common'],
        summary: 'Upload one image (multipart field `file`): PNG, JPEG or WebP, at most 5 MB',
        description:
          "Answers the stored file's path, which return_refund (and reviews) take in `photos`. Anything else: 400 'upload_invalid_image'. Without login: 401.",
        consumes: ['multipart/form-data'],
        security: MEMBER_SECURITY,
        response: { 200: okSchema(z.object({ path: z.string() })) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      if (!request.isMultipart()) throw AppError.badRequest('upload_invalid_image');
      let file: Awaited<ReturnType<typeof request.file>>;
      let body: Buffer;
      try {
        file = await request.file();
        if (!file) throw AppError.badRequest('upload_invalid_image');
        body = await file.toBuffer();
      } catch (err) {
        if (err instanceof AppError) throw err;
        // Too large, too many parts or a broken multipart body.
        throw AppError.badRequest('upload_invalid_image');
      }
      if (file.file.truncated) throw AppError.badRequest('upload_invalid_image');
      const kind = imageKind(body);
      if (!kind || body.length === 0) throw AppError.badRequest('upload_invalid_image');
      const path = await storage.put(uploadKey(member.userId, kind), body);
      return ok({ path });
    },
  );
};

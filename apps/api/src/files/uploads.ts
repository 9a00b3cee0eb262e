import { randomUUID } from 'node:crypto';
import { UPLOAD_IMAGE_KINDS, type UploadImageKind } from '@beauty/shared';
import { fileUrl } from './storage';

/*
 * Where a member's uploads are kept, and so whose an upload is. Return photos (and reviews next) take paths
 * that a client sends back; the path alone proves ownership because the member's id is part of the key, so the
 * key's format and the check that reads it live here together and cannot drift apart.
 */

const uploadsOf = (userId: number) => `uploads/${userId}/`;

/**
 * A fresh key for one upload of this member's: uploads/<member id>/<uuid>.<kind>. The seed names its own
 * (a UUID drawn from its seeded random), so the demo shop's photos are the same on every run.
 */
export function uploadKey(userId: number, kind: UploadImageKind, name: string = randomUUID()): string {
  return `${uploadsOf(userId)}${name}.${kind}`;
}

/** Where that upload is served (its /files URL path), known before it is stored. */
export const uploadPath = (userId: number, kind: UploadImageKind, name: string) =>
  fileUrl(uploadKey(userId, kind, name));

const UPLOAD_NAME = new RegExp(`^[A-Za-z0-9_-]+\\.(${UPLOAD_IMAGE_KINDS.join('|')})$`);

/** Whether `path` (as files/upload answered it) is an upload of this member's and of no one else. */
export function ownsPhoto(userId: number, path: string): boolean {
  const prefix = fileUrl(uploadsOf(userId));
  return path.startsWith(prefix) && UPLOAD_NAME.test(path.slice(prefix.length));
}

/**
 * The thumbnail the upload route stores beside an upload (uploads/<member id>/thumbs/<uuid>.webp), for lists
 * that show photos small. Its folder keeps it out of what ownsPhoto accepts, so a thumbnail is never attached
 * as a photo itself.
 */
export function thumbnailOf(path: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return `${path.slice(0, slash)}/thumbs/${path.slice(slash + 1, dot > slash ? dot : undefined)}.webp`;
}

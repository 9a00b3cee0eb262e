/*
 * What the shop accepts as an uploaded photo (return photos now, review photos next): one rule for the
 * API's upload endpoint, which checks the file's bytes, and the web's pickers, which check what the browser
 * says before sending anything.
 */

/** The image kinds accepted, by the extension the API stores them under, with their content types. */
export const UPLOAD_IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type UploadImageKind = keyof typeof UPLOAD_IMAGE_TYPES;
export const UPLOAD_IMAGE_KINDS = Object.keys(UPLOAD_IMAGE_TYPES) as UploadImageKind[];

/** The largest upload, in bytes (the message upload_invalid_image says 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The `accept` attribute of a photo picker. */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_IMAGE_TYPES).join(',');

/** Why a picked file cannot be uploaded, from what the browser says of it: its type or its size; else null. */
export function uploadProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(Object.values(UPLOAD_IMAGE_TYPES) as string[]).includes(file.type)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

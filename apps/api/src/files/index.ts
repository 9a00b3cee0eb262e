/*
 * What other domains and the app use of files: the storage the app and the seed write through, and the
 * ownership check for a member's uploaded photo (order returns; reviews next). The upload routes are
 * registered by the app (files/routes.ts, files/upload-routes.ts).
 */
export { fileStorageFor } from './provider';
export type { FileStorage } from './storage';
export { ownsPhoto, thumbnailOf } from './uploads';

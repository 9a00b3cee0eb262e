/*
 * What other domains and the app use of files: the storage the app and the seed write through, the
 * ownership check for a member's uploaded photo (order returns, reviews) and its thumbnail's path, and the
 * photo pipeline the seed stores its review photos through. The upload routes are registered by the app
 * (files/routes.ts, files/upload-routes.ts).
 */
export { makePhoto, type Photo, photoFromSvg, type StoredPhoto, storePhoto } from './photos';
export { fileStorageFor } from './provider';
export type { FileStorage } from './storage';
export { ownsPhoto, thumbnailOf, uploadPath } from './uploads';

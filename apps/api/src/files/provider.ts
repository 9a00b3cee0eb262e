import type { StorageSettings } from '../config';
import { localDiskStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/** The file storage the settings name. */
export function fileStorageFor(settings: StorageSettings): Promise<FileStorage> {
  return settings.provider === 's3' ? s3Storage(settings) : Promise.resolve(localDiskStorage(settings.dir));
}

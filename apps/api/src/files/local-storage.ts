import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertFileKey, contentTypeOf, type FileStorage, fileUrl } from './storage';

/**
 * Files in a folder of this machine's disk. Right for one machine (several instances on it may share the
 * folder); instances on different machines each see only their own files, so they need s3Storage.
 */
export function localDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertFileKey(key);
    return join(base, key);
  };
  return {
    async put(key, body) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, body);
      return fileUrl(key);
    },
    async get(key) {
      // Opened first, then measured: a file replaced or removed meanwhile cannot mix two versions.
      const handle = await open(pathOf(key), 'r').catch(() => null);
      if (!handle) return null;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream(),
        contentType: contentTypeOf(key),
        size: info.size,
        // The form `send` (behind @fastify/static) uses: size and modification time.
        etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
        lastModified: info.mtime,
      };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

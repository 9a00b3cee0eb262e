import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, normalize, resolve, sep } from 'node:path';

/**
 * Where uploaded and generated files live. Stored paths are public URL paths under /files/, so a later
 * object-store provider only has to serve the same paths.
 */
export interface FileStorage {
  put(key: string, body: string | Uint8Array): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  /** The URL path a stored key is served at. */
  url(key: string): string;
}

export const FILES_URL_PREFIX = '/files/';

export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    const full = resolve(root, normalize(key));
    if (!full.startsWith(resolve(root) + sep)) throw new Error(`File key escapes storage: ${key}`);
    return full;
  };
  return {
    async put(key, body) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, body);
      return FILES_URL_PREFIX + key;
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    url: (key) => FILES_URL_PREFIX + key,
  };
}

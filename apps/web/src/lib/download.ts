/*
 * Saving a file the API sent (a CSV of the point history, say). The call is made with the session's token
 * (@beauty/ui `download`), so the browser cannot follow a plain link to it: the body is saved from a blob
 * under the name the server gave.
 */

/** Characters no file system takes in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]/gu;

/**
 * The file name a Content-Disposition header gives (`filename*=UTF-8''…` before `filename=…`, quoted or
 * not), stripped of any path and of characters file systems refuse; `fallback` when it gives none.
 */
export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/iu.exec(header);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/iu.exec(header);
    name = plain?.[1]?.replace(/\\(.)/gu, '$1') ?? plain?.[2]?.trim();
  }
  const base = name?.split(/[\\/]/u).pop()?.replace(UNSAFE, '').trim();
  return base && base !== '.' && base !== '..' ? base : fallback;
}

/** Hands `blob` to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

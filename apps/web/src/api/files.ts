import type { Language } from '@beauty/shared';
import { baseHeaders } from '@beauty/ui';

/** Files the member uploads (spec section 7, common/upload): return photos now, review photos next. */

export type UploadFailure = {
  status: number;
  message: string | null;
  messageKey: string | null;
  /** The message's values (the largest picture's megapixels, say). */
  values?: Record<string, unknown>;
};

/**
 * POST /common/upload (multipart, field `file`) → { path } (and the thumbnail's path, which lists are given
 * with the review instead). XHR rather than fetch so the caller sees the
 * upload progress (0..1). Rejects with an UploadFailure.
 */
export function uploadPhoto(
  file: File,
  onProgress?: (fraction: number) => void,
  language: Language = 'en',
): { promise: Promise<string>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<string>((resolve, reject) => {
    xhr.open('POST', '/api/common/upload');
    for (const [name, value] of Object.entries(
      baseHeaders('application/json', { 'Accept-Language': language }),
    ))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject({ status: 0, message: null, messageKey: 'network_error' } as UploadFailure);
    xhr.onabort = () => reject({ status: 0, message: null, messageKey: null } as UploadFailure);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const envelope = (body ?? {}) as {
        success?: boolean;
        data?: { path?: unknown };
        error_message?: string;
        message_key?: string;
        message_values?: Record<string, unknown>;
      };
      const path = envelope.data?.path;
      if (xhr.status >= 200 && xhr.status < 300 && envelope.success && typeof path === 'string') {
        resolve(path);
        return;
      }
      reject({
        status: xhr.status,
        message: envelope.error_message ?? null,
        messageKey: envelope.message_key ?? null,
        values: envelope.message_values,
      } as UploadFailure);
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

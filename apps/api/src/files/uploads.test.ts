import { describe, expect, it } from 'vitest';
import { fileUrl, isFileKey } from './storage';
import { ownsPhoto, thumbnailOf, uploadKey, uploadPath } from './uploads';

describe('upload keys and ownership', () => {
  it("owns what was stored under the member's key, served at its file URL", () => {
    const key = uploadKey(12, 'jpg');
    expect(key).toMatch(/^uploads\/12\/[0-9a-f-]{36}\.jpg$/);
    expect(isFileKey(key)).toBe(true);
    expect(ownsPhoto(12, fileUrl(key))).toBe(true);
    expect(uploadKey(12, 'jpg')).not.toBe(key);
    // A name given (the seed's own, drawn from its random) makes the same kind of key.
    const named = uploadPath(12, 'webp', '0f0e2d1c-7b6a-4958-8a7b-6c5d4e3f2a1b');
    expect(named).toBe('/files/uploads/12/0f0e2d1c-7b6a-4958-8a7b-6c5d4e3f2a1b.webp');
    expect(ownsPhoto(12, named)).toBe(true);
    expect(thumbnailOf(named)).toBe('/files/uploads/12/thumbs/0f0e2d1c-7b6a-4958-8a7b-6c5d4e3f2a1b.webp');
    expect(ownsPhoto(12, thumbnailOf(named))).toBe(false);
  });

  it("refuses another member's upload, also when one id begins the other", () => {
    const path = fileUrl(uploadKey(12, 'png'));
    expect(ownsPhoto(1, path)).toBe(false);
    expect(ownsPhoto(13, path)).toBe(false);
    expect(ownsPhoto(12, fileUrl(uploadKey(1, 'png')))).toBe(false);
  });

  it('refuses anything the upload call does not store: other kinds, other folders, climbing out', () => {
    for (const path of [
      'uploads/12/a.png',
      '/files/uploads/12/a.svg',
      '/files/uploads/12/a.png.svg',
      '/files/uploads/12/sub/a.png',
      '/files/uploads/12/../13/a.png',
      '/files/uploads/12/.png',
      '/files/products/12/a.png',
      '/files/uploads/12/a.png?x=1',
      '/files/uploads/12/',
    ])
      expect(ownsPhoto(12, path), path).toBe(false);
  });
});

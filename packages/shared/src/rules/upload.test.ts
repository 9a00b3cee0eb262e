import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, UPLOAD_IMAGE_KINDS, uploadProblem } from './upload';

describe('uploadProblem', () => {
  it('takes a PNG, JPEG or WebP image of at most 5 MB', () => {
    expect(uploadProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(uploadProblem({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(uploadProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('names the type before the size', () => {
    expect(uploadProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(uploadProblem({ type: 'image/svg+xml', size: MAX_UPLOAD_BYTES + 1 })).toBe('type');
    expect(uploadProblem({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe('size');
  });

  it('gives pickers the same kinds the API stores', () => {
    expect(UPLOAD_ACCEPT).toBe('image/png,image/jpeg,image/webp');
    expect(UPLOAD_IMAGE_KINDS).toEqual(['png', 'jpg', 'webp']);
  });
});

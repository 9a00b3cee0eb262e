import { describe, expect, it } from 'vitest';
import { photoRoom } from './photo-room';

describe('photos', () => {
  it('takes at most 4 in all and says how many were refused', () => {
    expect(photoRoom(0, 3)).toEqual({ accept: 3, refused: 0 });
    expect(photoRoom(3, 2)).toEqual({ accept: 1, refused: 1 });
    expect(photoRoom(4, 1)).toEqual({ accept: 0, refused: 1 });
    expect(photoRoom(0, 6)).toEqual({ accept: 4, refused: 2 });
  });
});

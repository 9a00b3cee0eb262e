import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download';

describe('filenameFromDisposition', () => {
  const fallback = 'points.csv';

  it('reads a plain and a quoted file name', () => {
    expect(filenameFromDisposition('attachment; filename=points-2026-01-02.csv', fallback)).toBe(
      'points-2026-01-02.csv',
    );
    expect(filenameFromDisposition('attachment; filename="points 2026.csv"', fallback)).toBe(
      'points 2026.csv',
    );
    expect(filenameFromDisposition('attachment; filename="a\\"b.csv"; size=10', fallback)).toBe('ab.csv');
  });

  it('prefers the UTF-8 name (filename*) to the plain one', () => {
    expect(
      filenameFromDisposition(
        'attachment; filename="points.csv"; filename*=UTF-8\'\'%E7%A7%AF%E5%88%86-2026.csv',
        fallback,
      ),
    ).toBe('积分-2026.csv');
  });

  it('keeps only the last part of a path and drops characters file systems refuse', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', fallback)).toBe('passwd');
    expect(filenameFromDisposition('attachment; filename="a:b*c?.csv"', fallback)).toBe('abc.csv');
  });

  it('falls back when there is no header, no name, or nothing usable in it', () => {
    expect(filenameFromDisposition(null, fallback)).toBe(fallback);
    expect(filenameFromDisposition('attachment', fallback)).toBe(fallback);
    expect(filenameFromDisposition('attachment; filename=""', fallback)).toBe(fallback);
    expect(filenameFromDisposition('attachment; filename="../"', fallback)).toBe(fallback);
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E7%A7", fallback)).toBe(fallback);
  });
});

import { describe, expect, it } from 'vitest';
import { returnPathFrom, signInPathFor } from './return-path';

describe('the way back after a 401', () => {
  it('carries the page to come back to, query included', () => {
    expect(signInPathFor('/security')).toBe('/sign-in?next=%2Fsecurity');
    expect(returnPathFrom('?next=%2Fsecurity')).toBe('/security');
    const there = signInPathFor('/orders?status=paid&page=2');
    expect(returnPathFrom(there.slice(there.indexOf('?')))).toBe('/orders?status=paid&page=2');
  });

  it('needs no parameter for Home or the sign-in itself', () => {
    expect(signInPathFor('/')).toBe('/sign-in');
    expect(signInPathFor('/sign-in?next=%2Fsecurity')).toBe('/sign-in');
    expect(returnPathFrom('')).toBe('/');
    expect(returnPathFrom('?next=%2Fsign-in')).toBe('/');
  });

  it('never leaves the back office', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ])
      expect(returnPathFrom(`?next=${encodeURIComponent(next)}`), next).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, networkFailure } from './client';
import { retryCanHelp } from './errors';
import { shouldRetry } from './query-client';

const answered = (status: number) =>
  new ApiError({ success: false, code: status, error_message: 'x', message_key: 'forbidden' }, status);

describe('shouldRetry', () => {
  it('asks again twice after no answer or a server failure', () => {
    for (const error of [new ApiError(networkFailure(), 0), answered(500), answered(503), new TypeError()]) {
      expect([0, 1, 2].map((count) => shouldRetry(count, error))).toEqual([true, true, false]);
    }
  });

  it('never asks again after a 4xx: the answer would be the same', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(shouldRetry(0, answered(status))).toBe(false);
  });
});

describe('retryCanHelp', () => {
  it('offers "Try again" for no answer, a 5xx and a "later" (408, 429), not for any other 4xx', () => {
    expect(retryCanHelp(new ApiError(networkFailure(), 0))).toBe(true);
    expect(retryCanHelp(answered(502))).toBe(true);
    expect(retryCanHelp(answered(429))).toBe(true);
    expect(retryCanHelp(answered(408))).toBe(true);
    for (const status of [400, 403, 404, 409]) expect(retryCanHelp(answered(status))).toBe(false);
  });
});

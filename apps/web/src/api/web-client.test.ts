import { api, resetApiClient } from '@beauty/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureWebClient } from './web-client';

let calls: { url: string; init: RequestInit }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ success: true, data: null }), { status: 200 });
  });
  resetApiClient();
  configureWebClient();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClient();
});

describe("the storefront's API client", () => {
  it('calls under /api, says it is the web and sends no bearer token: the session is the cookie', async () => {
    await api.get('/page/landing');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.url).toBe('/api/page/landing');
    expect(headers['X-Client']).toBe('web');
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Accept-Language']).toBe('en');
  });
});

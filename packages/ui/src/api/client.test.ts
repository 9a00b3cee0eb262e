import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  configureApiClient,
  download,
  isApiError,
  resetApiClient,
  toQueryString,
} from './client';

type Call = { url: string; init: RequestInit };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let calls: Call[];
let answer: (call: Call) => Promise<Response> | Response;

beforeEach(() => {
  calls = [];
  answer = () => jsonResponse(200, { success: true, data: null });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return answer(call);
  });
  resetApiClient();
  // The storefront's configuration (apps/web api/web-client.ts); the back office sends its own headers.
  configureApiClient({ headers: { 'X-Client': 'web' }, getLanguage: () => 'en' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClient();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const headersOf = (call: Call) => call.init.headers as Record<string, string>;

describe('requests', () => {
  it('sends GET parameters as a query string under /api, without a body', async () => {
    await api.get('/page/getdealslist', { type: 1, top_pick_image_id: 7, empty: undefined, none: null });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/page/getdealslist?type=1&top_pick_image_id=7');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('repeats array parameters and encodes values', () => {
    expect(toQueryString({ po_numbers: ['A 1', 'B&2'], q: 'é' })).toBe(
      '?po_numbers=A+1&po_numbers=B%262&q=%C3%A9',
    );
    expect(toQueryString({})).toBe('');
  });

  it('sends other methods as a JSON body', async () => {
    await api.post('/wishlist/create', { product_id: 12 });
    await api.delete('/wishlist/delete', { wish_id: [1, 2] });
    expect(calls[0]!.url).toBe('/api/wishlist/create');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"product_id":12}');
    expect(headersOf(calls[0]!)['Content-Type']).toBe('application/json');
    expect(calls[1]!.init.method).toBe('DELETE');
    expect(calls[1]!.init.body).toBe('{"wish_id":[1,2]}');
  });

  it("sends the app's headers and no bearer token: the session is the cookie the browser sends", async () => {
    await api.get('/page/landing');
    expect(headersOf(calls[0]!)['X-Client']).toBe('web');
    expect(headersOf(calls[0]!).Authorization).toBeUndefined();
  });

  it('sends no header the app did not configure, and calls under the configured base', async () => {
    resetApiClient();
    configureApiClient({ baseUrl: 'https://ops.example/api', headers: { 'X-Client': 'admin' } });
    await api.get('/orders', { page: 2 });
    expect(calls[0]!.url).toBe('https://ops.example/api/orders?page=2');
    expect(headersOf(calls[0]!)['X-Client']).toBe('admin');
    resetApiClient();
    await api.get('/page/landing');
    expect(headersOf(calls[1]!)['X-Client']).toBeUndefined();
  });

  it('sends the interface language', async () => {
    configureApiClient({ getLanguage: () => 'zh' });
    await api.get('/page/landing');
    expect(headersOf(calls[0]!)['Accept-Language']).toBe('zh');
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    await api.get('/page/landing', undefined, { signal: controller.signal });
    expect(calls[0]!.init.signal).toBe(controller.signal);
  });
});

describe('answers', () => {
  it('unwraps a successful answer to its data', async () => {
    answer = () => jsonResponse(200, { success: true, data: [{ id: 1, code: 'en', name: 'English' }] });
    await expect(api.get('/common/language_list')).resolves.toEqual([{ id: 1, code: 'en', name: 'English' }]);
  });

  it('turns a network error into code 99, status 503, Network Error', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await failure(api.get('/page/landing'));
    expect(error.envelope).toEqual({
      success: false,
      code: 99,
      status: 503,
      error_message: 'Network Error',
      message_key: 'network_error',
    });
    expect(error.httpStatus).toBe(0);
  });

  it('rethrows an aborted request as it is', async () => {
    const controller = new AbortController();
    answer = () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    await expect(api.get('/page/landing', undefined, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('turns a non-JSON answer into code 99, Unknown Error', async () => {
    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    const error = await failure(api.get('/page/landing'));
    expect(error.envelope).toEqual({
      success: false,
      code: 99,
      error_message: 'Unknown Error',
      message_key: 'unknown_error',
    });
    expect(error.httpStatus).toBe(502);
  });

  it('turns an unexpected JSON answer into Unknown Error', async () => {
    for (const body of [{ hello: 'world' }, [1, 2], null, { success: true }]) {
      answer = () => jsonResponse(200, body);
      const error = await failure(api.get('/page/landing'));
      expect(error.code).toBe(99);
      expect(error.message).toBe('Unknown Error');
    }
  });

  it('treats an empty body as unexpected', async () => {
    answer = () => new Response(null, { status: 204 });
    expect((await failure(api.get('/page/landing'))).code).toBe(99);
  });

  it('answers 401 with { success: false, code: 401 } and calls the unauthorised handler', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    answer = () => jsonResponse(401, { success: false, code: 401, error_message: 'Unauthorized' });
    const error = await failure(api.get('/account/profile'));
    expect(error.envelope).toEqual({ success: false, code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls the unauthorised handler on a 401 even when the body is not JSON', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    answer = () => new Response('Unauthorized', { status: 401 });
    expect((await failure(api.get('/account/profile'))).code).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("returns the server's error envelope for other failures", async () => {
    const envelope = {
      success: false,
      code: 422,
      error_message: 'Please check the highlighted fields',
      message_key: 'validation_failed',
      errors: { email: ['This email has been taken'] },
    };
    answer = () => jsonResponse(422, envelope);
    const error = await failure(api.post('/account/register', { email: 'a@b.c' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.envelope).toEqual(envelope);
    expect(error.code).toBe(422);
    expect(error.messageKey).toBe('validation_failed');
    expect(error.fieldErrors).toEqual({ email: ['This email has been taken'] });
    expect(error.message).toBe('Please check the highlighted fields');
  });

  it('keeps the server body of a 404 and a 500', async () => {
    answer = () => jsonResponse(404, { success: false, code: 404, error_message: 'Not found' });
    expect((await failure(api.get('/page/articledetails', { article_id: 9 }))).code).toBe(404);
    answer = () => jsonResponse(500, { success: false, code: 500, error_message: 'Boom' });
    expect((await failure(api.get('/page/landing'))).envelope.error_message).toBe('Boom');
  });

  it('does not call the unauthorised handler for other failures', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    answer = () => jsonResponse(403, { success: false, code: 403, error_message: 'Forbidden' });
    await failure(api.get('/agent/status'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('downloads', () => {
  it('GETs the file as the web with the language, and answers its body and Content-Disposition', async () => {
    configureApiClient({ getLanguage: () => 'zh' });
    answer = () =>
      new Response('\uFEFFDate,Points\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename=points-2026-01-02.csv',
        },
      });
    const file = await download('/account/point', {
      format: 'csv',
      start_date: '2026-01-01',
      end_date: null,
    });
    expect(calls[0]!.url).toBe('/api/account/point?format=csv&start_date=2026-01-01');
    expect(calls[0]!.init.method).toBe('GET');
    expect(headersOf(calls[0]!)['X-Client']).toBe('web');
    expect(headersOf(calls[0]!)['Accept-Language']).toBe('zh');
    expect(file.disposition).toBe('attachment; filename=points-2026-01-02.csv');
    // The BOM stays in the bytes: spreadsheet programs need it to read the file as UTF-8.
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });

  it("rejects with the server's envelope when the download is refused, and reports a 401", async () => {
    answer = () =>
      jsonResponse(422, { success: false, code: 422, message_key: 'date_out_of_range', errors: {} });
    expect((await failure(download('/account/point', { format: 'csv' }))).messageKey).toBe(
      'date_out_of_range',
    );

    answer = () => new Response('<html>', { status: 502 });
    expect((await failure(download('/account/point'))).messageKey).toBe('unknown_error');

    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    answer = () => new Response('', { status: 401 });
    expect((await failure(download('/account/point'))).code).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

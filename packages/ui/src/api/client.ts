import { type ErrorEnvelope, NETWORK_ERROR_STATUS, TRANSPORT_ERROR_CODE } from '@beauty/shared';
import type { z } from 'zod';

/**
 * The API client: one fetch wrapper for every call (spec section 7 and 8), shared by the apps; each app
 * configures it once (`configureApiClient`): its base URL, the headers that say who calls (the storefront's
 * `X-Client: web`, which has the API keep its session in a cookie), the interface language, and what a 401 does.
 * - `Accept-Language: en | zh` on every call;
 * - GET (and HEAD) parameters go in the query string, every other method sends them as a JSON body;
 * - `{ success: true, data }` resolves to `data`; every failure rejects with an `ApiError` carrying the envelope.
 */

/** A failed call as the app sees it. `code` is the HTTP status, or 99 when the transport failed. */
export type ApiFailure = Omit<ErrorEnvelope, 'error_message'> & {
  /** Absent on the 401 envelope, which is `{ success: false, code: 401 }` only. */
  error_message?: string;
  /** Set on transport failures: 503 for a network error. */
  status?: number;
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly envelope: ApiFailure;
  /** The HTTP status of the answer; 0 when no answer arrived. */
  readonly httpStatus: number;

  constructor(envelope: ApiFailure, httpStatus: number) {
    super(envelope.error_message ?? `Request failed with code ${envelope.code}`);
    this.envelope = envelope;
    this.httpStatus = httpStatus;
  }

  get code(): number {
    return this.envelope.code;
  }

  get messageKey(): string | undefined {
    return this.envelope.message_key;
  }

  /** Field messages of a validation failure, keyed by field name. */
  get fieldErrors(): Record<string, string[]> {
    return this.envelope.errors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const networkFailure = (): ApiFailure => ({
  success: false,
  code: TRANSPORT_ERROR_CODE,
  status: NETWORK_ERROR_STATUS,
  error_message: 'Network Error',
  message_key: 'network_error',
});

export const unknownFailure = (): ApiFailure => ({
  success: false,
  code: TRANSPORT_ERROR_CODE,
  error_message: 'Unknown Error',
  message_key: 'unknown_error',
});

export type ClientConfig = {
  baseUrl: string;
  /** Sent with every call: who the caller is (the storefront says `X-Client: web`). */
  headers: Record<string, string>;
  getLanguage: () => 'en' | 'zh';
  /** Called on every HTTP 401: the storefront shows the multiple-login dialog, logs out and goes home. */
  onUnauthorized: () => void;
};

const defaults: ClientConfig = {
  baseUrl: '/api',
  headers: {},
  getLanguage: () => 'en',
  onUnauthorized: () => {},
};

let config: ClientConfig = { ...defaults };

/** Wires the client to the app (base URL, headers, language, 401 handler). Returns a function that undoes it. */
export function configureApiClient(partial: Partial<ClientConfig>): () => void {
  const previous = config;
  config = { ...config, ...partial };
  return () => {
    config = previous;
  };
}

export function resetApiClient(): void {
  config = { ...defaults };
}

type Scalar = string | number | boolean;
export type QueryParams = Record<string, Scalar | Scalar[] | null | undefined>;
export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A request body as its API route parses it: the output of the route's shared zod schema. Bodies are typed
 * with it (`{ … } satisfies Body<typeof schema>`), never with a hand-written copy of the fields.
 */
export type Body<Schema extends z.ZodType> = z.output<Schema>;
export type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> };

export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFailureBody(body: unknown): body is ApiFailure {
  return isRecord(body) && body.success === false && typeof body.code === 'number';
}

/** The headers every call sends: what it accepts, the interface language, and the app's own headers. */
export function baseHeaders(accept: string, extra?: Record<string, string>): Record<string, string> {
  return { Accept: accept, 'Accept-Language': config.getLanguage(), ...config.headers, ...extra };
}

/** fetch, with a transport failure as the network envelope and a 401 reported to the app. */
async function send(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch (error) {
    // A cancelled request (TanStack Query aborts stale ones) is not a failure of the API.
    if (signal?.aborted) throw error;
    throw new ApiError(networkFailure(), 0);
  }
  if (response.status === 401) {
    config.onUnauthorized();
    throw new ApiError({ success: false, code: 401 }, 401);
  }
  return response;
}

async function readJson(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(unknownFailure(), response.status);
  }
}

export async function request<T>(
  method: Method,
  path: string,
  params?: QueryParams | Record<string, unknown>,
  options: RequestOptions = {},
): Promise<T> {
  const sendsQuery = method === 'GET' || method === 'HEAD';
  const headers = baseHeaders('application/json', options.headers);
  let body: string | undefined;
  if (!sendsQuery && params !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(params);
  }
  const url = `${config.baseUrl}${path}${sendsQuery ? toQueryString(params as QueryParams | undefined) : ''}`;
  const response = await send(url, { method, headers, body }, options.signal);
  const parsed = await readJson(response, options.signal);

  if (response.ok && isRecord(parsed) && parsed.success === true && 'data' in parsed) {
    return parsed.data as T;
  }
  if (isFailureBody(parsed)) throw new ApiError(parsed, response.status);
  throw new ApiError(unknownFailure(), response.status);
}

/** A file the API sends (a CSV download), with the name its Content-Disposition gives, if any. */
export type DownloadedFile = { blob: Blob; disposition: string | null };

/**
 * GET of a file, with the call's headers (the language): the body as a blob. A
 * refused call answers the usual envelope, which rejects as an ApiError like any other call.
 */
export async function download(
  path: string,
  params?: QueryParams,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  const headers = baseHeaders('*/*', options.headers);
  const url = `${config.baseUrl}${path}${toQueryString(params)}`;
  const response = await send(url, { method: 'GET', headers }, options.signal);
  if (!response.ok) {
    const parsed = await readJson(response, options.signal);
    throw new ApiError(isFailureBody(parsed) ? parsed : unknownFailure(), response.status);
  }
  return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
}

export const api = {
  get: <T>(path: string, params?: QueryParams, options?: RequestOptions) =>
    request<T>('GET', path, params, options),
  post: <T>(path: string, body?: Record<string, unknown>, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: Record<string, unknown>, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: Record<string, unknown>, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: Record<string, unknown>, options?: RequestOptions) =>
    request<T>('DELETE', path, body, options),
};

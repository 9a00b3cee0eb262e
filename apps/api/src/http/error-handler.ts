import type { Duplex } from 'node:stream';
import type { MessageKey } from '@beauty/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { isAdminPageRequest, isPageRequest } from '../web/static';
import { AppError, errorBody, rawErrorAnswer } from './errors';
import { requestLanguage } from './language';
import { fieldErrorsFromIssues } from './validation';

const KEY_BY_STATUS: Record<number, MessageKey> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/**
 * Shapes every failure once, into the envelope of spec section 8. Input can only ever produce a 4xx; a 5xx
 * means a defect or an outage, is logged with its stack, and shows the caller the spec's generic message.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { indexHtml?: string | null; adminIndexHtml?: string | null } = {},
) {
  const indexHtml = options.indexHtml ?? null;
  const adminIndexHtml = options.adminIndexHtml ?? null;
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .send(errorBody(error.status, error.key, language, error.fields, error.values));
    }
    // Route validation (see validation.ts) and services' own parsing both fail with the zod error itself.
    if (error instanceof ZodError) {
      return reply
        .code(400)
        .send(errorBody(400, 'validation_failed', language, fieldErrorsFromIssues(error.issues)));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const key =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'malformed_json'
          : (KEY_BY_STATUS[status] ?? 'bad_request');
      return reply.code(status).send(errorBody(status, key, language));
    }
    request.log.error({ err: error }, 'request failed');
    const code = status === 503 ? 503 : 500;
    return reply
      .code(code)
      .send(errorBody(code, code === 503 ? 'service_unavailable' : 'server_issue', language));
  });

  // History-mode routes: a page address gets its app (the back office's under /admin, the web's elsewhere),
  // which shows its own not-found page; everything else (the API, stored files, assets) gets the 404 envelope.
  app.setNotFoundHandler((request, reply) => {
    const page =
      adminIndexHtml !== null && isAdminPageRequest(request.method, request.url)
        ? adminIndexHtml
        : indexHtml !== null && isPageRequest(request.method, request.url)
          ? indexHtml
          : null;
    if (page !== null) {
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    }
    return reply.code(404).send(errorBody(404, 'page_not_found', requestLanguage(request)));
  });
}

/** Errors Fastify raises before routing (an undecodable URL): the same envelope as every other failure. */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.code(400).send(errorBody(400, 'bad_request', requestLanguage(request)));
}

/** A request too broken to parse as HTTP still gets the envelope, written straight to the socket. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return;
  // Headers or body that did not arrive within the request time-out (connections.ts).
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    socket.end(rawErrorAnswer(408, 'Request Timeout', 'request_timeout'));
  else socket.end(rawErrorAnswer(400, 'Bad Request', 'bad_request'));
}

import type { Duplex } from 'node:stream';
import type { MessageKey } from '@beauty/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { DomainError } from '../errors';
import { isAdminPageRequest, isPageRequest } from '../web/static';
import { domainErrorBody, errorBody, rawErrorAnswer } from './errors';
import { requestLanguage } from './language';
import { fieldErrorsFromIssues } from './validation';

/** The key of a status Fastify chose itself (error-status.test.ts checks each answers that status back). */
export const KEY_BY_STATUS: Record<number, MessageKey> = {
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
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof DomainError) {
      const body = domainErrorBody(error, language);
      return reply.code(body.code).send(body);
    }
    // Route validation (see validation.ts) and services' own parsing both fail with the zod error itself.
    if (error instanceof ZodError) {
      const body = domainErrorBody(
        { key: 'validation_failed', fields: fieldErrorsFromIssues(error.issues) },
        language,
      );
      return reply.code(body.code).send(body);
    }
    // Fastify's own errors come with their status; the key is the one that status answers.
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const key =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'malformed_json'
          : (KEY_BY_STATUS[status] ?? 'bad_request');
      return reply.code(status).send(errorBody(status, key, language));
    }
    request.log.error({ err: error }, 'request failed');
    const body = domainErrorBody({ key: status === 503 ? 'service_unavailable' : 'server_issue' }, language);
    return reply.code(body.code).send(body);
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
    const body = domainErrorBody({ key: 'page_not_found' }, requestLanguage(request));
    return reply.code(body.code).send(body);
  });
}

/** Errors Fastify raises before routing (an undecodable URL): the same envelope as every other failure. */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = domainErrorBody({ key: 'bad_request' }, requestLanguage(request));
  reply.code(body.code).send(body);
}

/** A request too broken to parse as HTTP still gets the envelope, written straight to the socket. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return;
  // Headers or body that did not arrive within the request time-out (connections.ts).
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.end(rawErrorAnswer('request_timeout'));
  else socket.end(rawErrorAnswer('bad_request'));
}

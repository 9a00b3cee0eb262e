import { STATUS_CODES } from 'node:http';
import { type Language, type MessageKey, type MessageRef, message, messageOfRef } from '@beauty/shared';
import type { ErrorReason } from '../errors';
import { statusOf, statusOfKey } from './error-status';

export type ErrorBody = {
  success: false;
  code: number;
  error_message: string;
  message_key: MessageKey;
  message_values?: Record<string, number | string>;
  errors?: Record<string, string[]>;
};

export function errorBody(
  status: number,
  key: MessageKey,
  language: Language,
  fields?: Record<string, MessageRef[]>,
  values?: Record<string, number | string>,
): ErrorBody {
  const body: ErrorBody = {
    success: false,
    code: status,
    error_message: message(key, language, values),
    message_key: key,
  };
  if (values) body.message_values = values;
  if (fields && Object.keys(fields).length > 0) {
    body.errors = Object.fromEntries(
      Object.entries(fields).map(([field, keys]) => [field, keys.map((k) => messageOfRef(k, language))]),
    );
  }
  return body;
}

/** What an answered error is made of: a `DomainError`, or just a message key. */
export type ErrorOf = {
  key: MessageKey;
  reason?: ErrorReason | undefined;
  fields?: Record<string, MessageRef[]> | undefined;
  values?: Record<string, number | string> | undefined;
};

/** The envelope of an error, its status (`code`) chosen by the one table of `error-status.ts`. */
export function domainErrorBody(error: ErrorOf, language: Language): ErrorBody {
  return errorBody(statusOf(error), error.key, language, error.fields, error.values);
}

/** A whole HTTP answer with the envelope, for writing straight to a socket that never reached a route. */
export function rawErrorAnswer(key: MessageKey): string {
  const status = statusOfKey(key);
  const body = JSON.stringify(errorBody(status, key, 'en'));
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

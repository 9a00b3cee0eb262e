import { type Language, type MessageKey, type MessageRef, message, messageOfRef } from '@beauty/shared';

/**
 * The one error type services throw. `key` names a message of the shared catalogue so the answer can be
 * given in the caller's language; `fields` carries per-field message keys (or refs, keys with values).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly fields: Record<string, MessageRef[]> = {},
    /** Values for the message's {{placeholders}}, also sent to the client beside the message. */
    readonly values?: Record<string, number | string>,
  ) {
    super(message(key, 'en', values));
    this.name = 'AppError';
  }

  static badRequest(key: MessageKey = 'bad_request', fields?: Record<string, MessageRef[]>) {
    return new AppError(400, key, fields);
  }
  static notFound(key: MessageKey = 'not_found') {
    return new AppError(404, key);
  }
  static unauthorized() {
    return new AppError(401, 'unauthorized');
  }
  static forbidden(key: MessageKey = 'forbidden') {
    return new AppError(403, key);
  }
  static conflict(key: MessageKey) {
    return new AppError(409, key);
  }
}

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

/** A whole HTTP answer with the envelope, for writing straight to a socket that never reached a route. */
export function rawErrorAnswer(status: number, reason: string, key: MessageKey): string {
  const body = JSON.stringify(errorBody(status, key, 'en'));
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { AppError } from './errors';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Parameters that are secrets: passwords, one-time codes and tokens. They are taken from the request body
 * only (an address lands in proxies' and the server's logs, the browser's history and Referer headers), and
 * never written to a log line.
 */
export const SECRET_PARAMETERS = [
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'otp',
  'device_token',
  'token',
  'totp',
  'recovery_code',
] as const;

/** Also kept out of logs, though not refused: Stripe puts its client secret in the pay page's return address. */
const LOGGED_SECRETS = new Set<string>([
  ...SECRET_PARAMETERS,
  'client_secret',
  'payment_intent_client_secret',
  'authorization',
  'cookie',
]);

const REFUSED = new Set<string>(SECRET_PARAMETERS);
const CENSOR = '[Redacted]';

function queryName(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The address with the value of every secret query parameter replaced, for log lines. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => (LOGGED_SECRETS.has(queryName(pair)) ? `${pair.split('=', 1)[0]}=${CENSOR}` : pair));
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}

/**
 * Pino's options for the app's logger: the request line's address without secrets, and any logged object's
 * secret fields (one or two levels down, where bodies and headers sit) censored.
 */
export function loggerOptions(level: string): LoggerOptions {
  const fields = [...LOGGED_SECRETS];
  return {
    level,
    redact: { paths: fields.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]), censor: CENSOR },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/** Refuses (400) an API call that carries a secret in its query string, before its body is read. */
export function registerSecretChecks(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const query = request.query;
    if (typeof query !== 'object' || query === null) return;
    const found = Object.keys(query).filter((name) => REFUSED.has(name.toLowerCase()));
    if (found.length > 0)
      throw new AppError(
        400,
        'secret_in_query',
        Object.fromEntries(found.map((f) => [f, ['secret_in_query']])),
      );
  });
}

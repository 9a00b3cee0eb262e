import { TRANSPORT_ERROR_CODE } from '@beauty/shared';
import type { TFunction } from 'i18next';
import { isKnownMessage } from '../i18n/setup';
import { isApiError } from './client';

/**
 * The text to show for a failed call, in the interface language: the server's message_key translated through
 * the shared `messages` namespace when known (with its values, such as the hours of a change window), else
 * the server's own error_message, else a generic line.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const key = error.messageKey;
    if (key && isKnownMessage(key)) return t(key, { ns: 'messages', ...error.envelope.message_values });
    if (error.envelope.error_message) return error.envelope.error_message;
  }
  return t('load_error', { ns: 'ui' });
}

/** A failure that asking again right away may cure: no answer, or the server's own failure (5xx). */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === TRANSPORT_ERROR_CODE || error.code >= 500 || error.httpStatus >= 500;
}

/**
 * Whether a "Try again" can ever help: a transient failure, or a refusal that says "later" (408 time-out, 429
 * too many requests). Any other 4xx is the server's answer, and asking again gets the same one.
 */
export function retryCanHelp(error: unknown): boolean {
  return isTransient(error) || (isApiError(error) && [408, 429].includes(error.httpStatus));
}

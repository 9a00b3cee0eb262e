import { isMessageKey } from '@beauty/shared';
import type { TFunction } from 'i18next';
import { isApiError } from './client';

/**
 * The text to show for a failed call, in the interface language: the server's message_key translated through
 * the shared `messages` namespace when known (with its values, such as the hours of a change window), else
 * the server's own error_message, else a generic line.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const key = error.messageKey;
    if (key && isMessageKey(key)) return t(key, { ns: 'messages', ...error.envelope.message_values });
    if (error.envelope.error_message) return error.envelope.error_message;
  }
  return t('common.load_error');
}

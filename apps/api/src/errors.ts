import { type MessageKey, type MessageRef, message } from '@beauty/shared';

/**
 * A fact about a refusal that tells apart two refusals sharing one message where the caller must be answered
 * differently (`http/error-status.ts` reads it): `wrong_state`, a lifecycle move the row's state does not
 * allow (any lifecycle's refusal, whatever its message); `amount_mismatch`, a payment the provider settled for
 * another amount than the order's.
 */
export type ErrorReason = 'wrong_state' | 'amount_mismatch';

export type DomainErrorDetails = {
  /** Per-field message keys (or refs, keys with values). */
  fields?: Record<string, MessageRef[]>;
  /** Values for the message's {{placeholders}}, also sent to the client beside the message. */
  values?: Record<string, number | string>;
  reason?: ErrorReason;
};

/**
 * The one error type services (and the HTTP layer's own checks) throw. `key` names a message of the shared
 * catalogue so the answer can be given in the caller's language. It carries no HTTP status: which status a
 * key answers is chosen in one table, where the error is mapped (`http/error-status.ts`).
 */
export class DomainError extends Error {
  readonly fields: Record<string, MessageRef[]>;
  readonly values: Record<string, number | string> | undefined;
  readonly reason: ErrorReason | undefined;

  constructor(
    readonly key: MessageKey,
    details: DomainErrorDetails = {},
  ) {
    super(message(key, 'en', details.values));
    this.name = 'DomainError';
    this.fields = details.fields ?? {};
    this.values = details.values;
    this.reason = details.reason;
  }
}

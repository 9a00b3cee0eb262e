import { DomainError } from '../errors';
import { statusOf } from '../http/error-status';

/**
 * A thrown `DomainError` as its caller is answered: the HTTP status the one table chooses, beside the key,
 * fields and values, so a test of a service asserts the status the client would get. Anything else thrown is
 * thrown again.
 */
export function answerOf(err: unknown) {
  if (!(err instanceof DomainError)) throw err;
  return { status: statusOf(err), key: err.key, fields: err.fields, values: err.values };
}

/** What a promise's refusal answers (it must reject, with a `DomainError`). */
export function refusalAnswer(promise: Promise<unknown>) {
  return promise.then(() => {
    throw new Error('expected a refusal, and it resolved');
  }, answerOf);
}

/** What a call's refusal answers (it must throw, a `DomainError`). */
export function thrownBy(call: () => unknown) {
  try {
    call();
  } catch (err) {
    return answerOf(err);
  }
  throw new Error('expected a refusal, and it returned');
}

import { isMessageKey, type MessageKey } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { KEY_BY_STATUS } from './error-handler';
import { ERROR_STATUS, ERROR_STATUS_BY_REASON, statusOf, statusOfKey } from './error-status';
import { domainErrorBody, rawErrorAnswer } from './errors';

describe('the status of a message key', () => {
  it('answers a refusal by its key: a listed key its status, any other a 400', () => {
    expect(statusOf(new DomainError('not_found'))).toBe(404);
    expect(statusOf(new DomainError('booking_slot_taken'))).toBe(409);
    expect(statusOf(new DomainError('booking_limit', { values: { count: 3 } }))).toBe(422);
    expect(statusOf(new DomainError('login_locked', { values: { minutes: 5 } }))).toBe(429);
    expect(statusOf(new DomainError('email_taken', { fields: { email: ['email_taken'] } }))).toBe(400);
    expect(statusOf(new DomainError('validation_failed'))).toBe(400);
  });

  it('lets the reason tell apart two refusals sharing one message', () => {
    expect(statusOf(new DomainError('payment_failed'))).toBe(402);
    expect(statusOf(new DomainError('payment_failed', { reason: 'amount_mismatch' }))).toBe(409);
    expect(statusOf(new DomainError('agent_application_not_found'))).toBe(404);
    expect(statusOf(new DomainError('agent_application_not_found', { reason: 'wrong_state' }))).toBe(409);
    // A lifecycle refusal is a 409 whatever its key, even one that is otherwise a 500.
    expect(statusOf(new DomainError('server_issue', { reason: 'wrong_state' }))).toBe(409);
    expect(Object.values(ERROR_STATUS_BY_REASON).every((s) => s >= 400 && s < 600)).toBe(true);
  });

  it('puts the status in the envelope and on a raw socket answer', () => {
    const error = new DomainError('bank_account_limit', { values: { count: 5 } });
    expect(domainErrorBody(error, 'en')).toMatchObject({ code: 409, message_key: 'bank_account_limit' });
    expect(rawErrorAnswer('too_many_requests')).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(rawErrorAnswer('request_timeout')).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(rawErrorAnswer('bad_request')).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });
});

describe('the table', () => {
  const listed = Object.values(ERROR_STATUS).flat() as MessageKey[];

  it('lists only real message keys', () => {
    expect(listed.filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it('lists each key once, and no 400 (a key not listed is a 400)', () => {
    expect(listed.filter((key, i) => listed.indexOf(key) !== i)).toEqual([]);
    expect(Object.keys(ERROR_STATUS)).not.toContain('400');
  });

  it('answers the key of a status Fastify chose with that status', () => {
    for (const [status, key] of Object.entries(KEY_BY_STATUS))
      expect(statusOfKey(key), key).toBe(Number(status));
  });
});

import { describe, expect, it } from 'vitest';
import { changedFields, isSecretField, MASKED, maskSecrets } from './record';

describe('the audit log keeps no secret', () => {
  it('masks every declared field, in either spelling, at any depth, arrays too', () => {
    expect(
      maskSecrets({
        name: 'Mei',
        password_hash: '$argon2id$…',
        totpSecret: 'sealed:abc',
        bank: { bank_code: 'DBS', account_number: '1234567890', nric: 'S1234567D' },
        codes: [{ recovery_code: 'ABCD-EFGH' }, { token: 't0k3n' }],
        note: 'password changed',
      }),
    ).toEqual({
      name: 'Mei',
      password_hash: MASKED,
      totpSecret: MASKED,
      bank: { bank_code: 'DBS', account_number: MASKED, nric: MASKED },
      codes: [{ recovery_code: MASKED }, { token: MASKED }],
      note: 'password changed',
    });
  });

  it('keeps a secret field that is empty as empty: the row still says it was cleared', () => {
    expect(maskSecrets({ totp_secret: null, id_number: 'S1234567D' })).toEqual({
      totp_secret: null,
      id_number: MASKED,
    });
  });

  it('matches names, not values', () => {
    expect(['Password', 'PASSWORD_HASH', 'token-hash', 'idNumber'].every(isSecretField)).toBe(true);
    expect(['status', 'reason', 'name', 'email', 'passwords_count'].some(isSecretField)).toBe(false);
  });
});

describe('the audit log keeps only what changed', () => {
  it('keeps the fields whose values differ, before and after', () => {
    expect(
      changedFields(
        { status: 'to_ship', tracking: null, total_cents: 1200, items: [1, 2] },
        { status: 'to_receive', tracking: 'SG123', total_cents: 1200, items: [1, 2] },
      ),
    ).toEqual({
      before: { status: 'to_ship', tracking: null },
      after: { status: 'to_receive', tracking: 'SG123' },
    });
  });

  it('counts a field given on one side only as changed, and does not guess its other value', () => {
    expect(changedFields({ a: 1 }, { a: 1, b: 2 })).toEqual({ before: {}, after: { b: 2 } });
    expect(changedFields({ a: 1, b: null }, { a: 1, b: 2 })).toEqual({
      before: { b: null },
      after: { b: 2 },
    });
  });

  it('compares nested values by content, key order aside, and dates as their text', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    expect(
      changedFields(
        { address: { street: 'Orchard', unit: '01-02' }, at },
        { address: { unit: '01-02', street: 'Orchard' }, at: new Date(at.getTime()) },
      ),
    ).toEqual({ before: {}, after: {} });
    expect(changedFields({ at }, { at: new Date('2026-11-29T10:00:00Z') })).toEqual({
      before: { at: '2026-11-28T10:00:00.000Z' },
      after: { at: '2026-11-29T10:00:00.000Z' },
    });
  });

  it('keeps a created record whole after, and a removed one whole before', () => {
    expect(changedFields(null, { id: 3, name: 'x' })).toEqual({ before: null, after: { id: 3, name: 'x' } });
    expect(changedFields({ id: 3 }, undefined)).toEqual({ before: { id: 3 }, after: null });
  });
});

import { describe, expect, it } from 'vitest';
import { cashOutSchema, withdrawalBankSchema } from '../schemas/agent';
import {
  bankByCode,
  compactIdNumber,
  isAccountNumberFor,
  isValidIdNumberFor,
  isValidNric,
  isValidUen,
  SINGAPORE_BANKS,
} from './agent-bank';
import { charactersNotAllowed } from './validation';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('Singapore banks', () => {
  it('lists each bank once with at least one account number length', () => {
    const codes = SINGAPORE_BANKS.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const bank of SINGAPORE_BANKS) expect(bank.account_lengths.length).toBeGreaterThan(0);
    expect(bankByCode('DBS')?.account_lengths).toEqual([10]);
    expect(bankByCode('dbs')).toBeUndefined();
  });

  it('takes account numbers of digits only, of a length the bank issues', () => {
    const posb = bankByCode('POSB')!;
    const ocbc = bankByCode('OCBC')!;
    expect(isAccountNumberFor(posb, '123456789')).toBe(true);
    expect(isAccountNumberFor(posb, '1234567890')).toBe(false);
    expect(isAccountNumberFor(ocbc, '1234567890')).toBe(true);
    expect(isAccountNumberFor(ocbc, '123456789012')).toBe(true);
    expect(isAccountNumberFor(ocbc, '12345678901')).toBe(false);
    expect(isAccountNumberFor(ocbc, '12345678901a')).toBe(false);
  });
});

describe('NRIC and FIN', () => {
  it('accepts each prefix with its check letter', () => {
    for (const id of [
      'S1234567D',
      'T1234567J',
      'F1234567N',
      'G1234567X',
      'M1234567K',
      'M5012345J',
      'S0000001I',
    ])
      expect(isValidNric(id), id).toBe(true);
  });

  it('refuses a wrong check letter, prefix or length', () => {
    for (const id of [
      'S1234567A',
      'T1234567D',
      'F1234567X',
      'G1234567N',
      'M1234567X',
      'A1234567D',
      'S123456D',
    ])
      expect(isValidNric(id), id).toBe(false);
    expect(isValidNric('s1234567d')).toBe(false);
    expect(isValidNric(compactIdNumber(' s1234567d '))).toBe(true);
  });
});

describe('UEN', () => {
  const now = new Date('2026-11-27T00:00:00Z');

  it('accepts the three formats with their check characters', () => {
    // Business (ROB), a local company (DBS Bank's, OCBC's), other entities (a foreign company, an LLP).
    for (const id of ['00192200M', '196800306E', '193200032W', '197401143C', 'T01FC6132D', 'T09LL0001D'])
      expect(isValidUen(id, now), id).toBe(true);
  });

  it('refuses a wrong check character, an unknown entity type or a year to come', () => {
    for (const id of ['00192200A', '196800306A', 'T01FC6132A', 'T01ZZ6132D', '203000001Z', 'T99LL0001D'])
      expect(isValidUen(id, now), id).toBe(false);
  });

  it('takes an NRIC or FIN for an individual and a UEN for a company', () => {
    expect(isValidIdNumberFor('individual', 'S1234567D')).toBe(true);
    expect(isValidIdNumberFor('individual', '196800306E')).toBe(false);
    expect(isValidIdNumberFor('company', '196800306E')).toBe(true);
    expect(isValidIdNumberFor('company', 'S1234567D')).toBe(false);
  });
});

const account = {
  bank_code: 'dbs',
  bank_type: 'individual',
  account_number: '012-345678-9',
  account_holder_name: 'Rachel Lim Hui Min',
  id_number: 's1234567d',
  email: 'rachel@example.com',
};

describe('withdrawalBankSchema', () => {
  it('gives the details as stored: bank code upper case, digits only, ID number upper case', () => {
    expect(withdrawalBankSchema.parse(account)).toEqual({
      ...account,
      bank_code: 'DBS',
      account_number: '0123456789',
      id_number: 'S1234567D',
    });
    expect(withdrawalBankSchema.parse({ ...account, bank_type: 2, id_number: '196800306E' }).bank_type).toBe(
      'company',
    );
  });

  it('names every bad field with its own message', () => {
    expect(
      errorsOf(
        withdrawalBankSchema.safeParse({
          bank_code: 'NOPE',
          bank_type: 'individual',
          account_number: '12ab',
          account_holder_name: 'Rachel;',
          id_number: 'S1234567A',
          email: 'x',
        }),
      ),
    ).toEqual({
      bank_code: 'bank_code_invalid',
      account_number: 'numbers_only',
      account_holder_name: charactersNotAllowed([';']),
      id_number: 'nric_invalid',
      email: 'invalid_email',
    });
    expect(errorsOf(withdrawalBankSchema.safeParse({ ...account, account_number: '123456789' }))).toEqual({
      account_number: 'account_number_length',
    });
    expect(errorsOf(withdrawalBankSchema.safeParse({ ...account, bank_type: 'company' }))).toEqual({
      id_number: 'uen_invalid',
    });
    expect(errorsOf(withdrawalBankSchema.safeParse({}))).toEqual({
      bank_code: 'required',
      bank_type: 'required',
      account_number: 'required',
      account_holder_name: 'required',
      id_number: 'required',
      email: 'required',
    });
  });
});

describe('cashOutSchema', () => {
  it('takes a saved account or a one-time transfer', () => {
    expect(cashOutSchema.parse({ amount: 5000, bank_account_id: '3' })).toEqual({
      amount: 5000,
      bank_account_id: 3,
    });
    expect(cashOutSchema.parse({ amount: 5000, one_time: account }).one_time?.account_number).toBe(
      '0123456789',
    );
  });

  it('asks for a bank account when neither is given, and refuses both', () => {
    expect(errorsOf(cashOutSchema.safeParse({ amount: 5000 }))).toEqual({
      bank_account_id: 'bank_account_required',
    });
    expect(
      errorsOf(cashOutSchema.safeParse({ amount: 5000, bank_account_id: 3, one_time: account })),
    ).toEqual({
      one_time: 'bank_account_one_or_other',
    });
    expect(
      errorsOf(cashOutSchema.safeParse({ amount: 0, one_time: { ...account, id_number: 'S1234567A' } })),
    ).toEqual({ amount: 'amount_invalid', 'one_time.id_number': 'nric_invalid' });
  });
});

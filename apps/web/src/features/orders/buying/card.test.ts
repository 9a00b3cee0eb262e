import { describe, expect, it } from 'vitest';
import {
  cardNumberProblem,
  cardProblems,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  refusedCardField,
} from './card';

describe('card number', () => {
  it('groups digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('abc')).toBe('');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('checks the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('names the problem', () => {
    expect(cardNumberProblem('')).toBe('card_required');
    expect(cardNumberProblem('4242 4242')).toBe('card_invalid');
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('card_invalid');
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberProblem('4000 0000 0000 0002')).toBeNull();
  });
});

describe('expiry', () => {
  const now = new Date(2026, 10, 23); // November 2026

  it('puts the slash in after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('122899')).toBe('12/28');
  });

  it('accepts this month and later, refuses earlier months and bad text', () => {
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('01/27', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe('card_expired');
    expect(expiryProblem('12/25', now)).toBe('card_expired');
    expect(expiryProblem('13/27', now)).toBe('expiry_invalid');
    expect(expiryProblem('1/27', now)).toBe('expiry_invalid');
    expect(expiryProblem('', now)).toBe('expiry_required');
  });
});

describe('cvc', () => {
  it('takes three or four digits', () => {
    expect(cvcProblem('123')).toBeNull();
    expect(cvcProblem('1234')).toBeNull();
    expect(cvcProblem('12')).toBe('cvc_invalid');
    expect(cvcProblem('12a')).toBe('cvc_invalid');
    expect(cvcProblem(' ')).toBe('cvc_required');
  });
});

describe('the card form', () => {
  const now = new Date(2026, 10, 28);

  it("finds each field's problem at once", () => {
    expect(cardProblems({ cardNumber: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' }, now)).toEqual({
      cardNumber: null,
      expiry: null,
      cvc: null,
    });
    expect(cardProblems({ cardNumber: '', expiry: '10/26', cvc: '12a' }, now)).toEqual({
      cardNumber: 'card_required',
      expiry: 'card_expired',
      cvc: 'cvc_invalid',
    });
  });

  it("puts the sandbox's refusal at the field it names, expiry first", () => {
    expect(refusedCardField({ expiry: ['card_expired'], cvc: ['invalid'] })).toEqual({
      field: 'expiry',
      problem: 'card_expired',
    });
    expect(refusedCardField({ card_number: ['invalid'] })).toEqual({
      field: 'cardNumber',
      problem: 'card_invalid',
    });
    expect(refusedCardField({ cvc: ['invalid'] })).toEqual({ field: 'cvc', problem: 'cvc_invalid' });
  });

  it('names no field for a refusal of none (a declined card), nor for an empty message list', () => {
    expect(refusedCardField({})).toBeNull();
    expect(refusedCardField({ card_number: [] })).toBeNull();
    expect(refusedCardField({ po_number: ['invalid'] })).toBeNull();
  });
});

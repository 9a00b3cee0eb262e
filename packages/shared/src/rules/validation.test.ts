import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { messageOfRef, messageRef, parseMessageRef } from '../messages';
import {
  agreementField,
  birthdayField,
  booleanParam,
  charactersNotAllowed,
  countryIdField,
  DISALLOWED_CHARACTERS,
  disallowedCharactersIn,
  emailField,
  emptyAsAbsent,
  existingPasswordField,
  genderField,
  hasControlCharacters,
  hasDisallowedCharacters,
  hasLeadingOrRepeatedSpaces,
  isCalendarDate,
  isMultilineText,
  isPoNumber,
  mobileField,
  multilineText,
  nameField,
  optionalTextField,
  otpField,
  otpTypeField,
  pageParam,
  passwordChecks,
  passwordField,
  perPageParam,
  postcodeField,
  referralCodeField,
  requiredReferralCodeField,
  shopToday,
  textField,
} from './validation';

/** The issue messages a schema gives for an input; [] when it passes. */
function keys(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

type Row = [input: unknown, expected: string[]];

function table(schema: z.ZodType, rows: Row[]) {
  it.each(rows)('%j → %j', (input, expected) => {
    const got = keys(schema, input);
    expect(got).toEqual(expected);
    for (const k of got) expect(parseMessageRef(k), `${k} is a catalogue key`).not.toBeNull();
  });
}

function passes(schema: z.ZodType, rows: [input: unknown, output: unknown][]) {
  it.each(rows)('%j passes as %j', (input, output) => {
    const result = schema.safeParse(input);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toEqual(output);
  });
}

describe('predicates', () => {
  it('finds each disallowed character, half and full width', () => {
    expect(DISALLOWED_CHARACTERS).toHaveLength(10);
    for (const ch of DISALLOWED_CHARACTERS) expect(hasDisallowedCharacters(`An${ch}n`)).toBe(true);
    for (const ok of ['Ann', 'Ann-Marie', "O'Brien", '#03-12', '李小龙', 'a.b@c.com', 'Ann, 2', '（括号）']) {
      expect(hasDisallowedCharacters(ok)).toBe(false);
    }
  });

  it('finds leading and repeated spaces', () => {
    expect(hasLeadingOrRepeatedSpaces(' Ann')).toBe(true);
    expect(hasLeadingOrRepeatedSpaces('A  nn')).toBe(true);
    expect(hasLeadingOrRepeatedSpaces('Ann   Lee')).toBe(true);
    expect(hasLeadingOrRepeatedSpaces('\u3000Ann')).toBe(true);
    expect(hasLeadingOrRepeatedSpaces('Ann Lee')).toBe(false);
    expect(hasLeadingOrRepeatedSpaces('Ann Mary Lee')).toBe(false);
    expect(hasLeadingOrRepeatedSpaces('Ann ')).toBe(false);
  });

  it('gives the live password markers', () => {
    expect(passwordChecks('')).toEqual({ minLength: false, hasDigit: false });
    expect(passwordChecks('abcdef')).toEqual({ minLength: true, hasDigit: false });
    expect(passwordChecks('a1')).toEqual({ minLength: false, hasDigit: true });
    expect(passwordChecks('abcde1')).toEqual({ minLength: true, hasDigit: true });
  });

  it('knows real calendar dates', () => {
    for (const d of ['2024-02-29', '2021-12-31', '1800-01-01']) expect(isCalendarDate(d)).toBe(true);
    for (const d of ['2021-02-29', '2021-02-30', '2021-04-31', '2021-13-01', '2021-00-10', '2021-01-00']) {
      expect(isCalendarDate(d)).toBe(false);
    }
    for (const d of ['2021-1-01', '20210101', '2021-01-01T00:00:00Z', ' 2021-01-01']) {
      expect(isCalendarDate(d)).toBe(false);
    }
  });

  it("takes today from the shop's clock, not the machine's", () => {
    // 16:30 UTC is already 00:30 the next day in Singapore.
    expect(shopToday(new Date('2024-06-15T16:30:00Z'))).toBe('2024-06-16');
    expect(shopToday(new Date('2024-06-15T15:59:59Z'))).toBe('2024-06-15');
  });

  it('knows an order number by its form: PO and 6 to 12 digits', () => {
    for (const po of ['PO100001', 'PO20261120', 'PO123456789012']) expect(isPoNumber(po)).toBe(true);
    for (const po of [
      'PO12',
      'PO1234567890123',
      '12345678',
      'po100001',
      ' PO100001',
      'PO10000a',
      null,
      undefined,
    ])
      expect(isPoNumber(po)).toBe(false);
  });
});

describe('control characters', () => {
  it('finds any C0 control character, and lets tab and line feed through multi-line text only', () => {
    expect(hasControlCharacters('Tan Mei Ling 陈美玲 😀')).toBe(false);
    for (const c of ['\u0000', '\u0007', '\t', '\n', '\r', '\u001f'])
      expect(hasControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
    expect(hasControlCharacters('line one\n\tline two', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\r\nb', { multiline: true })).toBe(true);
    expect(hasControlCharacters('a\u0000b', { multiline: true })).toBe(true);
  });

  it('keeps the multi-line mark through optional, describe and the like', () => {
    const comments = multilineText(optionalTextField({ max: 10 }));
    expect(isMultilineText(comments)).toBe(true);
    expect(isMultilineText(comments.optional().describe('Comments'))).toBe(false);
    expect(isMultilineText(comments.describe('Comments'))).toBe(true);
    expect(isMultilineText(optionalTextField({ max: 10 }))).toBe(false);
  });
});

describe('pageParam and perPageParam', () => {
  passes(pageParam, [
    [undefined, 1],
    ['', 1],
    ['3', 3],
    [100_000, 100_000],
  ]);
  table(pageParam, [
    ['abc', ['invalid_value']],
    ['1.5', ['invalid_value']],
    [0, ['number_too_small']],
    [100_001, ['number_too_large']],
  ]);
  passes(perPageParam(50, 10), [
    [null, 10],
    ['50', 50],
  ]);
  table(perPageParam(50, 10), [
    [51, ['number_too_large']],
    ['ten', ['invalid_value']],
  ]);
});

describe('textField', () => {
  const field = textField({ max: 10 });
  table(field, [
    ['', ['required']],
    ['   ', ['required']],
    [undefined, ['required']],
    [null, ['required']],
    [42, ['invalid_value']],
    ['Ann;', [charactersNotAllowed([';'])]],
    ['Ann:', [charactersNotAllowed([':'])]],
    ['Ann：', [charactersNotAllowed(['：'])]],
    ['Ann；', [charactersNotAllowed(['；'])]],
    ['<Ann>', [charactersNotAllowed(['<', '>'])]],
    ['《Ann》', [charactersNotAllowed(['《', '》'])]],
    ['Ann=1', [charactersNotAllowed(['='])]],
    ['Ann*', [charactersNotAllowed(['*'])]],
    [' Ann', ['no_leading_multiple_spaces']],
    ['A  nn', ['no_leading_multiple_spaces']],
    ['Abcdefghijk', ['too_long']],
    [' Ann;', [charactersNotAllowed([';']), 'no_leading_multiple_spaces']],
  ]);
  passes(field, [
    ['Ann', 'Ann'],
    ['Ann Lee', 'Ann Lee'],
    ['陈美玲', '陈美玲'],
    ['Abcdefghij', 'Abcdefghij'],
  ]);
});

describe('nameField', () => {
  table(nameField, [
    ['', ['required']],
    ['Ann;', [charactersNotAllowed([';'])]],
    ['x'.repeat(101), ['too_long']],
  ]);
  passes(nameField, [['x'.repeat(100), 'x'.repeat(100)]]);
});

describe('optionalTextField', () => {
  const field = optionalTextField({ max: 5 });
  table(field, [
    ['#3;', [charactersNotAllowed([';'])]],
    [' #3', ['no_leading_multiple_spaces']],
    ['#03-123', ['too_long']],
  ]);
  passes(field, [
    [undefined, undefined],
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    ['#3-1', '#3-1'],
  ]);
});

describe('emailField', () => {
  table(emailField, [
    ['', ['required']],
    [undefined, ['required']],
    ['ann', ['invalid_email']],
    ['ann@', ['invalid_email']],
    ['ann@example', ['invalid_email']],
    ['ann@@example.com', ['invalid_email']],
    [' ann@example.com', ['invalid_email']],
    ['ann lee@example.com', ['invalid_email']],
    [`${'a'.repeat(250)}@x.com`, ['too_long']],
  ]);
  passes(emailField, [
    ['ann@example.com', 'ann@example.com'],
    ['Ann.Lee+shop@Example.COM.sg', 'Ann.Lee+shop@Example.COM.sg'],
  ]);
});

describe('mobileField', () => {
  table(mobileField, [
    ['', ['required']],
    [undefined, ['required']],
    ['abc12345', ['numbers_only']],
    ['9123 4567', ['numbers_only']],
    ['+6591234567', ['numbers_only']],
    ['1234567', ['mobile_min_length']],
    ['1234567890123456', ['too_long']],
    ['abc', ['numbers_only', 'mobile_min_length']],
  ]);
  passes(mobileField, [
    ['91234567', '91234567'],
    ['012345678901234', '012345678901234'],
  ]);
});

describe('passwordField', () => {
  table(passwordField, [
    ['', ['required']],
    [undefined, ['required']],
    ['abcdef', ['password_min_numeric']],
    ['12a', ['password_min_length']],
    ['abc', ['password_min_length', 'password_min_numeric']],
    [`a1${'x'.repeat(127)}`, ['too_long']],
  ]);
  passes(passwordField, [
    ['abcde1', 'abcde1'],
    ['123456', '123456'],
    ['  pass 1 ', '  pass 1 '],
  ]);
});

describe('existingPasswordField', () => {
  table(existingPasswordField, [
    ['', ['required']],
    ['x'.repeat(129), ['too_long']],
  ]);
  passes(existingPasswordField, [
    ['abc', 'abc'],
    ['abcdef', 'abcdef'],
  ]);
});

describe('birthdayField', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const tomorrow = () => {
    const d = new Date(`${shopToday()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };

  table(birthdayField, [
    ['', ['required']],
    [undefined, ['required']],
    ['1799-12-31', ['date_out_of_range']],
    ['2021-02-30', ['invalid_date']],
    ['2021-13-01', ['invalid_date']],
    ['01/02/2000', ['invalid_date']],
    ['2000-1-2', ['invalid_date']],
  ]);

  it('refuses tomorrow and accepts today', () => {
    expect(keys(birthdayField, tomorrow())).toEqual(['date_out_of_range']);
    expect(keys(birthdayField, shopToday())).toEqual([]);
  });

  passes(birthdayField, [
    ['1800-01-01', '1800-01-01'],
    ['2000-02-29', '2000-02-29'],
  ]);

  it('evaluates today at parse time, on the shop clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-03-09T12:00:00Z')); // 20:00 on 9 March in Singapore
    expect(keys(birthdayField, '2030-03-10')).toEqual(['date_out_of_range']);
    vi.setSystemTime(new Date('2030-03-09T16:00:00Z')); // midnight, 10 March in Singapore
    expect(keys(birthdayField, '2030-03-10')).toEqual([]);
  });
});

describe('genderField', () => {
  table(genderField, [
    [3, ['invalid_gender']],
    ['3', ['invalid_gender']],
    [0, ['invalid_gender']],
    ['male', ['invalid_gender']],
    ['', ['invalid_gender']],
    [undefined, ['invalid_gender']],
    [1.5, ['invalid_gender']],
  ]);
  passes(genderField, [
    [1, 1],
    [2, 2],
    ['1', 1],
    ['2', 2],
  ]);
});

describe('referralCodeField', () => {
  table(referralCodeField, [
    ['ab', ['invalid_referral_code']],
    ['ABC', ['invalid_referral_code']],
    ['ABCD-123', ['invalid_referral_code']],
    ['A'.repeat(17), ['invalid_referral_code']],
    [123456, ['invalid_value']],
  ]);
  passes(referralCodeField, [
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
    [null, undefined],
    ['abcd12', 'ABCD12'],
    ['  ann2024 ', 'ANN2024'],
    ['A'.repeat(16), 'A'.repeat(16)],
  ]);
});

describe('requiredReferralCodeField', () => {
  table(requiredReferralCodeField, [
    ['', ['required']],
    [undefined, ['required']],
    ['ab', ['invalid_referral_code']],
  ]);
  passes(requiredReferralCodeField, [['ann2024', 'ANN2024']]);
});

describe('otpField', () => {
  table(otpField, [
    ['', ['required']],
    [undefined, ['required']],
    ['12345', ['otp_format']],
    ['1234567', ['otp_format']],
    ['12345a', ['otp_format']],
    [' 123456', ['otp_format']],
  ]);
  passes(otpField, [
    ['123456', '123456'],
    ['000000', '000000'],
  ]);
});

describe('countryIdField', () => {
  table(countryIdField, [
    [undefined, ['required']],
    ['', ['required']],
    [null, ['required']],
    [0, ['invalid_value']],
    [-1, ['invalid_value']],
    [1.5, ['invalid_value']],
    ['abc', ['invalid_value']],
    ['1e3', ['invalid_value']],
    [true, ['invalid_value']],
    [2 ** 31, ['invalid_value']],
  ]);
  passes(countryIdField, [
    [1, 1],
    ['1', 1],
    [' 65 ', 65],
  ]);
});

describe('otpTypeField', () => {
  table(otpTypeField, [
    [undefined, ['required']],
    ['', ['required']],
    [0, ['invalid_value']],
    ['4', ['invalid_value']],
    ['register', ['invalid_value']],
  ]);
  passes(otpTypeField, [
    [1, 1],
    ['2', 2],
    ['3', 3],
  ]);
});

describe('postcodeField', () => {
  table(postcodeField, [
    ['', ['required']],
    [undefined, ['required']],
    ['12345', ['postcode_invalid']],
    ['1234567', ['postcode_invalid']],
    ['12345a', ['postcode_invalid']],
    [123456, ['invalid_value']],
  ]);
  passes(postcodeField, [['018956', '018956']]);
});

describe('booleanParam', () => {
  table(booleanParam, [
    [undefined, ['required']],
    ['yes', ['invalid_value']],
    ['TRUE', ['invalid_value']],
    [2, ['invalid_value']],
    ['', ['invalid_value']],
  ]);
  passes(booleanParam, [
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    [1, true],
    [0, false],
  ]);
});

describe('agreementField', () => {
  table(agreementField, [
    [false, ['agreement_required']],
    ['false', ['agreement_required']],
    [undefined, ['required']],
  ]);
  passes(agreementField, [
    [true, true],
    ['1', true],
  ]);
});

describe('emptyAsAbsent', () => {
  it('passes other values through to the schema', () => {
    const field = emptyAsAbsent(booleanParam.default(false));
    expect(field.parse('')).toBe(false);
    expect(field.parse(undefined)).toBe(false);
    expect(field.parse('true')).toBe(true);
    expect(keys(field, 'maybe')).toEqual(['invalid_value']);
  });
});

describe('the characters a text field refuses', () => {
  it('are named in the message, each once, in the order typed, in both languages', () => {
    const issue = textField({ max: 100 }).safeParse('Please keep the length; trim only: <b>; ok').error
      ?.issues[0];
    expect(issue?.message).toBe(charactersNotAllowed([';', ':', '<', '>']));
    expect(messageOfRef(String(issue?.message), 'en')).toBe('These characters are not allowed: ; : < >');
    expect(messageOfRef(String(issue?.message), 'zh')).toBe('不允许使用这些字符（; : < >）');
  });

  it('include the full-width forms the spec lists', () => {
    expect(disallowedCharactersIn('备注：请勿剪短；谢谢《》')).toEqual(['：', '；', '《', '》']);
    expect(disallowedCharactersIn('Trim only, thanks.')).toEqual([]);
  });
});

describe('message refs', () => {
  it('carry a key and its values through one string, and leave free text as it is', () => {
    const ref = messageRef('characters_not_allowed', { characters: '& = ?' });
    expect(parseMessageRef(ref)).toEqual({ key: 'characters_not_allowed', values: { characters: '& = ?' } });
    expect(parseMessageRef('required')).toEqual({ key: 'required', values: undefined });
    expect(parseMessageRef('Not a key?x=1')).toBeNull();
    expect(messageOfRef('Some text')).toBe('Some text');
  });
});

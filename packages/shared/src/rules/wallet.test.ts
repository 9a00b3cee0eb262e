import { describe, expect, it } from 'vitest';
import { centsToPoints, csvCell, csvRow, maskName, pointsToCents } from './wallet';

describe('pointsToCents', () => {
  it('values points at the shop rate, 100 points = SGD 1 by default', () => {
    expect(pointsToCents(1000, 100)).toBe(1000);
    expect(pointsToCents(3000, 100)).toBe(3000);
    expect(pointsToCents(150, 50)).toBe(300);
  });
  it('rounds down and refuses nonsense rates', () => {
    expect(pointsToCents(1, 3)).toBe(33);
    expect(pointsToCents(100, 0)).toBe(0);
    expect(pointsToCents(Number.NaN, 100)).toBe(0);
  });
  it('centsToPoints is the inverse bound', () => {
    expect(centsToPoints(1000, 100)).toBe(1000);
    expect(centsToPoints(333, 50)).toBe(166);
    expect(centsToPoints(-5, 100)).toBe(0);
  });
});

describe('maskName', () => {
  it('keeps the first word and the initials of the rest', () => {
    expect(maskName('Tan Mei Ling')).toBe('Tan M** L**');
    expect(maskName('  Tan   Mei  ')).toBe('Tan M**');
  });
  it('shows one character of a single word, Chinese included', () => {
    expect(maskName('陈美玲')).toBe('陈**');
    expect(maskName('Alice')).toBe('A**');
    expect(maskName('')).toBe('');
  });
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
  it('keeps Chinese as it is', () => {
    expect(csvCell('订单 PO000123')).toBe('订单 PO000123');
  });
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
  it('writes numbers as numbers, negative ones too', () => {
    expect(csvCell(-200)).toBe('-200');
    expect(csvCell(null)).toBe('');
  });
  it('csvRow ends lines with CRLF', () => {
    expect(csvRow(['2026-11-24', 'Transfer, to "T**"', -200, 'Successful'])).toBe(
      '2026-11-24,"Transfer, to ""T**""",-200,Successful\r\n',
    );
  });
});

/*
 * Wallet rules both sides show and enforce: what points are worth, how a transfer recipient's name is shown,
 * and how a history row becomes a safe CSV cell.
 */

/** Most recipient look-ups a member may make in an hour (point transfer). */
export const MEMBER_LOOKUPS_PER_HOUR = 20;

/**
 * The money value, in cents, of `points` at `rate` points per currency unit (100 points = SGD 1 by default).
 * Rounded down: the shop never promises more than the points are worth.
 */
export function pointsToCents(points: number, rate: number): number {
  if (!Number.isFinite(points) || !Number.isFinite(rate) || rate <= 0) return 0;
  return Math.floor((Math.trunc(points) * 100) / rate);
}

/** The most whole points that `cents` pay for at `rate`: how many points may cover an amount. */
export function centsToPoints(cents: number, rate: number): number {
  if (!Number.isFinite(cents) || !Number.isFinite(rate) || rate <= 0 || cents <= 0) return 0;
  return Math.floor((Math.trunc(cents) * rate) / 100);
}

/**
 * A member's name as another member sees it when sending points: the first word whole, every other word by its
 * first letter ("Tan Mei Ling" → "Tan M** L**"). A single word keeps its first character only ("陈美玲" →
 * "陈**"), so a name alone never gives the person away.
 */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const [first, ...rest] = words;
  if (first === undefined) return '';
  const initial = (word: string) => `${Array.from(word)[0] ?? ''}**`;
  if (rest.length === 0) return initial(first);
  return [first, ...rest.map(initial)].join(' ');
}

/** A spreadsheet reads a text cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/u;

/**
 * One CSV cell (RFC 4180). Text that a spreadsheet would run as a formula gets a leading apostrophe; a cell
 * holding a comma, quote or line break is quoted with its quotes doubled. Numbers are written as numbers, so a
 * negative amount stays a number.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, ended by CRLF as RFC 4180 and spreadsheet programs expect. */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Put first in a UTF-8 CSV file so spreadsheet programs read it as UTF-8 (Chinese descriptions). */
export const CSV_BOM = '\uFEFF';

/** The machine-readable date for <time dateTime>: the calendar date part, or the text as it came. */
export function isoDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value.trim())?.[0] ?? value;
}

/** The ?page= of a list address: a whole number from 1; anything else is page 1. */
export function pageFromSearch(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

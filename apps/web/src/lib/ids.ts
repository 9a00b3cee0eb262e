/** An id from the address (a path segment or a query value): a whole number from 1 up, else null. */
export function idFrom(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

/** A gap in the page list, shown as an ellipsis. */
export const GAP = 'gap' as const;
export type PageItem = number | typeof GAP;

/**
 * The page numbers to show: always the first and last page, the current one with `siblings` on each side,
 * and a gap where pages are left out. A gap never stands for a single page (that page is shown instead), so
 * the list keeps the same length while moving through the middle pages.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  // first + last + current + siblings + two gaps
  const slots = 2 * siblings + 5;
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);

  let start = Math.max(2, page - siblings);
  let end = Math.min(total - 1, page + siblings);
  // Near an edge, widen the window so the list length stays the same.
  if (start <= 3) {
    start = 2;
    end = slots - 2;
  } else if (end >= total - 2) {
    end = total - 1;
    start = total - (slots - 3);
  }

  const items: PageItem[] = [1];
  if (start > 2) items.push(GAP);
  for (let n = start; n <= end; n++) items.push(n);
  if (end < total - 1) items.push(GAP);
  items.push(total);
  return items;
}

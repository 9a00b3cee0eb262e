/** A rectangle in viewport pixels, as getBoundingClientRect gives it. */
export type Box = { top: number; bottom: number; left: number; right: number };

/** Toasts keep this far from the viewport's top edge, and this far below what they must not cover. */
export const TOAST_EDGE = 16;
export const TOAST_GAP = 8;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Where the toast stack starts, in pixels from the viewport's top (DESIGN.md: below the header, never over a
 * page title). Below the header while any of it is in view (the phones' bar always is; the desktop header
 * scrolls away), else near the top edge; and below the page title when the stack would cover it there.
 * `stack` is the stack's current box: only its width and height are used (it sits at the top centre on
 * phones and at the top right on desktops). `title` is the box of the title's text, not its block, so a short
 * title at the left does not push down a stack at the right.
 */
export function toastTop({
  header,
  title,
  stack,
}: {
  header: Box | null;
  title: Box | null;
  stack: Box;
}): number {
  let top = TOAST_EDGE;
  if (header && header.bottom > 0) top = Math.max(top, header.bottom + TOAST_GAP);
  const height = stack.bottom - stack.top;
  const placed = { left: stack.left, right: stack.right, top, bottom: top + height };
  if (title && overlaps(placed, title)) top = title.bottom + TOAST_GAP;
  return Math.round(top);
}

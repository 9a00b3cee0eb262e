import { describe, expect, it } from 'vitest';
import { TOAST_EDGE, TOAST_GAP, toastTop } from './toast-place';

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

// A 375 px phone: the sticky top bar is 60 px high; the stack spans the width, two toasts of 52 px.
const phoneBar = box(0, 0, 375, 60);
const phoneStack = box(12, 0, 351, 112);
// A 1280 px desktop: a 384 px stack at the right, one toast.
const desktopStack = box(880, 0, 384, 52);

describe('where toasts start', () => {
  it('just below the header while it is in view', () => {
    expect(toastTop({ header: phoneBar, title: null, stack: phoneStack })).toBe(60 + TOAST_GAP);
  });

  it('near the top edge once the header has scrolled away', () => {
    const scrolled = box(0, -200, 1280, 150);
    expect(toastTop({ header: scrolled, title: null, stack: desktopStack })).toBe(TOAST_EDGE);
    expect(toastTop({ header: null, title: null, stack: desktopStack })).toBe(TOAST_EDGE);
  });

  it('below the page title when the stack would cover it', () => {
    // "Pay for your order" right under the phone's bar.
    const title = box(16, 84, 240, 32);
    expect(toastTop({ header: phoneBar, title, stack: phoneStack })).toBe(84 + 32 + TOAST_GAP);
  });

  it('where it was when the title is beside the stack, below it, or hidden under the header', () => {
    const desktopHeader = box(0, 0, 1280, 130);
    const shortTitleAtLeft = box(16, 160, 200, 40);
    expect(toastTop({ header: desktopHeader, title: shortTitleAtLeft, stack: desktopStack })).toBe(138);
    const farBelow = box(16, 500, 300, 32);
    expect(toastTop({ header: phoneBar, title: farBelow, stack: phoneStack })).toBe(68);
    const underTheBar = box(16, 20, 240, 32);
    expect(toastTop({ header: phoneBar, title: underTheBar, stack: phoneStack })).toBe(68);
  });
});

import { MAX_TOASTS, TOAST_TIMEOUT_MS } from '@beauty/shared';
import { useSyncExternalStore } from 'react';

export type ToastTone = 'info' | 'success' | 'error';
/** `page`: the path of the page the toast belongs to; it goes when the member leaves that page. */
export type Toast = { id: number; message: string; tone: ToastTone; page: string };

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
/** The path of the page on screen, as the router last said (enterPage). */
let currentPage = '';
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function stopTimer(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function dismissToast(id: number) {
  stopTimer(id);
  if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
}

/**
 * The member is on the page at `path` now: toasts of any other page go (DESIGN.md: a toast belongs to the page
 * that raised it). A change of the query only (another sort, the next page of a list) is the same page.
 */
export function enterPage(path: string) {
  currentPage = path;
  const gone = toasts.filter((t) => t.page !== path);
  if (gone.length === 0) return;
  for (const toast of gone) stopTimer(toast.id);
  set(toasts.filter((t) => t.page === path));
}

/**
 * Shows a toast for 3 s on the current page; with more than 10 on screen the oldest goes (spec section 9). The
 * same message again while it shows (a button pressed twice) does not stack a copy: the one on screen stays
 * 3 s from now. `page` gives it to the page the member is being sent to instead (a toast that reports what
 * that page shows, raised just before navigating there).
 */
export function showToast(message: string, tone: ToastTone = 'info', { page = currentPage } = {}): number {
  const same = toasts.find((t) => t.message === message && t.tone === tone && t.page === page);
  if (same) {
    clearTimeout(timers.get(same.id));
    timers.set(
      same.id,
      setTimeout(() => dismissToast(same.id), TOAST_TIMEOUT_MS),
    );
    return same.id;
  }
  const id = nextId++;
  const next = [...toasts, { id, message, tone, page }];
  for (const dropped of next.slice(0, Math.max(0, next.length - MAX_TOASTS))) stopTimer(dropped.id);
  set(next.slice(-MAX_TOASTS));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_TIMEOUT_MS),
  );
  return id;
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => toasts,
};

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => toasts);
}

import { MAX_TOASTS, TOAST_TIMEOUT_MS } from '@beauty/shared';
import { useSyncExternalStore } from 'react';

export type ToastTone = 'info' | 'success' | 'error';
export type Toast = { id: number; message: string; tone: ToastTone };

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
}

/**
 * Shows a toast for 3 s; with more than 10 on screen the oldest goes (spec section 9). The same message again
 * while it shows (a button pressed twice) does not stack a copy: the one on screen stays 3 s from now.
 */
export function showToast(message: string, tone: ToastTone = 'info'): number {
  const same = toasts.find((t) => t.message === message && t.tone === tone);
  if (same) {
    clearTimeout(timers.get(same.id));
    timers.set(
      same.id,
      setTimeout(() => dismissToast(same.id), TOAST_TIMEOUT_MS),
    );
    return same.id;
  }
  const id = nextId++;
  const next = [...toasts, { id, message, tone }];
  for (const dropped of next.slice(0, Math.max(0, next.length - MAX_TOASTS))) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
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

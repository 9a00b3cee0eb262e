import { useSyncExternalStore } from 'react';

/** Every dialog of the app. Only one is open at a time: opening one closes the other (spec section 4). */
export type DialogName = 'login' | 'forgot-password' | 'sign-up' | 'drawer' | 'multiple-login';

type Listener = () => void;

let active: DialogName | null = null;
/** The element that had focus when the first dialog of a chain opened; focus returns there on close. */
let opener: HTMLElement | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const dialogStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): DialogName | null => active,
  /** Opens a dialog, closing whichever was open. Switching dialogs keeps the original opener for focus return. */
  open(name: DialogName) {
    if (active === null) {
      const focused = typeof document === 'undefined' ? null : document.activeElement;
      opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    }
    if (active === name) return;
    active = name;
    emit();
  },
  close(options: { restoreFocus?: boolean } = {}) {
    if (active === null) return;
    active = null;
    const target = opener;
    opener = null;
    emit();
    if (target && options.restoreFocus !== false) {
      requestAnimationFrame(() => {
        if (target.isConnected) target.focus();
      });
    }
  },
};

export function useActiveDialog(): DialogName | null {
  return useSyncExternalStore(dialogStore.subscribe, dialogStore.getSnapshot, () => null);
}

export const openDialog = dialogStore.open;
export const closeDialog = dialogStore.close;

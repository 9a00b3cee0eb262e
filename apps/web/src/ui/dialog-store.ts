import { useSyncExternalStore } from 'react';

/** Every dialog of the app. Only one is open at a time: opening one closes the other (spec section 4). */
export type DialogName = 'login' | 'forgot-password' | 'sign-up' | 'drawer' | 'multiple-login';
/** Why a login was asked for: the login dialog says it ("Log in to add this to your cart"). */
export type LoginReason =
  | 'add_to_cart'
  | 'add_to_wishlist'
  | 'cart'
  | 'wishlist'
  | 'orders'
  | 'page'
  | 'appointment';

type Listener = () => void;

let active: DialogName | null = null;
/** The element that had focus when the first dialog of a chain opened; focus returns there on close. */
let opener: HTMLElement | null = null;
/** Why the chain of dialogs began, when a login-gated action began it; kept through sign-up and back. */
let reason: LoginReason | null = null;
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
  /**
   * Opens a dialog, closing whichever was open. Switching dialogs keeps the original opener for focus return,
   * and the reason a login was asked for unless a new one is given.
   */
  open(name: DialogName, options: { reason?: LoginReason } = {}) {
    if (active === null) {
      const focused = typeof document === 'undefined' ? null : document.activeElement;
      opener =
        focused !== null && focused instanceof HTMLElement && focused !== document.body ? focused : null;
      reason = null;
    }
    const nextReason = options.reason ?? reason;
    if (active === name && nextReason === reason) return;
    active = name;
    reason = nextReason;
    emit();
  },
  getReason: (): LoginReason | null => reason,
  close(options: { restoreFocus?: boolean } = {}) {
    if (active === null) return;
    active = null;
    reason = null;
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

export function useLoginReason(): LoginReason | null {
  return useSyncExternalStore(dialogStore.subscribe, dialogStore.getReason, () => null);
}

export const openDialog = dialogStore.open;
export const closeDialog = dialogStore.close;

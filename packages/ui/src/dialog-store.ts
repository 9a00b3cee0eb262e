import { useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * An app's dialogs, of which only one is open at a time: opening one closes the other (spec section 4). `Name`
 * lists the app's dialogs; `Reason` is why a chain of dialogs began (the storefront's login dialog says it:
 * "Log in to add this to your cart"). Each app makes its one store.
 */
export function createDialogStore<Name extends string, Reason extends string = never>() {
  let active: Name | null = null;
  /** The element that had focus when the first dialog of a chain opened; focus returns there on close. */
  let opener: HTMLElement | null = null;
  /** Why the chain of dialogs began, when an action began it; kept through the chain (sign-up and back). */
  let reason: Reason | null = null;
  const listeners = new Set<Listener>();

  function emit() {
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: (): Name | null => active,
    /**
     * Opens a dialog, closing whichever was open. Switching dialogs keeps the original opener for focus return,
     * and the reason unless a new one is given.
     */
    open(name: Name, options: { reason?: Reason } = {}) {
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
    getReason: (): Reason | null => reason,
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
}

export type DialogStore<Name extends string, Reason extends string = never> = ReturnType<
  typeof createDialogStore<Name, Reason>
>;

/** The open dialog of `store`, re-rendering when it changes. */
export function useActiveDialogIn<Name extends string, Reason extends string>(
  store: DialogStore<Name, Reason>,
): Name | null {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => null);
}

/** Why the open chain of dialogs of `store` began. */
export function useDialogReasonIn<Name extends string, Reason extends string>(
  store: DialogStore<Name, Reason>,
): Reason | null {
  return useSyncExternalStore(store.subscribe, store.getReason, () => null);
}

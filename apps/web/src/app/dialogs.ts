import { createDialogStore, useActiveDialogIn, useDialogReasonIn } from '@beauty/ui';

/** Every dialog of the storefront. Only one is open at a time: opening one closes the other (spec section 4). */
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

/** The storefront's dialog store; DialogProvider renders its open dialog. */
export const dialogStore = createDialogStore<DialogName, LoginReason>();

export const openDialog = dialogStore.open;
export const closeDialog = dialogStore.close;

export function useActiveDialog(): DialogName | null {
  return useActiveDialogIn(dialogStore);
}

export function useLoginReason(): LoginReason | null {
  return useDialogReasonIn(dialogStore);
}

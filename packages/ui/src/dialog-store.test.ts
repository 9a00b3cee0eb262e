import { afterEach, describe, expect, it } from 'vitest';
import { createDialogStore } from './dialog-store';

// The storefront's account dialogs, and why a login was asked for.
const dialogStore = createDialogStore<
  'login' | 'forgot-password' | 'sign-up',
  'add_to_cart' | 'add_to_wishlist' | 'page' | 'cart'
>();

describe('the login dialog’s reason', () => {
  afterEach(() => dialogStore.close());

  it('is the one the gated action gave, and none from the header’s Log in', () => {
    dialogStore.open('login', { reason: 'add_to_cart' });
    expect(dialogStore.getReason()).toBe('add_to_cart');
    dialogStore.close();
    dialogStore.open('login');
    expect(dialogStore.getReason()).toBeNull();
  });

  it('stays through sign-up or a forgotten password and back to login, and goes on close', () => {
    dialogStore.open('login', { reason: 'add_to_wishlist' });
    dialogStore.open('forgot-password');
    dialogStore.open('login');
    expect(dialogStore.getSnapshot()).toBe('login');
    expect(dialogStore.getReason()).toBe('add_to_wishlist');
    dialogStore.close();
    expect(dialogStore.getReason()).toBeNull();
  });

  it('is replaced by a newer one', () => {
    dialogStore.open('login', { reason: 'page' });
    dialogStore.open('login', { reason: 'cart' });
    expect(dialogStore.getReason()).toBe('cart');
  });
});

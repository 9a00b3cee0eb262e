import { errorText, HeartIcon, isApiError, showToast } from '@beauty/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../app/dialogs';
import { useAuth } from '../../auth/AuthProvider';
import { useAddWish, useRemoveWishes } from './wishlist-api';

/**
 * The wishlist heart of a product. Logged out it opens the login dialog (wishlists need an account, spec
 * section 6). Logged in it adds or removes at once (optimistic) and goes back if the call fails.
 * `wishId` is the product's wishlist entry as the server last said; the button follows it when it changes.
 */
export function WishButton({
  productId,
  wishId,
  className = '',
  showLabel = false,
}: {
  productId: number;
  wishId: number | null;
  className?: string;
  /** Show the label next to the heart (product page); otherwise it is the button's accessible name only. */
  showLabel?: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const add = useAddWish();
  const remove = useRemoveWishes();
  const [serverWishId, setServerWishId] = useState(wishId);
  const [entry, setEntry] = useState(wishId);
  const [wished, setWished] = useState(wishId !== null);
  // A new answer from the server (refetch after a change, another tab) wins over what this button assumed.
  if (serverWishId !== wishId) {
    setServerWishId(wishId);
    setEntry(wishId);
    setWished(wishId !== null);
  }

  const pressed = user !== null && wished;
  // Right after adding, the entry's id may not be known until the product reloads; wait for it to remove.
  const busy = add.isPending || remove.isPending || (wished && entry === null);
  const label = pressed ? t('product_detail.remove_from_wishlist') : t('product_detail.add_to_wishlist');

  function onFailure(error: unknown) {
    // The server's own reason when it gave one (e.g. product removed), else a plain "try again".
    const known = isApiError(error) && error.messageKey !== undefined;
    showToast(known ? errorText(t, error) : t('product_detail.wishlist_failed'), 'error');
  }

  function toggle() {
    if (!user) {
      openDialog('login', { reason: 'add_to_wishlist' });
      return;
    }
    if (busy) return;
    if (!wished) {
      setWished(true);
      add.mutate(productId, {
        onSuccess: (id) => {
          setEntry(id);
          showToast(t('product_detail.wishlist_added'), 'success');
        },
        onError: (error) => {
          setWished(false);
          onFailure(error);
        },
      });
    } else if (entry !== null) {
      const previous = entry;
      setWished(false);
      setEntry(null);
      remove.mutate(
        { wishIds: [previous], productIds: [productId] },
        {
          onSuccess: () => showToast(t('product_detail.wishlist_removed'), 'success'),
          onError: (error) => {
            setWished(true);
            setEntry(previous);
            onFailure(error);
          },
        },
      );
    }
  }

  return (
    <button
      type="button"
      aria-pressed={user ? pressed : undefined}
      aria-haspopup={user ? undefined : 'dialog'}
      aria-label={showLabel ? undefined : label}
      aria-busy={busy || undefined}
      onClick={toggle}
      className={`inline-flex min-h-target min-w-target items-center justify-center gap-2 rounded-full border text-sm font-medium transition-colors ${
        pressed
          ? 'border-accent bg-accent-soft text-accent'
          : 'border-line bg-white text-ink hover:border-accent hover:text-accent'
      } ${showLabel ? 'px-4' : ''} ${className}`}
    >
      <HeartIcon size={22} fill={pressed ? 'currentColor' : 'none'} />
      {showLabel ? <span>{label}</span> : null}
    </button>
  );
}

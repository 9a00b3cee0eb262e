import { BagIcon, IconBadge, iconButtonClass } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openDialog } from '../../app/dialogs';
import { useAuth } from '../../auth/AuthProvider';
import { useCartCount } from '../../features/orders';
import { href } from '../../routes/paths';

/** The cart icon with the number of lines on it (members only; hidden at 0). */
export function CartIcon({ size = 22, count }: { size?: number; count: number | null }) {
  return <IconBadge icon={<BagIcon size={size} />} count={count} />;
}

/** "Cart, 3 items" for screen readers; just "Cart" for a visitor or while the cart loads. */
export function useCartLabel(): { count: number | null; label: string | undefined } {
  const { t } = useTranslation();
  const { user } = useAuth();
  const count = useCartCount();
  if (!user || count === null) return { count: null, label: undefined };
  return { count, label: t('cart.header_label', { count }) };
}

/** The phones' top bar: the cart icon as a 44 px button (a visitor gets the login dialog). */
export function MobileCartLink() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { count, label } = useCartLabel();
  if (!user) {
    return (
      <button
        type="button"
        className={iconButtonClass}
        aria-label={t('header.cart')}
        aria-haspopup="dialog"
        onClick={() => openDialog('login', { reason: 'cart' })}
      >
        <CartIcon count={null} />
      </button>
    );
  }
  return (
    <Link to={href('order-cart')} className={iconButtonClass} aria-label={label ?? t('header.cart')}>
      <CartIcon count={count} />
    </Link>
  );
}

import { HeartIcon, ReceiptIcon, StarIcon, StoreIcon, TicketIcon } from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type LoginReason, openDialog } from '../../app/dialogs';
import { useAuth } from '../../auth/AuthProvider';
import { href } from '../../routes/paths';
import { CartIcon, useCartLabel } from './CartBadge';
import { BellWithCount, useBellLabel } from './NotificationBell';

export type NavItem = {
  key: 'my-order' | 'wishlist' | 'notifications' | 'cart' | 'stores' | 'points' | 'vouchers';
  label: string;
  icon: ReactNode;
  to: string;
  /** Needs a signed-in user: logged-out visitors get the login dialog instead (spec section 6). */
  needsLogin: boolean;
  /** The accessible name when it says more than the label (the cart: "Cart, 3 items", the bell's unread). */
  ariaLabel?: string;
};

/**
 * The header's navigation items. Members get the bell with their unread notifications. Points (and for SG users vouchers) link to the wallet when logged in, the
 * vouchers to its vouchers tab. Both counts are the profile's: whatever changes them (a transfer, placing or
 * paying an order, which is how a voucher is bought, a cancellation) reads the profile again.
 * "Our stores" shows for SG users and logged-out visitors only.
 */
export function useNavItems(iconSize = 22): NavItem[] {
  const { t } = useTranslation();
  const { user, isSg } = useAuth();
  const cart = useCartLabel();
  const bell = useBellLabel();
  const items: NavItem[] = [];
  if (user) {
    items.push({
      key: 'points',
      label: t('header.points', { count: user.point }),
      icon: <StarIcon size={iconSize} />,
      to: href('wallet'),
      needsLogin: true,
    });
    if (isSg) {
      items.push({
        key: 'vouchers',
        label: t('header.vouchers', { count: user.voucher_count }),
        icon: <TicketIcon size={iconSize} />,
        to: href('wallet', {}, { tab: 'vouchers' }),
        needsLogin: true,
      });
    }
  }
  if (!user || isSg) {
    items.push({
      key: 'stores',
      label: t('header.our_stores'),
      icon: <StoreIcon size={iconSize} />,
      to: href('salon-listing'),
      needsLogin: false,
    });
  }
  items.push(
    {
      key: 'my-order',
      label: t('header.my_order'),
      icon: <ReceiptIcon size={iconSize} />,
      to: href('order-dashboard'),
      needsLogin: true,
    },
    {
      key: 'wishlist',
      label: t('header.wishlist'),
      icon: <HeartIcon size={iconSize} />,
      to: href('product-wish-list'),
      needsLogin: true,
    },
    ...(user
      ? [
          {
            key: 'notifications',
            label: t('header.notifications'),
            icon: <BellWithCount size={iconSize} count={bell.count} />,
            to: href('notifications'),
            needsLogin: true,
            ariaLabel: bell.label,
          } satisfies NavItem,
        ]
      : []),
    {
      key: 'cart',
      label: t('header.cart'),
      icon: <CartIcon size={iconSize} count={cart.count} />,
      to: href('order-cart'),
      needsLogin: true,
      ariaLabel: cart.label,
    },
  );
  return items;
}

/** What the login dialog says a members-only item wants a login for (the others show to members only). */
const LOGIN_REASONS: Partial<Record<NavItem['key'], LoginReason>> = {
  'my-order': 'orders',
  wishlist: 'wishlist',
  cart: 'cart',
};

/** A link, or for a logged-out visitor on a members-only item a button that opens the login dialog. */
export function NavItemLink({
  item,
  className,
  children,
}: {
  item: NavItem;
  className: string;
  children: ReactNode;
}) {
  const { user } = useAuth();
  if (item.needsLogin && !user) {
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => openDialog('login', { reason: LOGIN_REASONS[item.key] })}
      >
        {children}
      </button>
    );
  }
  return (
    <Link to={item.to} className={className}>
      {children}
    </Link>
  );
}

/**
 * An item's name as its link shows it. Where screen readers hear more than the word (the count on the cart and
 * the bell), the word is shown to the eye and the whole name read out, in the link's own text rather than an
 * aria-label: a label that leaves out what is shown (the badge's number before the word) is the mismatch axe
 * reports as label-content-name-mismatch.
 */
export function NavItemName({ item, className }: { item: NavItem; className?: string }) {
  if (!item.ariaLabel) return <span className={className}>{item.label}</span>;
  return (
    <>
      <span aria-hidden="true" className={className}>
        {item.label}
      </span>
      <span className="sr-only">{item.ariaLabel}</span>
    </>
  );
}

export type ProfileLink = { key: string; label: string; to: string };

/** The profile menu: my profile, the partner dashboard for agents, product review, and salon stylist review for SG users. */
export function useProfileLinks(): ProfileLink[] {
  const { t } = useTranslation();
  const { isSg, isAgent } = useAuth();
  const links: ProfileLink[] = [
    { key: 'profile', label: t('header.my_profile'), to: href('profile') },
    ...(isAgent
      ? [{ key: 'agent-dashboard', label: t('header.partner_dashboard'), to: href('agent-dashboard') }]
      : []),
    { key: 'product-review', label: t('header.product_review'), to: href('product-review') },
  ];
  if (isSg) {
    links.push({
      key: 'salon-review',
      label: t('header.salon_review'),
      to: href('salon-stylist-review-list'),
    });
  }
  return links;
}

/**
 * Every route of the spec's route table (section 2), by route name. Names follow the spec's list where it gives
 * one; the rest follow the same pattern. `href(name, params)` builds a link, so pages never hand-write paths.
 */
export const ROUTES = {
  home: '/',

  'article-list': '/article',
  'article-detail': '/article-detail/:articleId',

  'product-category': '/product/category/:category',
  'product-flash-deals': '/product/flash-deals',
  'product-hot-deals': '/product/hot-deals',
  'product-best-seller': '/product/best-seller/:topPickImageId',
  'product-detail': '/product/detail/:productId',
  'product-wish-list': '/product/wish-list',
  'product-agent-deals': '/product/agent-deals',
  'product-search': '/product/:searchName',

  'order-dashboard': '/order',
  'order-list': '/order/list/:id',
  'order-cart': '/order/cart',
  'order-check-out': '/order/check-out',
  'order-delivery': '/order/delivery/:id',
  'order-detail': '/order/detail/:poNumber',
  'order-refund': '/order/refund/:orderId/:productId',
  'order-return-pickup': '/order/return-pickup',
  'order-return-pickup-address': '/order/return-pickup-address',
  'order-address-book': '/order/address-book',
  'order-add-address': '/order/add-address',
  'order-edit-address': '/order/edit-address/:addressId',
  'order-payment-success': '/order/payment-success',
  'order-pay': '/order/pay/:poNumber',

  'appointment-make-appointment': '/appointment/new',
  'appointment-my-appointment': '/appointment/my-appointment',
  'appointment-detail': '/appointment/detail/:id',
  'appointment-edit-appointment': '/appointment/edit/:bookingId',
  'appointment-complete': '/appointment/complete',

  'agent-dashboard': '/agent',
  'member-transaction-history': '/agent/member-transaction-history/:memberId',
  'agent-convert-point': '/agent/convert-point',
  'agent-convert-point-complete': '/agent/convert-point/complete',
  'agent-transfer-to-bank': '/agent/transfer-to-bank',
  'agent-add-bank-account': '/agent/add-bank-account',
  'agent-one-time-transfer': '/agent/one-time-transfer',
  'agent-transfer-to-bank-complete': '/agent/transfer-to-bank/complete',

  'salon-listing': '/salon/list',
  'salon-review': '/salon/review/:salonId',

  'product-review': '/product-review',
  'product-review-write': '/product-review/write-review',

  'salon-stylist-review-list': '/salon-review',
  'salon-stylist-review-new': '/salon-review/review/:posTransactionId',
  'salon-stylist-review-write': '/salon-review/write-reviews/:posTransactionId',
  'salon-stylist-review-complete': '/salon-review/complete',

  'terms-of-service': '/terms-of-service',
  'agent-terms-of-service': '/agent-terms-of-service',
  'privacy-policy': '/privacy-policy',

  profile: '/profile',
  'profile-address-book': '/profile/address-book',
  'profile-devices': '/profile/devices',
  'profile-add-address': '/profile/add-address',
  'profile-edit-address': '/profile/edit-address/:addressId',

  notifications: '/notifications',

  wallet: '/wallet',
  'wallet-voucher-details': '/voucher-detail/:id',
  'wallet-point-transfer': '/point-transfer',
  'wallet-point-transfer-complete': '/point-transfer/complete',
} as const;

export type RouteName = keyof typeof ROUTES;

type ParamValue = string | number;

/** Builds the path of a named route; parameters are URL-encoded, query values left out when empty. */
export function href(
  name: RouteName,
  params: Record<string, ParamValue> = {},
  query?: Record<string, ParamValue | null | undefined>,
): string {
  const path = ROUTES[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The listing of a landing category, or of one of its subcategories. */
export function categoryHref(category: { link: string }, subcategory?: { link: string }): string {
  return href(
    'product-category',
    { category: category.link },
    subcategory && { subcategory: subcategory.link },
  );
}

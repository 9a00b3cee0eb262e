import type { AppointmentType, Language, OrderTab, ReviewSort, VoucherStatus } from '@beauty/shared';
import type { QueryClient } from '@tanstack/react-query';

/*
 * Every query key of the app, made here and nowhere else. Two kinds:
 * - shared answers, the same for everyone who asks in a language (or, for listings, for every viewer of one
 *   kind: visitor, member or partner), stay cached across logins;
 * - a session's answers, everything that belongs to or depends on the signed-in member (profile, cart,
 *   wishlist, addresses, orders, payments, and the landing and product pages, which carry their prices and
 *   wishes), live under one root, ['member', session token]. Logout and a forced logout remove that root
 *   whole (clearMemberData), and the next member's keys hold another token, so one member's data can never
 *   be read under another's key.
 */

const MEMBER_ROOT = 'member';

/** The keys of one session's member; `session` is the session token. */
export function memberKeys(session: string) {
  const root = [MEMBER_ROOT, session] as const;
  return {
    all: root,
    profile: () => [...root, 'profile'] as const,
    /** The cart, and under it the checkout's shipping answer: refreshing the cart refreshes both. */
    cart: () => [...root, 'cart'] as const,
    shipping: () => [...root, 'cart', 'shipping'] as const,
    wishlist: (language?: Language) =>
      language ? ([...root, 'wishlist', language] as const) : ([...root, 'wishlist'] as const),
    addresses: () => [...root, 'addresses'] as const,
    /** The member's signed-in devices (session/list). */
    sessions: () => [...root, 'sessions'] as const,
    /** Every order key: lists, details (refreshed together after any change of an order). */
    orders: () => [...root, 'orders'] as const,
    orderIndex: (language: Language, tab: OrderTab, page: number, perPage: number | null) =>
      [...root, 'orders', language, 'index', tab, page, perPage] as const,
    orderDetails: (language: Language, poNumber: string) =>
      [...root, 'orders', language, 'details', poNumber] as const,
    /** What placing the order answered, kept for the pay page. */
    placedOrder: (poNumber: string) => [...root, 'placed-order', poNumber] as const,
    paymentIntent: (poNumber: string) => [...root, 'payment-intent', poNumber] as const,
    /** Every wallet key: points and their history, share and rewards, vouchers (read again after a transfer). */
    wallet: () => [...root, 'wallet'] as const,
    /** The point summary with one page of history, by its filters (see api/wallet.ts PointFilters). */
    points: (language: Language, filters: { page: number; start_date?: string; end_date?: string }) =>
      [...root, 'wallet', 'points', language, filters] as const,
    shareAndRewards: (language: Language) => [...root, 'wallet', 'share-and-rewards', language] as const,
    /** Every voucher key: the lists by status and the details (refreshed together after a payment). */
    vouchers: () => [...root, 'wallet', 'vouchers'] as const,
    voucherList: (language: Language, status: VoucherStatus, perPage: number) =>
      [...root, 'wallet', 'vouchers', language, 'list', status, perPage] as const,
    voucherDetail: (language: Language, id: number) =>
      [...root, 'wallet', 'vouchers', language, 'detail', id] as const,
    /** Every appointment key: lists, details and free times (refreshed together after any booking change). */
    appointments: () => [...root, 'appointments'] as const,
    appointmentList: (language: Language, type: AppointmentType, page: number) =>
      [...root, 'appointments', language, 'list', type, page] as const,
    appointment: (language: Language, bookingId: number) =>
      [...root, 'appointments', language, 'detail', bookingId] as const,
    /** What can be chosen at a store (stylists, days, services, free times) for the form's choices so far. */
    slots: (
      language: Language,
      choice: { store_id: number; stylist_id?: number; date?: string; service_ids?: readonly number[] },
    ) => [...root, 'appointments', 'slots', language, choice] as const,
    /**
     * Every partner key: the application, the status, the team, the cash-back history, bank accounts (read
     * again after a conversion, a withdrawal or a decision on the application).
     */
    agent: () => [...root, 'agent'] as const,
    agentApplication: () => [...root, 'agent', 'application'] as const,
    agentStatus: () => [...root, 'agent', 'status'] as const,
    agentTeam: (page: number) => [...root, 'agent', 'team', page] as const,
    agentMember: (language: Language, memberId: number, page: number) =>
      [...root, 'agent', 'member', language, memberId, page] as const,
    /** The cash-back history (descriptions come in the language), by its filters (api/agent.ts). */
    agentHistory: (language: Language, filters: { page: number; month?: string; kind?: string }) =>
      [...root, 'agent', 'history', language, filters] as const,
    agentBanks: () => [...root, 'agent', 'banks'] as const,
    agentBankAccounts: () => [...root, 'agent', 'bank-accounts'] as const,
    /** Every notification key: the inbox's pages and the bell's count (read again after marking read). */
    notifications: () => [...root, 'notifications'] as const,
    notificationList: (language: Language, page: number) =>
      [...root, 'notifications', language, 'list', page] as const,
    unreadCount: () => [...root, 'notifications', 'unread'] as const,
    /** Whether this browser holds a push subscription (changes with the profile's switch). */
    pushSubscription: () => [...root, 'push-subscription'] as const,
    /** Every review key of the member: their lists and the lines and visits they review (refreshed on create). */
    reviews: () => [...root, 'reviews'] as const,
    myReviews: (language: Language, type: number, tab: number, page: number) =>
      [...root, 'reviews', language, 'mine', type, tab, page] as const,
    orderLineReview: (language: Language, orderLineId: number) =>
      [...root, 'reviews', language, 'order-line', orderLineId] as const,
    visitReview: (language: Language, posTransactionId: string) =>
      [...root, 'reviews', language, 'visit', posTransactionId] as const,
  };
}

/** What a public review list is of: a product, or a salon (target type 2) or stylist (3). */
export type ReviewSubject = { product_id: number } | { target_type: number; target_id: number };

/** The filters of a public review list (the page is the list's own: an infinite list pages itself). */
export type ReviewFilters = { sort: ReviewSort; with_photos: boolean; star: number | null; page?: number };

export type MemberKeys = ReturnType<typeof memberKeys>;

/**
 * Where the answers that depend on who asks live: the session's root for a member, 'visitor' otherwise
 * (a visitor's answers hold nobody's data).
 */
export function viewerScope(session: string | null) {
  return session ? memberKeys(session).all : (['visitor'] as const);
}

/** Who asks, as far as a listing's answer differs: partners get partner prices. */
export type ViewerKind = 'guest' | 'member' | 'agent';

export const queryKeys = {
  countries: () => ['countries'] as const,
  languages: () => ['languages'] as const,
  /** The shop's VAPID public key, or null while Web Push is off (the same for everyone). */
  webPushKey: () => ['webpush-key'] as const,
  /** The landing page (its deals carry partner prices for partners). */
  landing: (session: string | null, language: Language) =>
    [...viewerScope(session), 'landing', language] as const,
  /** Every copy of one product's page (prices, and whether the member wished for it, depend on who asks). */
  product: (session: string | null, productId: number) =>
    [...viewerScope(session), 'product-detail', productId] as const,
  productDetail: (session: string | null, productId: number, language: Language) =>
    [...viewerScope(session), 'product-detail', productId, language] as const,
  /** A product listing: ['listing', kind, identity, language, viewer, filters]; see api/listings.ts. */
  listing: <Identity, Filters>(
    kind: 'shop' | 'deals' | 'agent-deals' | 'search',
    identity: Identity,
    language: Language,
    viewer: ViewerKind,
    filters: Filters,
  ) => ['listing', kind, identity, language, viewer, filters] as const,
  articles: (language: Language, page: number) => ['articles', language, page] as const,
  article: (articleId: number, language: Language) => ['article', articleId, language] as const,
  stores: (language: Language) => ['stores', language] as const,
  store: (storeId: number, language: Language) => ['store', storeId, language] as const,
  /** Delivery slots of a day (shared: they say which slots are free, not who took them). */
  schedules: () => ['schedule'] as const,
  schedule: (date: string) => ['schedule', date] as const,
  cancelReasons: (language: Language) => ['cancel-reasons', language] as const,
  referralCode: (code: string) => ['referral-code', code] as const,
  stripeJs: (publishableKey: string) => ['stripe-js', publishableKey] as const,
  /** Every public review list (shared: reviewers' names are masked); all of them go stale after a review. */
  reviews: () => ['reviews'] as const,
  reviewList: (subject: ReviewSubject, language: Language, filters: ReviewFilters) =>
    ['reviews', subject, language, filters] as const,
};

/**
 * Drops everything of every member: the session ended (logout, a login elsewhere, a sign-up link). Running
 * fetches of those queries are cancelled with them, so a late answer cannot put anything back.
 */
export function clearMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [MEMBER_ROOT] });
}

/**
 * Whether the answer under `previous` may stay on screen while the one under `next` loads: when it holds
 * nobody's data (a visitor's) or the same session's, never one member's answer under another's (or a
 * visitor's) key.
 */
export function mayStandIn(previous: readonly unknown[], next: readonly unknown[]): boolean {
  if (previous[0] !== MEMBER_ROOT) return true;
  return next[0] === MEMBER_ROOT && next[1] === previous[1];
}

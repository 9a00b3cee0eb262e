import { CHUNK_LOAD_TIMEOUT_MS } from '@beauty/shared';
import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { Root } from '../app/Root';
import { RequireLogin } from '../auth/RequireLogin';
import { RouteError } from '../components/RouteError';
import { MainLayout } from '../layouts/MainLayout';
import { PlainLayout } from '../layouts/PlainLayout';
import { NotFoundPage } from './NotFoundPage';
import { ROUTES, type RouteName } from './paths';

/** A page's code must arrive within 120 s (spec section 9); after that the route shows its error page. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Page code did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/*
 * One chunk per area: every page of an area is picked from the same dynamic import of its feature's page entry
 * (features/<area>/pages.tsx), so the bundler emits one file per area and loads it the first time one of its
 * pages is shown.
 */
const areas = {
  home: () => import('../features/home/pages'),
  articles: () => import('../features/articles/pages'),
  catalogue: () => import('../features/catalogue/pages'),
  orders: () => import('../features/orders/pages'),
  booking: () => import('../features/booking/pages'),
  agent: () => import('../features/agent/pages'),
  stores: () => import('../features/stores/pages'),
  reviews: () => import('../features/reviews/pages'),
  legal: () => import('../features/legal/pages'),
  account: () => import('../features/account/pages'),
  wallet: () => import('../features/wallet/pages'),
  notifications: () => import('../features/notifications/pages'),
};

type Areas = typeof areas;
type AreaModule<A extends keyof Areas> = Awaited<ReturnType<Areas[A]>>;

export type RouteHandle = { name: RouteName | 'home-redirect' | 'not-found'; area?: keyof Areas };

/**
 * Wishlist, cart, wallet, order, profile, notifications, the member's product review pages and the agent area need login
 * (spec section 6; the agent terms stay public).
 */
export function needsLogin(name: RouteName): boolean {
  return (
    name === 'product-wish-list' ||
    name === 'agent-dashboard' ||
    name === 'member-transaction-history' ||
    (name.startsWith('agent-') && name !== 'agent-terms-of-service') ||
    name.startsWith('product-review') ||
    name === 'wallet' ||
    name.startsWith('wallet-') ||
    name.startsWith('order-') ||
    name === 'profile' ||
    name.startsWith('profile-') ||
    name === 'notifications'
  );
}

function page<A extends keyof Areas>(
  name: RouteName,
  area: A,
  pick: (module: AreaModule<A>) => ComponentType,
): RouteObject {
  const load = areas[area] as () => Promise<AreaModule<A>>;
  const Page = lazy(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((m) => ({ default: pick(m) })));
  const Component = needsLogin(name)
    ? () => (
        <RequireLogin>
          <Page />
        </RequireLogin>
      )
    : Page;
  return { path: ROUTES[name], Component, handle: { name, area } satisfies RouteHandle };
}

/** /home goes to /, keeping a query or hash (e.g. ?referralCode= or #signup). */
function HomeRedirect() {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: '/', search, hash }} />;
}

const mainLayoutPages: RouteObject[] = [
  page('home', 'home', (m) => m.HomePage),

  page('article-list', 'articles', (m) => m.ArticleList),
  page('article-detail', 'articles', (m) => m.ArticleDetail),

  page('product-category', 'catalogue', (m) => m.ProductCategory),
  page('product-flash-deals', 'catalogue', (m) => m.FlashDeals),
  page('product-hot-deals', 'catalogue', (m) => m.HotDeals),
  page('product-best-seller', 'catalogue', (m) => m.BestSeller),
  page('product-detail', 'catalogue', (m) => m.ProductDetail),
  page('product-wish-list', 'catalogue', (m) => m.WishList),
  page('product-agent-deals', 'catalogue', (m) => m.AgentDeals),
  page('product-search', 'catalogue', (m) => m.ProductSearch),

  page('order-dashboard', 'orders', (m) => m.OrderDashboard),
  page('order-list', 'orders', (m) => m.OrderList),
  page('order-cart', 'orders', (m) => m.OrderCart),
  page('order-check-out', 'orders', (m) => m.OrderCheckOut),
  page('order-delivery', 'orders', (m) => m.OrderDelivery),
  page('order-detail', 'orders', (m) => m.OrderDetail),
  page('order-refund', 'orders', (m) => m.OrderRefund),
  page('order-return-pickup', 'orders', (m) => m.OrderReturnPickup),
  page('order-return-pickup-address', 'orders', (m) => m.OrderReturnPickupAddress),
  page('order-address-book', 'orders', (m) => m.OrderAddressBook),
  page('order-add-address', 'orders', (m) => m.OrderAddAddress),
  page('order-edit-address', 'orders', (m) => m.OrderEditAddress),
  page('order-payment-success', 'orders', (m) => m.OrderPaymentSuccess),
  page('order-pay', 'orders', (m) => m.OrderPay),

  page('appointment-make-appointment', 'booking', (m) => m.BookingNew),
  page('appointment-my-appointment', 'booking', (m) => m.BookingMine),
  page('appointment-detail', 'booking', (m) => m.BookingDetail),
  page('appointment-edit-appointment', 'booking', (m) => m.BookingEdit),

  page('agent-dashboard', 'agent', (m) => m.AgentDashboard),
  page('member-transaction-history', 'agent', (m) => m.MemberTransactionHistory),
  page('agent-convert-point', 'agent', (m) => m.AgentConvertPoint),
  page('agent-convert-point-complete', 'agent', (m) => m.AgentConvertPointComplete),
  page('agent-transfer-to-bank', 'agent', (m) => m.AgentTransferToBank),
  page('agent-add-bank-account', 'agent', (m) => m.AgentAddBankAccount),
  page('agent-one-time-transfer', 'agent', (m) => m.AgentOneTimeTransfer),
  page('agent-transfer-to-bank-complete', 'agent', (m) => m.AgentTransferToBankComplete),

  page('salon-listing', 'stores', (m) => m.StoreListing),
  page('salon-review', 'stores', (m) => m.StoreReview),

  page('product-review', 'reviews', (m) => m.ProductReviewList),
  page('product-review-write', 'reviews', (m) => m.ProductReviewWrite),

  page('salon-stylist-review-list', 'reviews', (m) => m.StylistReviewList),
  page('salon-stylist-review-new', 'reviews', (m) => m.StylistReviewNew),
  page('salon-stylist-review-write', 'reviews', (m) => m.StylistReviewWrite),
  page('salon-stylist-review-complete', 'reviews', (m) => m.StylistReviewComplete),

  page('profile', 'account', (m) => m.Profile),
  page('profile-address-book', 'account', (m) => m.ProfileAddressBook),
  page('profile-devices', 'account', (m) => m.ProfileDevices),
  page('profile-add-address', 'account', (m) => m.ProfileAddAddress),
  page('profile-edit-address', 'account', (m) => m.ProfileEditAddress),

  page('notifications', 'notifications', (m) => m.NotificationInbox),

  page('wallet', 'wallet', (m) => m.Wallet),
  page('wallet-voucher-details', 'wallet', (m) => m.VoucherDetail),
  page('wallet-point-transfer', 'wallet', (m) => m.PointTransfer),
  page('wallet-point-transfer-complete', 'wallet', (m) => m.PointTransferComplete),
];

const plainLayoutPages: RouteObject[] = [
  page('terms-of-service', 'legal', (m) => m.TermsOfService),
  page('agent-terms-of-service', 'legal', (m) => m.AgentTermsOfService),
  page('privacy-policy', 'legal', (m) => m.PrivacyPolicy),
  { path: '*', Component: NotFoundPage, handle: { name: 'not-found' } satisfies RouteHandle },
];

/** The whole route tree: every path of the spec's route table, by layout. */
export const routes: RouteObject[] = [
  {
    Component: Root,
    ErrorBoundary: RouteError,
    children: [
      // Pathless routes with an error boundary inside each layout keep the header and footer on a page error.
      { Component: MainLayout, children: [{ ErrorBoundary: RouteError, children: mainLayoutPages }] },
      { Component: PlainLayout, children: [{ ErrorBoundary: RouteError, children: plainLayoutPages }] },
      {
        ErrorBoundary: RouteError,
        children: [page('appointment-complete', 'booking', (m) => m.BookingComplete)],
      },
      { path: '/home', Component: HomeRedirect, handle: { name: 'home-redirect' } satisfies RouteHandle },
    ],
  },
];

/** Every registered path, for tests and tools. */
export function registeredPaths(tree: RouteObject[] = routes): string[] {
  return tree.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...registeredPaths(route.children ?? []),
  ]);
}

import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmPassword } from './account';
import { accountCommonRoutes } from './account/common-routes';
import { accountRoutes } from './account/routes';
import { sessionRoutes } from './account/session-routes';
import { agentAdminRoutes } from './agent/admin-routes';
import { agentBankRoutes } from './agent/bank-routes';
import { agentRoutes } from './agent/routes';
import type { AppDeps } from './app';
import { articleRoutes } from './article/routes';
import { auditRoutes } from './audit/routes';
import { bookingAdminRoutes } from './booking/admin-routes';
import { bookingReadRoutes } from './booking/read-routes';
import { bookingRoutes } from './booking/routes';
import { cartRoutes } from './cart/routes';
import { productDetailRoutes } from './catalogue/product-detail-routes';
import { catalogueRoutes } from './catalogue/routes';
import { checkoutRoutes } from './checkout/routes';
import { bankDataKeyOf, DEMO_OPS_TOKEN } from './config';
import type { Database } from './db/client';
import { fieldCipher } from './db/sealed';
import { devRoutes } from './dev/routes';
import type { FileStorage } from './files';
import { uploadRoutes } from './files/upload-routes';
import { healthRoutes } from './health/routes';
import { adminDomain, adminRoutes, firstOf, operatorToken } from './http/admin';
import type { PushSetup } from './notification';
import { inboxRoutes } from './notification/inbox-routes';
import { webPushRoutes } from './notification/webpush-routes';
import { orderAdminRoutes } from './order/admin-routes';
import { orderRoutes } from './order/routes';
import type { PaymentProvider } from './payment';
import { paymentRoutes } from './payment/routes';
import { referenceRoutes } from './reference/routes';
import { reviewAdminRoutes } from './review/admin-routes';
import { reviewRoutes } from './review/routes';
import type { SmsProvider } from './sms/provider';
import { apiKeyAuthenticator } from './staff';
import { staffRoutes } from './staff/routes';
import { storeRoutes } from './stores/routes';
import { walletAdminRoutes } from './wallet/admin-routes';
import { walletRoutes } from './wallet/routes';
import { voucherRoutes } from './wallet/voucher-routes';
import { wishlistRoutes } from './wishlist/routes';

/** What the domains' routes are built from: the app's settings and the providers it chose. */
export type RouteDeps = {
  config: AppDeps['config'];
  database: Database;
  payment: PaymentProvider;
  sms: SmsProvider;
  storage: FileStorage;
  push: PushSetup;
};

/** One row of the routing table: a domain's routes under the URL prefix clients know them by. */
type Route = (api: FastifyInstance) => Promise<unknown>;

function route<Options extends object>(
  prefix: string,
  routes: FastifyPluginAsyncZod<Options>,
  options: Options,
): Route {
  return async (api) => api.register(routes, prefix ? { prefix, ...options } : options);
}

/**
 * The URL prefixes clients use (spec section 7) and the domain that answers under each. The prefixes are a
 * contract kept from the legacy API, not a layout: /common holds reference lists, salons, account calls and
 * uploads, /page the catalogue and articles, so folders follow domains and this table maps them to URLs.
 * Relative to /api.
 */
export function routingTable({ config, database, payment, sms, storage, push }: RouteDeps): Route[] {
  const { db } = database;
  const otp = { db, sms, secret: config.secretKey };
  const buying = { orderCompletedDay: config.buying.pointsSettleDays };
  const bankKey = bankDataKeyOf(config.bankDataKey);
  return [
    route('', healthRoutes, { database }),

    route('/common', referenceRoutes, { db }),
    route('/common', storeRoutes, { db }),
    route('/common', accountCommonRoutes, otp),
    route('/common', uploadRoutes, { storage }),

    route('/account', accountRoutes, { ...otp, sessions: config.sessions }),
    route('/session', sessionRoutes, { db, sessions: config.sessions }),
    route('/account', voucherRoutes, { db }),
    route('/account', walletRoutes, { db, confirmPassword }),
    ...(config.demo ? [route('/dev', devRoutes, { db })] : []),

    route('/notification', webPushRoutes, {
      db,
      publicKey: push.publicKey,
      httpEndpoints: config.env !== 'production',
    }),

    route('/page', catalogueRoutes, { database }),
    route('/page', productDetailRoutes, { db }),
    route('/page', articleRoutes, { db }),

    route('/wishlist', wishlistRoutes, { db }),
    route('/booking', bookingReadRoutes, { db }),
    route('/booking', bookingRoutes, { db, sms }),
    route('/review', reviewRoutes, { db }),
    route('/agent', agentRoutes, { db }),
    // The cart answers /order/addcart and /purchase/*, checkout the rest of /purchase/*: their routes spell
    // the prefixes themselves.
    route('', cartRoutes, { db, ...buying }),
    route('', checkoutRoutes, { db, ...buying, paymentMinutes: config.buying.paymentMinutes }),
    route('/payment', paymentRoutes, {
      db,
      provider: payment,
      pointsSettleDays: config.buying.pointsSettleDays,
    }),
    route('/order', orderRoutes, { db, payments: payment }),
    route('/notification', inboxRoutes, { db }),
    route('/agent', agentBankRoutes, { db, bankKey }),
    // The back office (staff sign-in; its screens' calls come under it), behind the staff session cookie.
    route('/admin', staffRoutes, { db, cipher: fieldCipher(bankKey) }),
    route('/admin', auditRoutes, { db }),
    // The operator API: every domain's operator routes under one prefix, behind one guard that reads the
    // permission each route declares (http/admin.ts). Their order is the command list's.
    // A staff API key (bk_…, by its role) is accepted beside OPS_TOKEN, and without one: the door is always open
    // to keys.
    route('/ops', adminRoutes, {
      authenticate: config.opsToken
        ? firstOf(operatorToken(config.opsToken), apiKeyAuthenticator(db))
        : apiKeyAuthenticator(db),
      localOnly: config.opsToken === DEMO_OPS_TOKEN,
      domains: [
        adminDomain(orderAdminRoutes, {
          db,
          payments: payment,
          pointsSettleDays: config.buying.pointsSettleDays,
        }),
        adminDomain(walletAdminRoutes, { db }),
        adminDomain(bookingAdminRoutes, { db, sms }),
        adminDomain(reviewAdminRoutes, { db }),
        adminDomain(agentAdminRoutes, { db, bankKey }),
      ],
    }),
  ];
}

/** Registers every row of the routing table, in order. */
export async function registerRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  for (const register of routingTable(deps)) await register(api);
}

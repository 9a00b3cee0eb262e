import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** Every documented operation as `METHOD path`. */
async function operations(app: TestApp['app']): Promise<string[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  return Object.entries(doc.paths as Record<string, object>).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the routing table', () => {
  it('answers the URLs clients know, whichever domain folder holds them', async () => {
    // The legacy API's URLs are a contract (spec section 7): moving code between folders must not move these.
    const legacy = [
      'GET /api/account/address',
      'PUT /api/account/changepassword',
      'POST /api/account/checkcurrentpassword',
      'DELETE /api/account/deleteaddress/{id}',
      'PUT /api/account/editaddress/{id}',
      'PUT /api/account/editprofile',
      'POST /api/account/enable_push_notification',
      'GET /api/account/getaddressdetails/{id}',
      'POST /api/account/login',
      'POST /api/account/logout',
      'POST /api/account/newaddress',
      'GET /api/account/profile',
      // The wallet's points, transfer and share calls (wallet/routes.ts).
      'GET /api/account/point',
      'GET /api/account/memberlist',
      'POST /api/account/transferpoint',
      'GET /api/account/shareandrewards',
      'POST /api/ops/members/{id}/points',
      'GET /api/ops/transfers',
      'POST /api/account/register',
      'POST /api/account/register-referral',
      'POST /api/account/register_devicetoken',
      'GET /api/account/voucher',
      'GET /api/account/voucher/{id}',
      'GET /api/account/voucherdetails',
      // Free times and the member's appointments (booking/read-routes.ts).
      'GET /api/booking/checkslot',
      'POST /api/booking/checkslot',
      'GET /api/booking/getappointment',
      'GET /api/booking/myappointment',
      // The member's appointment changes (booking/routes.ts).
      'POST /api/booking/bookappointment',
      'PUT /api/booking/cancelappointment',
      'PUT /api/booking/editappointment',
      'GET /api/common/country_list',
      'GET /api/common/language_list',
      'POST /api/common/requestSMSOTP',
      'PUT /api/common/resetpassword',
      'POST /api/common/storedetails',
      'GET /api/common/storelist',
      'POST /api/common/upload',
      'POST /api/common/validate_referral_code',
      'POST /api/common/verify_otp',
      'POST /api/common/verify_unique_email',
      // The member's signed-in devices (account/session-routes.ts).
      'GET /api/session/list',
      'POST /api/session/revoke',
      'POST /api/session/revoke-others',
      'GET /api/dev/sms-outbox',
      'GET /api/dev/push-outbox',
      // The browser's Web Push subscription (notification/webpush-routes.ts).
      'GET /api/notification/webpush_key',
      'POST /api/notification/webpush_subscribe',
      'POST /api/notification/webpush_unsubscribe',
      'GET /api/health',
      'GET /api/ops/commands',
      'GET /api/ops/orders',
      'POST /api/ops/orders/{po}/approve-return',
      'POST /api/ops/orders/{po}/cancel',
      'POST /api/ops/orders/{po}/complete',
      'POST /api/ops/orders/{po}/deliver',
      'POST /api/ops/orders/{po}/fail-delivery',
      'POST /api/ops/orders/{po}/refund',
      'POST /api/ops/orders/{po}/reject-return',
      'POST /api/ops/orders/{po}/ship',
      'POST /api/ops/vouchers',
      'POST /api/ops/vouchers/{id}/void',
      // The salons' day, appointment moves and stylists' schedules (booking/admin-routes.ts).
      'GET /api/ops/stores/{id}/day',
      'POST /api/ops/bookings/{id}/complete',
      'POST /api/ops/bookings/{id}/no-show',
      'POST /api/ops/bookings/{id}/cancel',
      'POST /api/ops/bookings/walk-in',
      'POST /api/ops/stylists/{id}/hours',
      'POST /api/ops/stylists/{id}/leave',
      // Review moderation (review/admin-routes.ts).
      'GET /api/ops/reviews',
      'POST /api/ops/reviews/{kind}/{id}/hide',
      'POST /api/ops/reviews/{kind}/{id}/restore',
      'POST /api/ops/reviews/{kind}/{id}/reply',
      // The partner programme (agent/routes.ts, agent/admin-routes.ts).
      'POST /api/agent/application',
      'GET /api/agent/getapplication',
      'PUT /api/agent/tnc',
      'GET /api/agent/status',
      'GET /api/agent/myteam',
      'GET /api/agent/membertransaction',
      'GET /api/agent/transaction',
      'POST /api/agent/convert_point',
      'GET /api/ops/agent-applications',
      'POST /api/ops/agent-applications/{id}/approve',
      'POST /api/ops/agent-applications/{id}/reject',
      'GET /api/ops/agents',
      'POST /api/ops/agents/rank',
      // Partner bank accounts and withdrawals (agent/bank-routes.ts, agent/admin-routes.ts).
      'GET /api/agent/bank_list',
      'GET /api/agent/withdrawalsbank',
      'POST /api/agent/withdrawalsbank',
      'DELETE /api/agent/withdrawalsbank',
      'POST /api/agent/cash_out',
      'GET /api/ops/withdrawals',
      'POST /api/ops/withdrawals/process',
      'GET /api/ops/withdrawals/payment-file',
      'POST /api/ops/withdrawals/{id}/pay',
      'POST /api/ops/withdrawals/{id}/reject',
      // The back office's staff sign-in and second factor (staff/routes.ts).
      'POST /api/admin/auth/login',
      'POST /api/admin/auth/logout',
      'GET /api/admin/audit',
      'GET /api/admin/auth/me',
      'POST /api/admin/auth/totp/enrol',
      'POST /api/admin/auth/totp/confirm',
      'POST /api/admin/settings/second-factor',
      // The owner's staff page and API keys (staff/manage.ts, staff/api-keys.ts).
      'GET /api/admin/staff',
      'POST /api/admin/staff',
      'POST /api/admin/staff/{id}/role',
      'POST /api/admin/staff/{id}/deactivate',
      'POST /api/admin/staff/{id}/reactivate',
      'POST /api/admin/staff/{id}/second-factor/reset',
      'POST /api/admin/staff/{id}/sessions/end',
      'GET /api/admin/api-keys',
      'POST /api/admin/api-keys',
      'POST /api/admin/api-keys/{id}/revoke',
      'POST /api/order/addcart',
      'POST /api/order/buyagain',
      'PUT /api/order/cancel',
      'GET /api/order/cancel_reason',
      'GET /api/order/details',
      'GET /api/order/index',
      'GET /api/order/multiple_details',
      'PUT /api/order/reschedule',
      'POST /api/order/return_refund',
      'GET /api/page/agentdeals',
      'GET /api/page/articledetails',
      'GET /api/page/articlelist',
      'GET /api/page/getdealslist',
      'GET /api/page/landing',
      'GET /api/page/productdetails',
      'GET /api/page/search',
      'GET /api/page/shop',
      'GET /api/payment/makePayment',
      'POST /api/payment/sandbox/confirm',
      'POST /api/payment/stripe/paymentIntent',
      'PUT /api/payment/stripe/paymentIntent',
      'PUT /api/purchase/changevolumevariation',
      'DELETE /api/purchase/deleteitems',
      'PUT /api/purchase/editbillingaddress',
      'POST /api/purchase/editcart',
      'PUT /api/purchase/editdeliveryaddress',
      'POST /api/purchase/placeorder',
      'POST /api/purchase/pointredeem',
      'GET /api/purchase/schedule',
      'GET /api/purchase/shipping',
      // Product, salon and stylist reviews (review/routes.ts).
      'GET /api/review/myreviews',
      'GET /api/review/orderline',
      'GET /api/review/visit',
      'POST /api/review/create',
      'GET /api/review/reviews',
      'POST /api/wishlist/create',
      'DELETE /api/wishlist/delete',
      'GET /api/wishlist/index',
      // The member's notification inbox (notification/inbox-routes.ts).
      'GET /api/notification/list',
      'GET /api/notification/unread_count',
      'POST /api/notification/read/{id}',
      'POST /api/notification/read_all',
    ];
    expect((await operations(t.app)).sort()).toEqual(legacy.sort());
  });

  it('leaves out the demo calls outside the demo', async () => {
    const shop = await createTestApp({ database: t.database, demo: false });
    try {
      const urls = await operations(shop.app);
      expect(urls).not.toContain('GET /api/dev/sms-outbox');
      expect(urls).not.toContain('GET /api/dev/push-outbox');
      expect(urls).toContain('GET /api/common/country_list');
      expect((await shop.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?mobile=1' })).statusCode).toBe(
        404,
      );
    } finally {
      await shop.close();
    }
  });
});

describe('GET /api/health', () => {
  it('reports the database it answered from', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: t.database.kind });
  });
});

describe('the API as a whole', () => {
  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/thing',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 404,
      error_message: 'The page you requested does not exist',
      message_key: 'page_not_found',
    });
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/page/landing',
        '/api/common/country_list',
        '/api/common/language_list',
        '/api/health',
      ]),
    );
    const landing = doc.paths['/api/page/landing'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(landing)).toContain('flash_deals');
  });

  it('serves the docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});

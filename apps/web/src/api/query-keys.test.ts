import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '../features/account';
import { agentKeys } from '../features/agent';
import { bookingKeys } from '../features/booking';
import { catalogueKeys, catalogueQueryKeys } from '../features/catalogue';
import { notificationKeys } from '../features/notifications';
import { orderKeys, orderQueryKeys } from '../features/orders';
import { walletKeys } from '../features/wallet';
import { clearMemberData, mayStandIn, memberKeys, queryKeys } from './query-keys';

describe('member keys', () => {
  it('put every query of a member under the root of their session', () => {
    const keys = {
      ...memberKeys('token-a'),
      ...orderKeys('token-a'),
      ...walletKeys('token-a'),
      ...catalogueKeys('token-a'),
      ...accountKeys('token-a'),
    };
    const all = [
      keys.profile(),
      keys.cart(),
      keys.shipping(),
      keys.wishlist('en'),
      keys.addresses(),
      keys.orderIndex('en', 'to_pay', 1, null),
      keys.orderDetails('en', 'PO100001'),
      keys.placedOrder('PO100001'),
      keys.paymentIntent('PO100001'),
      keys.points('en', { page: 1 }),
      keys.shareAndRewards('en'),
      queryKeys.landing('token-a', 'en'),
      catalogueQueryKeys.productDetail('token-a', 7, 'en'),
    ];
    for (const key of all) expect(key.slice(0, 2)).toEqual(['member', 'token-a']);
  });

  it('are all gone after the session ends, while shared answers stay', () => {
    const client = new QueryClient();
    const first = { ...orderKeys('token-a'), ...accountKeys('token-a') };
    client.setQueryData(first.addresses(), [{ address: '12 Kelp Lane' }]);
    client.setQueryData(first.paymentIntent('PO100001'), { amount: 1250 });
    client.setQueryData(first.placedOrder('PO100001'), { total: 1250 });
    client.setQueryData(queryKeys.landing('token-a', 'en'), { banner: [] });
    client.setQueryData(queryKeys.landing(null, 'en'), { banner: [] });
    client.setQueryData(queryKeys.countries(), []);
    client.setQueryData(orderQueryKeys.schedule('2026-01-02'), { slots: [] });

    clearMemberData(client);

    const left = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(left).toEqual([
      queryKeys.landing(null, 'en'),
      queryKeys.countries(),
      orderQueryKeys.schedule('2026-01-02'),
    ]);
  });

  it("never find one member's answer under another member's key", () => {
    const client = new QueryClient();
    client.setQueryData(accountKeys('token-a').addresses(), [{ address: '12 Kelp Lane' }]);
    expect(client.getQueryData(accountKeys('token-b').addresses())).toBeUndefined();
  });
});

describe("one feature's keys in another", () => {
  it("are the owning feature's own values, so invalidating them reaches its queries", () => {
    expect(orderKeys('token-a').vouchers()).toEqual(walletKeys('token-a').vouchers());
    expect(agentKeys('token-a').wallet()).toEqual(walletKeys('token-a').wallet());
    expect(accountKeys('token-a').pushSubscription()).toEqual(notificationKeys('token-a').pushSubscription());
    expect(bookingKeys('token-a').bookings()).toEqual(['member', 'token-a', 'appointments']);
  });
});

describe('mayStandIn', () => {
  const visitor = queryKeys.landing(null, 'en');
  const memberA = queryKeys.landing('token-a', 'en');
  const memberAInChinese = queryKeys.landing('token-a', 'zh');
  const memberB = queryKeys.landing('token-b', 'en');

  it("lets a visitor's or the same session's answer show while the next loads", () => {
    expect(mayStandIn(visitor, memberA)).toBe(true);
    expect(mayStandIn(memberA, memberAInChinese)).toBe(true);
  });

  it("keeps an ended session's answer off the next viewer's page", () => {
    expect(mayStandIn(memberA, visitor)).toBe(false);
    expect(mayStandIn(memberA, memberB)).toBe(false);
  });
});

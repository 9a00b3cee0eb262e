import { describe, expect, it } from 'vitest';
import { href, ROUTES, type RouteName } from './paths';
import { type RouteHandle, registeredPaths, routes } from './routes';

function handles(tree = routes): RouteHandle[] {
  return tree.flatMap((route) => [
    ...(route.handle ? [route.handle as RouteHandle] : []),
    ...handles(route.children ?? []),
  ]);
}

describe('route table', () => {
  it('registers every path of the spec route table, plus /home and the catch-all', () => {
    const paths = registeredPaths();
    for (const path of Object.values(ROUTES)) expect(paths).toContain(path);
    expect(paths).toContain('/home');
    expect(paths).toContain('*');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names each route after its entry in ROUTES', () => {
    const byName = new Map(handles().map((h) => [h.name, h]));
    for (const name of Object.keys(ROUTES) as RouteName[]) expect(byName.has(name), name).toBe(true);
  });

  it('puts every page in one of the twelve areas, one per feature folder', () => {
    const areas = new Set(handles().flatMap((h) => (h.area ? [h.area] : [])));
    expect([...areas].sort()).toEqual(
      [
        'account',
        'agent',
        'articles',
        'booking',
        'catalogue',
        'home',
        'legal',
        'notifications',
        'orders',
        'reviews',
        'stores',
        'wallet',
      ].sort(),
    );
  });

  it('builds paths with encoded parameters and an optional query', () => {
    expect(href('product-detail', { productId: 12 })).toBe('/product/detail/12');
    expect(href('product-search', { searchName: 'rose serum/50ml' })).toBe('/product/rose%20serum%2F50ml');
    expect(href('product-category', { category: 'hair-care' }, { subcategory: 'shampoo', brand: '' })).toBe(
      '/product/category/hair-care?subcategory=shampoo',
    );
    expect(href('order-refund', { orderId: 3, productId: 9 })).toBe('/order/refund/3/9');
    expect(() => href('order-detail')).toThrow(/poNumber/);
  });
});

describe('members-only routes', () => {
  it('needs login for wishlist, cart, wallet, orders, profile, notifications and the product review pages', async () => {
    const { needsLogin } = await import('./routes');
    for (const name of [
      'product-wish-list',
      'order-cart',
      'wallet',
      'order-dashboard',
      'profile',
      'product-review',
      'product-review-write',
      'agent-dashboard',
      'member-transaction-history',
      'agent-transfer-to-bank',
      'notifications',
    ] as const)
      expect(needsLogin(name), name).toBe(true);
    for (const name of ['home', 'product-detail', 'salon-listing', 'agent-terms-of-service'] as const)
      expect(needsLogin(name), name).toBe(false);
  });
});

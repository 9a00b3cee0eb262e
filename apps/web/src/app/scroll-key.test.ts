import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key';

describe('scrollKey', () => {
  it('keeps a position per history entry for pages reached inside the app', () => {
    expect(scrollKey({ key: 'k2x9', pathname: '/order/list/1', search: '' })).toBe('k2x9');
  });

  it('tells pages opened by loading the site apart by their address', () => {
    const checkout = scrollKey({ key: 'default', pathname: '/order/check-out', search: '' });
    const orders = scrollKey({ key: 'default', pathname: '/order/list/1', search: '' });
    expect(orders).not.toBe(checkout);
    expect(scrollKey({ key: 'default', pathname: '/product/category/hair-care', search: '?page=2' })).toBe(
      '/product/category/hair-care?page=2',
    );
  });
});

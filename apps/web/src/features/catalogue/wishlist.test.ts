import { type ProductCard, STOCK_STATUS, type WishlistItem } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { pruneSelection, splitWishlist, unavailableReason } from './wishlist';

const card = (overrides: Partial<ProductCard> = {}): ProductCard => ({
  id: 1,
  image: '/files/p.svg',
  brand_name: 'Brand',
  product_name: 'Serum',
  currency: 'SGD',
  unit_price: 1000,
  discounted_price: null,
  discount_percentage: 0,
  agent_price: null,
  points_to_redeem: 0,
  rate_percent: 80,
  review_count: 3,
  stock_status: STOCK_STATUS.IN_STOCK,
  partner_only: false,
  volume_variation: 0,
  volume_variations: [],
  ...overrides,
});

const item = (wishId: number, isExist: boolean, product = card()): WishlistItem => ({
  id: product.id,
  wish_id: wishId,
  is_exist: isExist,
  product,
  added_at: '2025-01-01 10:00:00',
});

describe('wishlist sections', () => {
  it('splits available and unavailable items, keeping their order', () => {
    const items = [item(3, true), item(2, false), item(1, true)];
    const { available, unavailable } = splitWishlist(items);
    expect(available.map((i) => i.wish_id)).toEqual([3, 1]);
    expect(unavailable.map((i) => i.wish_id)).toEqual([2]);
  });

  it('says why an item is unavailable', () => {
    expect(unavailableReason(item(1, false, card({ stock_status: STOCK_STATUS.OUT_OF_STOCK })), false)).toBe(
      'sold-out',
    );
    expect(unavailableReason(item(1, false, card({ partner_only: true })), false)).toBe('partner-only');
    expect(unavailableReason(item(1, false, card({ partner_only: true })), true)).toBe('removed');
    expect(unavailableReason(item(1, false), false)).toBe('removed');
  });

  it('forgets selected entries that left the list', () => {
    expect([...pruneSelection(new Set([1, 2, 5]), [item(2, true), item(5, false)])]).toEqual([2, 5]);
  });
});

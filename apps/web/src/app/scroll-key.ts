import type { Location } from 'react-router';

/**
 * Where a page's scroll position is kept. Every page opened by loading the site (a typed address, a link from
 * elsewhere) has the history key "default", so by that key alone the orders page opened after the checkout
 * came back scrolled to where the checkout was left; such pages are told apart by their address instead.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

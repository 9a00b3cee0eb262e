/*
 * What other domains use of the cart. Checkout reads and locks the cart it turns into an order (its lines, the
 * cart and points locks; the checkout's own choices are checkout/queries.ts); buy again (order) adds its lines
 * through addLines, with add-to-cart's rules.
 */
export { buildCart, toCartItem, toCheckoutLine } from './lines';
export { addLines, cartLines, lockCart, lockCartAndPoints } from './service';

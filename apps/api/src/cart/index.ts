/*
 * What other domains use of the cart. Checkout reads and locks the cart it turns into an order (the lines,
 * the checkout choices, the cart and points locks); buy again (order) adds its lines through addLines, with
 * add-to-cart's rules.
 */
export { buildCart, toCartItem, toCheckoutLine } from './lines';
export {
  type CheckoutRow,
  lockCart,
  lockCartAndPoints,
  saveCheckout,
  selectCartLines,
  selectCheckout,
} from './queries';
export { addLines } from './service';

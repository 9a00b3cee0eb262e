export { useAddToCart, useCartCount } from './cart-api';
export { type OrderKeys, orderKeys, orderQueryKeys } from './keys';

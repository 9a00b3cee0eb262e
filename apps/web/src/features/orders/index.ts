export { useAddToCart, useCartCount } from './cart-api';

/*
 * What other domains and the app use of the catalogue: the product card (wishlist, cart), the purchase rules
 * (cart, wishlist) and the sold-count job (app).
 */
export {
  type PackedVariation,
  type ProductCardRow,
  productCardColumns,
  toProductCard,
  unpackVariation,
} from './product-cards';
export { assertPurchasable, canPurchase, purchaseRefusal } from './purchase-rules';
export { soldCountsJob } from './sold-counts';

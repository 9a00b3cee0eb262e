/*
 * What other domains and the app use of the catalogue: the product card (wishlist, cart), the purchase rules
 * (cart, wishlist), a product's rating (review, the one caller), an order's stock given back (order's cancel
 * and expire effects) and the sold-count job (app).
 */
export {
  type PackedVariation,
  type ProductCardRow,
  productCardSql,
  toProductCard,
  unpackVariation,
} from './product-cards';
export { assertPurchasable, canPurchase, purchaseRefusal } from './purchase-rules';
export { type ProductRating, setProductRating } from './ratings';
export { soldCountsJob } from './sold-counts';
export { giveOrderStockBack } from './stock';

/** Catalogue area: one chunk with every /product page (categories, deals, search, detail, wishlist). */
export { AgentDeals } from './AgentDealsPage';
export { ProductCategory } from './CategoryPage';
export { BestSeller, FlashDeals, HotDeals } from './DealsPages';
export { ProductDetail } from './ProductDetail';
export { ProductSearch } from './SearchPage';
export { WishList } from './WishList';

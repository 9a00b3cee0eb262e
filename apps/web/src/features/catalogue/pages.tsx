/** Products area: one chunk with every /product page. */
export { AgentDeals } from './AgentDealsPage';
export { ProductCategory } from './CategoryPage';
export { BestSeller, FlashDeals, HotDeals } from './DealsPages';
export { ProductDetail } from './ProductDetail';
export { ProductSearch } from './SearchPage';
export { WishList } from './WishList';

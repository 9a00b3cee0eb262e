/** Articles area (magazine): the list and one article. */
export { ArticleDetail } from './ArticleDetail';
export { ArticleList } from './ArticleList';

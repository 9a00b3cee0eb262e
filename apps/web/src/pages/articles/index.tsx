import { ComingSoon } from '../../components/ComingSoon';

/** Articles area (magazine). Built by a later issue. */
export function ArticleList() {
  return <ComingSoon name="article-list" />;
}

export function ArticleDetail() {
  return <ComingSoon name="article-detail" />;
}

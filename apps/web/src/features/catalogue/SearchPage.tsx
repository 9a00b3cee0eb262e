import { MAX_QUERY_LENGTH, SEARCH_SORTS, type SearchSort } from '@beauty/shared';
import { buttonClass, errorText, isApiError } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useLanding } from '../../api/queries';
import { parsePage, parseSort } from '../../components/listing/listing-url';
import { SearchBar } from '../../layouts/header/SearchBar';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { categoryHref } from '../../routes/paths';
import { useSearchPage } from './listings-api';
import { ProductListing } from './ProductListing';
import { SortSelect } from './SortSelect';

const DEFAULT_SEARCH_SORT: SearchSort = 'relevance';
const TITLE_TERM_LENGTH = 60;

/**
 * /product/{searchName}?sort=&page=: the products matching the words (ranked by relevance unless another sort
 * is chosen). No match shows the spec's "No search result" with the categories to browse; words the API
 * refuses (too long) show its message. The header's search bar submits here. Data: GET /api/page/search.
 */
export function ProductSearch() {
  const { searchName = '' } = useParams();
  const term = searchName.trim();
  // Only spaces (/product/%20): ask for words rather than search for nothing.
  return term === '' ? <BlankSearch /> : <SearchResults term={term} />;
}

function SearchResults({ term }: { term: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sort = parseSort(params.get('sort'), SEARCH_SORTS) ?? DEFAULT_SEARCH_SORT;
  const page = parsePage(params.get('page'));
  const query = useSearchPage({ term, sort, page });
  // A very long query would fill the screen as a heading; its start is enough to recognise it.
  const title = t('search.title', {
    term: term.length > TITLE_TERM_LENGTH ? `${term.slice(0, TITLE_TERM_LENGTH)}…` : term,
  });
  useDocumentTitle(title);

  // A refused query (4xx) is an answer about the words, not a hiccup: no retry, the API's message instead.
  const refused =
    isApiError(query.error) && query.error.code >= 400 && query.error.code < 500 ? query.error : null;
  // The server's own (translated) message for the words field, e.g. "Too long".
  const fieldMessage = refused?.fieldErrors.category?.[0];

  return (
    <ProductListing
      title={title}
      query={query}
      page={page}
      controls={
        <SortSelect
          value={sort}
          sorts={SEARCH_SORTS}
          defaultSort={DEFAULT_SEARCH_SORT}
          className="flex-1 sm:flex-none"
        />
      }
      failure={
        refused ? (
          <div role="alert" className="flex flex-col items-center gap-2 px-4 py-12 text-center">
            <p className="text-lg font-semibold">{fieldMessage ?? errorText(t, refused)}</p>
            {term.length > MAX_QUERY_LENGTH ? (
              <p className="text-muted">{t('search.too_long', { max: MAX_QUERY_LENGTH })}</p>
            ) : null}
          </div>
        ) : undefined
      }
      empty={<NoResult />}
    />
  );
}

/** A search without words: a search field to type them in, and the shop's categories to browse instead. */
function BlankSearch() {
  const { t } = useTranslation();
  const title = t('search_blank.title');
  useDocumentTitle(title);
  return (
    <PageFrame title={title}>
      <div className="flex flex-col items-center gap-3 px-4 pt-6 pb-12 text-center">
        <p className="max-w-md text-lg">{t('search_blank.text')}</p>
        <SearchBar id="search-blank" className="w-full max-w-md" />
        <CategorySuggestions />
      </div>
    </PageFrame>
  );
}

/** "No search result", with the shop's categories as the way on. */
function NoResult() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <p className="text-lg font-semibold">{t('no_search_result', { ns: 'messages' })}</p>
      <p className="max-w-md text-muted">{t('search.no_result_text')}</p>
      <CategorySuggestions />
    </div>
  );
}

function CategorySuggestions() {
  const { t } = useTranslation();
  const categories = useLanding().data?.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('search.suggestions')} className="mt-2">
      <h2 className="text-sm font-semibold">{t('search.suggestions')}</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryHref(category)} className={buttonClass('secondary', 'sm')}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { Language, SearchPage, SearchQuery } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectPrepared } from '../db/client';
import type { Viewer } from '../http/viewer';
import { cardPage, countOf, type ListingRow, type Scope } from './listing-queries';
import { productPage } from './listing-service';
import { hasTerms, type SearchTerms, searchTerms } from './search-terms';

/*
 * Full-text search over product names (English and Chinese, whatever the answer's language), brand names and
 * category and subcategory names, through products.search_vector (migration 0004) and its GIN index.
 */

// Terms cross as one text parameter each (one term a line: terms hold only letters and digits), so the
// statement's text is the same for any number of terms and stays prepared.
const TERM_SEPARATOR = '\n';

/**
 * What each order needs of a match, computed once per match into the `hits` rows that the order's keys
 * (ORDERS in listing-queries) read as `p.<column>`. Only relevance ranks: ts_rank and the whole-name test run
 * over every match, so the other orders skip both.
 *
 * The whole-name test lower-cases a name only when it is no longer than what was typed: lower-casing never
 * shortens a text (it maps character by character, or for a few characters under ICU to more than one), so a
 * longer name cannot be equal, and lower() over every match was a fifth of the statement's time.
 */
const HIT_COLUMNS: Record<SearchQuery['sort'], SQL> = {
  relevance: sql`(char_length(p.name_en) <= char_length((select whole from q))
      and lower(p.name_en) = (select whole from q)) or p.name_zh = (select whole from q) as exact,
    ts_rank(p.search_vector, (select query from q)) as rank`,
  newest: sql`p.created_at`,
  price_asc: sql`p.shown_price_cents`,
  price_desc: sql`p.shown_price_cents`,
  best_selling: sql`p.sold_count`,
  rating: sql`p.rate_percent, p.review_count`,
};

/**
 * Each word matches stemmed (english: "shampoos" finds "shampoo") or as written (simple: a prefix that
 * stemming would change), every word and phrase must match, and prefix terms (:*) find words being typed.
 */
async function fetchSearch(
  db: Db,
  language: Language,
  terms: SearchTerms,
  query: SearchQuery,
): Promise<ListingRow> {
  // The matches are found once, with only the columns the order needs, and both counted and paged from there.
  const scope: Scope = { from: sql`hits p`, where: sql`true` };
  const statement = sql`
    with q as (
      select search_and_agg(t) as query, ${terms.whole}::text as whole from (
        -- Most words stem to themselves; asking for the same lexeme twice would double the index and rank work.
        select case when stemmed = written then written else stemmed || written end as t
        from (
          select to_tsquery('english', w) as stemmed, to_tsquery('simple', w) as written
          from unnest(string_to_array(${terms.words.join(TERM_SEPARATOR)}::text, ${TERM_SEPARATOR})) w
        ) word
        union all
        select to_tsquery('simple', ph)
          from unnest(string_to_array(${terms.phrases.join(TERM_SEPARATOR)}::text, ${TERM_SEPARATOR})) ph
      ) terms
    ), hits as materialized (
      select p.id, ${HIT_COLUMNS[query.sort]}
      -- is_active is the predicate of the partial GIN index (migration 0007): it must stay written like this.
      from products p where p.is_active and p.search_vector @@ (select query from q)
    )
    select ${countOf(scope)} as total,
      ${cardPage(language, scope, query.sort, { limit: query.per_page, offset: (query.page - 1) * query.per_page })}
        as products`;
  const [row] = await selectPrepared<ListingRow>(
    db,
    `search_${language}_${query.sort}_${query.per_page}`,
    statement,
  );
  return row ?? { total: 0, products: [] };
}

/** Products matching what was typed; a query with nothing searchable in it (only punctuation) finds nothing. */
export async function searchPage(
  db: Db,
  language: Language,
  viewer: Viewer,
  query: SearchQuery,
): Promise<SearchPage> {
  const terms = searchTerms(query.category);
  const row = hasTerms(terms) ? await fetchSearch(db, language, terms, query) : { total: 0, products: [] };
  return { ...productPage(row, query, viewer), query: query.category, sort: query.sort };
}

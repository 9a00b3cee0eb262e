import { ALL_BRANDS, PRODUCT_SORTS, type ShopPage } from '@beauty/shared';
import { buttonClass, EmptyState, isApiError, Skeleton } from '@beauty/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import {
  type CategoryFilters,
  DEFAULT_PRODUCT_SORT,
  linkedCategoryHref,
  lowerCaseCategoryHref,
  parseCategoryFilters,
  withChanges,
} from '../../components/listing/listing-url';
import { NotFoundState } from '../../components/NotFoundState';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { ListingSelect, type SelectOption } from './ListingSelect';
import { useShopPage } from './listings-api';
import { ProductListing } from './ProductListing';
import { SortSelect } from './SortSelect';

const chip =
  'inline-flex min-h-target shrink-0 items-center rounded-full border px-4 text-sm whitespace-nowrap transition-colors';
const chipIdle = `${chip} border-line bg-white hover:border-accent hover:text-accent`;
const chipActive = `${chip} border-accent bg-accent text-white`;

/**
 * /product/category/{category}?subcategory=&brand=&sort=&page= (spec section 2): the products of a category or
 * subcategory, with subcategory chips, a brand filter and a sort. All of it lives in the URL; names are lower
 * case (an upper-case address is redirected), an address in the spec's form ("hair care") moves to the links
 * once the shop answers, and brand defaults to all. Data: GET /api/page/shop.
 */
export function ProductCategory() {
  const { t } = useTranslation();
  const { category: rawCategory = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = parseCategoryFilters(rawCategory, params);
  const query = useShopPage(filters);
  const notFound = isApiError(query.error) && query.error.code === 404;
  const data = query.data;
  const title = notFound ? t('category.not_found_title') : data ? listingTitle(data, filters) : null;
  useDocumentTitle(title);

  const lowerCased = lowerCaseCategoryHref(rawCategory, params);
  if (lowerCased) return <Navigate replace to={lowerCased} />;
  // A placeholder is the previous filter's answer, which says nothing about this address's names.
  const linked = data && !query.isPlaceholderData ? linkedCategoryHref(rawCategory, params, data) : null;
  if (linked) return <Navigate replace to={linked} />;

  if (notFound) {
    return (
      <NotFoundState
        title={t('category.not_found_title')}
        text={t('category.not_found_text')}
        action={
          <Link to={href('home')} className={buttonClass()}>
            {t('common.back_home')}
          </Link>
        }
      />
    );
  }

  const filtered = filters.brand !== ALL_BRANDS;

  return (
    <ProductListing
      title={title}
      query={query}
      page={filters.page}
      filters={<Subcategories data={data} filters={filters} />}
      controls={
        <>
          <ListingSelect
            label={t('category.brand')}
            value={filters.brand}
            className="flex-1 sm:flex-none"
            options={brandOptions(data, filters.brand, t)}
            onChange={(brand) =>
              setParams(withChanges(params, { brand: brand === ALL_BRANDS ? null : brand }), {
                preventScrollReset: true,
              })
            }
          />
          <SortSelect
            value={filters.sort}
            sorts={PRODUCT_SORTS}
            defaultSort={DEFAULT_PRODUCT_SORT}
            className="flex-1 sm:flex-none"
          />
        </>
      }
      empty={
        <EmptyState
          title={t('category.empty_title')}
          text={t('category.empty_text')}
          action={
            filtered ? (
              <Link
                to={{ search: withChanges(params, { brand: null }).toString() }}
                className={buttonClass('secondary')}
              >
                {t('category.show_all_brands')}
              </Link>
            ) : (
              <Link to={href('home')} className={buttonClass('secondary')}>
                {t('common.back_home')}
              </Link>
            )
          }
        />
      }
    />
  );
}

/** "Category · Subcategory", names from the answer (the subcategory the URL asks for, while it loads). */
function listingTitle(data: ShopPage, filters: CategoryFilters): string {
  const sub = filters.subcategory
    ? (data.subcategories.find((s) => s.link.toLowerCase() === filters.subcategory) ?? data.subcategory)
    : null;
  return sub ? `${data.category.name} · ${sub.name}` : data.category.name;
}

function brandOptions(data: ShopPage | undefined, brand: string, t: TFunction) {
  const options: SelectOption[] = [{ value: ALL_BRANDS, label: t('category.all_brands') }];
  for (const b of data?.brands ?? [])
    options.push({
      value: b.link.toLowerCase(),
      label: t('category.brand_option', { name: b.name, count: b.product_count }),
    });
  // A brand from an old link that has no products here any more still shows as chosen.
  if (!options.some((o) => o.value === brand)) options.push({ value: brand, label: brand });
  return options;
}

/** "All" and each subcategory, as links (a subcategory change keeps the sort, drops the brand and page). */
function Subcategories({ data, filters }: { data: ShopPage | undefined; filters: CategoryFilters }) {
  const { t } = useTranslation();
  if (!data) {
    return (
      // Same height as the chip row below (44 px chips and the 4 px room left for a scrollbar).
      <div className="flex gap-2 pb-1" aria-hidden="true">
        <Skeleton className="h-11 w-16 rounded-full" />
        <Skeleton className="h-11 w-28 rounded-full" />
        <Skeleton className="h-11 w-24 rounded-full" />
      </div>
    );
  }
  if (data.subcategories.length === 0) return null;
  const sort = filters.sort === DEFAULT_PRODUCT_SORT ? undefined : filters.sort;
  const to = (subcategory?: string) =>
    href('product-category', { category: data.category.link.toLowerCase() }, { subcategory, sort });
  const items = [
    { key: 'all', link: undefined, name: t('category.all') },
    ...data.subcategories.map((s) => ({ key: String(s.id), link: s.link.toLowerCase(), name: s.name })),
  ];
  return (
    <nav aria-label={t('category.subcategories')}>
      {/* Phones scroll the chips sideways instead of stacking rows above the products. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
        {items.map((item) => {
          const active = item.link === filters.subcategory;
          return (
            <li key={item.key}>
              <Link
                to={to(item.link)}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={active ? chipActive : chipIdle}
              >
                {item.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

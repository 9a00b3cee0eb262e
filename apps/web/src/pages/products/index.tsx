import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useLanding } from '../../api/queries';
import { ComingSoon } from '../../components/ComingSoon';
import { categoryHref, href } from '../../routes/paths';
import { Skeleton } from '../../ui/Skeleton';

/** Products area. Listing, detail and wishlist pages are built by a later issue. */
export function FlashDeals() {
  return <ComingSoon name="product-flash-deals" />;
}

export function HotDeals() {
  return <ComingSoon name="product-hot-deals" />;
}

export function BestSeller() {
  return <ComingSoon name="product-best-seller" />;
}

export function ProductDetail() {
  return <ComingSoon name="product-detail" />;
}

export function WishList() {
  return <ComingSoon name="product-wish-list" />;
}

export function AgentDeals() {
  return <ComingSoon name="product-agent-deals" />;
}

const chip = 'inline-flex min-h-target items-center rounded-full border px-4 text-sm transition-colors';

/**
 * /product/category/{category}?subcategory=&brand= — names are lower case (an upper-case address is redirected);
 * brand defaults to all. Shows the category's name and subcategories; the product list comes later.
 */
export function ProductCategory() {
  const { t } = useTranslation();
  const { category = '' } = useParams();
  const [params] = useSearchParams();
  const landing = useLanding();
  const subcategory = params.get('subcategory');

  if (category !== category.toLowerCase() || (subcategory && subcategory !== subcategory.toLowerCase())) {
    const query = Object.fromEntries(params);
    if (subcategory) query.subcategory = subcategory.toLowerCase();
    return <Navigate replace to={href('product-category', { category: category.toLowerCase() }, query)} />;
  }

  const current = landing.data?.categories.find((c) => c.link.toLowerCase() === category);
  const currentSub = current?.subcategories.find((s) => s.link.toLowerCase() === subcategory);
  const title = current
    ? currentSub
      ? `${current.name} · ${currentSub.name}`
      : current.name
    : landing.isPending
      ? ''
      : category;

  return (
    <ComingSoon
      title={title}
      description={current || landing.isPending ? t('category.description') : t('category.not_found')}
    >
      {landing.isPending ? (
        <div className="mt-4 flex gap-2" aria-hidden="true">
          <Skeleton className="h-11 w-20 rounded-full" />
          <Skeleton className="h-11 w-28 rounded-full" />
          <Skeleton className="h-11 w-24 rounded-full" />
        </div>
      ) : null}
      {current && current.subcategories.length > 0 ? (
        <nav aria-label={t('category.subcategories')} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={categoryHref(current)}
                aria-current={!subcategory ? 'page' : undefined}
                className={`${chip} ${!subcategory ? 'border-accent bg-accent text-white' : 'border-line hover:border-accent hover:text-accent'}`}
              >
                {t('category.all')}
              </Link>
            </li>
            {current.subcategories.map((sub) => {
              const active = sub.link.toLowerCase() === subcategory;
              return (
                <li key={sub.id}>
                  <Link
                    to={categoryHref(current, sub)}
                    aria-current={active ? 'page' : undefined}
                    className={`${chip} ${active ? 'border-accent bg-accent text-white' : 'border-line hover:border-accent hover:text-accent'}`}
                  >
                    {sub.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </ComingSoon>
  );
}

/** /product/{searchName}: search results (the list comes with the catalogue issue). */
export function ProductSearch() {
  const { t } = useTranslation();
  const { searchName = '' } = useParams();
  return <ComingSoon title={t('search.title', { term: searchName })} description={t('search.description')} />;
}

import { buttonClass, EmptyState, ErrorState } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanding } from '../../api/queries';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { categoryHref, href } from '../../routes/paths';
import { BannerCarousel } from './BannerCarousel';
import { BestSellers, DealSection, FlashDeals, HomeSkeleton, Magazine } from './sections';

/**
 * Home (spec section 2): banners, flash deals, best sellers, hot deals and the magazine, each only when it has
 * content. Data: GET /api/page/landing, shared with the header and footer.
 */
export function HomePage() {
  const { t } = useTranslation();
  const landing = useLanding();
  useDocumentTitle(null);

  if (landing.isPending) return <HomeSkeleton />;
  if (!landing.data) {
    return (
      <PageFrame>
        <h1 className="sr-only">{t('app.name')}</h1>
        <ErrorState error={landing.error} onRetry={() => void landing.refetch()} />
      </PageFrame>
    );
  }

  const data = landing.data;
  const bestSellers = data.top_pick_product_range.filter((item) => Boolean(item.slider_image_id));
  const hasFlash = data.flash_deals.products.length > 0;
  const hasHot = data.hot_deals.products.length > 0;
  const nothing =
    data.banner.length === 0 && !hasFlash && !hasHot && bestSellers.length === 0 && data.article.length === 0;
  const firstCategory = data.categories[0];

  return (
    <>
      <h1 className="sr-only">{t('home.heading', { shop: t('app.name'), title: t('home.title') })}</h1>
      {data.banner.length > 0 ? <BannerCarousel banners={data.banner} /> : null}
      <div className="mx-auto flex max-w-content flex-col gap-12 px-4 py-8">
        {hasFlash ? (
          <FlashDeals key={landing.dataUpdatedAt} deal={data.flash_deals} loadedAt={landing.dataUpdatedAt} />
        ) : null}
        {bestSellers.length > 0 ? <BestSellers items={bestSellers} /> : null}
        {hasHot ? (
          <DealSection
            title={t('home.hot_deals')}
            products={data.hot_deals.products}
            moreTo={href('product-hot-deals')}
            moreLabel={t('home.shop_more_hot')}
          />
        ) : null}
        {data.article.length > 0 ? <Magazine articles={data.article} /> : null}
        {nothing ? (
          <EmptyState
            title={t('home.empty_title')}
            text={t('home.empty_text')}
            action={
              firstCategory ? (
                <Link to={categoryHref(firstCategory)} className={buttonClass()}>
                  {t('home.empty_action', { name: firstCategory.name })}
                </Link>
              ) : (
                <button type="button" className={buttonClass()} onClick={() => void landing.refetch()}>
                  {t('common.refresh')}
                </button>
              )
            }
          />
        ) : null}
      </div>
    </>
  );
}

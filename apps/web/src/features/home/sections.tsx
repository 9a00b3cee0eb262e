import {
  type ArticleSummary,
  type BestSeller,
  type DealDetails,
  dealEndTime,
  formatShopDate,
  type ProductCard,
} from '@beauty/shared';
import { buttonClass, Skeleton, useLanguage } from '@beauty/ui';
import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Countdown } from '../../components/Countdown';
import { PRODUCT_ROW, PRODUCT_ROW_ITEM, ProductCardSkeleton, ProductRow } from '../../components/ProductCard';
import { href } from '../../routes/paths';
import { ArticleThumbnail } from '../articles';

function SectionHeader({
  id,
  title,
  extra,
  action,
}: {
  id: string;
  title: string;
  extra?: ReactNode;
  action?: ReactNode;
}) {
  return (
    // Phones: title and action on one row, the extra (countdown) below. Wider: all on one row.
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <h2 id={id} className="order-1 text-xl font-semibold tracking-tight md:text-2xl">
        {title}
      </h2>
      {extra ? <div className="order-3 basis-full md:order-2 md:basis-auto">{extra}</div> : null}
      {action ? <div className="order-2 ml-auto md:order-3">{action}</div> : null}
    </div>
  );
}

/** A titled product row with a Shop More link: the hot deals block, and the flash deals block's body. */
export function DealSection({
  title,
  products,
  moreTo,
  moreLabel,
  extra,
}: {
  title: string;
  products: ProductCard[];
  moreTo: string;
  moreLabel: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <SectionHeader
        id={id}
        title={title}
        extra={extra}
        action={
          <Link to={moreTo} aria-label={moreLabel} className={buttonClass('secondary', 'sm')}>
            {t('common.shop_more')}
          </Link>
        }
      />
      <ProductRow products={products} />
    </section>
  );
}

/** Flash deals with a live countdown; the block goes away when the countdown reaches zero. */
export function FlashDeals({ deal, loadedAt }: { deal: DealDetails; loadedAt: number }) {
  const { t } = useTranslation();
  const end = useMemo(() => dealEndTime(new Date(loadedAt || Date.now()), deal), [deal, loadedAt]);
  const [expired, setExpired] = useState(() => end.getTime() <= Date.now());
  const onExpire = useCallback(() => setExpired(true), []);
  if (expired) return null;
  return (
    <DealSection
      title={t('home.flash_deals')}
      products={deal.products}
      moreTo={href('product-flash-deals')}
      moreLabel={t('home.shop_more_flash')}
      extra={<Countdown end={end} onExpire={onExpire} />}
    />
  );
}

/**
 * Best sellers (top picks): a tile to each collection, its title set over a picture without words (the alt is
 * empty: the title is the link's name; the kicker and the pill repeat what every tile says, so they are
 * hidden from screen readers), on a light scrim that keeps the dark text at AA contrast.
 */
export function BestSellers({ items }: { items: BestSeller[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <SectionHeader id={id} title={t('home.best_sellers')} />
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.slider_image_id}>
            <Link
              to={href('product-best-seller', { topPickImageId: item.slider_image_id })}
              className="group relative block overflow-hidden rounded-card bg-soft"
            >
              <img
                src={item.image_desktop}
                alt=""
                width={600}
                height={400}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
              <span className="absolute inset-0 flex flex-col items-start justify-between bg-linear-to-r from-white/85 via-white/60 to-transparent p-3 text-ink md:p-5">
                <span>
                  <span
                    aria-hidden="true"
                    className="block text-xs font-semibold tracking-wide text-accent-strong uppercase"
                  >
                    {t('home.top_pick')}
                  </span>
                  <span className="mt-1 block max-w-[65%] text-base leading-tight font-bold md:text-xl">
                    {item.title}
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  className="hidden min-h-9 items-center rounded-full bg-ink px-4 text-sm font-semibold text-white sm:inline-flex"
                >
                  {t('home.shop_now')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The magazine strip: article cards (thumbnails 180 px high) and Read More to the first article. */
export function Magazine({ articles }: { articles: ArticleSummary[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const first = articles[0];
  return (
    <section aria-labelledby={id}>
      <SectionHeader
        id={id}
        title={t('home.magazine')}
        action={
          first ? (
            <Link
              to={href('article-detail', { articleId: first.article_id })}
              aria-label={t('home.read_more_article', { title: first.title })}
              className={buttonClass('secondary', 'sm')}
            >
              {t('common.read_more')}
            </Link>
          ) : null
        }
      />
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0 lg:grid-cols-4">
        {articles.map((article) => (
          // One row: phones scroll through every article; wider screens show the first 3, then 4.
          <li
            key={article.article_id}
            className="w-[75%] shrink-0 snap-start sm:w-[45%] md:w-auto md:nth-[n+4]:hidden lg:nth-[4]:block"
          >
            <Link to={href('article-detail', { articleId: article.article_id })} className="group block">
              <ArticleThumbnail article={article} />
              <h3 className="mt-3 line-clamp-2 font-semibold group-hover:text-accent">{article.title}</h3>
              <p className="mt-1 line-clamp-2 text-sm text-muted">{article.summary}</p>
              <time dateTime={article.published_at} className="mt-1 block text-xs text-muted">
                {formatShopDate(article.published_at, language)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home page while the landing data loads: banner, a section title and a row of cards. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('a11y.loading')}</span>
      <div className="mx-auto max-w-content md:px-4 md:pt-4">
        <Skeleton className="aspect-square w-full rounded-none md:aspect-[8/3] md:rounded-card" />
        <div className="h-11" />
      </div>
      <div className="mx-auto max-w-content px-4 py-8">
        <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Skeleton className="order-1 h-7 w-40 md:h-8" />
          <Skeleton className="order-3 h-7 basis-full md:order-2 md:w-48 md:basis-auto" />
          <Skeleton className="order-2 ml-auto h-11 w-28 rounded-full md:order-3" />
        </div>
        <div className={PRODUCT_ROW}>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <div key={n} className={PRODUCT_ROW_ITEM}>
              <ProductCardSkeleton />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

import { type ProductDetail as ProductDetailData, starsFromRatePercent } from '@beauty/shared';
import {
  buttonClass,
  ChevronRightIcon,
  ErrorState,
  errorText,
  Skeleton,
  Spinner,
  showToast,
} from '@beauty/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { openDialog } from '../../app/dialogs';
import { useAuth } from '../../auth/AuthProvider';
import { NotFoundState } from '../../components/NotFoundState';
import { PRODUCT_GRID, ProductCardSkeleton, ProductGrid } from '../../components/ProductCard';
import { QuantityStepper } from '../../components/QuantityStepper';
import { clampQuantity } from '../../components/quantity';
import { Stars } from '../../components/Stars';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { categoryHref, href } from '../../routes/paths';
import { useAddToCart } from '../orders';
import { PriceBlock, Prices, StockLine, VariationPicker } from './ProductBuying';
import { ProductGallery } from './ProductGallery';
import { ProductReviews, REVIEWS_ANCHOR } from './ProductReviews';
import { isUnknownProduct, useProductDetail } from './product-api';
import {
  defaultVariation,
  descriptionParagraphs,
  hasVolumeChoice,
  isVariationSoldOut,
  quantityLimit,
} from './product-detail';
import { WishButton } from './WishButton';

/** /product/detail/{productId}: one product, its variations, and the way to buy it. */
export function ProductDetail() {
  const { productId = '' } = useParams();
  const id = /^\d{1,15}$/.test(productId) ? Number(productId) : 0;
  const query = useProductDetail(id);

  if (id <= 0) return <ProductNotFound />;
  if (query.isPending) return <ProductDetailSkeleton />;
  if (query.isError) {
    if (isUnknownProduct(query.error)) return <ProductNotFound />;
    return (
      <PageFrame>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </PageFrame>
    );
  }
  // Keyed by product: following a related product starts again with its own default variation and quantity.
  return <ProductView key={query.data.id} product={query.data} />;
}

function ProductNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('product_detail.not_found_title'));
  return (
    <PageFrame>
      <NotFoundState
        title={t('product_detail.not_found_title')}
        text={t('product_detail.not_found_text')}
        action={
          <Link to="/" className={buttonClass('primary')}>
            {t('product_detail.continue_shopping')}
          </Link>
        }
      />
    </PageFrame>
  );
}

function Breadcrumb({ product }: { product: ProductDetailData }) {
  const { t } = useTranslation();
  const link = 'hover:text-accent hover:underline';
  const crumbs = [
    { key: 'home', label: t('product_detail.home'), to: '/' },
    { key: 'category', label: product.category.name, to: categoryHref(product.category) },
    ...(product.subcategory
      ? [
          {
            key: 'subcategory',
            label: product.subcategory.name,
            to: categoryHref(product.category, product.subcategory),
          },
        ]
      : []),
  ];
  return (
    <nav aria-label={t('product_detail.breadcrumb')} className="mb-4 text-sm text-muted md:mb-6">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {crumbs.map((crumb) => (
          <li key={crumb.key} className="flex items-center gap-1">
            <Link to={crumb.to} className={`${link} inline-flex min-h-8 items-center`}>
              {crumb.label}
            </Link>
            <ChevronRightIcon size={14} />
          </li>
        ))}
        <li aria-current="page" className="min-w-0 truncate text-ink">
          {product.product_name}
        </li>
      </ol>
    </nav>
  );
}

function ProductView({ product }: { product: ProductDetailData }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  useDocumentTitle(product.product_name);
  const [chosenId, setChosenId] = useState(() => defaultVariation(product.variations)?.id);
  // A refetch may drop the chosen variation (removed meanwhile): fall back to the default one.
  const variation = product.variations.find((v) => v.id === chosenId) ?? defaultVariation(product.variations);
  const [chosenQuantity, setQuantity] = useState(1);
  const add = useAddToCart();
  const adding = add.isPending;
  const [added, setAdded] = useState(false);
  const descriptionId = useId();
  const relatedId = useId();

  const soldOut = !variation || isVariationSoldOut(variation);
  const limit = variation ? quantityLimit(variation.stock, product.max_per_order) : 0;
  const quantity = clampQuantity(chosenQuantity, limit);
  const agentBlocked = !product.can_purchase;
  const canAdd = !soldOut && !agentBlocked && limit > 0;
  const paragraphs = descriptionParagraphs(product.description);

  function choose(id: number) {
    setChosenId(id);
    const next = product.variations.find((v) => v.id === id);
    if (next) setQuantity(clampQuantity(quantity, quantityLimit(next.stock, product.max_per_order)));
  }

  function onAddToCart() {
    if (!user) {
      openDialog('login', { reason: 'add_to_cart' });
      return;
    }
    if (!variation || !canAdd || adding) return;
    setAdded(false);
    add.mutate(
      { productId: product.id, variationId: variation.id, quantity },
      {
        onSuccess: () => {
          showToast(t('cart.added'), 'success');
          setAdded(true);
        },
        onError: (error) => showToast(errorText(t, error), 'error'),
      },
    );
  }

  // One button in two places (the buying column from 768 px, the phones' bottom bar); CSS shows one of them.
  const addButton = (className: string) => (
    <button
      type="button"
      className={buttonClass('primary', 'md', className)}
      // Logged out, the button still works: it asks for a login first (spec section 6).
      disabled={user ? !canAdd || adding : soldOut || agentBlocked}
      aria-haspopup={user ? undefined : 'dialog'}
      onClick={onAddToCart}
    >
      {adding ? <Spinner size={18} className="[&_svg]:text-white" /> : null}
      {soldOut ? t('product.sold_out') : t('product_detail.add_to_cart')}
    </button>
  );

  return (
    <PageFrame>
      <Breadcrumb product={product} />
      <div className="grid gap-6 md:grid-cols-2 md:gap-10 lg:gap-14">
        <ProductGallery
          images={product.images.length > 0 ? product.images : [product.image]}
          name={product.product_name}
        />
        <div className="min-w-0">
          <Link
            to={href('product-category', { category: product.category.link }, { brand: product.brand.link })}
            aria-label={t('product_detail.brand_more', { brand: product.brand.name })}
            className="inline-flex min-h-8 items-center text-sm text-muted small-caps hover:text-accent hover:underline"
          >
            {product.brand.name}
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">{product.product_name}</h1>
          {product.review_count > 0 ? (
            <a href={`#${REVIEWS_ANCHOR}`} className="mt-1 inline-flex min-h-8 items-center hover:underline">
              <Stars value={starsFromRatePercent(product.rate_percent)} count={product.review_count} />
            </a>
          ) : null}
          {product.partner_only ? (
            <p className="mt-3 inline-block rounded-full border border-gold bg-gold-soft px-3 py-0.5 text-xs font-semibold text-gold-ink">
              {t('product.partner_only')}
            </p>
          ) : null}
          {variation ? <PriceBlock variation={variation} currency={product.currency} /> : null}
          {hasVolumeChoice(product.variations) ? (
            <VariationPicker variations={product.variations} selectedId={variation?.id} onSelect={choose} />
          ) : null}
          {variation ? <StockLine variation={variation} /> : null}
          {!soldOut ? (
            <div className="mt-6">
              <QuantityStepper
                look="page"
                value={quantity}
                max={limit}
                disabled={!canAdd}
                onChange={setQuantity}
                label={t('product_detail.quantity')}
                decreaseLabel={t('product_detail.decrease')}
                increaseLabel={t('product_detail.increase')}
                note={t('product_detail.max_per_order', { count: product.max_per_order })}
              />
            </div>
          ) : null}
          {agentBlocked ? (
            <p
              role="note"
              className="mt-4 rounded-card border border-gold bg-gold-soft px-4 py-3 text-sm text-gold-ink"
            >
              {t('partner_only', { ns: 'messages' })}
            </p>
          ) : null}
          <div className="mt-6 flex items-center gap-3">
            {/* Phones have this button in the buy bar at the bottom of the screen instead (below). */}
            <div className="hidden md:block">{addButton('min-w-56')}</div>
            <WishButton productId={product.id} wishId={product.wish_id} />
          </div>
          {added ? (
            <p role="status" className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-success">
              {t('cart.added')}
              <Link to={href('order-cart')} className={buttonClass('text', 'sm')}>
                {t('cart.view_cart')}
              </Link>
            </p>
          ) : null}
        </div>
      </div>

      <section aria-labelledby={descriptionId} className="mt-10 max-w-3xl md:mt-14">
        <h2 id={descriptionId} className="text-xl font-semibold tracking-tight">
          {t('product_detail.description')}
        </h2>
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered.
            <p key={i} className="mt-3 leading-7 whitespace-pre-line">
              {paragraph}
            </p>
          ))
        ) : (
          <p className="mt-3 text-muted">{t('product_detail.no_description')}</p>
        )}
      </section>

      <ProductReviews productId={product.id} />

      {product.related_products.length > 0 ? (
        <section aria-labelledby={relatedId} className="mt-10 md:mt-14">
          <h2 id={relatedId} className="mb-4 text-xl font-semibold tracking-tight">
            {t('product_detail.related')}
          </h2>
          <ProductGrid products={product.related_products} />
        </section>
      ) : null}

      {/*
       * Phones: price and Add to cart stay in reach at the bottom of the screen, above the safe area, from the top
       * of the page to its end, where the bar takes its own place in the page (it never covers the footer).
       */}
      <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-line bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-raised backdrop-blur md:hidden">
        <div className="flex items-center gap-3">
          {variation ? (
            <p className="flex min-w-0 flex-col tabular">
              <Prices
                variation={variation}
                currency={product.currency}
                price="text-lg leading-6"
                unitPrice="text-xs"
              />
            </p>
          ) : null}
          {addButton('min-w-0 flex-1')}
        </div>
      </div>
    </PageFrame>
  );
}

/** The page's shape while it loads: breadcrumb, square picture, and the buying column. */
function ProductDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <div role="status">
        <span className="sr-only">{t('a11y.loading')}</span>
        <Skeleton className="mb-4 h-5 w-64 md:mb-6" />
        <div className="grid gap-6 md:grid-cols-2 md:gap-10 lg:gap-14">
          <div>
            <Skeleton className="aspect-square w-full" />
            <div className="mt-3 flex gap-2">
              {[1, 2, 3, 4].map((n) => (
                <Skeleton key={n} className="size-16 md:size-[72px]" />
              ))}
            </div>
          </div>
          <div>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-2 h-8 w-4/5" />
            <Skeleton className="mt-3 h-4 w-32" />
            <Skeleton className="mt-5 h-8 w-40" />
            <Skeleton className="mt-7 h-4 w-16" />
            <div className="mt-2 flex gap-2">
              <Skeleton className="h-11 w-20 rounded-full" />
              <Skeleton className="h-11 w-20 rounded-full" />
            </div>
            <Skeleton className="mt-6 h-11 w-40 rounded-full" />
            <Skeleton className="mt-6 h-11 w-full rounded-full md:w-56" />
          </div>
        </div>
        <Skeleton className="mt-10 h-6 w-40 md:mt-14" />
        <Skeleton className="mt-3 h-4 w-full max-w-3xl" />
        <Skeleton className="mt-2 h-4 w-5/6 max-w-3xl" />
        <div className={`mt-10 ${PRODUCT_GRID}`}>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <ProductCardSkeleton key={n} />
          ))}
        </div>
      </div>
    </PageFrame>
  );
}

import { BANNER_REDIRECT, type Banner } from '@beauty/shared';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@beauty/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReducedMotion } from '../../lib/hooks';
import { href } from '../../routes/paths';

const INTERVAL_MS = 5000;
/** The seed's banner pictures: 1600x600 for desktop, 800x800 for phones. */
const DESKTOP = { width: 1600, height: 600 };
const MOBILE = { width: 800, height: 800 };

/** Where a banner goes: 1 an external url in a new window, 2 a product, 3 an article. */
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const { t } = useTranslation();
  const className = 'relative block';
  if (banner.redirect_type === BANNER_REDIRECT.URL && banner.url) {
    return (
      <a href={banner.url} target="_blank" rel="noopener" className={className}>
        {children}
        <span className="sr-only">{t('badges.opens_new_window')}</span>
      </a>
    );
  }
  if (banner.redirect_type === BANNER_REDIRECT.PRODUCT && banner.redirect_id !== null) {
    return (
      <Link to={href('product-detail', { productId: banner.redirect_id })} className={className}>
        {children}
      </Link>
    );
  }
  if (banner.redirect_type === BANNER_REDIRECT.ARTICLE && banner.redirect_id !== null) {
    return (
      <Link to={href('article-detail', { articleId: banner.redirect_id })} className={className}>
        {children}
      </Link>
    );
  }
  return <div className={className}>{children}</div>;
}

/**
 * The banner's words, set over its picture (which has none) as page text in the reader's language. A scrim
 * darkens the side the words sit on (the top on phones, the left on wider screens) so white text keeps AA
 * contrast whatever the picture's colours; the call to action looks like a button inside the banner's link.
 */
function BannerWords({ banner }: { banner: Banner }) {
  if (!banner.headline && !banner.subline && !banner.cta) return null;
  return (
    <div className="absolute inset-0 flex flex-col justify-between bg-linear-to-b from-black/60 via-black/15 to-black/45 p-5 pb-14 text-white md:w-3/5 md:justify-center md:gap-5 md:bg-linear-to-r md:from-black/55 md:via-black/35 md:to-transparent md:px-14 md:py-10">
      <div className="md:max-w-xl">
        {banner.headline ? (
          <p className="text-2xl font-bold leading-tight text-balance md:text-4xl lg:text-5xl">
            {banner.headline}
          </p>
        ) : null}
        {banner.subline ? <p className="mt-2 text-base md:mt-3 md:text-xl">{banner.subline}</p> : null}
      </div>
      {banner.cta ? (
        <span className="inline-flex min-h-target items-center self-center rounded-full bg-white px-6 text-base font-semibold text-ink md:self-start">
          {banner.cta}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Promo banners: cycles every 5 s, pauses while hovered or focused (and with its pause button), never moves
 * for users who prefer reduced motion; previous/next controls and one dot per slide.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = banners.length;
  const current = Math.min(index, count - 1);
  const cycling = count > 1 && !reducedMotion && !paused && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a manual move (current) restarts the interval.
  useEffect(() => {
    if (!cycling) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [cycling, count, current]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.promotions')}
      className="mx-auto max-w-content md:px-4 md:pt-4"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative overflow-hidden bg-soft md:rounded-card">
        <div
          className={`flex ${reducedMotion ? '' : 'transition-transform duration-500 ease-out'}`}
          style={{ transform: `translateX(-${current * 100}%)` }}
          aria-live={cycling ? 'off' : 'polite'}
        >
          {banners.map((banner, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group.
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slide', { index: i + 1, count })}
              inert={i !== current}
              className="w-full shrink-0"
            >
              <BannerLink banner={banner}>
                <picture>
                  <source
                    media="(min-width: 768px)"
                    srcSet={banner.image_desktop}
                    width={DESKTOP.width}
                    height={DESKTOP.height}
                  />
                  <img
                    src={banner.image_mobile}
                    alt={banner.alt}
                    width={MOBILE.width}
                    height={MOBILE.height}
                    fetchPriority={i === 0 ? 'high' : 'low'}
                    decoding="async"
                    className="block aspect-square w-full object-cover md:aspect-[8/3]"
                  />
                </picture>
                <BannerWords banner={banner} />
              </BannerLink>
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label={t('home.previous_slide')}
              className="absolute top-1/2 left-2 inline-flex size-target -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-ink shadow-raised hover:bg-white"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label={t('home.next_slide')}
              className="absolute top-1/2 right-2 inline-flex size-target -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-ink shadow-raised hover:bg-white"
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-center">
          {reducedMotion ? null : (
            <button
              type="button"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? t('home.play') : t('home.pause')}
              className="inline-flex size-target items-center justify-center rounded-full text-muted hover:text-ink"
            >
              {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
            </button>
          )}
          <ul className="flex">
            {banners.map((banner, i) => (
              <li key={banner.id}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t('home.go_to_slide', { index: i + 1 })}
                  aria-current={i === current ? 'true' : undefined}
                  className="group inline-flex size-target items-center justify-center"
                >
                  <span
                    className={`block h-2 rounded-full transition-all ${
                      i === current ? 'w-6 bg-accent' : 'w-2 bg-muted/50 group-hover:bg-muted'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

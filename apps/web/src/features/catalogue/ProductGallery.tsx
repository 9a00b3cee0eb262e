import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Product pictures are square; sizes are set so the page does not move when they arrive. */
const MAIN_SIZE = 600;
const THUMB_SIZE = 72;

/**
 * The product's pictures: one large image and, when there are several, a row of thumbnail buttons.
 * Arrow keys, Home and End move between thumbnails (and show the one reached), like a toolbar.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const src = images[current];

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + count) % count;
    setIndex(next);
    buttons.current[next]?.focus();
  }

  return (
    <section aria-label={t('product_detail.gallery')} className="min-w-0">
      <div className="overflow-hidden rounded-card bg-soft">
        {src ? (
          <img
            src={src}
            alt={count > 1 ? t('product_detail.image_alt', { name, index: current + 1, count }) : name}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            // The main picture is the page's largest element: fetch it first, never lazily.
            fetchPriority="high"
            decoding="async"
            className="aspect-square w-full object-cover"
          />
        ) : (
          <div className="aspect-square w-full" />
        )}
      </div>
      {count > 1 ? (
        <ul
          aria-label={t('product_detail.thumbnails')}
          className="mt-3 flex gap-2 overflow-x-auto pb-1"
          onKeyDown={onKeyDown}
        >
          {images.map((image, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice; the list never reorders.
            <li key={`${i}-${image}`} className="shrink-0">
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                aria-label={t('product_detail.show_image', { index: i + 1, count })}
                aria-current={i === current ? 'true' : undefined}
                // One tab stop for the row; the arrow keys move inside it.
                tabIndex={i === current ? 0 : -1}
                onClick={() => setIndex(i)}
                className={`block overflow-hidden rounded-card border-2 bg-soft transition-colors ${
                  i === current ? 'border-accent' : 'border-transparent hover:border-line'
                }`}
              >
                <img
                  src={image}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  decoding="async"
                  className="size-16 object-cover md:size-[72px]"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

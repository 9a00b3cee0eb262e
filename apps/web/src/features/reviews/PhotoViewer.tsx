import type { ReviewPhoto } from '@beauty/shared';
import { ChevronLeftIcon, ChevronRightIcon, Dialog, iconButtonClass } from '@beauty/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The size the viewer's picture is laid out at before it arrives (square; the photo keeps its own shape). */
const VIEW_SIZE = 800;
/** Review thumbnails: the upload's small WebP, shown square. */
const THUMB_SIZE = 72;

/**
 * A review's photos as thumbnails; each opens the viewer at itself. Focus comes back to the thumbnail of the
 * photo shown last when the viewer closes.
 */
export function ReviewPhotos({ photos, owner }: { photos: ReviewPhoto[]; owner: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (photos.length === 0) return null;
  const count = photos.length;
  return (
    <>
      <ul aria-label={t('reviews.photos.list', { owner })} className="mt-3 flex flex-wrap gap-2">
        {photos.map((photo, i) => (
          <li key={photo.url}>
            <button
              ref={(element) => {
                buttons.current[i] = element;
              }}
              type="button"
              aria-haspopup="dialog"
              aria-label={t('reviews.photos.open', { n: i + 1, count })}
              onClick={() => setOpen(i)}
              className="block overflow-hidden rounded-card border border-line hover:border-accent"
            >
              <img
                src={photo.thumbnail}
                alt=""
                width={THUMB_SIZE}
                height={THUMB_SIZE}
                loading="lazy"
                decoding="async"
                // A thumbnail not made (yet): the photo itself, scaled down.
                onError={(event) => {
                  if (event.currentTarget.src !== new URL(photo.url, document.baseURI).href)
                    event.currentTarget.src = photo.url;
                }}
                className="size-18 bg-soft object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <PhotoViewer
          photos={photos}
          start={open}
          owner={owner}
          onClose={(last) => {
            setOpen(null);
            requestAnimationFrame(() => buttons.current[last]?.focus());
          }}
        />
      ) : null}
    </>
  );
}

/**
 * One photo at a time, large, in a dialog (focus trapped, Escape and the close button close it): previous and
 * next buttons and the left and right arrow keys move through the review's photos, round the ends.
 */
export function PhotoViewer({
  photos,
  start,
  owner,
  onClose,
}: {
  photos: ReviewPhoto[];
  start: number;
  owner: string;
  /** Hears the index of the photo shown when the viewer closed. */
  onClose: (last: number) => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const count = photos.length;
  const photo = photos[index] ?? photos[0];
  const move = (step: number) => setIndex((i) => (i + step + count) % count);

  useEffect(() => {
    if (count < 2) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
      else if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  if (!photo) return null;
  const position = { n: index + 1, count };
  return (
    <Dialog title={t('reviews.photos.viewer_title', { owner })} onClose={() => onClose(index)} width={760}>
      <div className="flex flex-col items-center gap-3 p-4">
        <img
          key={photo.url}
          src={photo.url}
          alt={t('reviews.photos.alt', { owner, ...position })}
          width={VIEW_SIZE}
          height={VIEW_SIZE}
          decoding="async"
          className="aspect-square max-h-[68vh] w-full rounded-card bg-soft object-contain"
        />
        {count > 1 ? (
          <div className="flex items-center gap-4">
            <button
              type="button"
              className={`${iconButtonClass} border border-line`}
              aria-label={t('reviews.photos.previous')}
              onClick={() => move(-1)}
            >
              <ChevronLeftIcon />
            </button>
            <p aria-live="polite" className="min-w-16 text-center text-sm text-muted tabular">
              {t('reviews.photos.position', position)}
            </p>
            <button
              type="button"
              className={`${iconButtonClass} border border-line`}
              aria-label={t('reviews.photos.next')}
              onClick={() => move(1)}
            >
              <ChevronRightIcon />
            </button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

import { type CSSProperties, type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { type Box, TOAST_EDGE, toastTop } from './toast-place';
import { dismissToast, enterPage, type Toast, type ToastTone, useToasts } from './toast-store';

const toneClass: Record<ToastTone, string> = {
  info: 'border-l-accent',
  success: 'border-l-success',
  error: 'border-l-deal',
};

/**
 * Toasts (spec section 9): 3 s each, at most 10; top centre on phones, top right from 768 px; each belongs to
 * the page that raised it and goes when the member navigates away. The live region is always in the page so
 * screen readers announce new toasts politely. Call `showToast()` from anywhere.
 * The app says which page is on screen (`page`, the router's path: the kit knows no router) and the id of the
 * element that holds the page's title (`mainId`, the skip link's target).
 */
export function ToastProvider({
  children,
  page,
  mainId,
}: {
  children: ReactNode;
  page: string;
  mainId: string;
}) {
  const { t } = useTranslation('ui');
  const toasts = useToasts();
  useLayoutEffect(() => enterPage(page), [page]);
  const stackRef = useRef<HTMLElement>(null);
  const top = useToastTop(stackRef, toasts, mainId);
  return (
    <>
      {children}
      {createPortal(
        <section
          ref={stackRef}
          aria-label={t('toast_region')}
          aria-live="polite"
          style={{ '--toast-top': `${top}px` } as CSSProperties}
          className="pointer-events-none fixed inset-x-0 top-(--toast-top) z-[70] flex flex-col items-center gap-2 px-3 md:inset-x-auto md:right-4 md:items-end md:px-0"
        >
          {toasts.map((toast) => (
            <div
              key={toast.id}
              className={`pointer-events-auto flex w-full max-w-sm items-center gap-2 rounded-card border border-l-4 border-line bg-white py-1 pr-1 pl-4 text-sm shadow-raised animate-[sheet-in_200ms_ease-out] ${toneClass[toast.tone]}`}
            >
              <p className="flex-1 py-2">{toast.message}</p>
              <button
                type="button"
                onClick={() => dismissToast(toast.id)}
                aria-label={t('toast_dismiss')}
                className="inline-flex size-target shrink-0 items-center justify-center rounded-full text-muted hover:text-ink"
              >
                <CloseIcon size={18} />
              </button>
            </div>
          ))}
        </section>,
        document.body,
      )}
    </>
  );
}

/**
 * Where toasts start (toastTop): below the header while it is in view, so "Added to cart" does not cover the
 * cart count it just changed, and below the page title when they would cover it. Measured when toasts come
 * or go, and followed while they show as the page scrolls or resizes.
 */
function useToastTop(
  stackRef: RefObject<HTMLElement | null>,
  toasts: readonly Toast[],
  mainId: string,
): number {
  const [top, setTop] = useState(TOAST_EDGE);
  const showing = toasts.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stack's size changes with its toasts.
  useLayoutEffect(() => {
    if (!showing) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const stack = stackRef.current?.getBoundingClientRect();
      if (!stack) return;
      setTop(toastTop({ header: headerBox(), title: titleBox(mainId), stack }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [showing, toasts, mainId]);
  return top;
}

/** The layout's header (the first in the document: a page's own headers come after it, inside main). */
function headerBox(): Box | null {
  return document.querySelector('header')?.getBoundingClientRect() ?? null;
}

/** The box of the page title's text; none for a title that is only there for screen readers. */
function titleBox(mainId: string): Box | null {
  const title = document.querySelector(`#${mainId} h1`);
  if (!title || title.getBoundingClientRect().width <= 1) return null;
  const range = document.createRange();
  range.selectNodeContents(title);
  return range.getBoundingClientRect();
}

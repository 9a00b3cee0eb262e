import { type CSSProperties, type ReactNode, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../ui/icons';
import { dismissToast, type ToastTone, useToasts } from '../ui/toast-store';

const toneClass: Record<ToastTone, string> = {
  info: 'border-l-accent',
  success: 'border-l-success',
  error: 'border-l-deal',
};

/**
 * Toasts (spec section 9): 3 s each, at most 10; top centre on phones, top right from 768 px. The live region
 * is always in the page so screen readers announce new toasts politely. Call `showToast()` from anywhere.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const top = useBelowHeader(toasts.length > 0);
  return (
    <>
      {children}
      {createPortal(
        <section
          aria-label={t('toast.region')}
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
                aria-label={t('toast.dismiss')}
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
 * Where toasts start: just below the page header while it is in view, so "Added to cart" does not cover the
 * cart count it just changed (the phone header stays; the desktop one scrolls away, and then toasts start
 * 16 px from the top). Measured when toasts appear, not followed while they show (3 s).
 */
function useBelowHeader(showing: boolean): number {
  const [top, setTop] = useState(16);
  useLayoutEffect(() => {
    if (!showing) return;
    const bottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    setTop(Math.max(16, Math.round(bottom) + 8));
  }, [showing]);
  return top;
}

export { showToast } from '../ui/toast-store';

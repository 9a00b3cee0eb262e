import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from './button';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('inert') && el.getClientRects().length > 0,
  );
}

/** While a dialog is open the page behind it neither scrolls nor takes focus or clicks. */
function useModalBackground() {
  useEffect(() => {
    const root = document.getElementById('root');
    const body = document.body;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    root?.setAttribute('inert', '');
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      root?.removeAttribute('inert');
    };
  }, []);
}

type DialogProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** modal: centred box on larger screens, full-height sheet on phones. drawer: a panel from the right. */
  variant?: 'modal' | 'drawer';
  /** Width of the modal box from 768 px up. */
  width?: number;
  /** Extra content of the title bar, before the close button. */
  headerExtra?: ReactNode;
  /** A line above the content that says why the dialog opened; read out with its title. */
  description?: ReactNode;
};

/**
 * An accessible modal dialog: role=dialog, aria-modal, labelled by its title; focus moves in and stays in;
 * Escape, the close button and a click on the backdrop close it; the page behind is inert and does not scroll.
 * Focus goes back to the opener through the dialog store.
 */
export function Dialog({
  title,
  onClose,
  children,
  variant = 'modal',
  width = 450,
  headerExtra,
  description,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModalBackground();

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const preferred =
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined) ??
      panel;
    preferred.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const current = document.activeElement;
    if (event.shiftKey && (current === first || current === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const isDrawer = variant === 'drawer';
  const layer = isDrawer ? 'justify-end' : 'md:items-center md:justify-center md:p-6';
  const panel = isDrawer
    ? 'h-full w-[86vw] max-w-[380px] animate-[drawer-in_200ms_ease-out]'
    : 'h-full w-full animate-[sheet-in_200ms_ease-out] md:h-auto md:max-h-[85vh] md:w-[var(--dialog-width)] md:max-w-full md:rounded-card';

  return createPortal(
    <div className={`fixed inset-0 z-50 flex ${layer}`}>
      <div aria-hidden="true" className="absolute inset-0 bg-ink/45" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={{ '--dialog-width': `${width}px` } as CSSProperties}
        className={`relative flex flex-col bg-white shadow-raised outline-none ${panel}`}
      >
        <div className="flex min-h-14 shrink-0 items-center gap-2 border-b border-line py-1 pr-2 pl-5">
          <h2 id={titleId} className="flex-1 text-lg font-semibold">
            {title}
          </h2>
          {headerExtra}
          <button type="button" className={iconButtonClass} onClick={onClose} aria-label={t('close')}>
            <CloseIcon />
          </button>
        </div>
        <div ref={bodyRef} className="flex-1 overflow-y-auto overscroll-contain">
          {description ? (
            <p id={descriptionId} className="mx-5 mt-5 rounded-card bg-accent-soft px-4 py-3 text-sm">
              {description}
            </p>
          ) : null}
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}

import type { ReactNode, Ref } from 'react';

const WIDTH = {
  /** The shop's content width: listings, cart, checkout, orders. */
  wide: 'max-w-content',
  /** A reading width: forms, payment, a return, an article. */
  narrow: 'max-w-3xl',
} as const;

/**
 * The frame of every page inside a layout: its width and margins, and its header: an optional way back up
 * (the tab above an order, say), the page's one h1 with what stands beside it (a status, a count), and what
 * goes under it (a date, the steps of a flow). Without a title the page's content brings its own h1 (the
 * product page's sits in its buying column) or none yet (a skeleton, a not-found state).
 */
export function PageFrame({
  title,
  width = 'wide',
  back,
  aside,
  below,
  headingRef,
  as: Element = 'div',
  children,
}: {
  title?: ReactNode;
  width?: keyof typeof WIDTH;
  back?: ReactNode;
  aside?: ReactNode;
  below?: ReactNode;
  /** For a page that moves focus to its title (after a removal, on arrival). */
  headingRef?: Ref<HTMLHeadingElement>;
  as?: 'div' | 'article';
  children?: ReactNode;
}) {
  return (
    <Element className={`mx-auto ${WIDTH[width]} px-4 py-6 md:py-10`}>
      {title !== undefined ? (
        <div className="mb-6">
          {back ? <p className="mb-1 text-sm">{back}</p> : null}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1
              ref={headingRef}
              tabIndex={headingRef ? -1 : undefined}
              className="min-w-0 text-2xl font-semibold tracking-tight break-words outline-none md:text-3xl"
            >
              {title}
            </h1>
            {aside}
          </div>
          {below}
        </div>
      ) : null}
      {children}
    </Element>
  );
}

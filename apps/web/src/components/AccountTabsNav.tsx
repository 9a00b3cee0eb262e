import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

export type AccountTab = {
  key: string;
  label: string;
  to: string;
  active: boolean;
  /** A number beside the label; null while it loads (shown as –); undefined for none. */
  count?: number | null;
};

/** Which ends of the phone's row of tabs have more tabs beyond them, out of view. */
type HiddenEnds = { start: boolean; end: boolean };

/**
 * Follows the sideways scroll of `ref`'s list: which ends hide tabs, as it scrolls and as its width changes.
 */
function useHiddenEnds(ref: RefObject<HTMLUListElement | null>): HiddenEnds {
  const [ends, setEnds] = useState<HiddenEnds>({ start: false, end: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () => {
      const max = list.scrollWidth - list.clientWidth;
      // A pixel's slack: scrollLeft can stop a fraction short of the end.
      const next = { start: list.scrollLeft > 1, end: list.scrollLeft < max - 1 };
      setEnds((was) => (was.start === next.start && was.end === next.end ? was : next));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [ref]);
  return ends;
}

/** The fade over a phone's row of tabs where more lie beyond the edge: the cue that the row scrolls. */
const FADE = 'pointer-events-none absolute top-0 bottom-2 w-10 from-white to-transparent md:hidden';

/**
 * The tabs of an account area (orders, wallet) as links, so each tab has an address: a side menu on desktop,
 * a row of pills on phones that scrolls sideways, faded at an edge that has more tabs beyond it. The current
 * tab has aria-current.
 */
export function AccountTabsNav({ label, tabs }: { label: string; tabs: AccountTab[] }) {
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hidden = useHiddenEnds(listRef);
  const current = tabs.find((tab) => tab.active)?.key;
  // On phones the row scrolls sideways: bring the current tab into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the tab changes.
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const list = active?.closest('ul');
    if (!active || !list || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return (
    <nav ref={navRef} aria-label={label} className="relative md:w-56 md:shrink-0">
      <ul
        ref={listRef}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0"
      >
        {tabs.map((tab) => (
          <li key={tab.key} className="shrink-0">
            <Link
              to={tab.to}
              aria-current={tab.active ? 'page' : undefined}
              className={`flex min-h-target items-center justify-between gap-3 rounded-full border px-4 text-sm whitespace-nowrap transition-colors md:rounded-card md:border-transparent ${
                tab.active
                  ? 'border-accent bg-accent-soft font-semibold text-accent'
                  : 'border-line text-ink hover:bg-soft'
              }`}
            >
              <span>{tab.label}</span>
              {tab.count === undefined ? null : (
                <span
                  className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs tabular ${
                    tab.active ? 'bg-accent text-white' : 'bg-soft text-muted'
                  }`}
                >
                  {tab.count === null ? '–' : tab.count.toLocaleString('en-US')}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {hidden.start ? (
        <span aria-hidden="true" data-scroll-cue="start" className={`${FADE} -left-4 bg-linear-to-r`} />
      ) : null}
      {hidden.end ? (
        <span aria-hidden="true" data-scroll-cue="end" className={`${FADE} -right-4 bg-linear-to-l`} />
      ) : null}
    </nav>
  );
}

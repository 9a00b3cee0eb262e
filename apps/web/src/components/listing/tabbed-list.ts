import { href, type RouteName } from '../../routes/paths';
import { parsePage } from './listing-url';

/**
 * A member's list with tabs whose choice is in the address (?tab=past&page=2), as "My appointments" and the
 * review lists are: the tab read forgivingly (an old link, a typo: the first tab), and the address written
 * back with the first tab and page 1 left out, so the list's own address is its plain path.
 */
export type TabbedList<T extends string> = {
  tabs: readonly T[];
  /** The tab the URL names; the first for a missing or unknown one. */
  tabFrom: (raw: string | null | undefined) => T;
  /** The tab and the page from the list's query. */
  stateFrom: (params: URLSearchParams) => { tab: T; page: number };
  /** The list at a tab and page. */
  href: (tab?: T, page?: number) => string;
};

export const TAB_PARAM = 'tab';

export function tabbedList<T extends string>(route: RouteName, tabs: readonly [T, ...T[]]): TabbedList<T> {
  const first = tabs[0];
  const tabFrom = (raw: string | null | undefined): T => {
    const value = raw?.trim().toLowerCase();
    return tabs.find((tab) => tab === value) ?? first;
  };
  return {
    tabs,
    tabFrom,
    stateFrom: (params) => ({ tab: tabFrom(params.get(TAB_PARAM)), page: parsePage(params.get('page')) }),
    href: (tab = first, page = 1) =>
      href(route, {}, { [TAB_PARAM]: tab === first ? null : tab, page: page > 1 ? page : null }),
  };
}

/** Pages of a list of `total` items, `perPage` a page; at least one (an empty list has a page). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

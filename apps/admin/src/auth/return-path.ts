/*
 * Where a 401 sends the member of staff (the sign-in page, with the page to come back to) and where signing in
 * sends them after. Paths are the router's, under its /admin basename.
 */

export const SIGN_IN_PATH = '/sign-in';

/** The sign-in page's address that brings the member of staff back to `from` (a router path). */
export function signInPathFor(from: string): string {
  if (from === '/' || from === '' || from.startsWith(SIGN_IN_PATH)) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(from)}`;
}

/**
 * The page to open after signing in: the `next` parameter when it is a path of this app, else Home. Anything
 * else (another site, `//host`, a scheme) is ignored, so a link cannot send a fresh session elsewhere.
 */
export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith(SIGN_IN_PATH)) return '/';
  return next;
}

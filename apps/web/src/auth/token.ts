/**
 * The session itself is an httpOnly cookie that no script can read (the API sets it at login). What the tabs
 * share in localStorage is a marker of it under "session": a random value, no secret, written at login and
 * removed at logout, so a tab knows a session may exist (and asks for the profile) and every other tab hears
 * of a login or logout through the storage event (spec section 4's token in localStorage, without the token).
 */
export const SESSION_KEY = 'session';
/** Where the token itself was kept before the cookie: removed, so none is left readable. */
const OLD_TOKEN_KEY = 'token';

export function readSessionMarker(): string | null {
  try {
    localStorage.removeItem(OLD_TOKEN_KEY);
    return localStorage.getItem(SESSION_KEY) || null;
  } catch {
    return null;
  }
}

/** A new marker, for a login: another tab that sees it changed knows a session began. */
export function newSessionMarker(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const marker = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    localStorage.setItem(SESSION_KEY, marker);
  } catch {
    // Storage unavailable: this tab still knows, other tabs learn from a 401.
  }
  return marker;
}

export function removeSessionMarker(): void {
  try {
    localStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing stored.
  }
}

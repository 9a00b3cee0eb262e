import type { Language } from '@beauty/shared';
import type { QueryClient } from '@tanstack/react-query';

/*
 * The roots of every query key, and the keys of what the whole storefront reads; each feature makes its own
 * keys in its `keys.ts` from these roots (features/<area>/keys.ts), and nowhere else. Two kinds:
 * - shared answers, the same for everyone who asks in a language (or, for listings, for every viewer of one
 *   kind: visitor, member or partner), stay cached across logins;
 * - a session's answers, everything that belongs to or depends on the signed-in member (profile, cart,
 *   wishlist, addresses, orders, payments, and the landing and product pages, which carry their prices and
 *   wishes), live under one root, ['member', session token]. Logout and a forced logout remove that root
 *   whole (clearMemberData), and the next member's keys hold another token, so one member's data can never
 *   be read under another's key.
 */

const MEMBER_ROOT = 'member';

/** The keys of one session's member that several features read; `session` is the session token. */
export function memberKeys(session: string) {
  const root = [MEMBER_ROOT, session] as const;
  return {
    all: root,
    profile: () => [...root, 'profile'] as const,
  };
}

export type MemberKeys = ReturnType<typeof memberKeys>;

/**
 * Where the answers that depend on who asks live: the session's root for a member, 'visitor' otherwise
 * (a visitor's answers hold nobody's data).
 */
export function viewerScope(session: string | null) {
  return session ? memberKeys(session).all : (['visitor'] as const);
}

/** Who asks, as far as a listing's answer differs: partners get partner prices. */
export type ViewerKind = 'guest' | 'member' | 'agent';

export const queryKeys = {
  countries: () => ['countries'] as const,
  languages: () => ['languages'] as const,
  /** The landing page (its deals carry partner prices for partners). */
  landing: (session: string | null, language: Language) =>
    [...viewerScope(session), 'landing', language] as const,
};

/**
 * Drops everything of every member: the session ended (logout, a login elsewhere, a sign-up link). Running
 * fetches of those queries are cancelled with them, so a late answer cannot put anything back.
 */
export function clearMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [MEMBER_ROOT] });
}

/**
 * Whether the answer under `previous` may stay on screen while the one under `next` loads: when it holds
 * nobody's data (a visitor's) or the same session's, never one member's answer under another's (or a
 * visitor's) key.
 */
export function mayStandIn(previous: readonly unknown[], next: readonly unknown[]): boolean {
  if (previous[0] !== MEMBER_ROOT) return true;
  return next[0] === MEMBER_ROOT && next[1] === previous[1];
}

import { useMemo } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { type MemberKeys, memberKeys, type ViewerKind } from './query-keys';

/** The session marker the viewer-dependent keys hold; null for a visitor. */
export function useSession(): string | null {
  return useAuth().session;
}

/**
 * The keys of the signed-in member's queries. Logged out, they name no session (and the member hooks do not
 * run): nothing fetched for one member is ever found under them.
 */
export function useMemberKeys(): MemberKeys {
  return useSessionKeys(memberKeys);
}

/** A feature's member keys (its `keys.ts`) for the signed-in member, made again only when the session changes. */
export function useSessionKeys<Keys>(make: (session: string) => Keys): Keys {
  const { session } = useAuth();
  return useMemo(() => make(session ?? ''), [make, session]);
}

/** Who is asking, as far as a listing's answer differs: agents see partner prices. */
export function useViewerKind(): ViewerKind {
  const { session, isAgent } = useAuth();
  if (!session) return 'guest';
  return isAgent ? 'agent' : 'member';
}

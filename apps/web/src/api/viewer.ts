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
  const { session } = useAuth();
  return useMemo(() => memberKeys(session ?? ''), [session]);
}

/** Who is asking, as far as a listing's answer differs: agents see partner prices. */
export function useViewerKind(): ViewerKind {
  const { session, isAgent } = useAuth();
  if (!session) return 'guest';
  return isAgent ? 'agent' : 'member';
}

import { configureApiClient } from '@beauty/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { clearMemberData, memberKeys } from '../api/query-keys';
import { dialogStore } from '../app/dialogs';
import { fetchProfile, logoutRequest } from './profile';
import { newSessionMarker, readSessionMarker, removeSessionMarker, SESSION_KEY } from './token';
import type { UserProfile } from './types';

export type AuthState = {
  user: UserProfile | null;
  /**
   * The marker of this tab's session (auth/token.ts), not a secret: it keys the member's cached data, so a new
   * session finds none of the last one's. Null for a visitor.
   */
  session: string | null;
  /** True while a session's profile is loading: the header shows a spinner instead of the buttons. */
  isLoading: boolean;
  isAgent: boolean;
  /** Singapore users see appointments, vouchers, stylist reviews and stores. */
  isSg: boolean;
  /** Marks the session login or register began (its cookie is set) with the profile they answered. */
  signIn: (profile: UserProfile) => void;
  /** POST /account/logout, then the session marker and the user's data go, and the page reloads at home. */
  logout: () => Promise<void>;
  /** Ends the session without leaving the page (sign-up links log out any current user). */
  dropSession: () => void;
  /** True while the logout call runs. */
  isLoggingOut: boolean;
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [session, setSession] = useState<string | null>(readSessionMarker);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const [isLoggingOut, setLoggingOut] = useState(false);
  const loggingOutRef = useRef(false);

  const profile = useQuery({
    queryKey: memberKeys(session ?? '').profile(),
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: session !== null,
    staleTime: 60_000,
  });

  const clearSession = useCallback(() => {
    removeSessionMarker();
    sessionRef.current = null;
    setSession(null);
    // Everything of the member goes with the session, so the next one in this tab finds none of it.
    clearMemberData(queryClient);
  }, [queryClient]);

  const logout = useCallback(async () => {
    // Spec section 4: the logout call, then home and a reload. A 401 here is not a login elsewhere.
    loggingOutRef.current = true;
    setLoggingOut(true);
    await logoutRequest();
    clearSession();
    window.location.assign('/');
  }, [clearSession]);

  const dropSession = useCallback(() => {
    if (!sessionRef.current) return;
    // The call goes first, while the cookie still names the session; the tab forgets it at once.
    void logoutRequest();
    clearSession();
  }, [clearSession]);

  /** A 401, or the session ended in another tab: log out, say why, go home. */
  const endSession = useCallback(() => {
    // A 401 without a session (or during logout) is not a login elsewhere.
    if (loggingOutRef.current || sessionRef.current === null) return;
    clearSession();
    dialogStore.open('multiple-login');
    navigate('/');
  }, [clearSession, navigate]);

  const signIn = useCallback(
    (profile: UserProfile) => {
      const next = newSessionMarker();
      sessionRef.current = next;
      queryClient.setQueryData(memberKeys(next).profile(), profile);
      setSession(next);
    },
    [queryClient],
  );

  // A layout effect runs before any query's first fetch (those start from passive effects), so a 401 on the
  // profile of a session that ended elsewhere while the page was closed still reaches endSession.
  useLayoutEffect(() => configureApiClient({ onUnauthorized: endSession }), [endSession]);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== SESSION_KEY && event.key !== null) return;
      const stored = readSessionMarker();
      if (stored === sessionRef.current) return;
      // Logged out in another tab: this tab's session ended with it.
      if (stored === null) endSession();
      else {
        // Logged in in another tab: the cookie is that session's now, and so is this tab.
        sessionRef.current = stored;
        setSession(stored);
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endSession]);

  const user = session ? (profile.data ?? null) : null;
  const value = useMemo<AuthState>(() => {
    return {
      user,
      session,
      isLoading: session !== null && profile.isPending,
      isAgent: user?.roles === 'agent',
      isSg: user?.is_sg === true,
      signIn,
      logout,
      dropSession,
      isLoggingOut,
    };
  }, [user, session, profile.isPending, signIn, logout, dropSession, isLoggingOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Runs an action that needs a signed-in user, or opens the login dialog instead (spec section 6). */
export function useRequireLogin() {
  const { user } = useAuth();
  return useCallback(
    (action: () => void) => {
      if (user) action();
      else dialogStore.open('login');
    },
    [user],
  );
}

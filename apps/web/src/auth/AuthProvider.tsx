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
import { configureApiClient } from '../api/client';
import { clearMemberData, memberKeys } from '../api/query-keys';
import { dialogStore } from '../ui/dialog-store';
import { fetchProfile, logoutRequest } from './profile';
import { readToken, removeToken, TOKEN_KEY, writeToken } from './token';
import type { UserProfile } from './types';

export type AuthState = {
  user: UserProfile | null;
  token: string | null;
  /** True while a stored token's profile is loading: the header shows a spinner instead of the buttons. */
  isLoading: boolean;
  isAgent: boolean;
  /** Singapore users see appointments, vouchers, stylist reviews and stores. */
  isSg: boolean;
  /** Stores the token and loads the profile (or uses the one login or register answered with). */
  signIn: (token: string, profile?: UserProfile) => void;
  /** POST /account/logout, then the token and the user's data go, and the page reloads at home. */
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
  const [token, setToken] = useState<string | null>(readToken);
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const [isLoggingOut, setLoggingOut] = useState(false);
  const loggingOutRef = useRef(false);

  const profile = useQuery({
    queryKey: memberKeys(token ?? '').profile(),
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

  const clearSession = useCallback(() => {
    removeToken();
    tokenRef.current = null;
    setToken(null);
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
    const previous = tokenRef.current;
    if (!previous) return;
    clearSession();
    void logoutRequest(previous);
  }, [clearSession]);

  /** A 401, or the token removed in another tab: log out, say why, go home. */
  const endSession = useCallback(() => {
    // A 401 without a session (or during logout) is not a login elsewhere.
    if (loggingOutRef.current || tokenRef.current === null) return;
    clearSession();
    dialogStore.open('multiple-login');
    navigate('/');
  }, [clearSession, navigate]);

  const signIn = useCallback(
    (next: string, profile?: UserProfile) => {
      writeToken(next);
      tokenRef.current = next;
      if (profile) queryClient.setQueryData(memberKeys(next).profile(), profile);
      setToken(next);
    },
    [queryClient],
  );

  // A layout effect runs before any query's first fetch (those start from passive effects), so a 401 on the
  // profile of a session that ended elsewhere while the page was closed still reaches endSession.
  useLayoutEffect(
    () => configureApiClient({ getToken: () => tokenRef.current, onUnauthorized: endSession }),
    [endSession],
  );

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      const stored = readToken();
      if (stored === tokenRef.current) return;
      if (stored === null) endSession();
      else {
        tokenRef.current = stored;
        setToken(stored);
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endSession]);

  const user = token ? (profile.data ?? null) : null;
  const value = useMemo<AuthState>(() => {
    return {
      user,
      token,
      isLoading: token !== null && profile.isPending,
      isAgent: user?.roles === 'agent',
      isSg: user?.is_sg === true,
      signIn,
      logout,
      dropSession,
      isLoggingOut,
    };
  }, [user, token, profile.isPending, signIn, logout, dropSession, isLoggingOut]);

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

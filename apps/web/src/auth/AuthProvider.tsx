import { SG_COUNTRY } from '@beauty/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { configureApiClient } from '../api/client';
import { useCountries } from '../api/queries';
import { dialogStore } from '../ui/dialog-store';
import { fetchProfile, USER_QUERY_KEYS } from './profile';
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
  /** Seam for the login and sign-up issue: stores the token and loads the profile. */
  signIn: (token: string) => void;
  /** Ends the session in this browser: token and the user's cached data go. */
  logout: () => void;
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(readToken);
  const tokenRef = useRef(token);
  tokenRef.current = token;

  const profile = useQuery({
    queryKey: ['profile', token],
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
  const countries = useCountries();

  const clearSession = useCallback(() => {
    removeToken();
    tokenRef.current = null;
    setToken(null);
    for (const queryKey of USER_QUERY_KEYS) queryClient.removeQueries({ queryKey });
  }, [queryClient]);

  const logout = useCallback(() => {
    // The accounts issue adds POST /account/logout here, then goes home and reloads (spec section 4).
    clearSession();
  }, [clearSession]);

  /** A 401, or the token removed in another tab: log out, say why, go home. */
  const endSession = useCallback(() => {
    clearSession();
    dialogStore.open('multiple-login');
    navigate('/');
  }, [clearSession, navigate]);

  const signIn = useCallback((next: string) => {
    writeToken(next);
    tokenRef.current = next;
    setToken(next);
  }, []);

  useEffect(
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
    const country = user ? countries.data?.find((c) => c.id === user.country_id) : undefined;
    return {
      user,
      token,
      isLoading: token !== null && profile.isPending,
      isAgent: user?.roles.toLowerCase() === 'agent',
      isSg: country?.abbreviation.toUpperCase() === SG_COUNTRY,
      signIn,
      logout,
    };
  }, [user, token, profile.isPending, countries.data, signIn, logout]);

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

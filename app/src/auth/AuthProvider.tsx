import type { User } from '@firm/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../api/ApiProvider';

// The session steps load on demand: a visitor (no stored token) never needs them, so they stay
// out of the public pages' bundle. They arrive with the first staff screen or a stored token.
const loadSession = () => import('./session');

export interface AuthState {
  user: User | null;
  /** True until the start-up step (§4) has finished. */
  loading: boolean;
  isAuthenticated: boolean;
  login(email: string, password: string): Promise<User>;
  logout(): Promise<void>;
  /** Partial local update (e.g. the photo after a profile save, §4). */
  updateUser(changes: Partial<User>): void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [user, setUser] = useState<User | null>(null);
  // Starts true on the server and the client alike, so hydration matches; the effect settles it.
  const [loading, setLoading] = useState(true);

  const forget = useCallback(() => {
    setUser(null);
    // Back-office data must not outlive the session that fetched it.
    void mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);

  useEffect(() => {
    let active = true;
    const restoring = api.tokens.get()
      ? loadSession().then(({ restoreSession }) => restoreSession(api))
      : Promise.resolve(null);
    // A session module that cannot be loaded (offline) leaves the user signed out, token kept.
    void restoring
      .catch(() => null)
      .then((restored) => {
        if (!active) return;
        setUser(restored);
        setLoading(false);
      });
    api.setUnauthorizedHandler(() => {
      api.tokens.clear();
      forget();
    });
    return () => {
      active = false;
      api.setUnauthorizedHandler(undefined);
    };
  }, [api, forget]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      isAuthenticated: user !== null,
      login: async (email, password) => {
        const { signIn } = await loadSession();
        const signedIn = await signIn(api, email, password);
        setUser(signedIn);
        return signedIn;
      },
      logout: async () => {
        const { signOut } = await loadSession();
        await signOut(api);
        forget();
      },
      updateUser: (changes) => setUser((current) => (current ? { ...current, ...changes } : current)),
    }),
    [api, forget, loading, user],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

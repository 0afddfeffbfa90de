/**
 * Auth state shared by the account and admin routes: the user from the current Amplify session,
 * `authenticated` and `loading`. Tokens are never stored here; API calls ask Amplify each time.
 * `loading` is true on the first render, on the server too: prerendered account pages show their
 * form's placeholder until the browser knows whether a session exists.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ADMIN_GROUP, STAFF_GROUP } from '../../../../lambdas/contract/endpoints';
import {
  hasStoredSession,
  readSession,
  signInWithPassword,
  signOutEverywhere,
  type SessionUser,
  type SignInOutcome,
} from './cognito';

export interface AuthState {
  user: SessionUser | null;
  authenticated: boolean;
  loading: boolean;
  isStaff: boolean;
  /** Staff who may also manage staff (the `admin` group); the API checks this again. */
  isAdmin: boolean;
  signIn: (email: string, password: string) => Promise<SignInOutcome>;
  signOut: () => Promise<void>;
  /** Re-reads the session; `forceRefresh` fetches new tokens, e.g. after the user's groups changed. */
  refresh: (options?: { forceRefresh?: boolean }) => Promise<void>;
}

const AuthContext = createContext<AuthState | undefined>(undefined);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async (options?: { forceRefresh?: boolean }) => {
    setUser(await readSession(options));
  }, []);

  useEffect(() => {
    let live = true;
    // No stored session: signed out at once, without loading Amplify (a sign-in loads it).
    void (hasStoredSession() ? readSession() : Promise.resolve(null)).then((found) => {
      if (!live) return;
      setUser(found);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, []);

  const signIn = useCallback(
    async (email: string, password: string) => {
      // Amplify refuses a second sign-in while a session exists: end the old one first.
      if (await readSession()) await signOutEverywhere();
      const outcome = await signInWithPassword(email, password);
      if (outcome === 'signedIn') await refresh();
      return outcome;
    },
    [refresh],
  );

  const signOut = useCallback(async () => {
    try {
      await signOutEverywhere();
    } finally {
      setUser(null);
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      authenticated: user !== null,
      loading,
      isStaff: user?.groups.includes(STAFF_GROUP) ?? false,
      isAdmin: (user?.groups.includes(STAFF_GROUP) && user.groups.includes(ADMIN_GROUP)) ?? false,
      signIn,
      signOut,
      refresh,
    }),
    [user, loading, signIn, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/** The auth state when inside the provider, else undefined (for helpers also used outside it). */
export function useOptionalAuth(): AuthState | undefined {
  return useContext(AuthContext);
}

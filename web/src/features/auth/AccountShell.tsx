/**
 * Layout route of every account and admin screen (a lazy chunk): it provides the auth state and,
 * while mounted, lets API calls carry a fresh ID token from Amplify. Public pages never render it.
 */
import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { setTokenProvider } from '../../lib/api';
import { AuthProvider } from '../../lib/auth/AuthContext';
import { currentIdToken } from '../../lib/auth/cognito';
import './account.css';

export default function AccountShell() {
  // A layout effect runs before any screen's data-loading effect. Removing the provider on the way
  // out keeps public pages anonymous: staff browsing /careers see what visitors see (the jobs API
  // shows inactive jobs to staff tokens).
  useLayoutEffect(() => {
    setTokenProvider(currentIdToken);
    return () => setTokenProvider(undefined);
  }, []);
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}

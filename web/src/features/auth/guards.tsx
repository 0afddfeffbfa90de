/**
 * Route guards. RequireAuth: anonymous visitors go to /login with the requested location in
 * `state.from`. RequireStaff: signed-in users outside the staff group see that their account
 * awaits approval instead of the admin pages.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthContext';
import { Loading } from './Loading';
import { AwaitingApprovalPage } from './pages/AwaitingApprovalPage';
import { afterLoginPath } from './navigation';

export function RequireAuth({ children }: { children?: ReactNode }) {
  const { loading, authenticated } = useAuth();
  const location = useLocation();
  if (loading) return <Loading />;
  if (!authenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

export function RequireStaff({ children }: { children?: ReactNode }) {
  const { loading, authenticated, isStaff } = useAuth();
  const location = useLocation();
  if (loading) return <Loading />;
  if (!authenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isStaff) return <AwaitingApprovalPage />;
  return children ?? <Outlet />;
}

/**
 * For /login and /register: a signed-in user is sent on to where they were going (or the admin).
 * The screen renders while the session is still unknown, so nothing waits on Amplify to show the form.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { loading, authenticated } = useAuth();
  const location = useLocation();
  if (!loading && authenticated) return <Navigate to={afterLoginPath(location.state)} replace />;
  return children;
}

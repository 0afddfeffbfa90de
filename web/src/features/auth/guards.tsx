/**
 * Route guards. RequireAuth: anonymous visitors go to /login with the requested location in
 * `state.from`. RequireStaff: signed-in users outside the staff group see that their account
 * awaits approval instead of the admin pages. RedirectSignedIn: a signed-in visitor never sees
 * /login or /register; they go where a login would have taken them.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthContext';
import { Loading } from './Loading';
import { afterLoginPath } from './navigation';
import { AwaitingApprovalPage } from './pages/AwaitingApprovalPage';

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

/** `placeholder`: shown while the session is read instead of "Loading" (it must hold no password field). */
export function RedirectSignedIn({ children, placeholder }: { children?: ReactNode; placeholder?: ReactNode }) {
  const { loading, authenticated } = useAuth();
  const location = useLocation();
  if (loading) return placeholder ?? <Loading />;
  if (authenticated) return <Navigate to={afterLoginPath(location.state)} replace />;
  return children ?? <Outlet />;
}

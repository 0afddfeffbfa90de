/**
 * Account and admin routes. Everything here is a lazy chunk, so public pages never load Amplify,
 * the account screens or the admin area; the auth provider wraps only these routes.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router-dom';
import { Loading } from './Loading';

const AccountShell = lazy(() => import('./AccountShell'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const RegisterPage = lazy(() => import('./pages/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const SignedInProfile = lazy(() => import('./pages/SignedInProfile'));
const AdminArea = lazy(() => import('../admin/AdminArea'));

const show = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<Loading />}>
    <Page />
  </Suspense>
);

export function accountRoutes() {
  return (
    <Route element={show(AccountShell)}>
      <Route path="login" element={show(LoginPage)} />
      <Route path="register" element={show(RegisterPage)} />
      <Route path="forgot-password" element={show(ForgotPasswordPage)} />
      <Route path="dashboard" element={show(DashboardPage)} />
      <Route path="profile" element={show(SignedInProfile)} />
      <Route path="admin/*" element={show(AdminArea)} />
    </Route>
  );
}

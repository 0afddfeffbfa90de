/**
 * Layout route of every account and admin screen (a lazy chunk): it installs the Amplify token
 * provider for API calls and provides the auth state. Public pages never render it.
 */
import { Outlet } from 'react-router-dom';
import { setTokenProvider } from '../../lib/api';
import { AuthProvider } from './AuthContext';
import { currentIdToken } from './amplify';
import './account.css';

setTokenProvider(currentIdToken);

export default function AccountShell() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}

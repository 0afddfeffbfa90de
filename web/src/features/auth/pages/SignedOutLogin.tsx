import { RedirectSignedIn } from '../guards';
import LoginPage from './LoginPage';

/** /login for visitors only: a signed-in visitor goes where a login would have taken them. */
export default function SignedOutLogin() {
  return (
    <RedirectSignedIn>
      <LoginPage />
    </RedirectSignedIn>
  );
}

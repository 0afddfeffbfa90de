import { Seo } from '../../../components/seo';
import { pageMeta } from '../../../content/seo';
import { RedirectSignedIn } from '../guards';
import LoginPage from './LoginPage';

/**
 * /login for visitors only: a signed-in visitor goes where a login would have taken them. While the
 * session is read, the same card shows with placeholder fields (the prerendered page is that card).
 */
export default function SignedOutLogin() {
  return (
    <>
      <Seo {...pageMeta.login} />
      <RedirectSignedIn placeholder={<LoginPage />}>
        <LoginPage />
      </RedirectSignedIn>
    </>
  );
}

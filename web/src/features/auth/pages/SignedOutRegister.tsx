import { Seo } from '../../../components/seo';
import { pageMeta } from '../../../content/seo';
import { RedirectSignedIn } from '../guards';
import RegisterPage from './RegisterPage';

/** /register for visitors only: a signed-in visitor goes where a login would have taken them. */
export default function SignedOutRegister() {
  return (
    <>
      <Seo {...pageMeta.register} />
      <RedirectSignedIn placeholder={<RegisterPage />}>
        <RegisterPage />
      </RedirectSignedIn>
    </>
  );
}

/**
 * The pages a newsletter mail's links open: /newsletter/confirm and /newsletter/unsubscribe
 * (app-shell routes). They post the link's token to the API, so a mail scanner that only
 * fetches the page changes nothing, and say what happened.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Seo } from '../../components/seo/Seo';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { StatusMessage } from '../../components/ui/StatusMessage';
import { newsletterLinks } from '../../content/newsletter';
import { ApiError, api } from '../../lib/api';

type Action = 'confirm' | 'unsubscribe';
type State = 'working' | 'done' | 'invalid' | 'failure';

function NewsletterLinkPage({ action }: { action: Action }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? 'working' : 'invalid');
  const sent = useRef(false);
  const texts = newsletterLinks[action];

  useEffect(() => {
    // Once per page view (React's development double effects included).
    if (!token || sent.current) return;
    sent.current = true;
    api(action === 'confirm' ? 'confirmSubscription' : 'unsubscribe', { body: { token } })
      .then(() => setState('done'))
      .catch((error: unknown) => setState(error instanceof ApiError && error.status === 400 ? 'invalid' : 'failure'));
  }, [action, token]);

  const message =
    state === 'working'
      ? texts.working
      : state === 'done'
        ? texts.done
        : state === 'invalid'
          ? newsletterLinks.invalid
          : newsletterLinks.failure;
  return (
    <section className="section">
      <Seo title={texts.title} description={texts.title} noindex />
      <div className="container narrow center">
        <h1>{texts.title}</h1>
        <StatusMessage tone={state === 'done' ? 'success' : state === 'working' ? 'info' : 'error'}>{message}</StatusMessage>
        {state !== 'working' && <ButtonLink to="/">{newsletterLinks.home}</ButtonLink>}
      </div>
    </section>
  );
}

export const ConfirmSubscriptionPage = () => <NewsletterLinkPage action="confirm" />;
export const UnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;

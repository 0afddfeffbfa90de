import { useState, type FormEvent } from 'react';
import { newsletter } from '../../content/contact';
import { ApiError, api } from '../../lib/api';
import { useRestoreTypedValues } from '../../lib/typedBeforeHydration';
import { StatusMessage } from '../ui/StatusMessage';
import { Honeypot, useBotTraps } from '../form/BotTraps';
import { isValidEmail } from './isValidEmail';

type State = 'idle' | 'sending' | 'success' | 'invalid' | 'failure';

/** Newsletter sign-up: POST /api/subscribers, with success, invalid e-mail and failure messages. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>('idle');
  useRestoreTypedValues('newsletter', (typed) => typed.email && setEmail(typed.email));
  const [serverMessage, setServerMessage] = useState<string>();
  const { honeypot, traps } = useBotTraps();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setState('invalid');
      return;
    }
    setState('sending');
    setServerMessage(undefined);
    try {
      await api('subscribe', { body: { email: email.trim(), ...traps() } });
      setState('success');
      setEmail('');
    } catch (error) {
      // The server's own words when it refused on purpose (too many requests); the address stays.
      setServerMessage(error instanceof ApiError && error.status === 429 ? error.message : undefined);
      setState(error instanceof ApiError && error.status === 400 ? 'invalid' : 'failure');
    }
  };

  const message =
    state === 'success'
      ? newsletter.success
      : state === 'invalid'
        ? newsletter.invalid
        : state === 'failure'
          ? (serverMessage ?? newsletter.failure)
          : undefined;
  const isError = state === 'invalid' || state === 'failure';
  return (
    <form className="newsletter" data-keep-typed="newsletter" onSubmit={onSubmit} noValidate aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="footer__heading">
        {newsletter.heading}
      </h2>
      <p>{newsletter.text}</p>
      <div className="newsletter__row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          {newsletter.label}
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={newsletter.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={state === 'invalid' || undefined}
          aria-describedby="newsletter-status"
        />
        <button type="submit" className="btn btn--primary" disabled={state === 'sending'}>
          {state === 'sending' ? newsletter.sending : newsletter.submit}
        </button>
      </div>
      <Honeypot id="newsletter-website" inputRef={honeypot} />
      <StatusMessage id="newsletter-status" tone={isError ? 'error' : 'success'}>
        {message}
      </StatusMessage>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { site } from '../../../content/site';
import { useAuth } from '../../../lib/auth/AuthContext';
import { authErrorMessage, isUnconfirmedError } from '../errors';
import { FormMessage, InputField } from '../../../components/form/Field';
import { preloadAuth } from '../../../lib/auth/cognito';
import { EmailField, FieldPlaceholder, FormLoading } from '../fields';
import { afterLoginPath, readNavState, type AccountNavState } from '../navigation';

/** The login card; its fields are placeholders until the session is known (see FieldPlaceholder). */
export default function LoginPage() {
  const { signIn, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = readNavState(location.state).notice;
  const [email, setEmail] = useState(readNavState(location.state).email ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [unconfirmed, setUnconfirmed] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    setUnconfirmed(false);
    try {
      const outcome = await signIn(email.trim(), password);
      if (outcome === 'signedIn') {
        void navigate(afterLoginPath(location.state), { replace: true });
        return;
      }
      if (outcome === 'confirmSignUp') {
        setUnconfirmed(true);
        setError(authErrorMessage('login', { name: 'UserNotConfirmedException' }));
      } else {
        setError(authErrorMessage('login', undefined));
      }
    } catch (err) {
      console.error('Login failed', err);
      setUnconfirmed(isUnconfirmedError(err));
      setError(authErrorMessage('login', err));
    }
    setBusy(false);
  }

  return (
    <section className="account-page" aria-labelledby="login-title">
      <div className="account-card">
        <h1 id="login-title">Login</h1>
        <p className="account-subtitle">Access your {site.brand} dashboard.</p>
        {!loading && <FormMessage kind="status">{notice}</FormMessage>}
        <form onSubmit={onSubmit} noValidate onFocus={preloadAuth} aria-busy={loading || undefined}>
          {loading ? (
            <>
              <FormLoading />
              <FieldPlaceholder label="Email Address" />
              <FieldPlaceholder label="Password" />
            </>
          ) : (
            <>
              <EmailField value={email} onValue={setEmail} required={false} />
              <InputField
                label="Password"
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </>
          )}
          {error && (
            <FormMessage kind="error">
              {error}
              {unconfirmed && (
                <>
                  {' '}
                  <Link to="/register" state={{ confirmEmail: email.trim() } satisfies AccountNavState}>
                    Confirm your account
                  </Link>
                </>
              )}
            </FormMessage>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy || loading}>
            {busy ? 'Logging in...' : 'Login'}
          </button>
        </form>
        <p className="account-links">
          <Link to="/forgot-password">Forgot password?</Link>
          <span>
            No account? <Link to="/register">Register</Link>
          </span>
        </p>
      </div>
    </section>
  );
}

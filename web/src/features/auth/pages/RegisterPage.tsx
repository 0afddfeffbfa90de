import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { confirmAccount, registerAccount, resendAccountCode } from '../../../lib/auth/cognito';
import { authErrorMessage, PASSWORD_RULE_MESSAGE } from '../errors';
import { FormMessage } from '../../../components/form/Field';
import { preloadAuth } from '../../../lib/auth/cognito';
import { useAuth } from '../../../lib/auth/AuthContext';
import { CodeField, EmailField, FieldPlaceholder, FormLoading, NewPasswordField } from '../fields';
import { PASSWORD_HINT } from '../password';
import { readNavState, type AccountNavState } from '../navigation';
import { meetsPasswordPolicy } from '../../../../../lambdas/contract/auth';

type Busy = 'none' | 'register' | 'confirm' | 'resend';

/** Registration, then the e-mailed code; the fields are placeholders until the session is known. */
export default function RegisterPage() {
  const { loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const confirmEmail = readNavState(location.state).confirmEmail;
  const [step, setStep] = useState<'register' | 'confirm'>(confirmEmail ? 'confirm' : 'register');
  const [email, setEmail] = useState(confirmEmail ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<Busy>('none');
  const [error, setError] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [status, setStatus] = useState(
    confirmEmail ? 'Enter the code from your sign-up e-mail, or use Resend Code to get a new one.' : '',
  );

  async function onRegister(event: FormEvent) {
    event.preventDefault();
    setError('');
    setPasswordError('');
    // The local emulator does not enforce the pool's policy, so the browser checks it too.
    if (!meetsPasswordPolicy(password)) {
      setPasswordError(PASSWORD_RULE_MESSAGE);
      return;
    }
    setBusy('register');
    try {
      const needsCode = await registerAccount(email.trim(), password);
      if (needsCode) {
        setStep('confirm');
        setStatus(`We sent a confirmation code to ${email.trim()}.`);
      } else {
        void navigate('/login', {
          state: { notice: 'Your account is ready. Please log in.', email: email.trim() } satisfies AccountNavState,
        });
      }
    } catch (err) {
      console.error('Registration failed', err);
      const message = authErrorMessage('register', err);
      if (message === PASSWORD_RULE_MESSAGE) setPasswordError(message);
      else setError(message);
    }
    setBusy('none');
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    setError('');
    setStatus('');
    setBusy('confirm');
    try {
      await confirmAccount(email.trim(), code.trim());
      void navigate('/login', {
        state: { notice: 'Your account is confirmed. Please log in.', email: email.trim() } satisfies AccountNavState,
      });
      return;
    } catch (err) {
      console.error('Confirmation failed', err);
      setError(authErrorMessage('confirm', err));
    }
    setBusy('none');
  }

  async function onResend() {
    setError('');
    setStatus('');
    setBusy('resend');
    try {
      await resendAccountCode(email.trim());
      setStatus(`A new code has been sent to ${email.trim()}.`);
    } catch (err) {
      console.error('Resending the code failed', err);
      setError(authErrorMessage('resend', err));
    }
    setBusy('none');
  }

  // The first render matches the prerendered page (the register card) even when the history
  // entry asks for the confirm step (a reload after "Confirm your account"); it follows at once.
  if (step === 'confirm' && !loading) {
    return (
      <section className="account-page" aria-labelledby="confirm-title">
        <div className="account-card">
          <h1 id="confirm-title">Confirm Your Account</h1>
          <p className="account-subtitle">Enter the code we e-mailed to {email || 'you'}.</p>
          <form onSubmit={onConfirm}>
            {!confirmEmail && !email && <EmailField value={email} onValue={setEmail} />}
            <CodeField label="Confirmation Code" value={code} onValue={setCode} />
            <FormMessage kind="status">{status}</FormMessage>
            <FormMessage kind="error">{error}</FormMessage>
            <button type="submit" className="btn btn-primary btn-block" disabled={busy !== 'none'}>
              {busy === 'confirm' ? 'Confirming...' : 'Confirm Account'}
            </button>
            <button type="button" className="btn btn-secondary btn-block" disabled={busy !== 'none'} onClick={onResend}>
              {busy === 'resend' ? 'Sending...' : 'Resend Code'}
            </button>
          </form>
          <p className="account-links">
            <Link to="/login">Back to Login</Link>
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="account-page" aria-labelledby="register-title">
      <div className="account-card">
        <h1 id="register-title">Register</h1>
        <p className="account-subtitle">Create a staff account. A staff member approves it before the admin area opens.</p>
        <form onSubmit={onRegister} onFocus={preloadAuth} aria-busy={loading || undefined}>
          {loading ? (
            <>
              <FormLoading />
              <FieldPlaceholder label="Email Address" />
              <FieldPlaceholder label="Password" hint={PASSWORD_HINT} />
            </>
          ) : (
            <>
              <EmailField value={email} onValue={setEmail} />
              <NewPasswordField label="Password" name="password" error={passwordError} value={password} onValue={setPassword} />
            </>
          )}
          <FormMessage kind="error">{error}</FormMessage>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy !== 'none' || loading}>
            {busy === 'register' ? 'Registering...' : 'Register'}
          </button>
        </form>
        <p className="account-links">
          <span>
            Already have an account? <Link to="/login">Login</Link>
          </span>
        </p>
      </div>
    </section>
  );
}

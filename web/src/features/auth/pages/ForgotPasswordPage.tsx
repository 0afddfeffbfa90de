import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { confirmPasswordReset, preloadAuth, requestPasswordReset } from '../../../lib/auth/cognito';
import { useAuth } from '../../../lib/auth/AuthContext';
import { pageMeta } from '../../../content/seo';
import { Seo } from '../../../components/seo';
import { authErrorMessage, PASSWORD_RULE_MESSAGE } from '../errors';
import { FormMessage } from '../../../components/form/Field';
import { CodeField, EmailField, FieldPlaceholder, FormLoading, NewPasswordField } from '../fields';
import type { AccountNavState } from '../navigation';
import { meetsPasswordPolicy } from '../../../../../lambdas/contract/auth';
/** Reset in two steps; the e-mail field is a placeholder until the page is live (as on /login). */
export default function ForgotPasswordPage() {
  const { loading } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [passwordError, setPasswordError] = useState('');

  async function onRequest(event: FormEvent) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setStep('confirm');
    } catch (err) {
      console.error('Password reset request failed', err);
      setError(authErrorMessage('forgot', err));
    }
    setBusy(false);
  }

  async function onReset(event: FormEvent) {
    event.preventDefault();
    setError('');
    setPasswordError('');
    if (!meetsPasswordPolicy(newPassword)) {
      setPasswordError(PASSWORD_RULE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      await confirmPasswordReset(email.trim(), code.trim(), newPassword);
      void navigate('/login', {
        state: { notice: 'Your password has been reset. Please log in.', email: email.trim() } satisfies AccountNavState,
      });
      return;
    } catch (err) {
      console.error('Password reset failed', err);
      const message = authErrorMessage('reset', err);
      if (message === PASSWORD_RULE_MESSAGE) setPasswordError(message);
      else setError(message);
    }
    setBusy(false);
  }

  return (
    <section className="account-page" aria-labelledby="reset-title">
      <Seo {...pageMeta.forgotPassword} />
      <div className="account-card">
        {step === 'request' ? (
          <>
            <h1 id="reset-title">Reset Password</h1>
            <p className="account-subtitle">Enter your e-mail address and we will send you a reset code.</p>
            <form onSubmit={onRequest} onFocus={preloadAuth} aria-busy={loading || undefined}>
              {loading ? (
                <>
                  <FormLoading />
                  <FieldPlaceholder label="Email Address" />
                </>
              ) : (
                <EmailField value={email} onValue={setEmail} />
              )}
              <FormMessage kind="error">{error}</FormMessage>
              <button type="submit" className="btn btn-primary btn-block" disabled={busy || loading}>
                {busy ? 'Sending...' : 'Send Reset Code'}
              </button>
            </form>
          </>
        ) : (
          <>
            <h1 id="reset-title">Set New Password</h1>
            <FormMessage kind="status">{`We sent a reset code to ${email.trim()}.`}</FormMessage>
            <form onSubmit={onReset}>
              <CodeField label="Reset Code" value={code} onValue={setCode} />
              <NewPasswordField
                label="New Password"
                name="newPassword"
                error={passwordError}
                value={newPassword}
                onValue={setNewPassword}
              />
              <FormMessage kind="error">{error}</FormMessage>
              <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
                {busy ? 'Resetting...' : 'Reset Password'}
              </button>
            </form>
          </>
        )}
        <p className="account-links">
          <Link to="/login">Back to Login</Link>
        </p>
      </div>
    </section>
  );
}

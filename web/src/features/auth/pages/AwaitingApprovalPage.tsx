import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/AuthContext';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Shown instead of the admin pages to a signed-in user who is not (yet) in the staff group. */
export function AwaitingApprovalPage() {
  useDocumentTitle('Awaiting approval');
  const { user, signOut, refresh } = useAuth();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState('');

  async function checkAgain() {
    setChecking(true);
    setStatus('');
    // New tokens carry the current groups; when staff was granted, the guard now shows the admin.
    await refresh({ forceRefresh: true });
    setChecking(false);
    setStatus('Your account has not been approved yet.');
  }

  return (
    <section className="account-page" aria-labelledby="awaiting-title">
      <div className="account-card">
        <h1 id="awaiting-title">Your account awaits approval</h1>
        <p>
          You are signed in as <strong>{user?.email}</strong>, but your account has not been given access to the admin area yet. A
          staff member will approve it.
        </p>
        <p className={status ? 'form-status' : undefined} role="status">
          {status}
        </p>
        <button type="button" className="btn btn-primary btn-block" disabled={checking} onClick={checkAgain}>
          {checking ? 'Checking...' : 'Check again'}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-block"
          onClick={async () => {
            await signOut();
            void navigate('/login', { replace: true });
          }}
        >
          Log out
        </button>
      </div>
    </section>
  );
}

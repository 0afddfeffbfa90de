import { useNavigate } from 'react-router-dom';
import { useAuth } from '../AuthContext';

/** Shown instead of the admin pages to a signed-in user who is not (yet) in the staff group. */
export function AwaitingApprovalPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <section className="account-page" aria-labelledby="awaiting-title">
      <div className="account-card">
        <h1 id="awaiting-title">Your account awaits approval</h1>
        <p>
          You are signed in as <strong>{user?.email}</strong>, but your account has not been given access to the admin
          area yet. A staff member will approve it; then log in again to continue.
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={async () => {
            await signOut();
            navigate('/login', { replace: true });
          }}
        >
          Log out
        </button>
      </div>
    </section>
  );
}

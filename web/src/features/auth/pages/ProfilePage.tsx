import { useAuth } from '../../../lib/auth/AuthContext';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export default function ProfilePage() {
  useDocumentTitle('Profile');
  const { user } = useAuth();
  return (
    <section className="account-page" aria-labelledby="profile-title">
      <div className="account-card">
        <h1 id="profile-title">My Profile</h1>
        <dl className="profile-details">
          <dt>Email</dt>
          <dd>{user?.email}</dd>
          <dt>Access</dt>
          <dd>{user?.groups.length ? user.groups.join(', ') : 'Awaiting approval'}</dd>
        </dl>
        <p className="field-hint">Profile settings such as your name and notification preferences will be available here soon.</p>
      </div>
    </section>
  );
}

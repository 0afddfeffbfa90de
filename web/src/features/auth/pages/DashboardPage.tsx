import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <section className="account-page account-page-wide" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Welcome to your Dashboard</h1>
      <div className="dashboard-grid">
        <article className="account-card">
          <h2>My Services</h2>
          <p>No active services.</p>
        </article>
        <article className="account-card">
          <h2>Account Details</h2>
          <p>
            <Link to="/profile">View your profile</Link>
          </p>
        </article>
        <article className="account-card">
          <h2>Recent Activity</h2>
          <p>No recent activity.</p>
        </article>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** An unknown address under /admin: a page inside the admin area, never a redirect (which could loop). */
export function AdminNotFound() {
  useDocumentTitle('Page not found | Admin');
  return (
    <section aria-labelledby="admin-not-found-title" className="admin-not-found">
      <header className="admin-page-head">
        <h1 id="admin-not-found-title">Page not found</h1>
      </header>
      <p>There is no admin page at this address.</p>
      <p>
        <Link to="/admin/applications">Back to applications</Link>
      </p>
    </section>
  );
}

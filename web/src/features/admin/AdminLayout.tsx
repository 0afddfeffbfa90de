import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '../../components/layout/Logo';
import { useAuth } from '../../lib/auth/AuthContext';

const SECTIONS = [
  { to: '/admin/applications', label: 'Applications' },
  { to: '/admin/jobs', label: 'Jobs' },
  { to: '/admin/blogs', label: 'Blogs' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;
/** Shown to administrators only (the page itself says so to anyone else). */
const ADMIN_SECTIONS = [{ to: '/admin/staff', label: 'Staff' }] as const;

/**
 * The back office's own shell: a top bar with the brand and, on phones, the one menu toggle; a
 * section sidebar that marks the current section; and the page. No public header or footer.
 */
export function AdminLayout() {
  const { signOut, user, isAdmin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Close the phone menu on navigation without an effect: remember the path it was opened on.
  const [openedAt, setOpenedAt] = useState(location.pathname);
  const open = menuOpen && openedAt === location.pathname;
  // Each admin page sets its own title ("Applications | Admin | Brand"), the unknown-path page too.

  return (
    <div className="admin-shell">
      <header className="admin-topbar">
        <Logo />
        <span className="admin-topbar__tag">Admin</span>
        <button
          type="button"
          className="admin-menu-toggle"
          aria-expanded={open}
          aria-controls="admin-nav"
          onClick={() => {
            setOpenedAt(location.pathname);
            setMenuOpen(!open);
          }}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Admin menu
        </button>
      </header>
      <aside className="admin-sidebar">
        <nav id="admin-nav" className={open ? 'admin-nav open' : 'admin-nav'} aria-label="Admin">
          <ul>
            {[...SECTIONS, ...(isAdmin ? ADMIN_SECTIONS : [])].map((s) => (
              <li key={s.to}>
                <NavLink to={s.to}>{s.label}</NavLink>
              </li>
            ))}
          </ul>
          <div className="admin-nav__footer">
            <Link to="/" className="admin-nav__site">
              View the website
            </Link>
            {user && <p className="admin-user">{user.email}</p>}
            <button
              type="button"
              className="btn btn-secondary admin-logout"
              onClick={async () => {
                await signOut();
                void navigate('/login', { replace: true });
              }}
            >
              Logout
            </button>
          </div>
        </nav>
      </aside>
      <div className="admin-content">
        <Outlet />
      </div>
    </div>
  );
}

import { useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthContext';

const SECTIONS = [
  { to: '/admin/applications', label: 'Applications' },
  { to: '/admin/jobs', label: 'Jobs' },
  { to: '/admin/blogs', label: 'Blogs' },
  { to: '/admin/messages', label: 'Messages' },
] as const;

export function AdminLayout() {
  const { signOut, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Close the phone menu on navigation without an effect: remember the path it was opened on.
  const [openedAt, setOpenedAt] = useState(location.pathname);
  const open = menuOpen && openedAt === location.pathname;

  return (
    <div className="admin-shell">
      <aside className="admin-sidebar" aria-label="Admin">
        <div className="admin-sidebar-head">
          <span className="admin-title">Admin</span>
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
            Admin menu
          </button>
        </div>
        <nav id="admin-nav" className={open ? 'admin-nav open' : 'admin-nav'}>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.to}>
                <NavLink to={s.to}>{s.label}</NavLink>
              </li>
            ))}
          </ul>
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
        </nav>
      </aside>
      <div className="admin-content">
        <Outlet />
      </div>
    </div>
  );
}

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../web/src/lib/auth/AuthContext';
import { RedirectSignedIn, RequireAuth, RequireStaff } from '../../../web/src/features/auth/guards';
import { amplifyMock, plainUser, resetAmplifyMock, staffUser } from './amplifyMock';

vi.mock('../../../web/src/lib/auth/amplify', async () => (await import('./amplifyMock')).amplifyMock);

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>login page, from {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route path="/admin" element={<RequireStaff />}>
            <Route path="jobs" element={<p>admin jobs</p>} />
          </Route>
          <Route path="/profile" element={<RequireAuth>profile of the signed-in user</RequireAuth>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );

describe('guards', () => {
  beforeEach(() => resetAmplifyMock());

  it('shows Loading while the session is unknown', async () => {
    renderAt('/admin/jobs');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.findByText(/login page/);
  });

  it('sends an anonymous visitor of an admin page to /login, remembering where they were going', async () => {
    renderAt('/admin/jobs?page=2');
    expect(await screen.findByText('login page, from /admin/jobs?page=2')).toBeInTheDocument();
    expect(screen.queryByText('admin jobs')).not.toBeInTheDocument();
  });

  it('shows a signed-in non-staff user that the account awaits approval, not the admin page', async () => {
    resetAmplifyMock(plainUser);
    renderAt('/admin/jobs');
    expect(await screen.findByRole('heading', { name: 'Your account awaits approval' })).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(screen.queryByText('admin jobs')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Check again" fetches new tokens and opens the admin once the user is staff', async () => {
    const user = userEvent.setup();
    resetAmplifyMock(plainUser);
    renderAt('/admin/jobs');
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Your account has not been approved yet.')).toBeInTheDocument();
    expect(amplifyMock.readSession).toHaveBeenLastCalledWith({ forceRefresh: true });

    amplifyMock.session = { ...plainUser, groups: ['staff'] };
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('admin jobs')).toBeInTheDocument();
  });

  it('lets staff through to the admin page', async () => {
    resetAmplifyMock(staffUser);
    renderAt('/admin/jobs');
    expect(await screen.findByText('admin jobs')).toBeInTheDocument();
  });

  it('RequireAuth needs only sign-in, not the staff group', async () => {
    resetAmplifyMock(plainUser);
    renderAt('/profile');
    expect(await screen.findByText('profile of the signed-in user')).toBeInTheDocument();
  });

  it('RequireAuth sends anonymous visitors to /login too', async () => {
    renderAt('/profile');
    expect(await screen.findByText('login page, from /profile')).toBeInTheDocument();
  });
});

describe('RedirectSignedIn (/login and /register)', () => {
  beforeEach(() => resetAmplifyMock());

  const renderLoginAt = (entry: string | { pathname: string; state: unknown }) =>
    render(
      <MemoryRouter initialEntries={[entry]}>
        <AuthProvider>
          <Routes>
            <Route path="/login" element={<RedirectSignedIn>the login form</RedirectSignedIn>} />
            <Route path="/admin" element={<p>admin home</p>} />
            <Route path="/profile" element={<p>the profile</p>} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>,
    );

  it('shows the form to an anonymous visitor once the session is known to be empty', async () => {
    renderLoginAt('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('the login form')).not.toBeInTheDocument();
    expect(await screen.findByText('the login form')).toBeInTheDocument();
  });

  it('sends a signed-in visitor to the admin area instead of the form', async () => {
    resetAmplifyMock(staffUser);
    renderLoginAt('/login');
    expect(await screen.findByText('admin home')).toBeInTheDocument();
    expect(screen.queryByText('the login form')).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor to the page they were asked to log in for', async () => {
    resetAmplifyMock(plainUser);
    renderLoginAt({ pathname: '/login', state: { from: { pathname: '/profile', search: '', hash: '' } } });
    expect(await screen.findByText('the profile')).toBeInTheDocument();
  });
});

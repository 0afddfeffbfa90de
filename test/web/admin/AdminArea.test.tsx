// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../web/src/lib/auth/AuthContext';
import AdminArea from '../../../web/src/features/admin/AdminArea';
import LoginPage from '../../../web/src/features/auth/pages/SignedOutLogin';
import RegisterPage from '../../../web/src/features/auth/pages/SignedOutRegister';
import { resetAmplifyMock, staffUser } from '../auth/amplifyMock';

vi.mock('../../../web/src/lib/auth/amplify', async () => (await import('../auth/amplifyMock')).amplifyMock);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const renderAt = (path: string, state?: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <AuthProvider>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/admin/*" element={<AdminArea />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </AuthProvider>
    </MemoryRouter>,
  );

describe('admin area routes', () => {
  beforeEach(() => resetAmplifyMock(staffUser));

  it('shows "Page not found" inside the admin area for an unknown admin path, with a link back, and stays put', async () => {
    const user = userEvent.setup();
    renderAt('/admin/xyz');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    // Inside the admin shell: its navigation is there too.
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/admin/messages');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/xyz');
    expect(document.title).toBe('Page not found | Admin | Nimbus Crest');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [], nextCursor: null }), { status: 200 })),
    );
    await user.click(screen.getByRole('link', { name: 'Back to applications' }));
    expect(await screen.findByRole('heading', { name: 'Candidate Applications' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/applications');
    vi.unstubAllGlobals();
  });

  it('links the Staff page for administrators only', async () => {
    const { unmount } = renderAt('/admin/xyz');
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
    unmount();
    resetAmplifyMock({ ...staffUser, groups: ['staff', 'admin'] });
    renderAt('/admin/xyz');
    expect(await screen.findByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
  });

  it('also handles deeper unknown paths without redirecting', async () => {
    renderAt('/admin/jobs/xyz/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/jobs/xyz/abc');
  });

  // A signed-in user opening /login or /register is sent on by the router's RedirectSignedIn (test/web/auth/guards.test.tsx).
  it('keeps the login form for a visitor without a session, and titles it', async () => {
    resetAmplifyMock();
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Password')).toHaveAttribute('type', 'password');
    await waitFor(() => expect(document.title).toBe('Login | Nimbus Crest'));
  });
});

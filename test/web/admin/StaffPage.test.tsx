// @vitest-environment jsdom
/** The Staff page: administrators only; the accounts with their status; approve and remove after a confirmation, with the server's refusals shown. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StaffPage from '../../../web/src/features/admin/staff/StaffPage';
import { AuthProvider } from '../../../web/src/lib/auth/AuthContext';
import { useMockApi } from '../../../web/src/testing/mocks/server';
import { CANNOT_REMOVE_LAST_ADMIN } from '../../../lambdas/contract/staff-accounts';
import { amplifyMock, resetAmplifyMock, staffUser } from '../auth/amplifyMock';
import { installFakeApi } from './fakeApi';
import { renderAdmin } from './renderAdmin';

useMockApi();
vi.mock('../../../web/src/lib/auth/amplify', async () => (await import('../auth/amplifyMock')).amplifyMock);

const adminUser = { ...staffUser, email: 'boss@example.com', groups: ['staff', 'admin'] };
const PENDING_ID = '11111111-1111-4111-8111-111111111111';
const MEMBER_ID = '22222222-2222-4222-8222-222222222222';
const ADMIN_ID = '33333333-3333-4333-8333-333333333333';
const account = (id: string, email: string, status: string, confirmed = true) => ({
  id,
  email,
  status,
  confirmed,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const renderStaff = () =>
  renderAdmin(
    '/admin/staff',
    <AuthProvider>
      <Routes>
        <Route path="/admin/staff" element={<StaffPage />} />
      </Routes>
    </AuthProvider>,
  );

const rowOf = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr')!;

beforeEach(() => resetAmplifyMock(adminUser));
afterEach(() => vi.restoreAllMocks());

describe('Staff page', () => {
  it('tells staff who are not administrators that only administrators manage staff, without asking the API', async () => {
    resetAmplifyMock(staffUser);
    const { calls } = installFakeApi({ 'GET /api/users': () => ({ status: 200, body: { items: [], nextCursor: null } }) });
    renderStaff();
    expect(await screen.findByText('Only administrators can manage staff.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists accounts with their status; approves a pending one after a confirmation and shows the new list', async () => {
    let approved = false;
    const { calls } = installFakeApi({
      'GET /api/users': () => ({
        status: 200,
        body: {
          items: [
            account(ADMIN_ID, 'boss@example.com', 'admin'),
            account(PENDING_ID, 'new@example.com', approved ? 'staff' : 'pending'),
            account('44444444-4444-4444-8444-444444444444', 'late@example.com', 'pending', false),
          ],
          nextCursor: null,
        },
      }),
      [`PUT /api/users/${PENDING_ID}/staff`]: () => {
        approved = true;
        return { status: 200, body: account(PENDING_ID, 'new@example.com', 'staff') };
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderStaff();
    expect(await screen.findByText('Loading accounts...')).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'new@example.com' });
    expect(within(rowOf('boss@example.com')).getByText('Administrator')).toBeInTheDocument();
    expect(within(rowOf('boss@example.com')).getByText('You')).toBeInTheDocument();
    expect(within(rowOf('boss@example.com')).queryByRole('button')).toBeNull();
    expect(within(rowOf('late@example.com')).getByRole('button', { name: 'Approve late@example.com' })).toBeDisabled();
    expect(within(rowOf('late@example.com')).getByText(/E-mail not confirmed/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve new@example.com' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Approve new@example.com as staff?'));
    expect(await screen.findByText('new@example.com is now staff.')).toBeInTheDocument();
    expect(
      await within(rowOf('new@example.com')).findByRole('button', { name: 'Remove new@example.com from staff' }),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('does nothing when the confirmation is cancelled, and shows the server refusal of a removal', async () => {
    const { calls } = installFakeApi({
      'GET /api/users': () => ({
        status: 200,
        body: { items: [account(MEMBER_ID, 'member@example.com', 'admin')], nextCursor: null },
      }),
      [`DELETE /api/users/${MEMBER_ID}/staff`]: () => ({
        status: 409,
        body: { message: CANNOT_REMOVE_LAST_ADMIN, requestId: 'r' },
      }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderStaff();
    const remove = await screen.findByRole('button', { name: 'Remove member@example.com from staff' });
    await userEvent.click(remove);
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    confirm.mockReturnValue(true);
    await userEvent.click(remove);
    expect(await screen.findByRole('alert')).toHaveTextContent(CANNOT_REMOVE_LAST_ADMIN);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(within(rowOf('member@example.com')).getByText('Administrator')).toBeInTheDocument();
  });

  it('says when there are no accounts, and when they cannot be loaded', async () => {
    installFakeApi({ 'GET /api/users': () => ({ status: 200, body: { items: [], nextCursor: null } }) });
    const { unmount } = renderStaff();
    expect(await screen.findByText('No accounts yet. People who register appear here.')).toBeInTheDocument();
    unmount();

    installFakeApi({ 'GET /api/users': () => ({ status: 500, body: { message: 'Boom', requestId: 'r' } }) });
    renderStaff();
    expect(await screen.findByText('Failed to load the accounts. Please try again.')).toBeInTheDocument();
    expect(amplifyMock.readSession).toHaveBeenCalled();
  });
});

/**
 * Staff management for administrators: every account of the user pool with where it stands,
 * Approve for a pending account and Remove for a staff member (each after a confirmation). The API
 * enforces who may do this; the page only spares a non-admin the request.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserAccount } from '../../../../../lambdas/contract/staff-accounts';
import { api, ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/AuthContext';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { formatDateTime } from '../../../lib/formatDate';
import { Pager } from '../Pager';
import { useListView } from '../paging';
import { StateMessage } from '../StateMessage';
import { useRemote } from '../useRemote';
import './staff.css';

const NO_FILTERS = [] as const;
const USERS_KEY = ['users'] as const;

const STATUS_LABEL: Record<UserAccount['status'], string> = {
  pending: 'Pending approval',
  staff: 'Staff',
  admin: 'Administrator',
};

export default function StaffPage() {
  useDocumentTitle('Staff | Admin');
  const { isAdmin } = useAuth();
  return (
    <section aria-labelledby="staff-title">
      <header className="admin-page-head">
        <h1 id="staff-title">Staff</h1>
      </header>
      {isAdmin ? <StaffList /> : <StateMessage kind="empty">Only administrators can manage staff.</StateMessage>}
    </section>
  );
}

function StaffList() {
  const { user } = useAuth();
  const view = useListView(NO_FILTERS);
  const { limit, cursor } = view;
  const page = useRemote([...USERS_KEY, limit, cursor], (signal) => api('listUsers', { query: { limit, cursor }, signal }), {
    keepPrevious: true,
  });
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  async function change(account: UserAccount, action: 'approve' | 'remove') {
    const question =
      action === 'approve'
        ? `Approve ${account.email} as staff? They get access to the admin area at their next sign-in.`
        : `Remove ${account.email} from staff? They lose access to the admin area within the hour.`;
    if (!window.confirm(question)) return;
    setBusyId(account.id);
    setOutcome(null);
    try {
      const updated = await api(action === 'approve' ? 'approveStaff' : 'removeStaff', { params: { id: account.id } });
      setOutcome({
        kind: 'done',
        text: action === 'approve' ? `${updated.email} is now staff.` : `${updated.email} is no longer staff.`,
      });
      await queryClient.invalidateQueries({ queryKey: ['admin', ...USERS_KEY] });
    } catch (err) {
      const message = err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : '';
      setOutcome({ kind: 'error', text: message || 'The change could not be saved. Please try again.' });
    }
    setBusyId(null);
  }

  return (
    <>
      <p className="staff-intro">New accounts register at the sign-up page and wait here until an administrator approves them.</p>
      {outcome?.kind === 'error' && <StateMessage kind="error">{outcome.text}</StateMessage>}
      <p className="staff-outcome" role="status">
        {outcome?.kind === 'done' ? outcome.text : ''}
      </p>
      {page.status === 'loading' && <StateMessage kind="loading">Loading accounts...</StateMessage>}
      {page.status === 'error' && <StateMessage kind="error">Failed to load the accounts. Please try again.</StateMessage>}
      {page.status === 'loaded' && page.data.items.length === 0 && (
        <StateMessage kind="empty">No accounts yet. People who register appear here.</StateMessage>
      )}
      {page.status === 'loaded' && page.data.items.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table staff-table">
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Status</th>
                <th scope="col">Registered</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {page.data.items.map((account) => (
                <tr key={account.id}>
                  <th scope="row" className="staff-email">
                    {account.email}
                  </th>
                  <td>
                    <span className={`badge staff-status staff-status-${account.status}`}>{STATUS_LABEL[account.status]}</span>
                    {!account.confirmed && <span className="staff-note"> E-mail not confirmed</span>}
                  </td>
                  <td>{formatDateTime(account.createdAt)}</td>
                  <td className="admin-actions">
                    <RowAction
                      account={account}
                      isYou={account.email.toLowerCase() === user?.email?.toLowerCase()}
                      busy={busyId === account.id}
                      onChange={change}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.status === 'loaded' && <Pager view={view} nextCursor={page.data.nextCursor} busy={page.busy} label="Accounts" />}
    </>
  );
}

function RowAction({
  account,
  isYou,
  busy,
  onChange,
}: {
  account: UserAccount;
  isYou: boolean;
  busy: boolean;
  onChange: (account: UserAccount, action: 'approve' | 'remove') => void;
}) {
  if (isYou) return <span className="staff-note">You</span>;
  if (account.status === 'pending') {
    return (
      <button
        type="button"
        className="btn btn-primary staff-approve"
        aria-label={`Approve ${account.email}`}
        disabled={busy || !account.confirmed}
        onClick={() => onChange(account, 'approve')}
      >
        {busy ? 'Approving...' : 'Approve'}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="link-danger"
      aria-label={`Remove ${account.email} from staff`}
      disabled={busy}
      onClick={() => onChange(account, 'remove')}
    >
      {busy ? 'Removing...' : 'Remove'}
    </button>
  );
}

/** Newsletter subscribers for staff: pending, confirmed and unsubscribed, newest first, with a CSV export. */
import { useId } from 'react';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '../../../../../lambdas/contract/newsletter';
import type { Subscriber } from '../../../../../lambdas/contract/schemas';
import { api, apiBlob } from '../../../lib/api';
import { AdminPageHead } from '../AdminPageHead';
import { TableHead } from '../AdminTable';
import { Pager } from '../Pager';
import { useCsvExport } from '../useCsvExport';
import { useListView } from '../paging';
import { StateMessage } from '../StateMessage';
import { useRemote } from '../useRemote';
import { formatDateTime } from '../../../lib/formatDate';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import '../pipeline/pipeline.css';

const STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

const SUBSCRIBER_FILTERS = ['status'] as const;

export default function SubscribersPage() {
  useDocumentTitle('Subscribers | Admin');
  const id = useId();
  const view = useListView(SUBSCRIBER_FILTERS);
  const { limit, cursor } = view;
  const status = (SUBSCRIBER_STATUSES as readonly string[]).includes(view.filters.status ?? '')
    ? (view.filters.status as SubscriberStatus)
    : '';
  const page = useRemote(
    ['subscribers', status, limit, cursor],
    (signal) => api('listSubscribers', { query: { limit, cursor, ...(status ? { status } : {}) }, signal }),
    { keepPrevious: true },
  );
  const csv = useCsvExport('subscribers.csv', () => apiBlob('exportSubscribers', { query: status ? { status } : {} }));

  return (
    <section aria-labelledby="subscribers-title">
      <AdminPageHead titleId="subscribers-title" title="Subscribers" />
      <div className="pipeline-filters">
        <label htmlFor={`${id}-status`}>
          Status
          <select id={`${id}-status`} value={status} onChange={(e) => view.setFilter('status', e.target.value || undefined)}>
            <option value="">All</option>
            {SUBSCRIBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-secondary" onClick={() => void csv.start()}>
          Export CSV
        </button>
      </div>
      {csv.error && <StateMessage kind="error">{csv.error}</StateMessage>}
      {page.status === 'loading' && <StateMessage kind="loading">Loading subscribers...</StateMessage>}
      {page.status === 'error' && <StateMessage kind="error">Failed to load subscribers. Please try again.</StateMessage>}
      {page.status === 'loaded' && page.data.items.length === 0 && <StateMessage kind="empty">No subscribers yet.</StateMessage>}
      {page.status === 'loaded' && page.data.items.length > 0 && <SubscribersTable items={page.data.items} />}
      {page.status === 'loaded' && <Pager view={view} nextCursor={page.data.nextCursor} busy={page.busy} label="Subscribers" />}
    </section>
  );
}

function SubscribersTable({ items }: { items: Subscriber[] }) {
  return (
    <table className="audit-table">
      <TableHead columns={['E-mail', 'Status', 'Signed up', 'Confirmed', 'Unsubscribed']} />
      <tbody>
        {items.map((s) => (
          <tr key={s.email}>
            <td>{s.email}</td>
            <td>{STATUS_LABELS[s.status]}</td>
            <td>{formatDateTime(s.subscribedAt)}</td>
            <td>{s.confirmedAt ? formatDateTime(s.confirmedAt) : ''}</td>
            <td>{s.unsubscribedAt ? formatDateTime(s.unsubscribedAt) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

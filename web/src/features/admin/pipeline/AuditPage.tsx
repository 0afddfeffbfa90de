/** The audit log of staff actions: who did what to which record, newest first, page by page. */
import type { AuditEntry } from '../../../../../lambdas/contract/schemas';
import { api } from '../../../lib/api';
import { AdminPageHead } from '../AdminPageHead';
import { TableHead } from '../AdminTable';
import { Pager } from '../Pager';
import { useListView } from '../paging';
import { StateMessage } from '../StateMessage';
import { useRemote } from '../useRemote';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { formatDateTime } from '../../../lib/formatDate';
import './pipeline.css';

const NO_FILTERS = [] as const;

export default function AuditPage() {
  useDocumentTitle('Audit log | Admin');
  const view = useListView(NO_FILTERS);
  const { limit, cursor } = view;
  const page = useRemote(['audit', limit, cursor], (signal) => api('listAudit', { query: { limit, cursor }, signal }), {
    keepPrevious: true,
  });
  return (
    <section aria-labelledby="audit-title">
      <AdminPageHead titleId="audit-title" title="Audit log" />
      {page.status === 'loading' && <StateMessage kind="loading">Loading the audit log...</StateMessage>}
      {page.status === 'error' && <StateMessage kind="error">Failed to load the audit log. Please try again.</StateMessage>}
      {page.status === 'loaded' && page.data.items.length === 0 && (
        <StateMessage kind="empty">No staff actions recorded yet.</StateMessage>
      )}
      {page.status === 'loaded' && page.data.items.length > 0 && <AuditTable items={page.data.items} />}
      {page.status === 'loaded' && <Pager view={view} nextCursor={page.data.nextCursor} busy={page.busy} label="Audit log" />}
    </section>
  );
}

function AuditTable({ items }: { items: AuditEntry[] }) {
  return (
    <table className="audit-table">
      <TableHead columns={['When', 'Who', 'Action', 'Record', 'Detail']} />
      <tbody>
        {items.map((e) => (
          <tr key={e.auditId}>
            <td>{formatDateTime(e.createdAt)}</td>
            <td>{e.by}</td>
            <td>{e.action.replace(/-/g, ' ')}</td>
            <td>{e.target}</td>
            <td>{e.detail ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { JobSummary as Job } from '../../../../../lambdas/contract/schemas';
import { api } from '../../../lib/api';
import { AdminPageHead } from '../AdminPageHead';
import { AdminTable } from '../AdminTable';
import { RowActions } from '../RowActions';
import { StateMessage } from '../StateMessage';
import { Pager } from '../Pager';
import { useListView } from '../paging';
import { JOBS_KEY, useJobs } from './api/list-jobs';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export function JobsPage() {
  useDocumentTitle('Jobs | Admin');
  const view = useListView([]);
  const jobs = useJobs({ limit: view.limit, cursor: view.cursor });
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: JOBS_KEY });
  const rows = jobs.data?.items ?? [];
  const [actionError, setActionError] = useState('');
  const [pending, setPending] = useState<string | null>(null);

  async function toggle(job: Job) {
    setActionError('');
    setPending(job.jobId);
    try {
      await api('updateJob', { params: { id: job.jobId }, body: { active: !job.active } });
      await reload();
    } catch (err) {
      console.error('Job status update failed', err);
      setActionError('Failed to update job status.');
    }
    setPending(null);
  }

  async function remove(job: Job) {
    if (!window.confirm(`Are you sure you want to delete the job "${job.title}"?`)) return;
    setActionError('');
    setPending(job.jobId);
    try {
      await api('deleteJob', { params: { id: job.jobId } });
      await reload();
    } catch (err) {
      console.error('Job delete failed', err);
      setActionError('Failed to delete job.');
    }
    setPending(null);
  }

  return (
    <section aria-labelledby="jobs-title">
      <AdminPageHead titleId="jobs-title" title="Manage Jobs" add={{ to: '/admin/jobs/new', label: 'Add New Job' }} />
      {actionError && <StateMessage kind="error">{actionError}</StateMessage>}
      {jobs.isPending && <StateMessage kind="loading">Loading jobs...</StateMessage>}
      {jobs.isError && <StateMessage kind="error">Failed to fetch jobs. Please try again later.</StateMessage>}
      {jobs.isSuccess && rows.length === 0 && (
        <StateMessage kind="empty">
          <p>No jobs found.</p>
          <p>Add one to get started.</p>
        </StateMessage>
      )}
      {rows.length > 0 && (
        <AdminTable columns={['Title', 'Type', 'Location', 'Status', 'Actions']}>
          {rows.map((job) => (
            <tr key={job.jobId}>
              <th scope="row">{job.title}</th>
              <td>
                <span className="badge">{job.employmentType}</span>
              </td>
              <td>{job.location}</td>
              <td>
                <button
                  type="button"
                  role="switch"
                  aria-checked={job.active}
                  aria-label={`Active: ${job.title}`}
                  className={job.active ? 'status-toggle on' : 'status-toggle'}
                  disabled={pending === job.jobId}
                  onClick={() => toggle(job)}
                >
                  {job.active ? 'Active' : 'Inactive'}
                </button>
              </td>
              <RowActions
                editTo={`/admin/jobs/edit/${encodeURIComponent(job.jobId)}`}
                title={job.title}
                busy={pending === job.jobId}
                onDelete={() => remove(job)}
              />
            </tr>
          ))}
        </AdminTable>
      )}
      {jobs.isSuccess && <Pager view={view} nextCursor={jobs.data.nextCursor} busy={jobs.isPlaceholderData} label="Jobs" />}
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Job } from '../../../../../lambdas/contract/schemas';
import { api, apiAll } from '../../../lib/api';
import { RowActions } from '../RowActions';
import { StateMessage } from '../StateMessage';
import { useRemote } from '../useRemote';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export function JobsPage() {
  useDocumentTitle('Jobs · Admin');
  const jobs = useRemote((signal) => apiAll('listJobs', { signal }), []);
  const [actionError, setActionError] = useState('');
  const [pending, setPending] = useState<string | null>(null);

  async function toggle(job: Job) {
    setActionError('');
    setPending(job.jobId);
    try {
      await api('updateJob', { params: { id: job.jobId }, body: { active: !job.active } });
      jobs.reload();
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
      jobs.reload();
    } catch (err) {
      console.error('Job delete failed', err);
      setActionError('Failed to delete job.');
    }
    setPending(null);
  }

  return (
    <section aria-labelledby="jobs-title">
      <header className="admin-page-head">
        <h1 id="jobs-title">Manage Jobs</h1>
        <Link to="/admin/jobs/new" className="btn btn-primary">
          Add New Job
        </Link>
      </header>
      {actionError && <StateMessage kind="error">{actionError}</StateMessage>}
      {jobs.status === 'loading' && <StateMessage kind="loading">Loading jobs...</StateMessage>}
      {jobs.status === 'error' && <StateMessage kind="error">Failed to fetch jobs. Please try again later.</StateMessage>}
      {jobs.status === 'loaded' && jobs.data.length === 0 && (
        <StateMessage kind="empty">
          <p>No jobs found.</p>
          <p>Add one to get started.</p>
        </StateMessage>
      )}
      {jobs.status === 'loaded' && jobs.data.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Type</th>
                <th scope="col">Location</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {jobs.data.map((job) => (
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
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

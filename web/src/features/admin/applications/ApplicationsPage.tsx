import { useId, useMemo, useState } from 'react';
import type { Application } from '../../../../../lambdas/contract/schemas';
import { api, apiAll } from '../../../lib/api';
import { StateMessage } from '../StateMessage';
import { formatDateTime, useRemote } from '../useRemote';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export function ApplicationsPage() {
  useDocumentTitle('Applications · Admin');
  const applications = useRemote((signal) => apiAll('listApplications', { signal }), []);
  const [jobFilter, setJobFilter] = useState('');
  const filterId = useId();

  const jobs = useMemo(() => {
    const titles = new Map<string, string>();
    for (const a of applications.data ?? []) if (!titles.has(a.jobId)) titles.set(a.jobId, a.jobTitle);
    return [...titles].sort((a, b) => a[1].localeCompare(b[1]));
  }, [applications.data]);
  const shown = (applications.data ?? []).filter((a) => !jobFilter || a.jobId === jobFilter);

  return (
    <section aria-labelledby="applications-title">
      <header className="admin-page-head">
        <h1 id="applications-title">Candidate Applications</h1>
        {jobs.length > 0 && (
          <div className="admin-filter">
            <label htmlFor={filterId}>Filter by job</label>
            <select id={filterId} value={jobFilter} onChange={(e) => setJobFilter(e.target.value)}>
              <option value="">All jobs</option>
              {jobs.map(([jobId, title]) => (
                <option key={jobId} value={jobId}>
                  {title}
                </option>
              ))}
            </select>
          </div>
        )}
      </header>
      {applications.status === 'loading' && <StateMessage kind="loading">Loading applications...</StateMessage>}
      {applications.status === 'error' && <StateMessage kind="error">Failed to load applications. Please try again.</StateMessage>}
      {applications.status === 'loaded' && shown.length === 0 && (
        <StateMessage kind="empty">
          {applications.data.length === 0 ? 'No applications have been submitted yet.' : 'No applications for this job.'}
        </StateMessage>
      )}
      <ul className="application-list">
        {shown.map((a) => (
          <li key={a.applicationId}>
            <ApplicationCard application={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ApplicationCard({ application: a }: { application: Application }) {
  const [error, setError] = useState('');

  async function viewResume() {
    setError('');
    // Open the tab synchronously inside the click, or popup blockers stop it; the short-lived
    // link is fetched afterwards and the tab is pointed at it.
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await api('getResumeUrl', { params: { id: a.applicationId } });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (err) {
      console.error('Resume link failed', err);
      tab?.close();
      setError('Could not open the resume. Please try again.');
    }
  }

  return (
    <article className="application-card" aria-labelledby={`app-${a.applicationId}`}>
      <header className="application-head">
        <div>
          <h2 id={`app-${a.applicationId}`}>{a.name}</h2>
          <p className="application-job">
            Applied for: <strong>{a.jobTitle}</strong>
          </p>
          <p className="application-date">{formatDateTime(a.createdAt)}</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={viewResume}>
          View Resume
        </button>
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <dl className="application-contact">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${a.email}`}>{a.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a>
        </dd>
      </dl>
      <div className="application-details">
        <ApplicationText title="Experience" text={a.experience} />
        <ApplicationText title="Education" text={a.education} />
        <ApplicationText title="Skills" text={a.skills} />
      </div>
    </article>
  );
}

function ApplicationText({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h3>{title}</h3>
      <pre>{text.trim() || 'Not provided.'}</pre>
    </div>
  );
}

/**
 * One application: the resume inline (a PDF in the page through its short-lived link; Word files as
 * the text extracted from them, with a download), parsed sections, stage control, notes, ratings
 * with their average, history and duplicates; erasure and the data export for a candidate's request.
 */
import { FormMessage } from '../../../components/form/Field';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import {
  NOTE_MAX_CHARS,
  RATING_MAX,
  RATING_MIN,
  REJECTION_REASONS,
  REJECTION_REASON_LABELS,
  STAGES,
  STAGE_LABELS,
  type RejectionReason,
  type Stage,
} from '../../../../../lambdas/contract/pipeline';
import type { ApplicationDetail } from '../../../../../lambdas/contract/schemas';
import { api, ApiError } from '../../../lib/api';
import { StateMessage } from '../StateMessage';
import { useRemote } from '../useRemote';
import { formatDateTime } from '../../../lib/formatDate';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ApplicantContact, ResumeSections } from '../applications/ApplicantBlock';
import './pipeline.css';

const messageOf = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status !== 500 && err.message ? err.message : fallback;

export default function ApplicationDetailPage() {
  useDocumentTitle('Application | Admin');
  const { id = '' } = useParams();
  const remote = useRemote(['application', id], (signal) => api('getApplication', { params: { id }, signal }));
  const [detail, setDetail] = useState<ApplicationDetail | null>(null);
  const current = detail?.applicationId === id ? detail : remote.status === 'loaded' ? remote.data : null;

  if (!current) {
    return (
      <section aria-labelledby="application-title">
        <h1 id="application-title">Application</h1>
        {remote.status === 'error' ? (
          <StateMessage kind="error">
            {remote.error instanceof ApiError && remote.error.isNotFound
              ? 'This application does not exist (it may have been erased).'
              : 'Failed to load the application. Please try again.'}
          </StateMessage>
        ) : (
          <StateMessage kind="loading">Loading application...</StateMessage>
        )}
        <p>
          <Link to="/admin/applications">Back to applications</Link>
        </p>
      </section>
    );
  }
  return <ApplicationView application={current} onChange={setDetail} onReload={() => remote.reload()} />;
}

/** One application and what its screens do with it: show a change, or reload after a conflict. */
interface ApplicationProps {
  application: ApplicationDetail;
  onChange: (d: ApplicationDetail) => void;
  onReload: () => void;
}

function ApplicationView({ application: a, onChange, onReload }: ApplicationProps) {
  return (
    <article className="pipeline-detail" aria-labelledby="application-title">
      <header className="admin-page-head">
        <div>
          <p className="pipeline-back">
            <Link to="/admin/applications">← Applications</Link>
          </p>
          <h1 id="application-title">{a.name}</h1>
          <p className="application-job">
            Applied for <strong>{a.jobTitle}</strong> on {formatDateTime(a.createdAt)}
          </p>
        </div>
        <span className={`stage-badge stage-${a.stage}`}>{STAGE_LABELS[a.stage]}</span>
      </header>
      <ApplicantContact application={a} />
      <div className="pipeline-columns">
        <div className="pipeline-main">
          <ResumeView application={a} />
          <section aria-labelledby="sections-title">
            <h2 id="sections-title">Parsed sections</h2>
            <ResumeSections application={a} />
          </section>
        </div>
        <aside className="pipeline-side" aria-label="Pipeline">
          <StageControl application={a} onChange={onChange} onReload={onReload} />
          <Ratings application={a} onChange={onChange} />
          <Notes application={a} onChange={onChange} />
          <History application={a} />
          <Duplicates application={a} />
          <PrivacyActions application={a} />
        </aside>
      </div>
    </article>
  );
}

function ResumeView({ application: a }: { application: ApplicationDetail }) {
  const link = useRemote(['resume-link', a.applicationId], (signal) =>
    api('getResumeUrl', { params: { id: a.applicationId }, signal }),
  );
  return (
    <section aria-labelledby="resume-title" className="pipeline-resume">
      <h2 id="resume-title">Resume</h2>
      {link.status === 'loading' && <StateMessage kind="loading">Loading resume...</StateMessage>}
      {link.status === 'error' && <StateMessage kind="error">Could not load the resume link. Please reload.</StateMessage>}
      {link.status === 'loaded' && (
        <>
          {a.resumeType === 'pdf' ? (
            <iframe className="pipeline-pdf" title={`Resume of ${a.name}`} src={link.data.url} />
          ) : (
            <WordResumeText application={a} />
          )}
          <p>
            <a href={link.data.url} target="_blank" rel="noopener noreferrer" download>
              Download the resume ({a.resumeType.toUpperCase()})
            </a>{' '}
            <small>(link valid for {Math.round(link.data.expiresIn / 60)} minutes)</small>
          </p>
        </>
      )}
    </section>
  );
}

/** A Word resume as the text extracted from it (browsers cannot show DOC or DOCX inline). */
function WordResumeText({ application: a }: { application: ApplicationDetail }) {
  const remote = useRemote(['resume-text', a.applicationId], (signal) =>
    api('getResumeText', { params: { id: a.applicationId }, signal }),
  );
  if (remote.status === 'loading') return <StateMessage kind="loading">Loading the resume text...</StateMessage>;
  if (remote.status === 'error') {
    return (
      <StateMessage kind="error">
        Could not load the resume text.{' '}
        <button type="button" className="btn btn-secondary" onClick={() => remote.reload()}>
          Try again
        </button>
      </StateMessage>
    );
  }
  const { text, shortened } = remote.data;
  if (text === null) {
    return (
      <StateMessage kind="empty">
        The text of this {a.resumeType.toUpperCase()} file is not available. Download the file below to read it.
      </StateMessage>
    );
  }
  return (
    <div className="pipeline-word">
      <p className="pipeline-meta">
        Text extracted from the {a.resumeType.toUpperCase()} file; the download below has its layout.
      </p>
      <pre className="pipeline-word-text" aria-label={`Resume text of ${a.name}`} tabIndex={0}>
        {text}
      </pre>
      {shortened && <p className="pipeline-meta">Text shortened: download the file for the rest.</p>}
    </div>
  );
}

function StageControl({ application: a, onChange, onReload }: ApplicationProps) {
  const id = useId();
  const [stage, setStage] = useState<Stage>(a.stage);
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [notify, setNotify] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string; stale?: boolean } | null>(null);
  useEffect(() => setStage(a.stage), [a.stage]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (stage === 'rejected' && !reason) {
      setMessage({ kind: 'error', text: 'Choose a reason for the rejection.' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const updated = await api('updateApplication', {
        params: { id: a.applicationId },
        body: {
          stage,
          version: a.version,
          ...(stage === 'rejected' ? { reason: reason as RejectionReason, notifyCandidate: notify } : {}),
        },
      });
      onChange(updated);
      setMessage({ kind: 'ok', text: `Moved to ${STAGE_LABELS[updated.stage]}.` });
    } catch (err) {
      setMessage({
        kind: 'error',
        text: messageOf(err, 'The stage could not be changed. Please try again.'),
        stale: err instanceof ApiError && err.status === 409,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="pipeline-box">
      <h2 id={`${id}-title`}>Stage</h2>
      <form onSubmit={submit} className="pipeline-form">
        <label htmlFor={`${id}-stage`}>Move to</label>
        <select id={`${id}-stage`} value={stage} onChange={(e) => setStage(e.target.value as Stage)}>
          {STAGES.map((s) => (
            <option key={s} value={s}>
              {STAGE_LABELS[s]}
            </option>
          ))}
        </select>
        {stage === 'rejected' && (
          <>
            <label htmlFor={`${id}-reason`}>Reason</label>
            <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as RejectionReason)}>
              <option value="">Choose a reason</option>
              {REJECTION_REASONS.map((r) => (
                <option key={r} value={r}>
                  {REJECTION_REASON_LABELS[r]}
                </option>
              ))}
            </select>
            <label className="pipeline-check">
              <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} /> Send the candidate the
              polite rejection e-mail
            </label>
          </>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy || stage === a.stage}>
          {busy ? 'Saving...' : 'Update stage'}
        </button>
      </form>
      {message && (
        <p className={message.kind === 'error' ? 'form-error' : 'form-ok'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}{' '}
          {message.stale && (
            <button type="button" className="btn btn-secondary" onClick={onReload}>
              Reload
            </button>
          )}
        </p>
      )}
    </section>
  );
}

function Ratings({ application: a, onChange }: { application: ApplicationDetail; onChange: (d: ApplicationDetail) => void }) {
  const id = useId();
  const [error, setError] = useState('');
  async function rate(score: number) {
    setError('');
    try {
      onChange(await api('rateApplication', { params: { id: a.applicationId }, body: { score } }));
    } catch (err) {
      setError(messageOf(err, 'The rating could not be saved. Please try again.'));
    }
  }
  const scores = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
  return (
    <section aria-labelledby={`${id}-title`} className="pipeline-box">
      <h2 id={`${id}-title`}>Ratings</h2>
      <p data-testid="rating-average">
        {a.ratingAverage === null
          ? 'Not rated yet.'
          : `Average ${a.ratingAverage.toFixed(1)} of ${RATING_MAX} from ${a.ratings.length} ${a.ratings.length === 1 ? 'rating' : 'ratings'}.`}
      </p>
      <div role="group" aria-label="Your rating" className="pipeline-rating">
        {scores.map((s) => (
          <button
            key={s}
            type="button"
            className="btn btn-secondary"
            onClick={() => void rate(s)}
            aria-label={`Rate ${s} of ${RATING_MAX}`}
          >
            {s}
          </button>
        ))}
      </div>
      {a.ratings.length > 0 && (
        <ul className="pipeline-list">
          {a.ratings.map((r) => (
            <li key={r.by}>
              {r.by}: {r.score}
            </li>
          ))}
        </ul>
      )}
      <FormMessage kind="error">{error}</FormMessage>
    </section>
  );
}

function Notes({ application: a, onChange }: { application: ApplicationDetail; onChange: (d: ApplicationDetail) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) {
      setError('Note is required.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      onChange(await api('addApplicationNote', { params: { id: a.applicationId }, body: { text } }));
      setText('');
    } catch (err) {
      // The typed note stays in the box, so nothing is lost on a retry.
      setError(messageOf(err, 'The note could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby={`${id}-title`} className="pipeline-box">
      <h2 id={`${id}-title`}>Notes</h2>
      {a.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="pipeline-notes">
          {a.notes.map((n) => (
            <li key={n.noteId}>
              <div className="pipeline-note-text">
                <Markdown remarkPlugins={[remarkGfm]}>{n.text}</Markdown>
              </div>
              <p className="pipeline-meta">
                {n.by}, {formatDateTime(n.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="pipeline-form">
        <label htmlFor={`${id}-text`}>Add a note (Markdown)</label>
        <textarea id={`${id}-text`} rows={4} maxLength={NOTE_MAX_CHARS} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Add note'}
        </button>
      </form>
      <FormMessage kind="error">{error}</FormMessage>
    </section>
  );
}

function History({ application: a }: { application: ApplicationDetail }) {
  return (
    <section aria-labelledby="history-title" className="pipeline-box">
      <h2 id="history-title">History</h2>
      <ol className="pipeline-list">
        <li>Applied, {formatDateTime(a.createdAt)}</li>
        {a.history.map((h, i) => (
          <li key={`${h.at}-${i}`}>
            {STAGE_LABELS[h.stage]}
            {h.reason ? ` (${REJECTION_REASON_LABELS[h.reason]})` : ''}, {formatDateTime(h.at)} by {h.by}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Duplicates({ application: a }: { application: ApplicationDetail }) {
  if (a.duplicates.length === 0) return null;
  return (
    <section aria-labelledby="duplicates-title" className="pipeline-box">
      <h2 id="duplicates-title">Also applied</h2>
      <ul className="pipeline-list">
        {a.duplicates.map((d) => (
          <li key={d.applicationId}>
            Also applied for <Link to={`/admin/applications/${encodeURIComponent(d.applicationId)}`}>{d.jobTitle}</Link> on{' '}
            {formatDateTime(d.createdAt)} <small>(same {d.matchedOn.join(' and ')})</small>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PrivacyActions({ application: a }: { application: ApplicationDetail }) {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function exportData() {
    setError('');
    try {
      const data = await api('exportApplicationData', { params: { id: a.applicationId } });
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `application-${a.applicationId}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (err) {
      setError(messageOf(err, 'The export failed. Please try again.'));
    }
  }

  async function erase() {
    if (!window.confirm(`Erase every record of ${a.name}'s application, including the resume? This cannot be undone.`)) return;
    setBusy(true);
    setError('');
    try {
      await api('deleteApplication', { params: { id: a.applicationId } });
      void navigate('/admin/applications', { replace: true });
    } catch (err) {
      setError(messageOf(err, 'The application could not be erased. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="privacy-title" className="pipeline-box">
      <h2 id="privacy-title">Candidate requests</h2>
      <div className="pipeline-rating">
        <button type="button" className="btn btn-secondary" onClick={() => void exportData()}>
          Export data (JSON)
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void erase()} disabled={busy}>
          {busy ? 'Erasing...' : 'Erase application'}
        </button>
      </div>
      <FormMessage kind="error">{error}</FormMessage>
    </section>
  );
}

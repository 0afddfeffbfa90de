import { useCallback, useEffect, useRef, useState } from 'react';
import type { Job, Post } from '../../../../../lambdas/contract/schemas';
import type { Revision, RevisionKind, RevisionSummary } from '../../../../../lambdas/contract/revisions';
import { StateMessage } from '../StateMessage';
import { ACTION_LABELS } from './compare';
import { RevisionCompare } from './RevisionCompare';
import { getCurrent, getRevision, listRevisions, restoreRevision } from './revisions-api';
import './revisions.css';

type Load = 'loading' | 'error' | 'ready';

interface Viewing {
  summary: RevisionSummary;
  state: Load;
  revision?: Revision;
  current?: Record<string, unknown>;
}

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/**
 * The "History" panel of the post and job editors: every saved version (when, who, what), one
 * version beside the current one, and restoring a version (confirmed) as the current content.
 */
export function RevisionHistory<T extends Post | Job>({
  kind,
  id,
  onRestored,
}: {
  kind: RevisionKind;
  id: string;
  /** The item as restored: the editor shows it. */
  onRestored: (item: T) => void;
}) {
  const [items, setItems] = useState<RevisionSummary[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>('loading');
  const [moreState, setMoreState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [reloads, setReloads] = useState(0);
  const [viewing, setViewing] = useState<Viewing | undefined>();
  const [confirming, setConfirming] = useState<RevisionSummary | undefined>();
  const [restoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState('');
  const [notice, setNotice] = useState('');
  const confirmButton = useRef<HTMLButtonElement>(null);
  const compareHeading = useRef<HTMLHeadingElement>(null);
  const noun = kind === 'post' ? 'post' : 'job';

  useEffect(() => {
    const controller = new AbortController();
    setLoad('loading');
    listRevisions(kind, id, undefined, controller.signal).then(
      (page) => {
        setItems(page.items);
        setCursor(page.nextCursor);
        setLoad('ready');
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('History fetch failed', err);
        setLoad('error');
      },
    );
    return () => controller.abort();
  }, [kind, id, reloads]);

  const loadMore = async () => {
    if (!cursor) return;
    setMoreState('loading');
    try {
      const page = await listRevisions(kind, id, cursor);
      setItems((prev) => [...prev, ...page.items]);
      setCursor(page.nextCursor);
      setMoreState('idle');
    } catch (err) {
      console.error('History page fetch failed', err);
      setMoreState('error');
    }
  };

  const view = useCallback(
    async (summary: RevisionSummary) => {
      setConfirming(undefined);
      setViewing({ summary, state: 'loading' });
      try {
        const [revision, current] = await Promise.all([getRevision(kind, id, summary.revisionId), getCurrent(kind, id)]);
        setViewing({ summary, state: 'ready', revision, current: current as unknown as Record<string, unknown> });
      } catch (err) {
        console.error('Version fetch failed', err);
        setViewing({ summary, state: 'error' });
      }
    },
    [kind, id],
  );

  useEffect(() => {
    if (viewing?.state === 'ready') compareHeading.current?.focus();
  }, [viewing?.state]);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const restore = async (summary: RevisionSummary) => {
    setRestoring(true);
    setRestoreError('');
    try {
      const item = await restoreRevision(kind, id, summary.revisionId);
      onRestored(item as T);
      setConfirming(undefined);
      setViewing(undefined);
      setNotice(`Version ${summary.number} restored: it is now the current ${noun}, saved as a new version.`);
      setReloads((n) => n + 1);
    } catch (err) {
      console.error('Restore failed', err);
      setRestoreError(err instanceof Error && err.message ? err.message : `Failed to restore this version. Please try again.`);
    } finally {
      setRestoring(false);
    }
  };

  return (
    <section className="revision-history" aria-labelledby="revision-history-title">
      <h2 id="revision-history-title">History</h2>
      <p className="field-hint">
        Every save keeps a version: who saved it and when. Restoring a version saves it again as the current {noun}.
      </p>
      <div role="status" className="revision-notice">
        {notice}
      </div>
      {load === 'loading' && <StateMessage kind="loading">Loading history...</StateMessage>}
      {load === 'error' && (
        <div className="revision-error">
          <StateMessage kind="error">Failed to load the history. Please try again.</StateMessage>
          <button type="button" className="btn btn-secondary" onClick={() => setReloads((n) => n + 1)}>
            Try again
          </button>
        </div>
      )}
      {load === 'ready' && items.length === 0 && <StateMessage kind="empty">No earlier versions yet</StateMessage>}
      {load === 'ready' && items.length > 0 && (
        <ol className="revision-list">
          {items.map((r) => (
            <li
              key={r.revisionId}
              className={viewing?.summary.revisionId === r.revisionId ? 'revision-list__item is-viewing' : 'revision-list__item'}
            >
              <div className="revision-list__what">
                <strong>
                  Version {r.number} · {ACTION_LABELS[r.action]}
                </strong>
                <span>
                  <time dateTime={r.at}>{when(r.at)}</time> by {r.by || 'unknown'}
                </span>
                <span className="revision-list__title">{r.title}</span>
              </div>
              <div className="revision-list__actions">
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={`View version ${r.number}`}
                  onClick={() => void view(r)}
                >
                  View
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={`Restore version ${r.number}`}
                  onClick={() => {
                    setRestoreError('');
                    setConfirming(r);
                  }}
                >
                  Restore
                </button>
              </div>
              {confirming?.revisionId === r.revisionId && (
                <div className="revision-confirm" role="group" aria-labelledby={`revision-confirm-${r.number}`}>
                  <p id={`revision-confirm-${r.number}`}>
                    Restore version {r.number}? Its content replaces the current {noun} and is published like any save; the
                    current content stays in the history.
                  </p>
                  {restoreError && (
                    <p className="field-error" role="alert">
                      {restoreError}
                    </p>
                  )}
                  <div className="admin-form-actions">
                    <button
                      ref={confirmButton}
                      type="button"
                      className="btn btn-primary"
                      disabled={restoring}
                      onClick={() => void restore(r)}
                    >
                      {restoring ? 'Restoring...' : `Yes, restore version ${r.number}`}
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={restoring}
                      onClick={() => setConfirming(undefined)}
                    >
                      Cancel
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {load === 'ready' && cursor && (
        <div className="revision-more">
          <button type="button" className="btn btn-secondary" disabled={moreState === 'loading'} onClick={() => void loadMore()}>
            {moreState === 'loading' ? 'Loading...' : 'Show older versions'}
          </button>
          {moreState === 'error' && <StateMessage kind="error">Failed to load older versions. Please try again.</StateMessage>}
        </div>
      )}
      {viewing && (
        <section className="revision-view" aria-labelledby="revision-view-title">
          <div className="revision-view__bar">
            <h3 id="revision-view-title" ref={compareHeading} tabIndex={-1}>
              Version {viewing.summary.number} beside the current {noun}
            </h3>
            <button type="button" className="btn btn-secondary" onClick={() => setViewing(undefined)}>
              Close
            </button>
          </div>
          {viewing.state === 'loading' && <StateMessage kind="loading">Loading version...</StateMessage>}
          {viewing.state === 'error' && <StateMessage kind="error">Failed to load this version. Please try again.</StateMessage>}
          {viewing.state === 'ready' && viewing.revision && viewing.current && (
            <RevisionCompare kind={kind} number={viewing.summary.number} then={viewing.revision.content} now={viewing.current} />
          )}
        </section>
      )}
    </section>
  );
}

/** The pipeline as a board: one column per stage with its newest applications (first page each). */
import { Link } from 'react-router-dom';
import { STAGES, STAGE_LABELS, type Stage } from '../../../../../lambdas/contract/pipeline';
import { api } from '../../../lib/api';
import { StateMessage } from '../StateMessage';
import { useRemote } from '../useRemote';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import './pipeline.css';

const COLUMN_SIZE = 20;

export default function PipelineBoardPage() {
  useDocumentTitle('Pipeline board | Admin');
  return (
    <section aria-labelledby="board-title">
      <header className="admin-page-head">
        <h1 id="board-title">Pipeline board</h1>
        <Link to="/admin/applications">List view</Link>
      </header>
      <div className="pipeline-board">
        {STAGES.map((stage) => (
          <StageColumn key={stage} stage={stage} />
        ))}
      </div>
    </section>
  );
}

function StageColumn({ stage }: { stage: Stage }) {
  const page = useRemote(['pipeline-column', stage], (signal) =>
    api('listApplications', { query: { stage, limit: COLUMN_SIZE }, signal }),
  );
  return (
    <section className="pipeline-box" aria-labelledby={`board-${stage}`}>
      <h2 id={`board-${stage}`}>{STAGE_LABELS[stage]}</h2>
      {page.status === 'loading' && <StateMessage kind="loading">Loading...</StateMessage>}
      {page.status === 'error' && <StateMessage kind="error">Failed to load.</StateMessage>}
      {page.status === 'loaded' &&
        (page.data.items.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul>
            {page.data.items.map((a) => (
              <li key={a.applicationId}>
                <Link to={`/admin/applications/${encodeURIComponent(a.applicationId)}`}>
                  {a.name}
                  <br />
                  <small>{a.jobTitle}</small>
                </Link>
              </li>
            ))}
          </ul>
        ))}
      {page.status === 'loaded' && page.data.nextCursor && (
        <p>
          <Link to={`/admin/applications?stage=${stage}`}>All {STAGE_LABELS[stage].toLowerCase()} applications</Link>
        </p>
      )}
    </section>
  );
}

import type { RevisionKind } from '../../../../../lambdas/contract/revisions';
import { compareFields } from './compare';
import { lineDiff } from './line-diff';

const DIFF_MARK = { same: ' ', removed: '−', added: '+' } as const;
const DIFF_WORD = { same: '', removed: 'Only in this version: ', added: 'Only in the current version: ' } as const;

/** The revision (left) beside the current item (right), changed fields marked; long texts as a line diff. */
export function RevisionCompare({
  kind,
  number,
  then,
  now,
}: {
  kind: RevisionKind;
  number: number;
  then: Record<string, unknown>;
  now: Record<string, unknown>;
}) {
  const fields = compareFields(kind, then, now);
  const changed = fields.filter((f) => f.changed).length;
  return (
    <div className="revision-compare">
      <p className="revision-compare__summary">
        {changed === 0
          ? `Version ${number} is the same as the current one.`
          : `${changed} ${changed === 1 ? 'field differs' : 'fields differ'} from the current one.`}
      </p>
      <div className="revision-compare__heads" aria-hidden="true">
        <span />
        <span>Version {number}</span>
        <span>Current</span>
      </div>
      <dl className="revision-compare__fields">
        {fields.map((f) => (
          <div key={f.field} className={`revision-field${f.changed ? ' revision-field--changed' : ''}`} data-field={f.field}>
            <dt>
              {f.label}
              {f.changed && <span className="revision-field__badge">Changed</span>}
            </dt>
            <dd className="revision-field__then">
              <span className="revision-field__side">Version {number}</span>
              {f.long && f.changed ? <DiffView before={f.then} after={f.now} side="then" /> : <Value text={f.then} />}
            </dd>
            <dd className="revision-field__now">
              <span className="revision-field__side">Current</span>
              {f.long && f.changed ? <DiffView before={f.then} after={f.now} side="now" /> : <Value text={f.now} />}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Value({ text }: { text: string }) {
  return text ? (
    <span className="revision-value">{text}</span>
  ) : (
    <span className="revision-value revision-value--empty">(empty)</span>
  );
}

/** One side of a line diff: the revision's side shows removed lines, the current side added ones. */
function DiffView({ before, after, side }: { before: string; after: string; side: 'then' | 'now' }) {
  const lines = lineDiff(before, after).filter((l) => l.kind === 'same' || l.kind === (side === 'then' ? 'removed' : 'added'));
  return (
    <pre className="revision-diff">
      {lines.map((line, i) => (
        <span key={i} className={`revision-diff__line revision-diff__line--${line.kind}`}>
          <span aria-hidden="true">{DIFF_MARK[line.kind]} </span>
          {line.kind !== 'same' && <span className="visually-hidden">{DIFF_WORD[line.kind]}</span>}
          {line.text || ' '}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}

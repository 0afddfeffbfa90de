/**
 * Stage, search and date filters of the applications list, kept in the URL (`?stage&q&from&to`,
 * beside the list's own `jobId`), so a filtered view can be reloaded, shared and navigated back to.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { STAGES, STAGE_LABELS } from '../../../../../lambdas/contract/pipeline';
import { apiBlob } from '../../../lib/api';
import { useCsvExport } from '../useCsvExport';
import './pipeline.css';

export const PIPELINE_FILTER_KEYS = ['stage', 'q', 'from', 'to'] as const;
export type PipelineFilterValues = Partial<Record<(typeof PIPELINE_FILTER_KEYS)[number], string>>;

/** The pipeline filters currently in the URL (absent ones left out). */
export function usePipelineFilters(): PipelineFilterValues {
  const [params] = useSearchParams();
  const values: PipelineFilterValues = {};
  for (const key of PIPELINE_FILTER_KEYS) {
    const v = params.get(key)?.trim();
    if (v) values[key] = v;
  }
  return values;
}

export function PipelineFilters() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    next.delete('cursor');
    setParams(next);
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: q.trim() });
  };
  // The CSV of what the filters select (the list's jobId included).
  const csv = useCsvExport('applications.csv', () =>
    apiBlob('exportApplications', {
      query: Object.fromEntries(['jobId', ...PIPELINE_FILTER_KEYS].flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : []))),
    }),
  );

  return (
    <form className="pipeline-filters" role="search" aria-label="Filter applications" onSubmit={onSearch}>
      <label htmlFor={`${id}-stage`}>
        Stage
        <select id={`${id}-stage`} value={params.get('stage') ?? ''} onChange={(e) => update({ stage: e.target.value })}>
          <option value="">All stages</option>
          {STAGES.map((s) => (
            <option key={s} value={s}>
              {STAGE_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-q`}>
        Search name, e-mail or skill
        <input id={`${id}-q`} type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
      </label>
      <label htmlFor={`${id}-from`}>
        From
        <input
          id={`${id}-from`}
          type="date"
          value={params.get('from') ?? ''}
          onChange={(e) => update({ from: e.target.value })}
        />
      </label>
      <label htmlFor={`${id}-to`}>
        To
        <input id={`${id}-to`} type="date" value={params.get('to') ?? ''} onChange={(e) => update({ to: e.target.value })} />
      </label>
      <button type="submit" className="btn btn-secondary">
        Search
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => void csv.start()}>
        Export CSV
      </button>
      <Link to="/admin/applications/board">Board by stage</Link>
      {csv.error && (
        <p className="form-error" role="alert">
          {csv.error}
        </p>
      )}
    </form>
  );
}

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_QUERY_MAX } from '../../../../lambdas/contract/search';
import type * as SearchEngine from '../../lib/siteSearch';
import type { LoadedIndex, SearchResult } from '../../lib/siteSearch';
import { useRestoreTypedValues } from '../../lib/typedBeforeHydration';
import './siteSearch.css';

export const SEARCH_LABEL = 'Search posts and jobs';
export const SEARCH_UNAVAILABLE = 'Search is unavailable right now. Please try again.';

type Engine = typeof SearchEngine;
type State =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'done'; query: string; results: SearchResult[] };

const KIND_LABEL: Record<SearchResult['kind'], string> = { post: 'Blog post', job: 'Job' };

/**
 * The offline search over published posts and open jobs. Its engine and the static index load on
 * first focus or input (nothing on page load); results are a list of links that the arrow keys
 * walk, Escape clears the box.
 */
export function SiteSearch() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const loaded = useRef<Promise<{ engine: Engine; index: LoadedIndex }> | undefined>(undefined);
  const latest = useRef('');
  const list = useRef<HTMLUListElement>(null);

  const prepare = () => {
    if (!loaded.current) {
      loaded.current = import('../../lib/siteSearch').then(async (engine) => ({ engine, index: await engine.loadSearchIndex() }));
      loaded.current.catch(() => (loaded.current = undefined));
    }
    return loaded.current;
  };

  const run = (text: string) => {
    latest.current = text;
    if (!text.trim()) {
      setState({ kind: 'idle' });
      return;
    }
    setState((s) => (s.kind === 'done' ? s : { kind: 'loading' }));
    prepare().then(
      ({ engine, index }) => {
        if (latest.current === text) setState({ kind: 'done', query: text.trim(), results: engine.searchIndex(index, text) });
      },
      () => {
        if (latest.current === text) setState({ kind: 'error' });
      },
    );
  };

  const change = (text: string) => {
    setQuery(text);
    run(text);
  };
  useRestoreTypedValues('site-search', (values) => change(values.q ?? ''));

  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query) {
      event.preventDefault();
      change('');
    } else if (event.key === 'ArrowDown' && links()[0]) {
      event.preventDefault();
      links()[0]!.focus();
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    const input = document.getElementById(`${id}-q`);
    if (event.key === 'ArrowDown') all[Math.min(at + 1, all.length - 1)]!.focus();
    else if (event.key === 'ArrowUp') (at === 0 ? input : all[at - 1])?.focus();
    else if (event.key === 'Escape') input?.focus();
    else return;
    event.preventDefault();
  };

  const status =
    state.kind === 'loading'
      ? 'Searching...'
      : state.kind === 'error'
        ? SEARCH_UNAVAILABLE
        : state.kind === 'done'
          ? state.results.length === 0
            ? `No results for “${state.query}”`
            : `${state.results.length} ${state.results.length === 1 ? 'result' : 'results'} for “${state.query}”`
          : '';

  return (
    <form className="site-search" role="search" data-keep-typed="site-search" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-q`} className="site-search__label">
        {SEARCH_LABEL}
      </label>
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        className="site-search__input"
        value={query}
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. serverless, data engineer, Pune"
        aria-describedby={`${id}-status`}
        onFocus={() => void prepare().catch(() => undefined)}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onInputKey}
      />
      <p
        id={`${id}-status`}
        className={`site-search__status${state.kind === 'error' ? ' site-search__status--error' : ''}`}
        role="status"
      >
        {status}
      </p>
      {state.kind === 'done' && state.results.length > 0 && (
        <ul ref={list} className="site-search__results" aria-label={`Results for “${state.query}”`} onKeyDown={onListKey}>
          {state.results.map((result) => (
            <li key={result.url} className="site-search__result">
              <Link to={result.url} className="site-search__link">
                {result.title}
              </Link>
              <span className="site-search__kind">{KIND_LABEL[result.kind]}</span>
              {result.summary && <p className="site-search__summary">{result.summary}</p>}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

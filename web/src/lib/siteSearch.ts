/**
 * The search box's engine, loaded on first use (a chunk of its own): fetches the static index
 * (lambdas/contract/search.ts) once and answers queries in the browser, offline from the API.
 * Every word of the query must begin a word of the page (its title, summary or other words);
 * title matches rank first, then summary matches, then the index's own order (newest first).
 */
import {
  SEARCH_INDEX_PATH,
  SEARCH_QUERY_MAX,
  SEARCH_RESULTS_MAX,
  searchWords,
  type SearchDocument,
  type SearchIndex,
} from '../../../lambdas/contract/search';

export interface SearchResult {
  kind: SearchDocument['k'];
  title: string;
  url: string;
  summary: string;
}

interface Prepared {
  doc: SearchDocument;
  title: string[];
  summary: string[];
  words: string[];
}

export interface LoadedIndex {
  docs: Prepared[];
}

const beginsAny = (words: readonly string[], part: string) => words.some((word) => word.startsWith(part));

export function prepareIndex(index: SearchIndex): LoadedIndex {
  return {
    docs: index.docs.map((doc) => ({
      doc,
      title: searchWords(doc.t),
      summary: searchWords(doc.s),
      words: doc.w ? doc.w.split(' ') : [],
    })),
  };
}

/** The best matches of a query, at most `limit`; none for a query with no words. */
export function searchIndex(index: LoadedIndex, query: string, limit = SEARCH_RESULTS_MAX): SearchResult[] {
  const parts = [...new Set(searchWords(query.slice(0, SEARCH_QUERY_MAX)))];
  if (parts.length === 0) return [];
  const scored: { at: number; score: number; doc: SearchDocument }[] = [];
  index.docs.forEach((entry, at) => {
    let score = 0;
    for (const part of parts) {
      if (beginsAny(entry.title, part)) score += 3;
      else if (beginsAny(entry.summary, part)) score += 2;
      else if (beginsAny(entry.words, part)) score += 1;
      else return;
    }
    scored.push({ at, score, doc: entry.doc });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .slice(0, limit)
    .map(({ doc }) => ({ kind: doc.k, title: doc.t, url: doc.u, summary: doc.s }));
}

let loading: Promise<LoadedIndex> | undefined;

/** The published index, fetched once per page load (again after a failure). */
export function loadSearchIndex(fetcher: typeof fetch = fetch): Promise<LoadedIndex> {
  if (!loading) {
    loading = fetcher(SEARCH_INDEX_PATH, { headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`Search index answered ${res.status}`);
        return prepareIndex((await res.json()) as SearchIndex);
      })
      .catch((err: unknown) => {
        loading = undefined;
        throw err;
      });
  }
  return loading;
}

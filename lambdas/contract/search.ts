/**
 * The site's offline search: one static index of the published posts and open jobs, rebuilt from
 * the data on every publish run (full or partial) by the renderer (web/src/publishing/searchIndex.ts)
 * and loaded by the search box on first use (web/src/lib/siteSearch.ts). Drafts, scheduled posts
 * and closed jobs are never in it.
 */
export const SEARCH_INDEX_PATH = '/search-index.json';
export const SEARCH_INDEX_VERSION = 1;
/** Results the search box lists for one query. */
export const SEARCH_RESULTS_MAX = 10;
export const SEARCH_QUERY_MAX = 100;

/** One searchable page. Short keys: the index is fetched whole. */
export interface SearchDocument {
  /** Post or job. */
  readonly k: 'post' | 'job';
  /** Title. */
  readonly t: string;
  /** Site-relative address. */
  readonly u: string;
  /** One line shown under the title (excerpt; location and employment type). */
  readonly s: string;
  /** Every other searchable word, unique and normalised, space separated (see searchWords). */
  readonly w: string;
}

export interface SearchIndex {
  readonly v: typeof SEARCH_INDEX_VERSION;
  readonly docs: readonly SearchDocument[];
}

/** "Serverless Café's cost-guide" → ["serverless", "cafe", "s", "cost", "guide"]: the words both sides compare. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

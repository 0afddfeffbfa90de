/**
 * Data of a published page. The renderer (web/src/publishing) renders each public page with its
 * data and embeds the same JSON in the HTML (`<script type="application/json" id="page-data">`), so
 * the first client render hydrates from it without a request. After a client-side navigation the
 * page fetches its data: the static `data.json` published beside it, else the API.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { pageDataPath } from '../../../lambdas/contract/site-routes';

export interface PageSeed {
  /** The path the data was rendered for. */
  path: string;
  data: unknown;
}

/** A public page's data: loading, failed, or loaded. */
export type Load<T> = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'loaded'; data: T };

export const PageDataContext = createContext<PageSeed | undefined>(undefined);
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The seed embedded in the prerendered HTML, read once in the browser entry. */
export function readEmbeddedSeed(doc: Document): PageSeed | undefined {
  const el = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as PageSeed;
  } catch {
    return undefined;
  }
}

/** The published data.json of a page; rejects when there is none (dev server, unpublished page). */
export async function fetchPublishedData<T>(path: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(pageDataPath(path.replace(/\/+$/, '') || '/'), { signal, headers: { Accept: 'application/json' } });
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) throw new Error(`No published data (${res.status})`);
  return (await res.json()) as T;
}

/** The published data.json of the page, or else `fallback` (the API). */
export const publishedOr =
  <T,>(path: string, fallback: (signal: AbortSignal) => Promise<T>) =>
  (signal: AbortSignal): Promise<T> =>
    fetchPublishedData<T>(path, signal).catch((err: unknown) => {
      if ((err as Error).name === 'AbortError') throw err;
      return fallback(signal);
    });

/**
 * Loads a public page's data when `path` changes (a stale answer is dropped and its request
 * aborted), and starts `loaded` when the page was rendered with its data (on the server, or the
 * first render after hydration), so the HTML and the first client render agree.
 */
export function usePageData<T>(path: string, fetcher: (signal: AbortSignal) => Promise<T>): Load<T> {
  const seed = useContext(PageDataContext);
  const seeded = seed && seed.path === path ? ({ state: 'loaded', data: seed.data as T } as const) : undefined;
  const [result, setResult] = useState<{ key: string; load: Load<T> }>(() => ({
    key: path,
    load: seeded ?? { state: 'loading' },
  }));
  const skip = result.key === path && result.load.state === 'loaded';
  useEffect(() => {
    if (skip) return;
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => !controller.signal.aborted && setResult({ key: path, load: { state: 'loaded', data } }),
      (error: unknown) => !controller.signal.aborted && setResult({ key: path, load: { state: 'error', error } }),
    );
    return () => controller.abort();
    // The fetcher is keyed by `path`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  if (result.key === path) return result.load;
  return seeded ?? { state: 'loading' };
}

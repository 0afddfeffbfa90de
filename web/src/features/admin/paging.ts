/**
 * One page of a list at a time, with the view in the URL: `limit` (page size), `cursor` (where the
 * page starts) and the list's filters, so a reload or a shared link shows the same page. "Previous"
 * uses the cursors of the pages walked through, kept in the history entry's state; a shared link
 * to a later page offers "First page" instead.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../../../lambdas/contract/limits';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListView<F extends string> {
  limit: number;
  cursor: string | undefined;
  filters: Partial<Record<F, string>>;
  /** 1-based number of the page shown, when known from this tab's walk (else undefined). */
  pageNumber: number | undefined;
  canGoBack: boolean;
  next(cursor: string): void;
  previous(): void;
  first(): void;
  setLimit(limit: number): void;
  /** Changing a filter starts again from the first page. */
  setFilter(name: F, value: string | undefined): void;
}

interface PagingState {
  /** Start cursors of the pages before this one ('' for the first page). */
  back?: string[];
}

const readLimit = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= LIMITS.pageMax ? n : LIMITS.pageDefault;
};

export function useListView<F extends string>(filterNames: readonly F[]): ListView<F> {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const back = useMemo(() => (location.state as PagingState | null)?.back ?? [], [location.state]);
  const cursor = params.get('cursor') || undefined;
  const limit = readLimit(params.get('limit'));
  const filterKey = filterNames.map((f) => `${f}=${params.get(f) ?? ''}`).join('&');
  const filters = useMemo(() => {
    const out: Partial<Record<F, string>> = {};
    for (const f of filterNames) {
      const v = params.get(f);
      if (v) out[f] = v;
    }
    return out;
    // filterKey captures the values read here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey]);

  const go = useCallback(
    (change: (p: URLSearchParams) => void, state: PagingState) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          change(p);
          return p;
        },
        { state },
      );
    },
    [setParams],
  );

  return {
    limit,
    cursor,
    filters,
    pageNumber: cursor ? (back.length > 0 ? back.length + 1 : undefined) : 1,
    canGoBack: Boolean(cursor),
    next: (nextCursor) => go((p) => p.set('cursor', nextCursor), { back: [...back, cursor ?? ''] }),
    previous: () => {
      const before = back.at(-1);
      go((p) => (before ? p.set('cursor', before) : p.delete('cursor')), { back: back.slice(0, -1) });
    },
    first: () => go((p) => p.delete('cursor'), {}),
    setLimit: (n) =>
      go((p) => {
        p.delete('cursor');
        if (n === LIMITS.pageDefault) p.delete('limit');
        else p.set('limit', String(n));
      }, {}),
    setFilter: (name, value) =>
      go((p) => {
        p.delete('cursor');
        if (value) p.set(name, value);
        else p.delete(name);
      }, {}),
  };
}

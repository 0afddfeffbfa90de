import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type Remote<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'loaded'; data: T; error?: undefined };

/**
 * Data of an admin screen that is not a paged list, on TanStack Query (the admin area's query
 * client: a 401 re-reads the session there): loading, error or loaded, plus `reload` after a
 * change. `key` names the data (`['application', id]`). A list walking its pages passes
 * `keepPrevious`: the page on screen stays (marked `busy`) while the next loads; a record's screen
 * never shows another record's data under its address.
 */
export function useRemote<T>(
  key: readonly unknown[],
  load: (signal: AbortSignal) => Promise<T>,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
): Remote<T> & { reload(): void; busy: boolean } {
  const query = useQuery({
    queryKey: ['admin', ...key],
    queryFn: ({ signal }) => load(signal),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    // Fetched again on every visit (shown from the cache meanwhile): a stage moved elsewhere shows at once.
    staleTime: 0,
  });
  const reload = () => void query.refetch();
  // The previous key's data still on screen while the new one loads.
  const busy = query.isPlaceholderData;
  if (query.status === 'error') return { status: 'error', error: query.error, reload, busy };
  if (query.data !== undefined) return { status: 'loaded', data: query.data, reload, busy };
  return { status: 'loading', reload, busy };
}

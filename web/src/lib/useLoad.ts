import { useEffect, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'loaded'; data: T };

/**
 * Runs `fetcher` when `key` changes and tracks loading, error and data. A stale answer (the key
 * changed, or the component unmounted) is dropped and its request aborted.
 */
export function useLoad<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [result, setResult] = useState<{ key: string; load: Load<T> }>({ key, load: { state: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => !controller.signal.aborted && setResult({ key, load: { state: 'loaded', data } }),
      (error: unknown) => !controller.signal.aborted && setResult({ key, load: { state: 'error', error } }),
    );
    return () => controller.abort();
    // The fetcher is keyed by `key`: a new closure for the same key must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result.key === key ? result.load : { state: 'loading' };
}

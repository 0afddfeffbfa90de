import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useOptionalAuth } from '../../lib/auth/AuthContext';

export type Remote<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'loaded'; data: T; error?: undefined };

/** Loads data for an admin screen: loading, error or loaded, plus `reload` after a change. */
export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): Remote<T> & { reload(): void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const refreshSession = useOptionalAuth()?.refresh;

  useEffect(() => {
    const controller = new AbortController();
    setState((prev) => (prev.status === 'loaded' ? prev : { status: 'loading' }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Admin load failed', error);
        setState({ status: 'error', error });
        // A 401 usually means the session ended: re-reading it lets the guard send the user to /login.
        if (error instanceof ApiError && error.status === 401) void refreshSession?.({});
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers pass the inputs of `load` as deps
  }, [...deps, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}

import { useEffect, useState } from 'react';

export type EditLoadState = 'loading' | 'error' | 'ready';

/**
 * For a create/edit form: with an `id`, fetches the record and hands it to `onLoaded` (which
 * fills the form); without one the form is ready at once. A stale answer is dropped.
 */
export function useRecordForEdit<T>(
  id: string | undefined,
  load: (id: string, signal: AbortSignal) => Promise<T>,
  onLoaded: (record: T) => void,
  what: string,
): EditLoadState {
  const [state, setState] = useState<EditLoadState>(id ? 'loading' : 'ready');
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    load(id, controller.signal).then(
      (record) => {
        if (controller.signal.aborted) return;
        onLoaded(record);
        setState('ready');
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`${what} fetch failed`, err);
        setState('error');
      },
    );
    return () => controller.abort();
    // `load` and `onLoaded` are new closures on every render; only a new id means a new record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return state;
}

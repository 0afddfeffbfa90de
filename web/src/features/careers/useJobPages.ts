/**
 * The careers list, one page at a time: the first page as published (or a filter's first page from
 * the API), then "Load more" asks the API for the next page with the cursor and the same filter.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { CAREERS_PAGE_SIZE } from '../../../../lambdas/contract/site-routes';
import { isEmptyFilter, jobFilterKey, type JobFilter } from '../../../../lambdas/contract/job-filters';
import { jobCardOf, type JobCardData, type JobListData } from '../../lib/publishedData';

export interface JobPages {
  jobs: JobCardData[];
  /** Loading the filter's first page, or it failed. */
  state: 'loaded' | 'loading' | 'error';
  hasMore: boolean;
  /** A "Load more" under way, or the last one failed. */
  more: 'idle' | 'loading' | 'error';
  loadMore: () => void;
}

interface ListState {
  key: string;
  jobs: JobCardData[];
  nextCursor: string | null;
  state: JobPages['state'];
  more: JobPages['more'];
}

const fetchPage = async (filter: JobFilter, cursor: string | undefined, signal: AbortSignal) => {
  const page = await api('listJobs', { query: { limit: CAREERS_PAGE_SIZE, cursor, ...filter }, signal });
  return { jobs: page.items.map(jobCardOf), nextCursor: page.nextCursor };
};

export function useJobPages(first: JobListData, filter: JobFilter): JobPages {
  const key = jobFilterKey(filter);
  const initial = (): ListState =>
    isEmptyFilter(filter)
      ? { key, jobs: first.jobs, nextCursor: first.nextCursor, state: 'loaded', more: 'idle' }
      : { key, jobs: [], nextCursor: null, state: 'loading', more: 'idle' };
  const [list, setList] = useState<ListState>(initial);
  const current = list.key === key ? list : initial();
  const moreController = useRef<AbortController | undefined>(undefined);

  // A new filter: back to its first page (the published one when there is no filter).
  useEffect(() => {
    moreController.current?.abort();
    if (isEmptyFilter(filter)) {
      setList(initial());
      return;
    }
    const controller = new AbortController();
    setList(initial());
    fetchPage(filter, undefined, controller.signal).then(
      (page) => !controller.signal.aborted && setList({ key, ...page, state: 'loaded', more: 'idle' }),
      () => !controller.signal.aborted && setList((l) => ({ ...l, key, state: 'error' })),
    );
    return () => controller.abort();
    // `key` stands for the filter; `first` is fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => () => moreController.current?.abort(), []);

  const loadMore = useCallback(() => {
    if (list.key !== key || !list.nextCursor || list.more === 'loading') return;
    const controller = new AbortController();
    moreController.current = controller;
    setList((l) => ({ ...l, more: 'loading' }));
    fetchPage(filter, list.nextCursor, controller.signal).then(
      (page) =>
        !controller.signal.aborted &&
        setList((l) =>
          l.key === key
            ? {
                ...l,
                // A job published meanwhile may shift the pages: never show one twice.
                jobs: [...l.jobs, ...page.jobs.filter((job) => !l.jobs.some((j) => j.jobId === job.jobId))],
                nextCursor: page.nextCursor,
                more: 'idle',
              }
            : l,
        ),
      () => !controller.signal.aborted && setList((l) => (l.key === key ? { ...l, more: 'error' } : l)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, key]);

  return {
    jobs: current.jobs,
    state: current.state,
    hasMore: current.state === 'loaded' && current.nextCursor !== null,
    more: current.more,
    loadMore,
  };
}

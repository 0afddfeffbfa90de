import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../../../lambdas/contract/routes';
import type { ListQuery } from '../../../../../../lambdas/contract/schemas';
import { apiParsed } from '../../../../lib/api';

/** One page of job summaries; staff see inactive jobs too. */
/** Every cached jobs query (lists and details): invalidated after a change. */
export const JOBS_KEY = ['jobs'] as const;

export const listJobs = (query: Partial<ListQuery>, signal?: AbortSignal) =>
  apiParsed(routes.listJobs, 'listJobs', { query, signal });

export const jobsQueryOptions = (query: Partial<ListQuery>) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => listJobs(query, signal),
    placeholderData: keepPreviousData,
  });

export const useJobs = (query: Partial<ListQuery>, enabled = true) => useQuery({ ...jobsQueryOptions(query), enabled });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../../../lambdas/contract/routes';
import type { ApplicationsQuery } from '../../../../../../lambdas/contract/schemas';
import { apiParsed } from '../../../../lib/api';

/** One page of application summaries; the API filters (by job through its index), never the browser. */
export const listApplications = (query: ApplicationsQuery, signal?: AbortSignal) =>
  apiParsed(routes.listApplications, 'listApplications', { query, signal });

export const applicationsQueryOptions = (query: ApplicationsQuery) =>
  queryOptions({
    queryKey: ['applications', 'list', query] as const,
    queryFn: ({ signal }) => listApplications(query, signal),
    // The previous page stays on screen (marked busy) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useApplications = (query: ApplicationsQuery) => useQuery(applicationsQueryOptions(query));

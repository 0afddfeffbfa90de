import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../../../lambdas/contract/routes';
import { apiParsed } from '../../../../lib/api';

/** One application in full: contact details and extracted sections. */
export const getApplication = (id: string, signal?: AbortSignal) =>
  apiParsed(routes.getApplication, 'getApplication', { params: { id }, signal });

export const applicationQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['applications', 'detail', id] as const, queryFn: ({ signal }) => getApplication(id, signal) });

export const useApplication = (id: string, enabled: boolean) => useQuery({ ...applicationQueryOptions(id), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../../../lambdas/contract/routes';
import { apiParsed } from '../../../../lib/api';

export const getMessage = (id: string, signal?: AbortSignal) =>
  apiParsed(routes.getContactMessage, 'getContactMessage', { params: { id }, signal });

export const messageQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['messages', 'detail', id] as const, queryFn: ({ signal }) => getMessage(id, signal) });

export const useMessage = (id: string, enabled: boolean) => useQuery({ ...messageQueryOptions(id), enabled });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../../../lambdas/contract/routes';
import type { ContactListQuery } from '../../../../../../lambdas/contract/schemas';
import { apiParsed } from '../../../../lib/api';

export const listMessages = (query: Partial<ContactListQuery>, signal?: AbortSignal) =>
  apiParsed(routes.listContactMessages, 'listContactMessages', { query, signal });

export const messagesQueryOptions = (query: Partial<ContactListQuery>) =>
  queryOptions({
    queryKey: ['messages', 'list', query] as const,
    queryFn: ({ signal }) => listMessages(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMessages = (query: Partial<ContactListQuery>) => useQuery(messagesQueryOptions(query));

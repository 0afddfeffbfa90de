import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../../../lambdas/contract/routes';
import type { ListQuery } from '../../../../../../lambdas/contract/schemas';
import { apiParsed } from '../../../../lib/api';

/** Every cached posts query (lists and details): invalidated after a change. */
export const POSTS_KEY = ['posts'] as const;

export const listPosts = (query: Partial<ListQuery>, signal?: AbortSignal) =>
  apiParsed(routes.listBlogs, 'listBlogs', { query, signal });

export const postsQueryOptions = (query: Partial<ListQuery>) =>
  queryOptions({
    queryKey: [...POSTS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => listPosts(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePosts = (query: Partial<ListQuery>) => useQuery(postsQueryOptions(query));

/**
 * The web's server-state defaults (TanStack Query). Each mount of a data screen (and each test)
 * creates its own client, so nothing is shared between users of one tab or between tests.
 */
import { QueryClient, type DefaultOptions, type QueryCache } from '@tanstack/react-query';

export const QUERY_DEFAULTS: DefaultOptions = {
  queries: {
    // An answer is fresh for 30 s: going back to a page shows it at once without a new request.
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    // Screens show the error with a way to try again; a silent retry would only delay it.
    retry: false,
  },
  mutations: { retry: false },
};

export function createQueryClient(overrides: DefaultOptions = {}, queryCache?: QueryCache): QueryClient {
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, ...overrides.queries },
      mutations: { ...QUERY_DEFAULTS.mutations, ...overrides.mutations },
    },
  });
}

import { QueryCache, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { useOptionalAuth } from '../../lib/auth/AuthContext';

/** A fresh query client per mount of the admin area; a 401 re-reads the session so the guard can send the user to /login. */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const refreshSession = useOptionalAuth()?.refresh;
  const [client] = useState(() =>
    createQueryClient(
      {},
      new QueryCache({
        onError: (error) => {
          console.error('Admin load failed', error);
          if (error instanceof ApiError && error.status === 401) void refreshSession?.({});
        },
      }),
    ),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

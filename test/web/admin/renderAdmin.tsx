import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminQueryProvider } from '../../../web/src/features/admin/AdminQueryProvider';

/** Shows the current URL, so tests can check what a list keeps in it. */
export function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

/** Renders admin routes as the admin area does: a router and a fresh query client of their own. */
export const renderAdmin = (path: string, routes: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminQueryProvider>
        {routes}
        <CurrentUrl />
      </AdminQueryProvider>
    </MemoryRouter>,
  );

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminQueryProvider } from '../../../web/src/features/admin/AdminQueryProvider';
import { BlogFormPage } from '../../../web/src/features/admin/blogs/BlogFormPage';
import { BlogsPage } from '../../../web/src/features/admin/blogs/BlogsPage';
import { BlogPostPreviewPage } from '../../../web/src/features/blog/BlogPostPreviewPage';

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

/** The admin area's post routes (web/src/features/admin/AdminArea.tsx) and the post preview the app routes beside them. */
export const blogAdminRoutes = (
  <>
    <Route path="/admin/blogs" element={<BlogsPage />} />
    <Route path="/admin/blogs/new" element={<BlogFormPage />} />
    <Route path="/admin/blogs/edit/:id" element={<BlogFormPage />} />
    <Route path="/admin/blogs/:id/preview" element={<BlogPostPreviewPage />} />
  </>
);

/** Renders the admin's post pages at `path`. */
export const renderBlogAdmin = (path: string) => renderAdmin(path, <Routes>{blogAdminRoutes}</Routes>);

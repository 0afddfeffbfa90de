import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../ui/PageLoading';
import { Footer } from './Footer';
import { Header } from './Header';
import { isAdminPath } from './isAdminPath';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScrollToTop } from './ScrollToTop';

/**
 * Global chrome of every page: skip link, header, the routed page, footer, scroll reset, route
 * announcer. The admin area brings its own shell, so it gets neither the public header nor footer.
 */
export function SiteLayout() {
  const admin = isAdminPath(useLocation().pathname);
  // Marks the document once React has taken over the prerendered page (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {/* Header and footer are boundaries of their own: React hydrates each in its own task. */}
      {!admin && (
        <Suspense fallback={null}>
          <Header />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {!admin && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <RouteAnnouncer />
    </>
  );
}

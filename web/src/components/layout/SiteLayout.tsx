import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../ui/PageLoading';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScrollToTop } from './ScrollToTop';

/** Global chrome of every page: skip link, header, the routed page, footer, scroll reset, route announcer. */
export function SiteLayout() {
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
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <RouteAnnouncer />
    </>
  );
}

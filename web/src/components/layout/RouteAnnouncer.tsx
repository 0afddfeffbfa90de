import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a lazily loaded page's heading before giving up. */
const HEADING_WAIT_MS = 5000;

/**
 * After a client-side navigation (never on the first load), moves focus to the new page's main
 * heading and announces the page in a polite live region, so keyboard and screen-reader users
 * know the page changed. Lazy pages render their heading later: it waits for it.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    let done = false;
    const focusHeading = () => {
      const heading = main.querySelector('h1');
      if (!heading || done) return false;
      done = true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      // Seo sets the title in an effect of the same commit: read it on the next frame.
      requestAnimationFrame(() => setAnnouncement(document.title || heading.textContent || ''));
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}

import { useEffect, useState } from 'react';

/** The home page section whose arrival at the top of the viewport turns the header solid. */
export const HOME_SCROLL_SECTION_ID = 'about-introduction';
export const SCROLL_THRESHOLD_PX = 50;
/** The listener is attached this long after each path change, once the new page has rendered. */
export const SCROLL_LISTENER_DELAY_MS = 100;

export function isScrolled(pathname: string, win: Window): boolean {
  if (pathname === '/') {
    const section = win.document.getElementById(HOME_SCROLL_SECTION_ID);
    return section ? section.getBoundingClientRect().top <= 0 : false;
  }
  return win.scrollY > SCROLL_THRESHOLD_PX;
}

/** The header's scrolled state for the current path (spec: home section rule, 50 px elsewhere). */
export function useHeaderScrolled(pathname: string): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isScrolled(pathname, window));
    const timer = window.setTimeout(() => {
      window.addEventListener('scroll', update, { passive: true });
      update();
    }, SCROLL_LISTENER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, [pathname]);
  return scrolled;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on every path change (not on hash or query changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

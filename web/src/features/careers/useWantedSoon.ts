import { useEffect, useState, type RefObject } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * True once an element comes within 200 px of the viewport or the visitor first interacts with the
 * page (never during the server render or the hydrating render). On a phone the application form
 * sits below a long description: its code (zod, react-hook-form) loads as the visitor heads for it,
 * not with the page; where the form is in view at once (wider screens) it loads at once.
 */
export function useWantedSoon(target: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const area = target.current;
    const want = () => setWanted(true);
    if (!area || typeof IntersectionObserver === 'undefined') return want();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: '200px 0px',
    });
    observer.observe(area);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, passive: true, capture: true });
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [target, wanted]);
  return wanted;
}

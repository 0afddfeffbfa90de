import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../../components/ui/usePrefersReducedMotion';
import { keepFocusInView } from './keepFocusInView';

/**
 * On a phone the application form sits below a long job description: this bar keeps an Apply
 * link at the bottom of the screen until the form itself scrolls into view. It is in the
 * prerendered page (a plain link to the form's area, so it works before any script and appears
 * with the first paint); once hydrated it also puts the focus in the form's first field (or on the
 * form's area while the form still loads), and keeps that focus on screen while the page settles
 * (keepFocusInView.ts). Wider screens show the form beside the description, so
 * CSS hides the bar there.
 */
export function ApplyBar({
  jobTitle,
  targetId,
  target,
}: {
  jobTitle: string;
  targetId: string;
  target: RefObject<HTMLElement | null>;
}) {
  const [formInView, setFormInView] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const stopKeepingInView = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stopKeepingInView.current?.(), []);

  useEffect(() => {
    const area = target.current;
    if (!area || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setFormInView(entry?.isIntersecting ?? false));
    observer.observe(area);
    return () => observer.disconnect();
  }, [target]);

  function goToForm(event: MouseEvent<HTMLAnchorElement>) {
    const area = target.current;
    if (!area) return;
    event.preventDefault();
    area.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    const field = area.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select');
    (field ?? area).focus({ preventScroll: true });
    stopKeepingInView.current?.();
    stopKeepingInView.current = keepFocusInView(area);
  }

  return (
    <div className="apply-bar" hidden={formInView}>
      <a className="btn btn--primary apply-bar__button" href={`#${targetId}`} onClick={goToForm}>
        Apply now<span className="visually-hidden"> for {jobTitle}</span>
      </a>
    </div>
  );
}

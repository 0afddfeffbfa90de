import { useEffect, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../../components/ui/usePrefersReducedMotion';

/**
 * On a phone the application form sits below a long job description: this bar keeps an Apply
 * button at the bottom of the screen until the form itself scrolls into view. The button scrolls
 * to the form and puts the focus in its first field (or on the form's area while it still loads).
 * Wider screens show the form beside the description, so CSS hides the bar there.
 */
export function ApplyBar({ jobTitle, target }: { jobTitle: string; target: RefObject<HTMLElement | null> }) {
  const [formInView, setFormInView] = useState(true);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const area = target.current;
    if (!area || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setFormInView(entry?.isIntersecting ?? false));
    observer.observe(area);
    return () => observer.disconnect();
  }, [target]);

  function goToForm() {
    const area = target.current;
    if (!area) return;
    area.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    const field = area.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select');
    (field ?? area).focus({ preventScroll: true });
  }

  return (
    <div className="apply-bar" hidden={formInView}>
      <button type="button" className="btn btn--primary apply-bar__button" onClick={goToForm}>
        Apply now<span className="visually-hidden"> for {jobTitle}</span>
      </button>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../../components/ui/usePrefersReducedMotion';
import type { ParticleField } from './particles';

/**
 * Loads the particle effect only when its section comes near the viewport, runs it only while the
 * section is on screen, and never under prefers-reduced-motion (the CSS gradient stays instead).
 */
export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || reducedMotion || typeof IntersectionObserver === 'undefined') return;
    let field: ParticleField | undefined;
    let visible = false;
    let disposed = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible = !!entry?.isIntersecting;
        if (visible && !field) {
          void import('./particles').then(({ createParticleField }) => {
            if (disposed) return;
            field = createParticleField(canvas);
            if (visible) field.start();
          });
        } else if (field) {
          if (visible) field.start();
          else field.stop();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(canvas);
    return () => {
      disposed = true;
      observer.disconnect();
      field?.destroy();
    };
  }, [reducedMotion]);

  return <canvas ref={canvasRef} className="particles" aria-hidden="true" />;
}

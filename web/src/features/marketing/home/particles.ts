/**
 * A small canvas particle field (drifting dots joined by faint lines when close), loaded on demand
 * by ParticleBackground. No dependency; about 1 KB gzipped.
 */
export interface ParticleField {
  start(): void;
  stop(): void;
  destroy(): void;
}

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

const LINK_DISTANCE = 110;

export function createParticleField(canvas: HTMLCanvasElement, density = 1 / 9000): ParticleField {
  const ctx = canvas.getContext('2d');
  let frame = 0;
  let particles: Particle[] = [];
  let width = 0;
  let height = 0;

  const resize = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
    const count = Math.min(120, Math.round(width * height * density));
    particles = Array.from({ length: count }, () => ({
      x: Math.random() * width,
      y: Math.random() * height,
      vx: (Math.random() - 0.5) * 0.5,
      vy: (Math.random() - 0.5) * 0.5,
    }));
  };

  const draw = () => {
    if (!ctx) return;
    ctx.clearRect(0, 0, width, height);
    for (const p of particles) {
      p.x += p.vx;
      p.y += p.vy;
      if (p.x < 0 || p.x > width) p.vx *= -1;
      if (p.y < 0 || p.y > height) p.vy *= -1;
    }
    ctx.fillStyle = 'rgba(255,255,255,0.8)';
    for (let i = 0; i < particles.length; i++) {
      const a = particles[i]!;
      ctx.beginPath();
      ctx.arc(a.x, a.y, 2, 0, Math.PI * 2);
      ctx.fill();
      for (let j = i + 1; j < particles.length; j++) {
        const b = particles[j]!;
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d < LINK_DISTANCE) {
          ctx.strokeStyle = `rgba(160,230,230,${(1 - d / LINK_DISTANCE) * 0.4})`;
          ctx.beginPath();
          ctx.moveTo(a.x, a.y);
          ctx.lineTo(b.x, b.y);
          ctx.stroke();
        }
      }
    }
    frame = requestAnimationFrame(draw);
  };

  resize();
  window.addEventListener('resize', resize);
  return {
    start() {
      if (!frame) frame = requestAnimationFrame(draw);
    },
    stop() {
      cancelAnimationFrame(frame);
      frame = 0;
    },
    destroy() {
      this.stop();
      window.removeEventListener('resize', resize);
    },
  };
}

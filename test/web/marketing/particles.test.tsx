// @vitest-environment jsdom
/**
 * The home page's particle field: sized to its canvas, animating only between start and stop, particles kept
 * inside the canvas, and loaded and run by ParticleBackground only while on screen and never under reduced motion.
 * jsdom has no 2D canvas: a context that records what is drawn stands in for it.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createParticleField } from '../../../web/src/features/marketing/home/particles';
import { ParticleBackground } from '../../../web/src/features/marketing/home/ParticleBackground';

interface Drawn {
  dots: { x: number; y: number }[];
  links: number;
  clears: number;
  transform?: number[];
}

function recordingContext(drawn: Drawn) {
  let arcAt: { x: number; y: number } | undefined;
  return {
    setTransform: (...m: number[]) => (drawn.transform = m),
    clearRect: () => {
      drawn.clears += 1;
      drawn.dots = [];
      drawn.links = 0;
    },
    beginPath: () => (arcAt = undefined),
    arc: (x: number, y: number) => (arcAt = { x, y }),
    fill: () => arcAt && drawn.dots.push(arcAt),
    moveTo: () => undefined,
    lineTo: () => undefined,
    stroke: () => (drawn.links += 1),
    fillStyle: '',
    strokeStyle: '',
  };
}

/** Animation frames run only when the test says so. */
let frames: Map<number, FrameRequestCallback>;
let nextFrame: number;
function runFrame() {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback(performance.now());
}

function canvasOf(width: number, height: number, drawn: Drawn) {
  const canvas = document.createElement('canvas');
  Object.defineProperty(canvas, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(canvas, 'clientHeight', { configurable: true, get: () => height });
  canvas.getContext = (() => recordingContext(drawn)) as never;
  return {
    canvas,
    resizeTo(w: number, h: number) {
      width = w;
      height = h;
    },
  };
}

beforeEach(() => {
  frames = new Map();
  nextFrame = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    const id = nextFrame++;
    frames.set(id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  vi.stubGlobal('devicePixelRatio', 3);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('createParticleField', () => {
  it('sizes the backing store for the screen (pixel ratio at most 2) and scales the dots with the area, 120 at most', () => {
    const drawn: Drawn = { dots: [], links: 0, clears: 0 };
    const { canvas } = canvasOf(900, 300, drawn);
    const field = createParticleField(canvas);
    expect([canvas.width, canvas.height]).toEqual([1800, 600]);
    expect(drawn.transform).toEqual([2, 0, 0, 2, 0, 0]);
    field.start();
    runFrame();
    expect(drawn.dots).toHaveLength(30); // 900 × 300 / 9000
    field.destroy();

    const big = canvasOf(4000, 3000, drawn);
    createParticleField(big.canvas).start();
    runFrame();
    expect(drawn.dots).toHaveLength(120);
  });

  it('animates only between start and stop, one frame at a time, keeping every dot near the canvas', () => {
    const drawn: Drawn = { dots: [], links: 0, clears: 0 };
    const { canvas } = canvasOf(300, 300, drawn);
    const field = createParticleField(canvas);
    expect(frames.size).toBe(0);
    field.start();
    field.start();
    expect(frames.size).toBe(1);
    for (let i = 0; i < 500; i += 1) runFrame();
    expect(drawn.clears).toBe(500);
    expect(drawn.dots).toHaveLength(10);
    // A dot that leaves turns back: never more than one step (0.25 px) outside.
    expect(drawn.dots.every((d) => d.x > -1 && d.x < 301 && d.y > -1 && d.y < 301)).toBe(true);
    // Ten dots in 300 × 300 are close enough to be joined somewhere.
    expect(drawn.links).toBeGreaterThan(0);
    field.stop();
    expect(frames.size).toBe(0);
  });

  it('follows the window size until destroyed', () => {
    const drawn: Drawn = { dots: [], links: 0, clears: 0 };
    const view = canvasOf(900, 300, drawn);
    const field = createParticleField(view.canvas);
    view.resizeTo(450, 200);
    window.dispatchEvent(new Event('resize'));
    expect(view.canvas.width).toBe(900);
    field.destroy();
    view.resizeTo(100, 100);
    window.dispatchEvent(new Event('resize'));
    expect(view.canvas.width).toBe(900);
    expect(frames.size).toBe(0);
  });
});

describe('ParticleBackground', () => {
  let observed: { callback: IntersectionObserverCallback; disconnected: boolean }[];

  function mockScreen({ reducedMotion }: { reducedMotion: boolean }) {
    observed = [];
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; disconnected: boolean };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, disconnected: false };
          observed.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    const drawn: Drawn = { dots: [], links: 0, clears: 0 };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => recordingContext(drawn) as never);
  }
  const scrollTo = (isIntersecting: boolean) =>
    act(() => observed[0]!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));

  it('is a decorative canvas that loads the field near the screen, runs it on screen and stops it off screen', async () => {
    mockScreen({ reducedMotion: false });
    const { container, unmount } = render(<ParticleBackground />);
    expect(container.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
    expect(frames.size).toBe(0);
    scrollTo(true);
    await vi.waitFor(() => expect(frames.size).toBe(1));
    scrollTo(false);
    expect(frames.size).toBe(0);
    scrollTo(true);
    expect(frames.size).toBe(1);
    unmount();
    expect(observed[0]!.disconnected).toBe(true);
    expect(frames.size).toBe(0);
  });

  it('never watches or animates under prefers-reduced-motion', () => {
    mockScreen({ reducedMotion: true });
    render(<ParticleBackground />);
    expect(observed).toHaveLength(0);
    expect(frames.size).toBe(0);
  });
});

/**
 * After the Apply bar sends the visitor to the form, the page can still move under them: the
 * form's code arrives mid-scroll and the area grows, the browser's scroll anchoring follows
 * content below it, a late web font reflows the description. Seen once in CI as a focused
 * "Full name" field left a whole form-height above the screen. So, for a short while, whenever
 * the page settles (no scroll for a moment) this brings the focused element in the area back on
 * screen if it has left it. It stops at the first sign of the visitor steering themselves (wheel,
 * touch, key, pointer), so it never fights them, and after a hard limit in any case.
 */
const SETTLE_MS = 150;
const WATCH_MS = 4000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function keepFocusInView(area: HTMLElement): () => void {
  let settle: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !area.contains(focused)) return;
    const { top, bottom } = focused.getBoundingClientRect();
    if (bottom <= 0 || top >= window.innerHeight) focused.scrollIntoView({ block: 'center' });
  };
  const checkOnceSettled = () => {
    clearTimeout(settle);
    settle = setTimeout(check, SETTLE_MS);
  };

  const stop = () => {
    clearTimeout(settle);
    clearTimeout(limit);
    window.removeEventListener('scroll', checkOnceSettled);
    area.removeEventListener('focusin', checkOnceSettled);
    for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
  };
  const limit = setTimeout(() => {
    check();
    stop();
  }, WATCH_MS);

  window.addEventListener('scroll', checkOnceSettled, { passive: true });
  area.addEventListener('focusin', checkOnceSettled);
  for (const type of USER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  checkOnceSettled();
  return stop;
}

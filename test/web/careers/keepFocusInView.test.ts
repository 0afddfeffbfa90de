// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFocusInView } from '../../../web/src/features/careers/keepFocusInView';

/** jsdom has no layout: each element says where it is through this stub. */
function placeAt(element: HTMLElement, top: number) {
  element.getBoundingClientRect = () => ({ top, bottom: top + 40 }) as DOMRect;
}

let area: HTMLElement;
let field: HTMLInputElement;
let stop: () => void;
const scrollIntoView = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<aside id="apply" tabindex="-1"><input aria-label="Full name"></aside><button>elsewhere</button>';
  area = document.getElementById('apply')!;
  field = area.querySelector('input')!;
  Element.prototype.scrollIntoView = scrollIntoView;
  window.innerHeight = 844;
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  scrollIntoView.mockReset();
});

describe('keepFocusInView', () => {
  it('brings the focused field back on screen once the page stops moving', () => {
    field.focus();
    placeAt(field, 160);
    stop = keepFocusInView(area);
    vi.advanceTimersByTime(200);
    expect(scrollIntoView).not.toHaveBeenCalled();

    // The page moves under the visitor (a layout shift, the browser's scroll anchoring).
    placeAt(field, -900);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).not.toHaveBeenCalled(); // still moving
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(field);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('follows the focus from the area to the field that arrives with the form', () => {
    area.focus();
    placeAt(area, 100);
    stop = keepFocusInView(area);
    vi.advanceTimersByTime(200);
    placeAt(field, 2000);
    field.focus();
    vi.advanceTimersByTime(200);
    expect(scrollIntoView.mock.contexts).toEqual([field]);
  });

  it('leaves the page alone once the visitor scrolls, touches or types', () => {
    for (const input of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
      field.focus();
      placeAt(field, 160);
      stop = keepFocusInView(area);
      window.dispatchEvent(new Event(input));
      placeAt(field, 3000);
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(5000);
      expect(scrollIntoView, input).not.toHaveBeenCalled();
    }
  });

  it('does nothing for a focus outside the form area, and stops watching after a few seconds', () => {
    document.querySelector('button')!.focus();
    placeAt(document.querySelector('button')!, 3000);
    stop = keepFocusInView(area);
    vi.advanceTimersByTime(5000);
    expect(scrollIntoView).not.toHaveBeenCalled();

    field.focus();
    placeAt(field, 3000);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(1000);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

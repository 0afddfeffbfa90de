import { describe, expect, it } from 'vitest';
import { estimateSkew, resize, straighten, type GreyImage } from '../../../lambdas/resume/text/scan-image';

/** A page of dark "lines of text" (bars with gaps, like words) drawn at a slope of `degrees`. */
function page(degrees: number, width = 1200, height = 1600): GreyImage {
  const data = new Uint8Array(width * height).fill(240);
  const t = Math.tan((degrees * Math.PI) / 180);
  for (let row = 100; row < height - 100; row += 40)
    for (let x = 100; x < width - 100; x += 1) {
      if (x % 60 > 48) continue; // the gap between two words
      const y = Math.round(row + (x - width / 2) * t);
      for (let dy = 0; dy < 12; dy += 1) data[(y + dy) * width + x] = 30;
    }
  return { data, width, height };
}

describe('straightening a scanned page', () => {
  it.each([-2, -1.2, 0, 0.7, 2])('measures a page turned by %s° to within 0.15°', (degrees) => {
    expect(Math.abs(estimateSkew(page(degrees)) - degrees)).toBeLessThan(0.15);
  });

  it('levels the lines of a page turned by 2°', () => {
    const turned = page(2);
    expect(Math.abs(estimateSkew(straighten(turned, estimateSkew(turned))))).toBeLessThan(0.15);
  });

  it('leaves a blank page at 0°', () => {
    expect(estimateSkew({ data: new Uint8Array(400 * 400).fill(250), width: 400, height: 400 })).toBe(0);
  });
});

describe('resizing', () => {
  it('enlarges by a factor, keeping flat areas flat', () => {
    const grown = resize({ data: new Uint8Array(10 * 8).fill(200), width: 10, height: 8 }, 1.5);
    expect([grown.width, grown.height]).toEqual([15, 12]);
    expect(new Set(grown.data)).toEqual(new Set([200]));
  });
});

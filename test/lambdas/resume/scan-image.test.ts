import { describe, expect, it } from 'vitest';
import { enlargement } from '../../../lambdas/resume/text/ocr';
import {
  crop,
  estimateSkew,
  invertDarkAreas,
  resize,
  squeeze,
  straighten,
  type GreyImage,
} from '../../../lambdas/resume/text/scan-image';

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

describe('a dark band across a scanned page', () => {
  // 100 dpi (tiles of 10 px): a band whose edges fall inside tiles, with a grey softened edge a
  // pixel wide all round, light "letters" (stripes) on it.
  const width = 850;
  const height = 1100;
  const band = { left: 37, right: 813, top: 133, bottom: 287 };
  const inside = (x: number, y: number, grow = 0) =>
    x >= band.left - grow && x < band.right + grow && y >= band.top - grow && y < band.bottom + grow;
  const paint = (x: number, y: number) => {
    if (!inside(x, y, 1)) return 246;
    if (!inside(x, y)) return 140;
    return x > 80 && x < 600 && x % 12 < 4 && y > 180 && y < 240 ? 235 : 35;
  };
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data[y * width + x] = paint(x, y);
  const out = invertDarkAreas({ data, width, height }, 100);

  it('is inverted to its edges, leaving no dark frame of part-covered tiles', () => {
    let darkest = 255;
    for (let y = band.top - 6; y < band.bottom + 6; y += 1)
      for (let x = band.left - 6; x < band.right + 6; x += 1)
        if (!(x > 80 && x < 600 && y > 180 && y < 240)) darkest = Math.min(darkest, out.data[y * width + x]!);
    expect(darkest).toBeGreaterThan(200);
  });

  it('turns its light letters dark and leaves the page around it as it was', () => {
    expect(out.data[200 * width + 96]).toBeLessThan(40); // a letter pixel, now dark
    expect(out.data[200 * width + 101]).toBe(255); // the band between letters, as white as paper
    expect(out.data[600 * width + 400]).toBe(246);
    expect(out.data[120 * width + 400]).toBe(246);
  });
});

describe('enlarging a coarse scan', () => {
  it('enlarges 150 dpi but not a 200 dpi page a pixel short of the page width', () => {
    expect(enlargement(150)).toBe(2);
    expect(enlargement(1653 / (595.28 / 72))).toBe(1);
    expect(enlargement(300)).toBe(1);
  });
});

describe('cutting out a part of a page', () => {
  it('copies the rectangle, clipped to the page', () => {
    const data = Uint8Array.from({ length: 20 }, (_, i) => i);
    const part = crop({ data, width: 5, height: 4 }, { left: 3, top: 1, width: 4, height: 2 });
    expect([part.width, part.height, [...part.data]]).toEqual([2, 2, [8, 9, 13, 14]]);
  });
});

describe('a mid-tone band across a scanned page', () => {
  // Grey 118 give or take 12 (a blue or teal band, noisy), edges inside tiles, no letters; its
  // left edge two pixels further right in the upper half, as a straightened page leaves it.
  const width = 850;
  const height = 1100;
  const band = { left: 37, right: 813, top: 133, bottom: 287 };
  let seed = 7;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 24;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const left = y < 200 ? band.left + 2 : band.left;
      const inside = x >= left && x < band.right && y >= band.top && y < band.bottom;
      data[y * width + x] = inside ? 118 + noise() : 246;
    }
  const out = invertDarkAreas({ data, width, height }, 100);

  it('comes out as paper to its edges, no line left along them', () => {
    let darkest = 255;
    for (let y = band.top - 6; y < band.bottom + 6; y += 1)
      for (let x = band.left - 8; x < band.right + 6; x += 1) darkest = Math.min(darkest, out.data[y * width + x]!);
    expect(darkest).toBeGreaterThan(200);
  });
});

describe('squeezing a line of wide letter spacing', () => {
  it('halves the width, each pixel the mean of the two it covers', () => {
    const image = { data: Uint8Array.from([0, 100, 200, 250, 10, 30, 0, 100, 200, 250, 10, 30]), width: 6, height: 2 };
    const narrow = squeeze(image, 0.5);
    expect([narrow.width, narrow.height, [...narrow.data]]).toEqual([3, 2, [50, 225, 20, 50, 225, 20]]);
    expect(squeeze(image, 1)).toBe(image);
  });
});

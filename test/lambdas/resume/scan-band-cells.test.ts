/**
 * Rules added for scans of dark full-width banners (development.ts d242–d253: a name over two or
 * three lines beside stacked contacts, a grid of labelled contacts, a band to the paper's edge,
 * underlined links): a band read cell by cell, paper at a band's edges, underlines in a cell, and
 * a state's abbreviation read in small letters.
 */
import { describe, expect, it } from 'vitest';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';
import { bandCells, invertDarkAreas, straighten, withoutUnderlines } from '../../../lambdas/resume/text/scan-image';
import { at, page } from './support/grey-page';

const band = { left: 40, right: 810, top: 100, bottom: 300 };
/** Dark type (an inverted band's) in a rectangle: strokes 3 px wide every 6 px, as letters. */
const type = (x: number, y: number, area: { left: number; right: number; top: number; bottom: number }) =>
  x >= area.left && x < area.right && y >= area.top && y < area.bottom && x % 6 < 3;

describe('a band read cell by cell', () => {
  it('cuts a name over two lines of large type from the contacts stacked in small type beside it', () => {
    const name = [
      { left: 100, right: 380, top: 120, bottom: 160 },
      { left: 100, right: 420, top: 170, bottom: 210 },
    ];
    const contacts = [0, 1, 2, 3].map((i) => ({ left: 520, right: 780, top: 130 + i * 16, bottom: 140 + i * 16 }));
    const image = page((x, y) => ([...name, ...contacts].some((area) => type(x, y, area)) ? 30 : 250));
    const cells = bandCells(image, band, 100);
    expect(cells.map((cell) => [cell.left, cell.right])).toEqual([
      [102, 417],
      [522, 777],
    ]);
  });

  it('cuts a band into a strip for the name and a row of contact cells, each of two lines', () => {
    const name = { left: 100, right: 600, top: 110, bottom: 150 };
    const cell = (left: number) => [0, 1].map((i) => ({ left, right: left + 120, top: 200 + i * 14, bottom: 210 + i * 14 }));
    const areas = [name, ...cell(100), ...cell(300), ...cell(500)];
    const image = page((x, y) => (areas.some((area) => type(x, y, area)) ? 30 : 250));
    const cells = bandCells(image, band, 100);
    expect(cells.map((c) => c.left)).toEqual([102, 102, 300, 500]);
    expect(cells[0]!.bottom).toBe(cells[1]!.top);
  });

  it('keeps words of a name in letter-spaced capitals, and a label beside its value, in one cell', () => {
    const words = [
      { left: 100, right: 300, top: 150, bottom: 180 },
      { left: 330, right: 520, top: 150, bottom: 180 },
    ];
    const labelled = [
      { left: 560, right: 600, top: 150, bottom: 160 },
      { left: 606, right: 780, top: 150, bottom: 160 },
    ];
    const image = page((x, y) => ([...words, ...labelled].some((area) => type(x, y, area)) ? 30 : 250));
    // The name's words 30 px apart in type 30 px high; the label 9 px from its value in type 10 px high.
    expect(bandCells(image, band, 100).map((cell) => [cell.left, cell.right])).toEqual([
      [102, 519],
      [560, 777],
    ]);
  });

  it('reads a band with one cell a row with the page', () => {
    const name = { left: 300, right: 560, top: 120, bottom: 160 };
    const line = { left: 200, right: 660, top: 200, bottom: 212 };
    const image = page((x, y) => ([name, line].some((area) => type(x, y, area)) ? 30 : 250));
    expect(bandCells(image, band, 100)).toEqual([]);
  });
});

describe('a band printed to the paper’s edge on a skewed scan', () => {
  it('leaves the paper brought in at its corner by straightening as paper, not a black wedge', () => {
    // A band from the page's top edge; turned by 2°, its top left corner is paper once straight.
    const scan = page((x, y) => (y < 250 ? (x > 200 && x < 600 && y > 120 && y < 150 && x % 12 < 4 ? 250 : 35) : 246));
    const straight = straighten(scan, -2);
    const out = invertDarkAreas(straight, 100);
    expect(at(straight, 2, 2)).toBeGreaterThan(200);
    expect(at(out, 2, 2)).toBeGreaterThan(200);
    // The letters, now dark.
    const row = Array.from({ length: 400 }, (_, i) => at(out, 200 + i, 135));
    expect(row.filter((value) => value < 100).length).toBeGreaterThan(50);
  });
});

describe('underlines in a band’s cell', () => {
  // "Letters" 20 px high over an underline 2 px thick, 3 px below them.
  const letters = (x: number, y: number) => y >= 20 && y < 40 && x >= 10 && x < 190 && x % 8 < 3;
  it('sets a thin line under the type, clear of it, to paper', () => {
    const cell = page((x, y) => (letters(x, y) || (y >= 43 && y < 45 && x >= 10 && x < 190) ? 30 : 250), 200, 60);
    const out = withoutUnderlines(cell, 100);
    expect(at(out, 50, 44)).toBe(255);
    expect(at(out, 50, 30)).toBe(30);
  });

  it('leaves a line the type stands on along its length, and thick rules', () => {
    const touching = page((x, y) => (letters(x, y) || (y >= 40 && y < 42 && x >= 10 && x < 190) ? 30 : 250), 200, 60);
    expect(withoutUnderlines(touching, 100)).toBe(touching);
    const rule = page((x, y) => (y >= 43 && y < 49 && x >= 10 && x < 190 ? 30 : 250), 200, 60);
    expect(withoutUnderlines(rule, 100)).toBe(rule);
  });
});

describe('an address’s icon read as a small letter', () => {
  it('drops a lone small letter before capitalised words and a comma', () => {
    expect(cleanOcrText('a Jersey City, Nj')).toBe('Jersey City, NJ');
    expect(cleanOcrText('e Mumbai, Maharashtra')).toBe('Mumbai, Maharashtra');
    expect(cleanOcrText('a Fortune 500 company')).toBe('a Fortune 500 company');
  });
});

describe('a state’s abbreviation read in small letters', () => {
  it('turns a look-alike small letter of a US state’s abbreviation after a city into its capital', () => {
    expect(cleanOcrText('Jersey City, Nj')).toBe('Jersey City, NJ');
    expect(cleanOcrText('Kansas City, Mo 64105')).toBe('Kansas City, MO 64105');
    expect(cleanOcrText('Paris, Fr')).toBe('Paris, Fr');
    expect(cleanOcrText('Boston, Ma')).toBe('Boston, Ma');
  });
});

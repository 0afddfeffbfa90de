/**
 * Rules added for scans of the later rounds' layouts (development.ts DEVELOPMENT_SCANS d20–d88):
 * mid-tone and shaded dark bands, banners of several cells, dark sidebars (split into blocks, with
 * a photo) read apart, line sizes of one type, and contact icons and table borders in OCR text.
 */
import { describe, expect, it } from 'vitest';
import { numberAfterIcon, partsOfPage, sameTypeSized } from '../../../lambdas/resume/text/ocr';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';
import {
  blanked,
  darkColumns,
  estimateSkew,
  framed,
  invertDarkAreas,
  withColumnInverted,
} from '../../../lambdas/resume/text/scan-image';
import { at, letter, page } from './support/grey-page';

describe('dark bands of a mid tone, shaded, or of several cells', () => {
  it('inverts white type on a mid-tone band (grey 145: Word blue, orange)', () => {
    const band = page((x, y) =>
      y >= 100 && y < 250 && x >= 40 && x < 810 ? (letter(x, y) && x > 100 && x < 700 ? 250 : 145) : 246,
    );
    const out = invertDarkAreas(band, 100);
    expect(at(out, 396, 170)).toBeLessThan(60); // a letter, now dark
    expect(at(out, 402, 170)).toBeGreaterThan(220); // the band, now paper
  });

  it('leaves dark type on a mid-grey band as it is', () => {
    const band = page((x, y) =>
      y >= 100 && y < 250 && x >= 40 && x < 810 ? (letter(x, y) && x > 100 && x < 700 ? 20 : 150) : 246,
    );
    expect(invertDarkAreas(band, 100)).toBe(band);
  });

  it('turns a band shading from dark to mid-tone into paper throughout', () => {
    const shade = (x: number) => 30 + Math.round((x / 850) * 120);
    const band = page((x, y) =>
      y >= 100 && y < 250 && x >= 40 && x < 810 ? (letter(x, y) && x > 100 && x < 780 ? 250 : shade(x)) : 246,
    );
    const out = invertDarkAreas(band, 100);
    for (const x of [110, 402, 750]) expect(at(out, x - (x % 12) + 6, 170)).toBeGreaterThan(220);
    for (const x of [108, 396, 756]) expect(at(out, x, 170)).toBeLessThan(80);
  });

  it('keeps the paper between two cells of a banner as paper, not a dark bar', () => {
    const inCell = (x: number) => (x >= 40 && x < 420) || (x >= 428 && x < 810);
    const band = page((x, y) => (y >= 100 && y < 250 && inCell(x) ? (letter(x, y) && x > 100 && x < 700 ? 250 : 30) : 246));
    const out = invertDarkAreas(band, 100);
    for (let y = 110; y < 240; y += 10) expect(at(out, 424, y)).toBeGreaterThan(200);
  });
});

describe('a dark sidebar read apart', () => {
  // A sidebar 2.4 inches wide, in two blocks with paper between; a photo (light grey, framed) at
  // its top; a small grey label and white type in its blocks.
  const sidebar = (x: number, y: number) => {
    if (x < 40 || x >= 280) return 246;
    if (y >= 600 && y < 640) return 246; // paper between the blocks
    if (y < 60 || y >= 1040) return 246;
    if (x >= 70 && x < 170 && y >= 80 && y < 210) return x === 70 || x === 169 || y === 80 || y === 209 ? 119 : 221; // photo
    if (y >= 300 && y < 312 && x >= 60 && x < 160 && x % 6 < 3) return 150; // a grey label
    if (y >= 320 && y < 340 && x >= 60 && x < 260 && x % 12 < 4) return 240; // white type
    return 38;
  };
  const image = page(sidebar);

  it('is found as one column over its blocks, from its top', () => {
    const columns = darkColumns(image, 100);
    expect(columns).toHaveLength(1);
    const [column] = columns;
    expect(column!.left).toBeGreaterThanOrEqual(38);
    expect(column!.left).toBeLessThanOrEqual(42);
    expect(column!.top).toBeLessThanOrEqual(62);
    expect(column!.bottom).toBeGreaterThanOrEqual(1038);
  });

  it('is not found for a band across the page, nor for a block too short for a column', () => {
    expect(
      darkColumns(
        page((x, y) => (y >= 100 && y < 250 ? 30 : 246)),
        100,
      ),
    ).toEqual([]);
    expect(
      darkColumns(
        page((x, y) => (x >= 40 && x < 280 && y >= 100 && y < 250 ? 30 : 246)),
        100,
      ),
    ).toEqual([]);
  });

  it('comes out as dark type on paper, its label dark grey and its photo paper, no frame', () => {
    const out = withColumnInverted(image, darkColumns(image, 100)[0]!, 100);
    expect(at(out, 200, 450)).toBeGreaterThan(220); // the dark background
    expect(at(out, 60, 330)).toBeLessThan(60); // white type
    expect(at(out, 60, 305)).toBeLessThan(170); // the grey label
    expect(at(out, 61, 305)).toBeLessThan(170);
    expect(at(out, 200, 620)).toBeGreaterThan(220); // paper between the blocks
    for (const [x, y] of [
      [70, 150],
      [169, 150],
      [120, 80],
      [120, 209],
      [120, 150],
    ] as const)
      expect(at(out, x, y)).toBeGreaterThan(220);
  });

  it('is blanked out of the page that is read without it', () => {
    const out = blanked(image, { left: 40, right: 280, top: 60, bottom: 1040 }, 100);
    expect(at(out, 200, 450)).toBe(255);
    expect(at(out, 500, 450)).toBe(246);
  });

  it('does not tilt the skew measured from the text beside it', () => {
    const t = Math.tan((1.5 * Math.PI) / 180);
    const turned = page((x, y) => {
      const level = y - (x - 425) * t;
      if (x >= 40 + (y - 550) * t && x < 280 + (y - 550) * t && y >= 60 && y < 1040) return 38;
      return x > 320 && x < 800 && x % 60 <= 48 && level >= 100 && level < 1000 && level % 40 < 12 ? 30 : 246;
    });
    expect(Math.abs(estimateSkew(turned) - 1.5)).toBeLessThan(0.2);
  });

  it('is read on a margin of paper', () => {
    const small = { data: Uint8Array.from([1, 2, 3, 4]), width: 2, height: 2 };
    const out = framed(small, 1);
    expect([out.width, out.height, [...out.data]]).toEqual([
      4,
      4,
      [255, 255, 255, 255, 255, 1, 2, 255, 255, 3, 4, 255, 255, 255, 255, 255],
    ]);
  });
});

describe('lines of one type read a point apart', () => {
  const part = (text: string, x0: number, y0: number, height: number, fontSize: number) => ({
    text,
    fontSize,
    words: [{ text, bbox: { x0, x1: x0 + 200, y0, y1: y0 + height } }],
  });

  it('take the largest size of their run, one under the other at one left edge', () => {
    const sized = sameTypeSized([
      part('PIETER', 100, 100, 50, 12.7),
      part('VAN DER', 102, 170, 54, 13.7),
      part('MEER', 101, 240, 54, 13.7),
    ]);
    expect(sized.map((p) => p.fontSize)).toEqual([13.7, 13.7, 13.7]);
  });

  it('keep their own size in another type, far below or at another edge', () => {
    const sized = sameTypeSized([
      part('PIETER', 100, 100, 50, 13.7),
      part('Hydraulic Engineer', 100, 170, 40, 10.1),
      part('CONTACT', 100, 400, 30, 10.4),
      part('Profile', 900, 430, 30, 10.3),
    ]);
    expect(sized.map((p) => p.fontSize)).toEqual([13.7, 10.1, 10.4, 10.3]);
  });
});

describe('an unsure part that is two lines of a cell', () => {
  // 300 dpi: a line of type beside a cell whose two lines came out as one unsure word.
  const word = (text: string, x0: number, x1: number, confidence: number, y0: number, y1: number) => ({
    text,
    confidence,
    bbox: { x0, x1, y0, y1 },
  });
  const line = {
    words: [
      word('Mining', 166, 300, 96, 235, 262),
      word('Engineer', 310, 480, 96, 235, 262),
      word('Era', 1180, 1491, 0, 235, 294),
    ],
  };

  it('is read again as a block, and each of its lines kept', async () => {
    const asked: boolean[] = [];
    const reread = async (words: readonly { text: string }[], several?: boolean) => {
      asked.push(Boolean(several));
      return words[0]!.text === 'Era' && several ? { text: 'k.asante@outlook.com\nTarkwa, Ghana', confidence: 88 } : undefined;
    };
    const parts = await partsOfPage([line], 300, { fragmented: 3, unsure: 4 }, reread);
    expect(parts.map((part) => part.text)).toEqual(['Mining Engineer', 'k.asante@outlook.com', 'Tarkwa, Ghana']);
    expect(asked).toEqual([true]);
    // Each line's type is half the two lines' height.
    expect(parts[1]!.fontSize).toBeCloseTo((59 * 72) / 300 / 2, 1);
  });

  it('is dropped when the block read is unsure too', async () => {
    const reread = async () => ({ text: 'Ee ii\na)', confidence: 30 });
    const parts = await partsOfPage([line], 300, { fragmented: 3, unsure: 4 }, reread);
    expect(parts.map((part) => part.text)).toEqual(['Mining Engineer']);
  });
});

describe('a number glued to its icon, read unsure', () => {
  it('is kept without the icon when the rest is a number as numbers are written', () => {
    expect(numberAfterIcon('[512.555.0148')).toBe('512.555.0148');
    expect(numberAfterIcon('© +91 98450 12345')).toBe('+91 98450 12345');
    expect(numberAfterIcon('(0471) 255 6677')).toBe('(0471) 255 6677');
  });

  it('is no number when letters are in it, or too few digits', () => {
    expect(numberAfterIcon('Ee 5 ; Ra')).toBeUndefined();
    expect(numberAfterIcon('[2019 - 2021')).toBeUndefined();
    expect(numberAfterIcon('sl 1234567')).toBeUndefined();
  });
});

describe('contact icons, table borders and specks in OCR text', () => {
  it.each([
    // An envelope read as "=" before the start of a wrapped address; a box glyph before numbers.
    ['= sameer.k.deshpande-', 'sameer.k.deshpande-'],
    ['[1 0091 98765 43210', '0091 98765 43210'],
    ['© 098450 67890', '098450 67890'],
    [
      '(1(0471) 255 6677 {J Neethu.Thomas@outlook.co.in = [] Pattom, Kerala',
      '(0471) 255 6677 | Neethu.Thomas@outlook.co.in | Pattom, Kerala',
    ],
    ['Work: 031 555 7830 = sibusiso.ndlovu@webmail.co.za', 'Work: 031 555 7830 | sibusiso.ndlovu@webmail.co.za'],
    // A table's border at a line's end or start.
    ['E-mail ID venkatasubramanian.r- |', 'E-mail ID venkatasubramanian.r-'],
    ['‘| hospitals.co.in', 'hospitals.co.in'],
    ['| Kavya Shetty', 'Kavya Shetty'],
    // A domain's dot read as a comma.
    ['sibusiso.ndlovu@webmail.co,za', 'sibusiso.ndlovu@webmail.co.za'],
    // A speck after a word of a name in capitals; a hyphenated name set apart; "!" for a last I.
    ['RUKMINI. IYER', 'RUKMINI IYER'],
    ['KWAME ASANTE- MENSAH Cell +233 24 456 7890', 'KWAME ASANTE-MENSAH Cell +233 24 456 7890'],
    ['Jonas Weber- Lindqvist', 'Jonas Weber-Lindqvist'],
    ['MEENAKSH! SUNDARAM IYER', 'MEENAKSHI SUNDARAM IYER'],
    // The plus of a country code read as a 4.
    ['[1 491 98450 12345 | (080) 2345 6789', '+91 98450 12345 | (080) 2345 6789'],
    ['Cell 4233 24 456 7890', 'Cell +233 24 456 7890'],
  ])('%s → %s', (read, repaired) => {
    expect(cleanOcrText(read)).toBe(repaired);
  });

  it.each([
    'R. K. NARAYAN SWAMY',
    'DR. RAO',
    'Senior Engineer - Infosys, 2019 - Present',
    '(1) Managed a team of five',
    'Phone (Home) | Phone (Mobile)',
    'Mari sol = C h eve rria',
    'Well- known brands',
    'WOW! Great',
    'Mobile: 98450 12345',
    'Pune 411001, 2014 - 2019',
    'Phone: 044 2815 6677',
  ])('leaves "%s" alone', (text) => {
    expect(cleanOcrText(text)).toBe(text);
  });
});

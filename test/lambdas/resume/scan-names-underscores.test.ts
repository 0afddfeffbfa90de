/**
 * Scans, round seventeen (the scan sweep, test/fixtures/resumes/sweep/scans.ts): a name over two
 * or three lines of display type read as one line, type measured as a text layer gives it, an
 * e-mail address's underscore that tesseract read as a word space, and a cell's stacked lines read
 * into a name's line beside them kept apart.
 */
import { describe, expect, it } from 'vitest';
import {
  displayNameJoined,
  emSize,
  underscoreBetween,
  withStackedLinesApart,
  withUnderscoresRead,
} from '../../../lambdas/resume/text/ocr';
import { page } from './support/grey-page';

const DPI = 300;
/** A word as tesseract gives it: text and a box in pixels. */
const word = (text: string, x0: number, x1: number, y0: number, y1: number) => ({
  text,
  confidence: 95,
  bbox: { x0, x1, y0, y1 },
});
/**
 * A line of words set in `points` type from `x0` at `top`: capitals and ascenders 0.7 em high,
 * descenders 0.2 em deeper, small letters 0.5 em.
 */
const line = (text: string, x0: number, top: number, points: number) => {
  const em = (points * DPI) / 72;
  let x = x0;
  const words = text.split(' ').map((each) => {
    const tall = /[A-Zbdfhklt0-9'’]/.test(each);
    const deep = /[gjpqy]/.test(each);
    const y0 = top + (tall ? 0 : 0.2 * em);
    const y1 = top + 0.7 * em + (deep ? 0.2 * em : 0);
    const w = word(each, x, x + each.length * em * 0.6, Math.round(y0), Math.round(y1));
    x += each.length * em * 0.6 + em * 0.3;
    return w;
  });
  return { text, words, fontSize: ((words[0]!.bbox.y1 - words[0]!.bbox.y0) * 72) / DPI };
};
const body = (top: number) => line('Led the audit of forty branches', 240, top, 10);

describe('type measured as a text layer gives it', () => {
  it('reads capitals, descenders and small letters of one type as one size', () => {
    const sizes = ['KIERAN', "O'Reilly-Glover", 'nurse', 'young'].map((text) => emSize(line(text, 0, 100, 24).words, DPI)!);
    for (const size of sizes) expect(size).toBeGreaterThan(23);
    for (const size of sizes) expect(size).toBeLessThan(25);
  });
});

describe('a name over lines of display type', () => {
  it('reads given names over a surname with a descender as one line', () => {
    const parts = [
      line('Kieran Bernadine', 240, 100, 26),
      line("O'Reilly-Glover", 240, 200, 26),
      line('Registered Nurse', 240, 300, 12),
      body(400),
      body(460),
      body(520),
    ];
    expect(displayNameJoined(parts, DPI).map((part) => part.text)).toEqual([
      "Kieran Bernadine O'Reilly-Glover",
      'Registered Nurse',
      'Led the audit of forty branches',
      'Led the audit of forty branches',
      'Led the audit of forty branches',
    ]);
  });

  it('joins a surname hyphenated over the line end, up to three lines', () => {
    const parts = [
      line('B. TANYA USHA', 240, 100, 22),
      line('NAMBEESAN-', 240, 190, 22),
      line('IYENGAR', 240, 280, 22),
      body(400),
      body(460),
      body(520),
      body(580),
    ];
    expect(displayNameJoined(parts, DPI)[0]!.text).toBe('B. TANYA USHA NAMBEESAN-IYENGAR');
  });

  it('keeps apart a role in the same type, a heading, lines far apart or in another case, and body text', () => {
    const apart = (parts: ReturnType<typeof line>[]) =>
      displayNameJoined([...parts, body(800), body(860), body(920)], DPI).length;
    expect(apart([line('SASCHA HERMS', 240, 100, 26), line('Data Analyst', 240, 200, 26)])).toBe(5);
    expect(apart([line('SASCHA HERMS', 240, 100, 26), line('PROFILE', 240, 200, 26)])).toBe(5);
    expect(apart([line('SASCHA HERMS', 240, 100, 26), line('WEBER', 240, 400, 26)])).toBe(5);
    expect(apart([line('SASCHA HERMS', 240, 100, 26), line('WEBER', 1400, 200, 26)])).toBe(5);
    expect(apart([line('SASCHA HERMS', 240, 100, 26), line('WEBER', 240, 200, 16)])).toBe(5);
    expect(apart([line('Led The Audit', 240, 100, 10), line('Of Branches', 240, 150, 10)])).toBe(5);
    // Letter-spaced capitals read in pieces are the name rules' to put together (with the e-mail address).
    expect(apart([line('HA NN AH', 240, 100, 26), line('MULLER', 240, 200, 26)])).toBe(5);
  });
});

describe("an address's underscore read as a space", () => {
  // "valeria" and "ihnacakova65@yahoo.com" at 200 dpi: small letters 21 px, their foot at row 338.
  const a = { x0: 536, x1: 618, y0: 317, y1: 338 };
  const b = { x0: 618, x1: 948, y0: 317, y1: 344 };
  const letters = (x: number, y: number) => (y >= 323 && y <= 336 && x % 9 < 3 && (x < 617 || x > 634) ? 0 : 255);

  it('joins the two words with "_" when a short stroke lies under where they meet', () => {
    const image = page((x, y) => (y >= 342 && y <= 343 && x >= 618 && x < 630 ? 40 : letters(x, y)), 1000, 400);
    expect(underscoreBetween(image, a, b)).toBe(true);
    const lines = withUnderscoresRead(
      [
        {
          words: [
            word('&', 503, 521, 321, 340),
            word('valeria', a.x0, a.x1, a.y0, a.y1),
            word('ihnacakova65@yahoo.com', b.x0, b.x1, b.y0, b.y1),
          ],
        },
      ],
      image,
    );
    expect(lines[0]!.words.map((w) => w.text)).toEqual(['&', 'valeria_ihnacakova65@yahoo.com']);
  });

  it('keeps a word space over paper, and under an underlined address', () => {
    expect(underscoreBetween(page(letters, 1000, 400), a, b)).toBe(false);
    const underlined = page((x, y) => (y >= 342 && y <= 343 && x >= 618 && x < 948 ? 40 : letters(x, y)), 1000, 400);
    expect(underscoreBetween(underlined, a, b)).toBe(false);
  });

  it('joins an underscore read at the start of the address', () => {
    const lines = withUnderscoresRead(
      [
        {
          words: [
            word('E:', 964, 990, 540, 562),
            word('gemini', 1004, 1099, 539, 567),
            word('_pandeysethi50@gmail.com', 1121, 1519, 538, 567),
          ],
        },
      ],
      page(() => 255, 1600, 700),
    );
    expect(lines[0]!.words.map((w) => w.text)).toEqual(['E:', 'gemini_pandeysethi50@gmail.com']);
  });
});

describe("a cell's lines read into the line beside them", () => {
  it('keeps apart the unsure, taller words at the end of a line of large type', () => {
    const words = [
      { ...word('GEMINI', 207, 495, 210, 269), confidence: 93 },
      { ...word('DHANANJAY', 528, 1037, 210, 269), confidence: 91 },
      { ...word('PANDEY.', 1065, 1421, 211, 269), confidence: 0 },
      { ...word('Ciosizeizas', 1477, 1941, 202, 279), confidence: 0 },
    ];
    expect(withStackedLinesApart(words).map((part) => part.map((w) => w.text))).toEqual([
      ['GEMINI', 'DHANANJAY', 'PANDEY.'],
      ['Ciosizeizas'],
    ]);
  });

  it('leaves a line whose unsure words are of its height, or a line all unsure', () => {
    const line = [
      word('Mobile', 0, 100, 10, 40),
      word('No.', 110, 150, 10, 40),
      { ...word('EE', 200, 300, 10, 42), confidence: 10 },
    ];
    expect(withStackedLinesApart(line)).toHaveLength(1);
    expect(withStackedLinesApart(line.map((w) => ({ ...w, confidence: 5 })))).toHaveLength(1);
  });

  it("leaves the end of a name's word taller by its accent, with no gap before it (d480's MÜLLER)", () => {
    const line = [
      { ...word('MULL', 0, 200, 20, 60), confidence: 90 },
      { ...word('ÜER', 204, 320, 8, 60), confidence: 12 },
    ];
    expect(withStackedLinesApart(line)).toHaveLength(1);
  });
});

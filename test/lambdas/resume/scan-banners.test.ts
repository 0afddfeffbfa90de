/**
 * Rules added for scanned dark banners (development.ts d161–d170): bands in other colours and
 * faces, a photo in the band, the name in large capitals over two lines beside cells of contacts,
 * contacts in small type after one-letter labels; and a name in CSS-spaced capitals in the text
 * layer, a kerned pair drawn as one run.
 */
import { describe, expect, it } from 'vitest';
import {
  addressAfterMark,
  continuedNumbersTogether,
  displayLinesTogether,
  isFragmented,
  splitCapitals,
  withoutEdgeMarks,
} from '../../../lambdas/resume/text/ocr';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';
import { isLetterSpaced, mergeLetterSpacedWords } from '../../../lambdas/resume/text/pdf';
import { invertDarkAreas } from '../../../lambdas/resume/text/scan-image';
import { at, letter, page } from './support/grey-page';

/** A word as tesseract gives it: text and a box in pixels. */
const word = (text: string, x0: number, x1: number, y0 = 100, y1 = 165) => ({ text, confidence: 95, bbox: { x0, x1, y0, y1 } });
/** A part of a page's OCR: its words and type size. */
const part = (text: string, x0: number, y0: number, fontSize: number) => {
  const height = (fontSize * 300) / 72;
  return { text, fontSize, words: [word(text, x0, x0 + text.length * height * 0.6, y0, y0 + height)] };
};

describe('large capitals cut at a gap between letters', () => {
  it('joins two words of capitals of one height whose gap is far narrower than a space', () => {
    // "VI KRAM" at 21 pt, 300 dpi: cap height 65 px, gap 13 px.
    expect(splitCapitals(word('VI', 237, 319), word('KRAM', 332, 580))).toBe(true);
  });

  it('keeps a word space between capitals, words in lower case, and type of two sizes apart', () => {
    expect(splitCapitals(word('VIKRAM', 237, 580), word('CHAUHAN', 610, 1000))).toBe(false);
    expect(splitCapitals(word('Vi', 237, 319), word('kram', 332, 580))).toBe(false);
    expect(splitCapitals(word('VI', 237, 319), word('KRAM', 332, 580, 100, 130))).toBe(false);
    expect(splitCapitals(word('R.', 237, 270), word('K.', 280, 310))).toBe(false);
  });
});

describe('a name over two lines in a banner cell, beside cells of contacts', () => {
  it("reads the name's second line right after its first", () => {
    const parts = [
      part('VIKRAM', 237, 245, 16),
      part('vikram.chauhan@rediffmail.com', 1388, 250, 9),
      part('Landline 0141-', 1010, 300, 6),
      part('CHAUHAN', 239, 336, 16),
      part('Hotel Operations Manager', 239, 441, 10),
    ];
    expect(displayLinesTogether(parts).map((p) => p.text)).toEqual([
      'VIKRAM',
      'CHAUHAN',
      'vikram.chauhan@rediffmail.com',
      'Landline 0141-',
      'Hotel Operations Manager',
    ]);
  });

  it('keeps a table of labels and values in one type row by row', () => {
    const parts = [
      part('Name', 200, 300, 10),
      part('Ravi Kumar', 800, 300, 10),
      part('Phone', 200, 345, 10),
      part('98450 12345', 800, 345, 10),
    ];
    expect(displayLinesTogether(parts).map((p) => p.text)).toEqual(['Name', 'Ravi Kumar', 'Phone', '98450 12345']);
  });

  it('moves no line past text of the same column', () => {
    const parts = [part('VIKRAM', 237, 245, 16), part('Hotelier', 240, 290, 9), part('CHAUHAN', 239, 336, 16)];
    expect(displayLinesTogether(parts).map((p) => p.text)).toEqual(['VIKRAM', 'Hotelier', 'CHAUHAN']);
  });
});

describe('contacts in small type on a band', () => {
  it("judges a cell's line read again without the icon or bullet at its ends", () => {
    const words = (...texts: string[]) => texts.map((text) => ({ text }));
    expect(withoutEdgeMarks(words('*', 'oliver.whitcombe@btinternet.com')).map((w) => w.text)).toEqual([
      'oliver.whitcombe@btinternet.com',
    ]);
    expect(withoutEdgeMarks(words('©', 'Mobile', '+44', '|', '7700', '’')).map((w) => w.text)).toEqual([
      'Mobile',
      '+44',
      '|',
      '7700',
    ]);
    expect(withoutEdgeMarks(words('—', '*'))).toEqual([]);
  });

  it('keeps an unsure address after a one-letter label and its colon', () => {
    expect(addressAfterMark("E:'megan.castillo@fastmail.com")).toBe('megan.castillo@fastmail.com');
    expect(addressAfterMark('Mail: ravi.k@gmail.com')).toBe('ravi.k@gmail.com');
  });

  it('takes no word with a dot for a label', () => {
    expect(addressAfterMark('ravi.kumar@gmail.com')).toBe('ravi.kumar@gmail.com');
    expect(addressAfterMark('Email me: a@b.com')).toBeUndefined();
  });

  it("reads a space before a domain's ending as its lost dot", () => {
    expect(cleanOcrText('Mobile: +91 98450 12345 | arjun.deshpande@gmail com | Baner, Pune')).toBe(
      'Mobile: +91 98450 12345 | arjun.deshpande@gmail.com | Baner, Pune',
    );
    expect(cleanOcrText('ravi@rediffmail co in')).toBe('ravi@rediffmail.co.in');
  });

  it('leaves words after a whole address alone', () => {
    expect(cleanOcrText('a@b.com in Pune')).toBe('a@b.com in Pune');
    expect(cleanOcrText('ravi@gmail.com is here')).toBe('ravi@gmail.com is here');
  });

  it('reads a lower-case word alone before an address as its first part, its dot lost', () => {
    expect(cleanOcrText('lukas brandt@posteo.de')).toBe('lukas.brandt@posteo.de');
    expect(cleanOcrText('+49 151 23456789 | lukas brandt@posteo.de | Berlin')).toBe(
      '+49 151 23456789 | lukas.brandt@posteo.de | Berlin',
    );
  });

  it('joins no label or sentence word to an address', () => {
    expect(cleanOcrText('email ravi@gmail.com')).toBe('email ravi@gmail.com');
    expect(cleanOcrText('reach me@x.com')).toBe('reach me@x.com');
    expect(cleanOcrText('write to ravi@x.com')).toBe('write to ravi@x.com');
    expect(cleanOcrText('lukas brandt@posteo.de is my address')).toBe('lukas brandt@posteo.de is my address');
  });

  it("drops the next cell's icon read onto the end of a number cut in its cell", () => {
    expect(cleanOcrText('Mobile +91 98860 =')).toBe('Mobile +91 98860');
    expect(cleanOcrText('Mobile +91 98860 ©')).toBe('Mobile +91 98860');
  });

  it("moves a number's rest under its start also when an icon ends the start's line", () => {
    const parts = [
      part('Mobile +91 98860 =', 661, 154, 5.8),
      part('o C-Scheme, Jaipur', 1258, 154, 6.5),
      part('23456', 661, 186, 5.8),
    ];
    expect(continuedNumbersTogether(parts).map((p) => p.text)).toEqual(['Mobile +91 98860 =', '23456', 'o C-Scheme, Jaipur']);
  });

  it("sets a national mail provider's name one look-alike wrong right", () => {
    expect(cleanOcrText('lukas.brandt@postea.de')).toBe('lukas.brandt@posteo.de');
    expect(cleanOcrText('m.rossi@libera.it')).toBe('m.rossi@libero.it');
  });
});

describe('a banner with a photo at its left', () => {
  // A band 1.3 inches high across the page; a round photo (light grey, a white frame) 0.95 inch
  // wide, 0.2 inch from the band's left edge, nearly as high as the band; white type right of it.
  const photo = (x: number, y: number) => Math.hypot(x - 105, y - 165) <= 45;
  const frame = (x: number, y: number) => Math.abs(Math.hypot(x - 105, y - 165) - 46) <= 2;
  const band = page((x, y) => {
    if (y < 100 || y >= 230 || x < 40 || x >= 810) return 246;
    if (frame(x, y)) return 252;
    if (photo(x, y)) return 200;
    return letter(x, y) && x > 180 && x < 700 && y > 130 && y < 210 ? 250 : 35;
  });
  const out = invertDarkAreas(band, 100);

  it('inverts the whole band, above and below the photo too', () => {
    for (const [x, y] of [
      [50, 106],
      [60, 224],
      [400, 106],
      [160, 224],
    ] as const)
      expect(at(out, x, y)).toBeGreaterThan(200);
    expect(at(out, 396, 170)).toBeLessThan(80); // a letter, now dark
  });

  it('sets the photo and its frame to paper', () => {
    for (const [x, y] of [
      [105, 165],
      [105, 119],
      [59, 165],
      [151, 165],
      [72, 132],
    ] as const)
      expect(at(out, x, y)).toBeGreaterThan(200);
  });
});

describe('a banner with a photo, and a second band of contacts under it', () => {
  // The first band 1.1 inches high with a round photo 1 inch wide at its left, then straight under
  // it a mid-tone band (grey 110) 0.4 inch high across the same width: one dark area, deeply
  // notched by the photo, and a smudge under its foot (its rows fill under nine tenths of its rectangle).
  const photo = (x: number, y: number) => Math.hypot(x - 105, y - 155) <= 50;
  const band = page((x, y) => {
    if (y >= 250 && y < 262 && x >= 60 && x < 110) return 30;
    if (y < 100 || y >= 250 || x < 40 || x >= 810) return 246;
    if (y >= 210) return letter(x, y) && x > 80 && x < 700 && y > 220 && y < 245 ? 245 : 110;
    if (photo(x, y)) return 200;
    return letter(x, y) && x > 180 && x < 700 && y > 120 && y < 200 ? 250 : 35;
  });
  const out = invertDarkAreas(band, 100);

  it('inverts both bands whole, beside the photo too', () => {
    for (const [x, y] of [
      [45, 104],
      [45, 205],
      [400, 104],
      [60, 246],
      [105, 155],
    ] as const)
      expect(at(out, x, y)).toBeGreaterThan(200);
    expect(at(out, 396, 160)).toBeLessThan(80);
  });
});

describe('letter-spaced capitals read with a small letter among them', () => {
  it('reads "oO LIVER" (a spaced O taken for a small and a capital) again as one line', () => {
    expect(isFragmented('oO LIVER :')).toBe(true);
  });

  it('leaves words in natural case alone', () => {
    expect(isFragmented('iPhone Developer')).toBe(false);
    expect(isFragmented('Oliver Whitcombe')).toBe(false);
  });
});

describe('a name in CSS-spaced capitals in the text layer', () => {
  const box = (text: string, left: number, right: number) => ({ text, left, right, top: 40, bottom: 63, fontSize: 23 });

  it('is letter-spaced also with a kerned pair or three drawn as one run', () => {
    expect(isLetterSpaced('V E N K ATA R A M A N')).toBe(true);
    expect(isLetterSpaced('E D U C AT I O N')).toBe(true);
    expect(isLetterSpaced('IT HR QA PM')).toBe(false);
    expect(isLetterSpaced('I am a QA')).toBe(false);
  });

  it('joins the spaced words of the name into one line', () => {
    const merged = mergeLetterSpacedWords([box('R A H U L', 100, 190), box('V E N K ATA R A M A N', 210, 420)]);
    expect(merged.map((b) => b.text)).toEqual(['RAHUL VENKATARAMAN']);
  });
});

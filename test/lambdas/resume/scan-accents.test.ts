/**
 * Accents the English model cannot read, read again by the model of the page's language
 * (lambdas/resume/text/ocr-diacritics.ts): which language the page points to, and which words take
 * the second reading's accents. A whole scan read so is in scan-sweep-documents.test.ts (s0187).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OCR_ACCENT_LANGUAGES } from '../../../lambdas/contract/ocr-languages';
import { modelDataPath } from '../../../lambdas/resume/text/ocr';
import {
  ACCENT_LANGUAGES,
  accentLanguage,
  accentCandidates,
  stacked,
  withAccentsRead,
  withoutAccents,
} from '../../../lambdas/resume/text/ocr-diacritics';

const word = (text: string, x0: number, confidence = 90) => ({ text, confidence, bbox: { x0, x1: x0 + 100, y0: 10, y1: 40 } });

describe("the language of a scanned page's names", () => {
  it('is one whose model is installed and shipped (the contract lists each once)', () => {
    expect(new Set(ACCENT_LANGUAGES)).toEqual(new Set(OCR_ACCENT_LANGUAGES));
    expect(new Set(OCR_ACCENT_LANGUAGES).size).toBe(OCR_ACCENT_LANGUAGES.length);
    for (const language of OCR_ACCENT_LANGUAGES)
      expect(existsSync(join(modelDataPath(language), `${language}.traineddata.gz`)), language).toBe(true);
  });

  it('comes from the country code of a number, then a country named, then an e-mail domain', () => {
    expect(accentLanguage('Mobile: +36 20 127 4794')).toBe('hun');
    expect(accentLanguage('+421 912 367 740 · valeria@yahoo.com')).toBe('slk');
    expect(accentLanguage('Tel. +420 601 234 567')).toBe('ces');
    expect(accentLanguage('Szeged – 40156, Hungary · 06 20 127 4794')).toBe('hun');
    expect(accentLanguage('Contact: jana.novak@seznam.cz')).toBe('ces');
    expect(accentLanguage('+34 612 42 73 06')).toBe('spa');
  });

  it('is none for an English-speaking country, or a mail service on a country domain', () => {
    expect(accentLanguage('+44 7700 900123 · London, United Kingdom')).toBeUndefined();
    expect(accentLanguage('+91 98765 43210 · priya@gmail.com')).toBeUndefined();
    expect(accentLanguage('imezeinovak@proton.me')).toBeUndefined();
    expect(accentLanguage('Founded 2019, grew revenue +40% a year')).toBeUndefined();
  });
});

/** A part read as one line of words in a row, each 100 wide, and where it is. */
const part = (...texts: string[]) => ({ text: texts.join(' '), words: texts.map((text, i) => word(text, i * 120)) });
const everywhere = (parts: readonly unknown[]) =>
  parts.map((_, index) => ({ part: index, area: { left: 0, right: 10_000, top: 0, bottom: 100 } }));

describe("a second reading's accents", () => {
  it('are taken on a word read as the same letters in the part', () => {
    const parts = [part('IVAN', 'MEZEI-NOVAK')];
    const again = [word('IVÁN', 2), word('MEZEI-NOVÁK', 121)];
    expect(withAccentsRead(parts, everywhere(parts), again)[0]!.text).toBe('IVÁN MEZEI-NOVÁK');
    expect(withoutAccents('Sokołowski Avcı Đurić')).toBe('Sokolowski Avci Duric');
    // An accented letter English read as another, or left out.
    const misread = [part('Ledn', 'Huzanié', 'Patio')];
    const read = [word('León', 0), word('Huzanić', 120), word('Patiño', 240)];
    expect(withAccentsRead(misread, everywhere(misread), read)[0]!.text).toBe('León Huzanić Patiño');
  });

  it('never change other letters, a word elsewhere, an unsure reading, or an address', () => {
    const parts = [part('Incoterms', 'Novak', 'Bako', 'nagy@mail.hu')];
    const again = [word('Incőterms', 0, 59), word('Novák', 120), word('Bakó', 240), word('nágy@mail.hu', 360)];
    const onlyFirst = [{ part: 0, area: { left: 0, right: 350, top: 0, bottom: 100 } }];
    expect(withAccentsRead(parts, onlyFirst, again)[0]!.text).toBe('Incoterms Novák Bakó nagy@mail.hu');
    expect(withAccentsRead(parts, [], again)[0]!.text).toBe('Incoterms Novak Bako nagy@mail.hu');
    const different = [part('Modstoles', 'Kovac', 'Sandor')];
    const other = [word('Móstoles', 0), word('Kováts', 120), word('Sándos', 240)];
    expect(withAccentsRead(different, everywhere(different), other)[0]!.text).toBe('Modstoles Kovac Sandor');
  });
});

describe('the parts read again', () => {
  it('are those a name may be, cut out and stacked, each box read there moved back to the page', () => {
    const candidates = accentCandidates([
      part('IVAN', 'MEZEI-NOVAK'),
      part('+36', '20'),
      part('imezeinovak@proton.me'),
      part('Experience'),
      part('Szeged'),
    ]);
    expect(candidates.map(({ part }) => part)).toEqual([0, 4]);
    const page = { data: new Uint8Array(1000 * 800).fill(255), width: 1000, height: 800 };
    const { image, toPage } = stacked(
      page,
      candidates.map(({ area }) => area),
    );
    expect(image.height).toBeLessThan(200);
    // The first area (0–235 × 0–46 on the page) stands at 20, 20 on the stack.
    expect(toPage({ x0: 35, x1: 135, y0: 30, y1: 60 })).toEqual({ x0: 15, x1: 115, y0: 10, y1: 40 });
    expect(toPage({ x0: 35, x1: 135, y0: image.height - 5, y1: image.height - 1 })).toBeUndefined();
  });
});

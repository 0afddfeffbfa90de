/**
 * Names in letter-spaced and small capitals, and the headers around them (issue 15, development.ts
 * d225–d229 and d258–d261, template tracked-caps).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { headingKind } from '../../../lambdas/resume/headings';
import { extractDocLines } from '../../../lambdas/resume/text/doc';
import { joinSmallCapitals, mergeLetterSpacedWords } from '../../../lambdas/resume/text/pdf';
import { joinTypedLetterSpacing } from '../../../lambdas/resume/text/plain-text';
import { orderTextBoxes, type TextBox } from '../../../lambdas/resume/text/reading-order';
import { lines } from './support/text-lines';

const at = (text: string, left: number, right: number, fontSize: number, extra: Partial<TextBox> = {}): TextBox => ({
  text,
  left,
  right,
  top: 100 - fontSize,
  bottom: 100,
  fontSize,
  ...extra,
});
const read = (boxes: TextBox[]) => orderTextBoxes(mergeLetterSpacedWords(joinSmallCapitals(boxes))).map((line) => line.text);

describe('names in small capitals (PDF)', () => {
  it('joins each capital to the smaller capitals after it, with letter spacing drawn as spaces (LibreOffice)', () => {
    const boxes = [
      at('O', 95.4, 113.42, 22, { spaceAfter: true }),
      at('L U W A S E U N', 116, 245.78, 17.6, { spaceAfter: true }),
      at('A', 257.88, 273.77, 22, { spaceAfter: true }),
      at('D E B A Y O', 276.3, 367.33, 17.6, { spaceAfter: true }),
      at('- W', 370, 402.47, 22, { spaceAfter: true }),
      at('I L L I A M S', 405, 499.97, 17.6),
    ];
    expect(read(boxes)).toEqual(['OLUWASEUN ADEBAYO-WILLIAMS']);
  });

  it('leaves a capital alone beside capitals of its own size or far smaller, or a word away', () => {
    expect(joinSmallCapitals([at('A', 10, 25, 22), at('B C', 27, 50, 22)]).map((b) => b.text)).toEqual(['A', 'B C']);
    expect(joinSmallCapitals([at('A', 10, 25, 22), at('BC', 27, 40, 10)]).map((b) => b.text)).toEqual(['A', 'BC']);
    expect(joinSmallCapitals([at('A', 10, 25, 22), at('BC', 35, 60, 17.6)]).map((b) => b.text)).toEqual(['A', 'BC']);
    expect(joinSmallCapitals([at('A', 10, 25, 22), at('bc', 27, 50, 17.6)]).map((b) => b.text)).toEqual(['A', 'bc']);
  });

  it('reads words from the gaps when a space is drawn after every letter (Chromium)', () => {
    const letters = (word: string, left: number, size: number) =>
      [...word].map((letter, i) => at(letter, left + i * 25, left + i * 25 + 20, size, { spaceAfter: true }));
    expect(read([...letters('YUKI', 60, 26), ...letters('TANAKA', 180, 26)])).toEqual(['YUKI TANAKA']);
  });

  it('keeps the spaces of letters typed apart in a monospaced font', () => {
    const boxes = [
      at('R', 152.4, 165.04, 21, { spaceAfter: true }),
      at('U K', 177.68, 215.53, 21, { spaceAfter: true }),
      at('M', 228.17, 240.81, 21, { spaceAfter: true }),
      at('I', 253.45, 266.09, 21, { spaceAfter: true }),
    ];
    expect(read(boxes)).toEqual(['R U K M I']);
  });
});

describe('names over lines and typed apart', () => {
  it('joins a display name wrapped at its hyphen in a narrow header cell', () => {
    const found = extractName(
      [
        { text: 'ELEANOR FAIRWEATHER-', fontSize: 24, page: 1 },
        { text: 'BROWN', fontSize: 24, page: 1 },
        { text: 'Barrister — Commercial Chancery', fontSize: 11, page: 1 },
      ],
      ['efb@chambers-mail.co.uk'],
    );
    expect(found?.name).toBe('Eleanor Fairweather-Brown');
  });

  it("joins typed letters with an initial's full stop typed apart (DOCX, DOC)", () => {
    expect(joinTypedLetterSpacing('R A M O N   D .   V I L L A N U E V A')).toBe('RAMON D. VILLANUEVA');
    expect(joinTypedLetterSpacing('A . B . C')).toBe('A . B . C');
  });
});

describe('places in contact rows', () => {
  it('drops a British postcode district after its town', () => {
    expect(
      findPlace(lines('Office: +44 (0)20 7946 0958 • Mobile: 07911 234567 • seun@btinternet.com •', 'Islington, London N1')).city,
    ).toBe('London');
    expect(findPlace(lines('Headingley, Leeds LS6')).city).toBe('Leeds');
  });

  it('never takes a contact label for a city', () => {
    const place = findPlace(
      lines('Mobile: +91-94470 12345', 'Kerala', 'Landline: 0484-2345678', 'rahul@gmail.com', 'Kadavanthra, Kochi,'),
    );
    expect(place.city).toBe('Kochi');
  });

  it("reads a city's name across the break of a wrapped contact row", () => {
    const place = findPlace(lines('Mobile: +63 918 765 4321 | ramon@yahoo.com | Banilad, Cebu', 'City, Philippines'));
    expect(place.city).toBe('Cebu City');
  });
});

describe('section headings', () => {
  it('knows the sections of seafarers and lawyers', () => {
    expect(headingKind('Sea Service')).toBe('experience');
    expect(headingKind('SEASERVICE')).toBe('experience');
    expect(headingKind('Sea Service Record')).toBe('experience');
    expect(headingKind('Practice Areas')).toBe('skills');
    expect(headingKind('AREAS OF PRACTICE')).toBe('skills');
  });

  it('knows headings in French, Spanish and German, also with their word gaps lost', () => {
    expect(headingKind('EXPÉRIENCEPROFESSIONNELLE')).toBe('experience');
    expect(headingKind('Formation')).toBe('education');
    expect(headingKind('COMPÉTENCES')).toBe('skills');
    expect(headingKind('CENTRESD’INTÉRÊT')).toBe('other');
    expect(headingKind('Experiencia profesional')).toBe('experience');
    expect(headingKind('Formación académica')).toBe('education');
    expect(headingKind('Berufserfahrung')).toBe('experience');
    expect(headingKind('Kenntnisse')).toBe('skills');
  });
});

describe('DOC text', () => {
  it("keeps the document's curly apostrophes and dashes", async () => {
    const file = join(__dirname, '../../fixtures/resumes/documents/d229-camille-tracked-caps.doc');
    const text = (await extractDocLines(new Uint8Array(readFileSync(file)))).map((line) => line.text).join('\n');
    expect(text).toContain('l’événementiel');
    expect(text).toContain('2019 – aujourd’hui');
  });
});

/**
 * Canva-style designs, thirteenth round (development d474–d481): dark photo sidebars read before
 * the name, a light given name over a heavy surname, a family name first, glyph icons in contact
 * strips, a WhatsApp number after the number to call, addresses LibreOffice breaks at a narrow
 * cell's edge. The names here are other people's: the rules are the layout's.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { extractSections } from '../../../lambdas/resume/fields/sections';
import { isLetterSpaced, joinSpacedSingleLetters, mergeLetterSpacedWords } from '../../../lambdas/resume/text/pdf';
import type { TextBox } from '../../../lambdas/resume/text/reading-order';
import { box, texts } from './support/text-boxes';
import { lines, scanned, sized } from './support/text-lines';

/** Letters drawn one run each, a space drawn after each, `step` points apart (Chromium's no-break spaces). */
const spacedLetters = (word: string, left: number, top: number, step = 35, fontSize = 24): TextBox[] =>
  [...word].map((letter, i) => ({ ...box(letter, left + i * step, top, 18, fontSize), spaceAfter: i < word.length - 1 }));

describe('a light name line over a heavy one', () => {
  it('joins given names set a little smaller than a second name line when the address spells them', () => {
    const pdf = sized(
      ['Amina Salma', 26],
      ['EL FASSI', 32],
      ['CHARGÉE DE PROJET', 10.5],
      ['PROFIL', 11],
      ['Chargée de projet, six ans d’expérience.', 9.5],
      ['EXPÉRIENCES PROFESSIONNELLES', 11],
      ['Groupe Atlas Distribution', 9.5],
    );
    expect(extractName(pdf, ['aminasalma.elfassi@example.com'])?.name).toBe('Amina Salma El Fassi');
    // Unspelled, the line above is no part of the name.
    expect(extractName(pdf, ['contact@example.com'])?.name).toBe('El Fassi');
  });

  it('keeps a family name first as printed', () => {
    const pdf = sized(
      ['Trần Văn', 26],
      ['Quốc Bảo', 32],
      ['BACKEND DEVELOPER', 10.5],
      ['ABOUT ME', 11],
      ['Backend developer with five years of Go.', 9.5],
      ['EXPERIENCE', 11],
      ['Tiki Corporation', 9.5],
    );
    expect(extractName(pdf, ['quocbao.tran@example.com'])?.name).toBe('Trần Văn Quốc Bảo');
  });
});

describe('the article El in capitals', () => {
  it('keeps its capital, as Maghrebi and Egyptian names write it; AL stays the particle', () => {
    expect(asName('YOUSSEF EL MANSOURI')).toBe('Youssef El Mansouri');
    expect(asName('OMAR AL RASHID')).toBe('Omar al Rashid');
  });
});

describe('a sidebar list read before the name', () => {
  it('never starts a name with a language and its level', () => {
    const doc = lines(
      'LANGUAGES',
      'Thai · Native',
      'English · IELTS 7.5',
      'Trần Văn',
      'Quốc Bảo',
      'Backend Developer',
      'ABOUT ME',
    );
    expect(extractName(doc, ['quocbao.tran@example.com'])?.name).toBe('Trần Văn Quốc Bảo');
  });
});

describe('a WhatsApp number after the number to call', () => {
  it('comes second to a mobile listed first without a label', () => {
    const fields = extractFields(
      lines('Ikenna Eze', 'CONTACT', '0803 111 2233', 'WhatsApp: +234 809 445 5667', 'ikenna.eze@example.com', 'Ikeja, Lagos'),
    );
    expect(fields.phone).toBe('+234 803 111 2233');
  });

  it('still beats a landline listed first', () => {
    const fields = extractFields(
      lines('Ikenna Eze', 'CONTACT', '01 234 5678', 'WhatsApp: +234 809 445 5667', 'ikenna.eze@example.com', 'Ikeja, Lagos'),
    );
    expect(fields.phone).toBe('+234 809 445 5667');
  });
});

describe('links in a Canva contact strip', () => {
  it('takes a bare site after a mathematical sign used as a globe', () => {
    expect(findLinks(lines('✉ hola@martaruiz.es', '⊕ martaruiz.es')).portfolio).toBe('https://martaruiz.es');
  });

  it('joins a profile address LibreOffice broke at a narrow cell’s edge without a hyphen', () => {
    const pdf = sized(
      ['✉ hola@martaruiz.es', 9],
      ['⊕', 9],
      ['linkedin.com/in/martaruizcastellan', 9],
      ['os', 9],
      ['HABILIDADES', 11],
    );
    expect(findLinks(pdf).linkedin).toBe('https://linkedin.com/in/martaruizcastellanos');
    // A short address is no address cut at the column's edge, nor is a side label its rest.
    expect(findLinks(sized(['linkedin.com/in/mruiz', 9], ['figma', 9])).linkedin).toBe('https://linkedin.com/in/mruiz');
    const labelled = sized(['linkedin.com/in/martaruizcastellan', 9], ['linkedin', 8]);
    expect(findLinks(labelled).linkedin).toBe('https://linkedin.com/in/martaruizcastellan');
    // A Word file's lines are never wrapped by a cell's edge.
    expect(findLinks(lines('linkedin.com/in/martaruizcastellan', 'os')).linkedin).toBe(
      'https://linkedin.com/in/martaruizcastellan',
    );
  });
});

describe('a name typed in wide-spaced capitals', () => {
  it('reads letters drawn one run each as one word, not as columns', () => {
    const name = [...spacedLetters('HANNAH', 60, 50), ...spacedLetters('MÜLLER', 60, 80)];
    expect(texts(mergeLetterSpacedWords(joinSpacedSingleLetters(name)))).toEqual(['HANNAH', 'MÜLLER']);
  });

  it('leaves two single letters, and letters far apart, alone', () => {
    expect(joinSpacedSingleLetters(spacedLetters('AB', 60, 50)).map((b) => b.text)).toEqual(['A', 'B']);
    expect(joinSpacedSingleLetters(spacedLetters('ABC', 60, 50, 80)).map((b) => b.text)).toEqual(['A', 'B', 'C']);
  });

  it('keeps the words of tracked capitals apart, and letters beside other runs to the rules for those', () => {
    const words = [...spacedLetters('YUKI', 60, 50, 25), ...spacedLetters('TANAKA', 60 + 4 * 25 + 20, 50, 25)];
    expect(joinSpacedSingleLetters(words).length).toBe(10);
    const rail = [box('R U K', 40, 50, 60, 21), ...spacedLetters('MINI', 110, 50, 20, 21)];
    expect(joinSpacedSingleLetters(rail).length).toBe(5);
  });

  it('takes three runs of kerned capitals for a letter-spaced word', () => {
    expect(isLetterSpaced('K AV YA')).toBe(true);
    expect(isLetterSpaced('HR IT QA')).toBe(false);
  });

  it('keeps a middle initial after a letter-spaced word on its line', () => {
    const merged = mergeLetterSpacedWords([{ ...box('K AV YA', 34, 60, 106, 28), spaceAfter: true }, box('S.', 158, 60, 20, 28)]);
    expect(merged.map((b) => b.text)).toEqual(['KAVYA S.']);
  });
});

describe('two headings side by side', () => {
  it('share the rows read after them, the first heading left empty', () => {
    const pdf = sized(
      ['■ FORMACIÓN', 11],
      ['Grado en Bellas Artes', 9.5],
      ['■ HABILIDADES', 11],
      ['■ IDIOMAS', 11],
      ['Figma', 9.5],
      ['●●●●●', 9.5],
      ['Español', 9.5],
      ['Nativo', 9.5],
    );
    expect(extractSections(pdf).skills).toContain('Figma');
  });

  it('do not when the next heading is one of the three sections', () => {
    const pdf = sized(['SKILLS', 11], ['EXPERIENCE', 11], ['Product Designer', 9.5], ['Caixa Digital Labs', 9.5]);
    expect(extractSections(pdf).skills).toBe('');
  });
});

describe('an address after a place icon', () => {
  it('is read far below the e-mail address, where the contact strip’s second cell is read', () => {
    const filler = Array.from({ length: 30 }, (_, i) => `Campaign work item ${i + 1}`);
    const doc = lines(
      'ROHIT JADHAV',
      '✆ +91-9823011122',
      '✉ rohit.jadhav@example.com',
      'EDUCATION',
      ...filler,
      '⌖ Baner, Pune – 411045',
      '⊕ linkedin.com/in/rohitj',
    );
    expect(findPlace(doc).city).toBe('Pune');
  });
});

describe('a wide-spaced name read from a scan', () => {
  it('joins the pieces tesseract reads when the address spells the word, and gives the umlaut back', () => {
    const scan = scanned(
      'HA NN AH',
      'MULLER',
      'MARKETING & KOMMUNIKATION',
      'Mobile +49 176 23456789',
      'hannah.mueller@example.de',
    );
    expect(extractName(scan, ['hannah.mueller@example.de'])?.name).toBe('Hannah Müller');
  });

  it('keeps a surname the address spells without an umlaut as printed', () => {
    const scan = scanned('JO NA S', 'MULLER', 'Mobile +49 176 23456789', 'jonas.muller@example.de');
    expect(extractName(scan, ['jonas.muller@example.de'])?.name).toBe('Jonas Muller');
  });
});

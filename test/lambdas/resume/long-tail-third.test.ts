/**
 * The general rules added for the third round of long-tail layouts (development.ts d41–d52: a
 * tagline under the name, the name and role on one line, a floated right-aligned contact block,
 * "SURNAME, Given" names), each checked on the generated documents that need it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectResumeType } from '../../../lambdas/resume';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { findEmails, joinWrappedAddresses, unmaskAddresses } from '../../../lambdas/resume/fields/email';
import { asName, extractName, surnameFirst } from '../../../lambdas/resume/fields/name';
import { repairHandle } from '../../../lambdas/resume/fields/ocr-handles';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { extractLines } from '../../../lambdas/resume/text/extract';
import { isFragmented } from '../../../lambdas/resume/text/ocr';
import { keepPlaceholdersInWords } from '../../../lambdas/resume/text/pdf';
import type { TextBox } from '../../../lambdas/resume/text/reading-order';
import type { TextLine } from '../../../lambdas/resume/types';

const documents = join(__dirname, '../../fixtures/resumes/documents');

async function linesOf(file: string): Promise<TextLine[]> {
  const bytes = new Uint8Array(readFileSync(join(documents, file)));
  return extractLines(detectResumeType(bytes)!, bytes);
}

const texts = (lines: readonly TextLine[]) => lines.map((line) => line.text);
const line = (text: string): TextLine => ({ text });

describe('names written surname first, as on forms', () => {
  it('reads "SURNAME, Given" in natural order and case', () => {
    expect(surnameFirst('NAIR, Lakshmi')).toBe('Lakshmi Nair');
    expect(surnameFirst('GARCÍA MÁRQUEZ, Lucía')).toBe('Lucía García Márquez');
    expect(surnameFirst('SHARMA, Anil K.')).toBe('Anil K. Sharma');
  });

  it('leaves a surname in ordinary case, a place with its state and a name with a degree alone', () => {
    expect(surnameFirst('Thompson, Grace')).toBeUndefined();
    expect(surnameFirst('PUNE, MH')).toBeUndefined();
    expect(surnameFirst('NAIR, MBA')).toBeUndefined();
  });

  it('finds the name in Word and PDF versions where a skill was taken before', async () => {
    for (const file of ['d44-lakshmi-surname-first.docx', 'd44-lakshmi-surname-first.chromium.pdf'])
      expect(extractFields(await linesOf(file)).name, file).toBe('Lakshmi Nair');
    expect(extractFields(await linesOf('d49-lucia-surname-first.doc')).name).toBe('Lucía García Márquez');
  });
});

describe('the name and the role on one line', () => {
  it('cuts at a hyphen with spaces around it, which Word formats make of a dash', async () => {
    const ravi = await linesOf('d41-ravi-name-dash-role.doc');
    // The DOC's own em dash (word-extractor no longer folds it to a hyphen).
    expect(texts(ravi)[0]).toBe('Ravi Kumar — Data Engineer');
    expect(extractName(ravi)?.name).toBe('Ravi Kumar');
    expect(extractName(await linesOf('d46-bjorn-name-dash-role.doc'))?.name).toBe('Björn Åström');
  });

  it('keeps a hyphen inside a surname', () => {
    expect(extractName([line('Chloé Lefèvre-Dubois')])?.name).toBe('Chloé Lefèvre-Dubois');
  });
});

describe('a contact block floated beside the name', () => {
  it('never starts an e-mail address with the phone number ending the line above', async () => {
    expect(joinWrappedAddresses(['Mobile: +91.98100.23456', 'ak.sharma.ca@rediffmail.com'])).toEqual([
      'Mobile: +91.98100.23456',
      'ak.sharma.ca@rediffmail.com',
    ]);
    // A local part that does wrap still joins.
    expect(joinWrappedAddresses(['Email: ak.sharma-', 'ca@rediffmail.com'])[0]).toBe('Email: ak.sharma-ca@rediffmail.com');
    const emails = findEmails(await linesOf('d43-sharma-float-contact.docx')).map((found) => found.value);
    expect(emails).toEqual(['ak.sharma.ca@rediffmail.com']);
  });

  it('takes the mobile of a dotted number over an office landline', async () => {
    expect(extractFields(await linesOf('d43-sharma-float-contact.libreoffice.pdf')).phone).toBe('+91 98100 23456');
  });

  it('never joins the city before an address line to the name below it', async () => {
    const kofi = await linesOf('d52-kofi-float-contact.docx');
    expect(texts(kofi).slice(2, 4)).toEqual(['Boston, MA 02116', 'Kofi Boateng, CPA, MBA']);
    expect(extractName(kofi, ['kofi.boateng@icloud.com'])?.name).toBe('Kofi Boateng');
    // A name whose second line holds a label and an address still joins ("CA Pooja Email: …" / "Bansal").
    expect(asName('Boston, MA')).toBe('Boston');
  });
});

describe('places', () => {
  it('never takes the city of a school for where the candidate lives', async () => {
    expect(findPlace([line('M.A. Sanskrit, University of Madras, 2012')]).city).toBeUndefined();
    expect(findPlace([line('Universidad de Sevilla, Sevilla, Spain')]).city).toBe('Sevilla');
    expect(findPlace(await linesOf('d47-srinivasa-float-contact.chromium.pdf')).city).toBe('Chennai');
  });
});

describe('addresses written against harvesters', () => {
  it('reads "(at)" and "{at}" with "(dot)" and "{dot}" as well as square brackets', () => {
    expect(unmaskAddresses('jlpena (at) correo (dot) es')).toBe('jlpena@correo.es');
    expect(unmaskAddresses('chloe.lefevre {at} orange {dot} fr')).toBe('chloe.lefevre@orange.fr');
  });
});

describe("LibreOffice's placeholder for a letter from a fallback font", () => {
  const box = (text: string, left: number, right: number, spaceAfter?: boolean): TextBox => ({
    text,
    left,
    right,
    top: 424,
    bottom: 434,
    fontSize: 10.5,
    spaceAfter,
  });

  it('is no word space when the letter is drawn over it', () => {
    const pa = box('Pā', 78.1, 90.93, true);
    const boxes = [pa, box('inian grammar', 97.58, 164.62), box('ṇ', 90.9, 97.55)];
    keepPlaceholdersInWords(boxes, [{ after: pa, left: 90.93, right: 97.58, bottom: 434 }]);
    expect(pa.spaceAfter).toBe(false);
  });

  it('leaves a space that nothing covers', () => {
    const bullet = box('•', 63.9, 67.63, true);
    keepPlaceholdersInWords(
      [bullet, box('Manuscript reading', 78.1, 167.36)],
      [{ after: bullet, left: 67.63, right: 78.1, bottom: 434 }],
    );
    expect(bullet.spaceAfter).toBe(true);
  });

  it('reads "Pāṇinian" as one word in a real LibreOffice PDF', async () => {
    expect(texts(await linesOf('d47-srinivasa-float-contact.libreoffice.pdf'))).toContain('Pāṇinian grammar');
  });
});

describe('scans: large type read in pieces', () => {
  it('tells a line read in pieces from initials and short words', () => {
    expect(isFragmented('C h loé Lefev re- D u bo S')).toBe(true);
    expect(isFragmented('A. K. Sharma')).toBe(false);
    expect(isFragmented('B. E. in IT')).toBe(false);
    expect(isFragmented('Go to a new job in IT')).toBe(false);
  });

  it('reads such a line again as one line, and the name and e-mail address come right', async () => {
    const lines = await linesOf('d48-chloe-scan-300dpi.pdf');
    const name = lines.find((l) => /Dubois/.test(l.text));
    expect(name?.text).toMatch(/^Chlo\S+ Lef\S+-Dubois$/);
    expect(extractFields(lines).email).toBe('chloe.lefevre@orange.fr');
  }, 120_000);
});

describe('scans: digits read as letters after the name in an e-mail address', () => {
  it('sets look-alike letters in a short number after a form of the name to digits', () => {
    expect(repairHandle('gurpreet.sandhu8s', 'Gurpreet Sandhu')).toBe('gurpreet.sandhu85');
    expect(repairHandle('priya.nairl9', 'Priya Nair')).toBe('priya.nair19');
    expect(repairHandle('nairo7', 'Priya Nair')).toBe('nair07');
  });

  it('leaves letters with no digit beside them, long tails and handles that owe nothing to the name', () => {
    expect(repairHandle('priya.nairs', 'Priya Nair')).toBe('priya.nairs');
    expect(repairHandle('nairsoloist1', 'Priya Nair')).toBe('nairsoloist1');
    expect(repairHandle('builds2o', 'Priya Nair')).toBe('builds2o');
  });
});

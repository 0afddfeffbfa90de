/**
 * The general rules added for the fourth round of long-tail layouts (development.ts d55–d72: dark
 * banners with icon glyphs, dark sidebars with a two-line name and labelled contacts, title lines
 * over numbered headings, bio-data and Europass-like tables of labels and values, letter-spaced
 * capitals in other fonts, contact details above the name), each checked on the generated
 * documents that need it and on made-up lines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectResumeType } from '../../../lambdas/resume';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { unglueContacts } from '../../../lambdas/resume/fields/glued';
import { headingKind, wrappedHeading } from '../../../lambdas/resume/headings';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { extractSections, joinWrappedHeadings } from '../../../lambdas/resume/fields/sections';
import { extractLines } from '../../../lambdas/resume/text/extract';
import { orderTextBoxes, type TextBox } from '../../../lambdas/resume/text/reading-order';
import type { TextLine } from '../../../lambdas/resume/types';

const documents = join(__dirname, '../../fixtures/resumes/documents');

async function linesOf(file: string): Promise<TextLine[]> {
  const bytes = new Uint8Array(readFileSync(join(documents, file)));
  return extractLines(detectResumeType(bytes)!, bytes);
}

const texts = (lines: readonly TextLine[]) => lines.map((line) => line.text);
const line = (text: string, fontSize?: number): TextLine => ({ text, fontSize });

describe('section headings made of a head noun and words that qualify it', () => {
  it('reads headings never listed one by one', () => {
    expect(headingKind('Employment Summary')).toBe('experience');
    expect(headingKind('Experience Details:')).toBe('experience');
    expect(headingKind('Academic Credentials')).toBe('education');
    expect(headingKind('Educational Profile')).toBe('education');
    expect(headingKind('Education & Certifications')).toBe('education');
    expect(headingKind('Technical Proficiencies')).toBe('skills');
    expect(headingKind('Computer Knowledge')).toBe('skills');
    expect(headingKind('Software Known')).toBe('skills');
    expect(headingKind('Skills & Certifications')).toBe('skills');
    expect(headingKind('Personal skills and competences')).toBe('skills');
    expect(headingKind('Clinical Skills')).toBe('skills');
  });

  it('leaves job titles, names, sentences and a qualifier alone', () => {
    expect(headingKind('Senior Software Engineer')).toBeUndefined();
    expect(headingKind('Academic')).toBeUndefined();
    expect(headingKind('Technical')).toBeUndefined();
    expect(headingKind('Skills in Java and Go.')).toBeUndefined();
    expect(headingKind('Knowledge of SAP modules')).toBeUndefined();
    expect(headingKind('Asha Menon')).toBeUndefined();
  });

  it('reads headings numbered by a roman numeral or a letter', () => {
    expect(headingKind('II. WORK EXPERIENCE')).toBe('experience');
    expect(headingKind('III. ACADEMIC QUALIFICATIONS')).toBe('education');
    expect(headingKind('B. Professional Experience')).toBe('experience');
    expect(headingKind('c) Key Skills & Competencies')).toBe('skills');
    expect(headingKind('A. K. Sharma')).toBeUndefined();
  });

  it('reads letter-spaced headings between ornaments or with a word between their words', () => {
    expect(headingKind('— E X P E R I E N C E —')).toBe('experience');
    expect(headingKind('◆ S K I L L S')).toBe('skills');
    expect(headingKind('S K I L L S & T O O L S')).toBe('skills');
    expect(headingKind('C A R E E R   S N A P S H O T')).toBe('experience');
    expect(headingKind('S U R E S H   P A T I L')).toBeUndefined();
  });

  it('reads letter-spaced headings longer than 45 characters, and those whose word gaps were lost', () => {
    expect(headingKind('P R O F E S S I O N A L   E X P E R I E N C E')).toBe('experience');
    expect(headingKind('E D U C A T I O N A L   Q U A L I F I C A T I O N S')).toBe('education');
    expect(headingKind('W O R K E X P E R I E N C E')).toBe('experience');
    expect(headingKind('A R E A S O F E X P E R T I S E')).toBe('skills');
  });

  it('finds every section in the title-line documents', async () => {
    for (const file of ['d61-kamala-title-line.docx', 'd62-bernard-title-line.chromium.pdf', 'd63-fathima-title-line.doc']) {
      const parsed = extractFields(await linesOf(file));
      expect(parsed.experience, file).not.toBe('');
      expect(parsed.education, file).not.toBe('');
      expect(parsed.skills, file).not.toBe('');
    }
  });
});

describe('a heading set over two lines', () => {
  it('joins the two lines when they make a heading of heading words', () => {
    expect(wrappedHeading('PROFESSIONAL', 'EXPERIENCE')).toBe('PROFESSIONAL EXPERIENCE');
    expect(wrappedHeading('ACADEMIC', 'BACKGROUND')).toBe('ACADEMIC BACKGROUND');
    expect(wrappedHeading('P R O F E S S I O N A L', 'E X P E R I E N C E')).toBe(
      'P R O F E S S I O N A L   E X P E R I E N C E',
    );
  });

  it('never joins a name, a heading or a sentence to the heading under it', () => {
    expect(wrappedHeading('Asha Menon', 'Experience')).toBeUndefined();
    expect(wrappedHeading('Skills', 'Education')).toBeUndefined();
    expect(wrappedHeading('Teaching', 'Experience')).toBeUndefined();
    const lines = joinWrappedHeadings([
      line('ACADEMIC', 12),
      line('BACKGROUND', 12),
      line('Asha Menon', 10),
      line('Experience', 12),
    ]);
    expect(texts(lines)).toEqual(['ACADEMIC BACKGROUND', 'Asha Menon', 'Experience']);
    // In different type: a label over its value.
    expect(texts(joinWrappedHeadings([line('Technical', 9), line('Skills', 12)]))).toEqual(['Technical', 'Skills']);
  });

  it('reads the education under a wrapped heading of a label column', async () => {
    const parsed = extractFields(await linesOf('d66-joao-label-column.chromium.pdf'));
    expect(parsed.education).toContain('MSc Data Science');
  });
});

describe('a contact label that is also a heading word', () => {
  it('never starts a section at "Work: <number>"', () => {
    const sections = extractSections([
      line('☏ Work: 031 555 7890'),
      line('✉ s.ndlovu@example.co.za'),
      line('Profile'),
      line('Skills'),
      line('PLC'),
    ]);
    expect(sections.experience).toBe('');
    expect(extractSections([line('Work: Eskom, 2019 – Present')]).experience).toBe('Eskom, 2019 – Present');
  });
});

describe('tables of labels and values', () => {
  const box = (text: string, left: number, bottom: number, right = left + text.length * 5): TextBox => ({
    text,
    left,
    right,
    top: bottom - 10,
    bottom,
    fontSize: 10,
  });

  it('reads a label table row by row, a label centred beside a value of two lines included', () => {
    const labels = ['Name', 'Phone', 'Email', 'Address', 'Date of Birth', 'Languages'];
    const boxes: TextBox[] = [];
    labels.forEach((label, i) => {
      boxes.push(box(label, 40, 100 + i * 40));
      boxes.push(box(`value ${i}`, 200, 100 + i * 40 - (i === 3 ? 7 : 0)));
      if (i === 3) boxes.push(box('second line of the address', 200, 100 + i * 40 + 7));
      boxes.push(box(`more ${i}`, 200, 100 + i * 40 + 20));
    });
    const lines = texts(orderTextBoxes(boxes));
    expect(lines.slice(0, 4)).toEqual(['Name', 'value 0', 'more 0', 'Phone']);
    // Row by row: the centred label comes between the two lines of its value.
    expect(lines.slice(lines.indexOf('value 3'), lines.indexOf('value 3') + 3)).toEqual([
      'value 3',
      'Address',
      'second line of the address',
    ]);
  });

  it('still reads a sidebar beside a main column as two columns', () => {
    const boxes: TextBox[] = [];
    for (let i = 0; i < 8; i += 1) boxes.push(box(`side ${i}`, 40, 100 + i * 17));
    for (let i = 0; i < 10; i += 1) boxes.push(box(`main line ${i}`, 200, 104 + i * 13));
    const lines = texts(orderTextBoxes(boxes));
    expect(lines.slice(0, 8)).toEqual([...Array(8).keys()].map((i) => `side ${i}`));
  });

  it('puts each value after its label in Chromium and LibreOffice PDFs', async () => {
    const chromium = texts(await linesOf('d64-ramesh-bio-table.chromium.pdf'));
    expect(chromium[chromium.indexOf('E-Mail ID') + 1]).toBe('rameshbabu.k85@gmail.com');
    const libreoffice = texts(await linesOf('d65-elena-label-column.libreoffice.pdf'));
    expect(libreoffice[libreoffice.indexOf('Employer') + 1]).toBe('Terapia Ranbaxy');
  });

  it('reads a table whose section rows have nothing beside them as a table', async () => {
    const parsed = extractFields(await linesOf('d75-nisha-bio-table.libreoffice.pdf'));
    expect(parsed.education).toContain('DMLT');
    expect(parsed.skills).toContain('Haematology analysers');
  });

  it('reads a row of cells that each wrap their text cell by cell', async () => {
    const boxes = [
      box('Phone +420 603 123', 40, 100),
      box('456', 40, 109),
      box('Address Vinohrady, Prague, Czech', 200, 100),
      box('Republic', 200, 109),
    ];
    expect(texts(orderTextBoxes(boxes))).toEqual(['Phone +420 603 123', '456', 'Address Vinohrady, Prague, Czech', 'Republic']);
    // Lines in a row with a gap between them (a label table's rows) are still read row by row.
    const rows = [box('Name', 40, 100), box('Asha Menon', 200, 100), box('Phone', 40, 118), box('+91 98450 11111', 200, 118)];
    expect(texts(orderTextBoxes(rows))).toEqual(['Name', 'Asha Menon', 'Phone', '+91 98450 11111']);
    const lukas = extractFields(await linesOf('d78-lukas-banner-icons.libreoffice.pdf'));
    expect([lukas.phone, lukas.city]).toEqual(['+420 603 123 456', 'Prague']);
  });

  it("reads the main column's first lines after a sidebar whose text starts lower", async () => {
    const boxes: TextBox[] = [box('Profile', 200, 60), box('Career Snapshot', 200, 80)];
    for (let i = 0; i < 6; i += 1) boxes.push(box(`side ${i}`, 40, 100 + i * 17));
    for (let i = 0; i < 6; i += 1) boxes.push(box(`main line ${i}`, 200, 104 + i * 13));
    expect(texts(orderTextBoxes(boxes)).slice(0, 8)).toEqual([
      ...[...Array(6).keys()].map((i) => `side ${i}`),
      'Profile',
      'Career Snapshot',
    ]);
    expect(extractFields(await linesOf('d73-deepa-rail-split.chromium.pdf')).experience).toContain('Infosys');
  });

  it('reads a sidebar whose cell padding LibreOffice dropped as a column of its own', async () => {
    const parsed = extractFields(await linesOf('d59-magdalena-rail-split.libreoffice.pdf'));
    expect(parsed.education).toContain('MSc Biomedical Engineering');
  });
});

describe('names in details tables', () => {
  it('reads a label cell and its value read as one line without a colon', async () => {
    expect(extractName([line('Name of the Candidate Ramesh Babu Krishnan')])?.name).toBe('Ramesh Babu Krishnan');
    expect(extractName([line('Full Name JOÃO PEDRO ALMEIDA')])?.name).toBe('João Pedro Almeida');
    expect(extractName(await linesOf('d64-ramesh-bio-table.libreoffice.pdf'))?.name).toBe('Ramesh Babu Krishnan');
  });

  it('never takes a label for a name', () => {
    expect(asName('E-Mail ID')).toBeUndefined();
    expect(asName('Post Applied For')).toBeUndefined();
    expect(asName('Location')).toBeUndefined();
    expect(asName("Father's Name")).toBeUndefined();
    expect(extractName([line('Full name'), line('Location'), line('Porto, Portugal')])?.name).toBeUndefined();
  });
});

describe('letter-spaced names over two lines', () => {
  it('keeps the words apart', async () => {
    expect(extractName([line('R U K M I N I', 21), line('I Y E R', 21), line('Chemistry Teacher', 10.5)])?.name).toBe(
      'Rukmini Iyer',
    );
    expect(extractFields(await linesOf('d68-rukmini-spaced-caps.chromium.pdf')).name).toBe('Rukmini Iyer');
  });
});

describe('places', () => {
  it('reads a city after an icon glyph', () => {
    expect(findPlace([line('⌖ Wrocław, Poland')]).city).toBe('Wrocław');
    expect(findPlace([line('\u0000 Wrocław, Poland')]).city).toBe('Wrocław');
  });

  it('parts the contacts of a row at icons and phone numbers, and an address ends at its domain', () => {
    expect(findPlace([line('✉arindam.b@example.com ☎+91 98300 45678 ⌂Kolkata, India')]).city).toBe('Kolkata');
    expect(findPlace([line('arindam.b@example.com·9830045678·Kolkata')]).city).toBe('Kolkata');
  });

  it('takes the longest well-known city a line ends with', () => {
    expect(findPlace([line('Sector 21, Navi Mumbai – 400706')]).city).toBe('Navi Mumbai');
    expect(findPlace([line('Andheri West, Mumbai')]).city).toBe('Mumbai');
  });

  it('reads a country wrapped in a narrow cell', () => {
    expect(findPlace([line('Address Vinohrady, Prague, Czech'), line('Republic')])).toEqual({ city: 'Prague', country: 'CZ' });
  });

  it('finds the city above a country alone on its line, past a contact line between them', () => {
    const lines = [
      'Plot 15',
      'Admiralty Way',
      'Mobile: +234 803 456 7890',
      'Lekki Phase 1',
      'Lagos',
      'a.ogunleye@example.com',
      'Nigeria',
    ];
    expect(findPlace(lines.map((text) => line(text)))).toEqual({ city: 'Lagos', country: 'NG' });
    // A street is no city.
    expect(findPlace(['Lagos', 'Admiralty Way', 'a@example.com', 'Nigeria'].map((text) => line(text))).city).toBe('Lagos');
  });
});

describe('two mobiles in two countries', () => {
  it('takes the one in the country of the address', () => {
    const lines = [
      'RESUME OF Ms. Fathima Beevi',
      'Address: Karunagappally, Kollam, Kerala',
      'Mobile (India): +91 97450 67812',
      'Mobile (KSA): +966 55 123 4567',
      'E-mail: fathimabeevi.rn@example.com',
    ];
    expect(extractFields(lines.map((text) => line(text))).phone).toBe('+91 97450 67812');
    // Without an address the number beside the e-mail address wins as before.
    expect(extractFields(lines.filter((_, i) => i !== 1).map((text) => line(text))).phone).toBe('+966 55 123 4567');
  });
});

describe('an e-mail address glued to the label or place after it', () => {
  it('starts a word at a capital after the domain, which is written in lower case', () => {
    expect(unglueContacts('Email:arindam.b@rediffmail.comPhone:+919830045678')).toBe(
      'Email:arindam.b@rediffmail.com Phone:+919830045678',
    );
    expect(unglueContacts('a.b@example.co.inKolkata')).toBe('a.b@example.co.in Kolkata');
    expect(unglueContacts('a.b@Example.Com')).toBe('a.b@Example.Com');
    expect(extractFields([line('ARINDAM BHATTACHARYA'), line('Email:arindam.b@rediffmail.comPhone:+919830045678')]).email).toBe(
      'arindam.b@rediffmail.com',
    );
  });
});

describe('a dark sidebar on the right, read after the main column', () => {
  it('joins a surname broken at its hyphen in a narrow sidebar', () => {
    expect(
      extractName([line('IFEOMA', 24), line('NWOSU-', 24), line('ADEYEMI', 24), line('Public Health Officer', 9.5)])?.name,
    ).toBe('Ifeoma Nwosu-Adeyemi');
  });

  it('takes one-word lines right after a list for a name when the e-mail address spells two of them', () => {
    const lines = [
      'Core Competencies',
      'DHIS2',
      'Community mobilisation',
      'IFEOMA',
      'NWOSU-ADEYEMI',
      'ifeoma.nwosu@example.com',
    ].map((text) => line(text));
    expect(extractName(lines, ['ifeoma.nwosu@example.com'])?.name).toBe('Ifeoma Nwosu-Adeyemi');
    // List items the address does not spell stay list items.
    const list = ['Skills', 'Deswik', 'Surpac', 'k.asante@example.com'].map((text) => line(text));
    expect(extractName(list, ['k.asante@example.com'])).toBeUndefined();
  });

  it('puts back a given name the e-mail address spells when a line of the main column came between', async () => {
    const lines = ['Gaurav', 'Profile', 'Singh Rathore', 'Commissioning of solar plants.', 'gaurav.rathore.pe@example.com'].map(
      (text) => line(text, 10.5),
    );
    expect(extractName(lines, ['gaurav.rathore.pe@example.com'])?.name).toBe('Gaurav Singh Rathore');
    // A word the address does not spell stays where it is.
    const other = ['Deswik', 'Profile', 'Singh Rathore', 'gaurav.rathore.pe@example.com'].map((text) => line(text, 10.5));
    expect(extractName(other, ['gaurav.rathore.pe@example.com'])?.name).toBe('Singh Rathore');
    expect(extractFields(await linesOf('d80-gaurav-rail-right.libreoffice.pdf')).name).toBe('Gaurav Singh Rathore');
  });

  it('finds the city in a contact block past the first 30 lines, around the e-mail address', async () => {
    const filler = Array.from({ length: 32 }, (_, i) => line(`Owned delivery item ${i + 1}.`));
    const lines = [
      ...filler,
      line('EMAIL'),
      line('ifeoma.nwosu@example.com'),
      line('ADDRESS'),
      line('Wuse II'),
      line('Abuja'),
      line('Nigeria'),
    ];
    expect(findPlace(lines)).toEqual({ city: 'Abuja', country: 'NG' });
    for (const file of ['d79-ifeoma-rail-right.chromium.pdf', 'd79-ifeoma-rail-right.docx']) {
      const parsed = extractFields(await linesOf(file));
      expect([parsed.name, parsed.city], file).toEqual(['Ifeoma Nwosu-Adeyemi', 'Abuja']);
    }
  });
});

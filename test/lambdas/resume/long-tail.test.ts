/**
 * The general rules added for the second round of long-tail layouts (development.ts d19–d31),
 * each checked on the generated documents that need it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectResumeType } from '../../../lambdas/resume';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { unmaskAddresses } from '../../../lambdas/resume/fields/email';
import { unglueContacts } from '../../../lambdas/resume/fields/glued';
import { headingKind } from '../../../lambdas/resume/headings';
import { extractName, spelledOut } from '../../../lambdas/resume/fields/name';
import { nameForms, repairHandle } from '../../../lambdas/resume/fields/ocr-handles';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { extractLines } from '../../../lambdas/resume/text/extract';
import { mergeLetterSpacedWords } from '../../../lambdas/resume/text/pdf';
import { invertDarkAreas, type GreyImage } from '../../../lambdas/resume/text/scan-image';
import type { TextLine } from '../../../lambdas/resume/types';

const documents = join(__dirname, '../../fixtures/resumes/documents');

async function linesOf(file: string): Promise<TextLine[]> {
  const bytes = new Uint8Array(readFileSync(join(documents, file)));
  return extractLines(detectResumeType(bytes)!, bytes);
}

const texts = (lines: readonly TextLine[]) => lines.map((line) => line.text);

describe('long-tail layouts, second round', () => {
  it('keeps the space a PDF draws between a bold first name and a light surname', async () => {
    const lines = await linesOf('d19-marisol-banner-columns.chromium.pdf');
    expect(texts(lines)).toContain('Marisol Echeverría');
    expect(extractFields(lines).name).toBe('Marisol Echeverría');
  });

  it('joins two spaced letters to the letter-spaced word before them', () => {
    // pdf.js items of "N O O R   U L   A I N" typed with spaces, as Chromium prints them.
    const box = (text: string, left: number, right: number) => ({ text, left, right, top: 0, bottom: 20, fontSize: 20 });
    const merged = mergeLetterSpacedWords([box('N O O R', 42, 119), box('U L', 136, 168), box('A I N', 184, 229)]);
    expect(merged.map((b) => b.text)).toEqual(['NOOR UL AIN']);
    // Alone, two letters are not taken for letter spacing ("A K" initials stay as they are).
    expect(mergeLetterSpacedWords([box('A K', 42, 60)]).map((b) => b.text)).toEqual(['A K']);
  });

  it('cuts letters typed with spaces where the e-mail address spells only some of the words', async () => {
    const lines = await linesOf('d28-kavita-typed-spacing.docx');
    // Word formats keep the wider gaps between the words (names-spaced.test.ts); where they are
    // lost (one space throughout), the e-mail address cuts the letters.
    expect(lines[0]!.text).toBe('KAVITA MENON');
    const lost = 'K A V I T A M E N O N';
    expect(spelledOut(lost, ['menon.kavi@hotmail.com'])).toBe('KAVITA MENON');
    expect(extractFields(lines).name).toBe('Kavita Menon');
    const noor = await linesOf('d29-noor-typed-spacing.doc');
    expect(extractFields(noor).name).toBe('Noor Fatima Qazi');
    // Nothing of the address in the letters: left alone.
    expect(spelledOut(lost, ['hr.desk@example.com'])).toBe(lost);
  });

  it('joins a name set on three lines of a narrow sidebar, particles in lower case', async () => {
    const lines = await linesOf('d21-pieter-dark-rail.chromium.pdf');
    const at = texts(lines).indexOf('PIETER');
    expect(texts(lines).slice(at, at + 3)).toEqual(['PIETER', 'VAN DER', 'MEER']);
    expect(extractFields(lines).name).toBe('Pieter van der Meer');
    const docx = await linesOf('d21-pieter-dark-rail.docx');
    expect(texts(docx).slice(0, 2)).toEqual(['PIETER', 'VAN DER MEER']);
    expect(extractFields(docx).name).toBe('Pieter van der Meer');
  });

  it('takes the name from a banner row read together with the contact cell beside it', async () => {
    expect(extractFields([{ text: 'KWAME ASANTE-MENSAH Cell +233 24 456 7890' }, { text: 'k.asante@outlook.com' }]).name).toBe(
      'Kwame Asante-Mensah',
    );
    // LibreOffice's PDF: its cells, kept apart only by their padding, are now read one by one.
    const lines = await linesOf('d20-kwame-banner-columns.libreoffice.pdf');
    expect(texts(lines)).toContain('KWAME ASANTE-MENSAH');
    expect(extractFields(lines).name).toBe('Kwame Asante-Mensah');
  });

  it('never joins two list items under a skills heading into a name', async () => {
    const lines = await linesOf('d20-kwame-banner-columns.chromium.pdf');
    const withoutName = lines.filter((line) => !/kwame/i.test(line.text));
    expect(texts(withoutName)).toEqual(expect.arrayContaining(['Deswik', 'Surpac']));
    expect(extractName(withoutName)?.name).not.toBe('Deswik Surpac');
  });

  it('joins a surname set alone below two given names, with the e-mail address or display type as evidence', async () => {
    const docx = await linesOf('d34-maryanne-dark-rail.docx');
    expect(texts(docx).slice(0, 2)).toEqual(['Mary Anne', 'Fitzgerald']);
    expect(extractName(docx, ['maryanne.fitz@gmail.com'])?.name).toBe('Mary Anne Fitzgerald');
    // Without the address, the lone name word under the given names is the surname all the same:
    // nothing else claims the line (a sidebar's list of tools would go on, one word a line).
    expect(extractName(docx, [])?.name).toBe('Mary Anne Fitzgerald');
    const pdf = await linesOf('d34-maryanne-dark-rail.chromium.pdf');
    expect(extractName(pdf, [])?.name).toBe('Mary Anne Fitzgerald');
  });

  it('reads a city from an address block set over two lines', async () => {
    const lines = await linesOf('d35-tyrone-address-first.docx');
    expect(texts(lines).slice(0, 3)).toEqual(['1420 Maple Ave', 'Columbus', 'OH 43215']);
    expect(findPlace(lines)).toEqual({ city: 'Columbus', country: 'US' });
  });

  it('takes the name after a "Name" label when the next cell\'s label runs into it', async () => {
    const lines = await linesOf('d40-chiara-paired-details.libreoffice.pdf');
    expect(texts(lines)).toContain('Chiara Bellandi-Rossetti Role');
    expect(extractFields(lines).name).toBe('Chiara Bellandi-Rossetti');
  });

  it('reads "St." inside a name under a small "CV" title line', async () => {
    const lines = await linesOf('d31-rebecca-title-above.docx');
    expect(texts(lines).slice(0, 2)).toEqual(['CV', 'Rebecca St. Clair']);
    expect(extractFields(lines).name).toBe('Rebecca St. Clair');
  });

  it('finds the place in a contact strip that also holds a number and links, and no label is a place', async () => {
    const strip = await linesOf('d26-hiroshi-contact-strip.docx');
    expect(strip[0]!.text).toMatch(/^Yokohama, Japan \| \+81/);
    expect(findPlace(strip)).toEqual({ city: 'Yokohama', country: 'JP' });
    const grid = await linesOf('d23-gurpreet-contact-grid.docx');
    expect(texts(grid)).toContain('E-mail ID');
    expect(findPlace(grid).city).toBe('Chandigarh');
  });

  it('takes "<field> Experience" as an experience heading, not "Years of Experience"', async () => {
    const lines = await linesOf('d25-lakshmi-name-cell-table.doc');
    expect(texts(lines)).toContain('Teaching Experience');
    expect(headingKind('Teaching Experience')).toBe('experience');
    expect(headingKind('Clinical Experience')).toBe('experience');
    expect(headingKind('Years of Experience')).toBeUndefined();
    expect(headingKind('12 Years Experience')).toBeUndefined();
    expect(extractFields(lines).experience).toContain('Mysore West Public School');
  });
});

describe('contacts glued together by Word and LibreOffice', () => {
  it('puts the seams back where a number meets a word or an address, and an address meets a link', async () => {
    const yusuf = await linesOf('d37-yusuf-spaced-spans.docx');
    expect(yusuf[0]!.text).toBe('Izmir, Turkey+90 532 123 45 67yusufdemir.dev@gmail.com');
    expect(unglueContacts(yusuf[0]!.text)).toBe('Izmir, Turkey +90 532 123 45 67 yusufdemir.dev@gmail.com');
    expect(extractFields(yusuf)).toMatchObject({ email: 'yusufdemir.dev@gmail.com', phone: '+90 532 123 45 67', city: 'Izmir' });
    const harini = await linesOf('d38-harini-spaced-spans.doc');
    expect(harini[0]!.text).toBe('T. Nagar, Chennai98401 23456harini.s.actuary@gmail.comlinkedin.com/in/harini-seshadri');
    expect(extractFields(harini)).toMatchObject({
      email: 'harini.s.actuary@gmail.com',
      phone: '+91 98401 23456',
      city: 'Chennai',
      linkedin: 'https://linkedin.com/in/harini-seshadri',
    });
  });

  it('leaves digits inside an address and short numbers in words alone', () => {
    expect(unglueContacts('john1234567@gmail.com')).toBe('john1234567@gmail.com');
    expect(unglueContacts('priya2024.sharma@gmail.com | B2B SaaS | 4G')).toBe('priya2024.sharma@gmail.com | B2B SaaS | 4G');
    expect(unglueContacts('Mobile: +91 98765 43210')).toBe('Mobile: +91 98765 43210');
  });
});

describe('addresses written against harvesters', () => {
  it('reads "name [at] domain [dot] com" as an address', async () => {
    const lines = await linesOf('d41-raghav-title-above.doc');
    expect(texts(lines)).toContain('Email: r.iyengar [at] outlook [dot] com');
    expect(extractFields(lines).email).toBe('r.iyengar@outlook.com');
    expect(unmaskAddresses('anna (dot) berg (at) kth (dot) se')).toBe('anna.berg@kth.se');
    expect(unmaskAddresses('j.doe [at] mail [dot] co [dot] uk')).toBe('j.doe@mail.co.uk');
    // "at" in words and sentences stays.
    expect(unmaskAddresses('Worked at Infosys [2019] (dot net)')).toBe('Worked at Infosys [2019] (dot net)');
  });
});

describe('the country of national numbers', () => {
  it('comes from the e-mail domain when the address names no country, else India', async () => {
    // d16's contact line without its country and with the number written nationally.
    const lines = (await linesOf('d16-ingrid-dark-banner.docx')).map((line) => ({
      ...line,
      text: line.text.replace('+47 912 34 567', '912 34 567').replace(', Norway', ''),
    }));
    expect(texts(lines).some((text) => text.includes('912 34 567') && text.includes('ingrid.halvorsen@online.no'))).toBe(true);
    expect(extractFields(lines).phone).toBe('+47 91 23 45 67');
    // An Indian mobile beside a foreign provider's address is still read in India.
    const indian = lines.map((line) => ({ ...line, text: line.text.replace('912 34 567', '98450 22331') }));
    expect(extractFields(indian).phone).toBe('+91 98450 22331');
  });
});

describe('handles read from a scan', () => {
  it('sets one look-alike letter right against a form of the name', () => {
    expect([...nameForms('Farhan Qureshi')]).toEqual(expect.arrayContaining(['fq', 'farhan', 'qureshi', 'fqureshi']));
    expect(repairHandle('fg.builds', 'Farhan Qureshi')).toBe('fq.builds');
    expect(repairHandle('gthompsan-ds', 'Grace Thompson')).toBe('gthompson-ds');
    expect(repairHandle('rneera.iyer', 'Meera Iyer')).toBe('meera.iyer');
  });

  it('leaves handles that owe nothing to the name, or no name, as read', () => {
    expect(repairHandle('studio.rd.interiors', 'Rohan Deshmukh')).toBe('studio.rd.interiors');
    expect(repairHandle('hr.jobs2024', 'Farhan Qureshi')).toBe('hr.jobs2024');
    expect(repairHandle('fg.builds', undefined)).toBe('fg.builds');
  });

  it('repairs the e-mail address of a real scan and not of a text document', async () => {
    const scan = await linesOf('d17-farhan-scan-150dpi.pdf');
    expect(scan.every((line) => line.ocr)).toBe(true);
    expect(extractFields(scan).email).toBe('fq.builds@gmail.com');
    // The same wrong letter in a text layer is what the candidate typed.
    const typed = (await linesOf('d17-farhan-label-sidebar.docx')).map((line) => ({
      ...line,
      text: line.text.replace('fq.builds', 'fg.builds'),
    }));
    expect(extractFields(typed).email).toBe('fg.builds@gmail.com');
  }, 120_000);
});

describe('dark bands on a scan', () => {
  const page = (paint: (x: number, y: number) => number): GreyImage => {
    const width = 850;
    const height = 1100;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data[y * width + x] = paint(x, y);
    return { data, width, height };
  };
  // 100 dpi: a band 1.5 inch high across the page, light "letters" (stripes) on it.
  const letter = (x: number, y: number) => x % 12 < 4 && y % 40 < 25;

  it('inverts a dark band across the page, light letters on it turning dark', () => {
    const banner = page((x, y) => (y >= 100 && y < 250 ? (letter(x, y) ? 240 : 30) : 250));
    const out = invertDarkAreas(banner, 100);
    expect(out.data[175 * 850 + 396]).toBeLessThan(40); // a letter pixel, now dark
    expect(out.data[175 * 850 + 402]).toBe(255); // the band, now white
    expect(out.data[600 * 850 + 400]).toBe(250); // the page below, untouched
  });

  it('leaves a dark sidebar and bold dark type on white as they are', () => {
    const sidebar = page((x) => (x < 260 ? 30 : 250));
    expect(invertDarkAreas(sidebar, 100)).toBe(sidebar);
    // Heavy strokes a fifth of an inch wide, far apart.
    const bold = page((x, y) => (x % 120 < 20 && y > 100 && y < 160 ? 0 : 250));
    expect(invertDarkAreas(bold, 100)).toBe(bold);
  });
});

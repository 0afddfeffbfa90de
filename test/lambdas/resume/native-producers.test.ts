/**
 * Rules for documents from producers other than Chromium and LibreOffice's HTML import: Word
 * files as Word writes them (a details table, contacts in the page header, a contact paragraph
 * of links) and PDFs typeset directly (PDFKit).
 */
import { Document, Footer, Header, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { describe, expect, it } from 'vitest';
import { extractResumeText, parseResume } from '../../../lambdas/resume';
import { headingKind } from '../../../lambdas/resume/headings';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { CONTACT_LABEL_LEFT, findPlace } from '../../../lambdas/resume/fields/region';
import { orderTextBoxes, type TextBox } from '../../../lambdas/resume/text/reading-order';
import { lines } from './support/text-lines';

const box = (text: string, left: number, bottom: number, fontSize = 11.5): TextBox => ({
  text,
  left,
  right: left + text.length * fontSize * 0.48,
  top: bottom - fontSize,
  bottom,
  fontSize,
});

describe('a details table whose rows touch (Word exported by LibreOffice)', () => {
  it('is read row by row, each label before its value, not as two wrapped cells', () => {
    const rows: [string, string][] = [
      ['Name', 'Ada Obi'],
      ['Mobile', '0803 555 0142'],
      ['Alt. mobile', '0705 222 8190'],
      ['E-mail', 'ada.obi@example.com'],
      ['Address', '5 Admiralty Way, Lagos'],
    ];
    const boxes = rows.flatMap(([label, value], i) => [box(label, 70, 110 + i * 14), box(value, 200, 110 + i * 14)]);
    expect(orderTextBoxes(boxes).map((line) => line.text)).toEqual(rows.flat());
  });

  it('still reads a row whose label and value wrap in their cells cell by cell', () => {
    const boxes = [
      box('Name of the', 48, 105.9, 10),
      box(':', 150.2, 105.9, 10),
      box('K. S. Raghavendra', 165, 105.9, 10),
      box('Candidate', 48, 117.1, 10),
      box('Prasad', 165, 117.1, 10),
      ...[
        ["Father's Name", 'K. Subbaraya Sastry'],
        ['Date of Birth', '11-02-1979'],
        ['Gender', 'Male'],
        ['Mobile', '94480 37215'],
      ].flatMap(([label, value], i) => [
        box(label!, 48, 132.9 + i * 15.75, 10),
        box(':', 150.2, 132.9 + i * 15.75, 10),
        box(value!, 165, 132.9 + i * 15.75, 10),
      ]),
    ];
    expect(
      orderTextBoxes(boxes)
        .map((line) => line.text)
        .slice(0, 4),
    ).toEqual(['Name of the', 'Candidate', ':', 'K. S. Raghavendra']);
  });

  it('still reads cells of a banner that wrap side by side cell by cell', () => {
    const boxes = [
      box('Phone +420 603 123', 40, 100),
      box('456', 40, 112),
      box('Address Vinohrady, Prague, Czech', 200, 100),
      box('Republic', 200, 112),
    ];
    expect(orderTextBoxes(boxes).map((line) => line.text)).toEqual([
      'Phone +420 603 123',
      '456',
      'Address Vinohrady, Prague, Czech',
      'Republic',
    ]);
  });
});

describe('a page header of contacts, the address first', () => {
  it('finds the city before a phone label whose number is taken out', () => {
    const header = '27 rue de la République, 69002 Lyon, France | Tél.: 06 12 34 56 78 | jb.fontaine@orange.fr';
    expect(findPlace(lines(header, 'JEAN FONTAINE'))).toEqual({ city: 'Lyon', country: 'FR' });
    expect(findPlace(lines('Via Roma 12, 10121 Torino, Italy | Tel.: 011 123 4567', 'Marco Rossi')).city).toBe('Torino');
  });
});

describe('a contact paragraph of links', () => {
  it('takes a site beside the e-mail address alone as the portfolio', () => {
    expect(findLinks(lines('Priya Shah', 'priya.shah@mail.com   priyashah.in')).portfolio).toBe('https://priyashah.in');
  });

  it('still takes no company named in a sentence', () => {
    expect(findLinks(lines('Grew sales at acme.com by a third')).portfolio).toBeUndefined();
  });
});

describe("a doctor's CV", () => {
  it('reads its posts as experience', () => {
    for (const heading of ['Clinical Posts', 'POSTS HELD', 'Clinical Appointments', 'Previous Posts'])
      expect(headingKind(heading), heading).toBe('experience');
  });
});

describe('a Word file’s page header and footer', () => {
  const cell = (texts: string[]) =>
    new TableCell({ width: { size: 4500, type: WidthType.DXA }, children: texts.map((text) => new Paragraph(text)) });
  const resume = (body: string[]) =>
    Packer.toBuffer(
      new Document({
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  new Paragraph({ children: [new TextRun({ text: 'TOMASZ WIŚNIEWSKI', bold: true, size: 36 })] }),
                  new Table({
                    rows: [
                      new TableRow({
                        children: [cell(['ul. Długa 5', '31-147 Kraków, Poland']), cell(['Senior Analyst', '+48 601 234 567'])],
                      }),
                    ],
                  }),
                ],
              }),
            },
            footers: {
              default: new Footer({
                children: [new Paragraph({ children: [new TextRun('tomasz.w@example.pl\tlinkedin.com/in/twisniewski')] })],
              }),
            },
            children: body.map((text) => new Paragraph(text)),
          },
        ],
      }),
    );

  it('reads the cells of a table in the header and the items of a tabbed footer apart', async () => {
    const text = await extractResumeText(new Uint8Array(await resume(['Experience', 'Analyst, Bank Polski, 2019 – 2024'])));
    expect(text.split('\n')).toEqual(
      expect.arrayContaining(['31-147 Kraków, Poland', 'Senior Analyst', 'tomasz.w@example.pl', 'linkedin.com/in/twisniewski']),
    );
  });

  it('reads the footer’s contacts with the header’s, not at the end of the last section', async () => {
    const jobs = Array.from({ length: 45 }, (_, i) => `Analyst ${i + 1}, Bank Polski, 2019 – 2024`);
    const parsed = await parseResume(new Uint8Array(await resume(['Experience', ...jobs, 'Skills', 'Excel, SQL'])));
    expect(parsed).toMatchObject({
      email: 'tomasz.w@example.pl',
      linkedin: 'https://linkedin.com/in/twisniewski',
      city: 'Kraków',
      skills: 'Excel, SQL',
    });
  });
});

describe('a contact label left at the end of an address row', () => {
  it('is dropped when the row is an address with its postcode', () => {
    expect(findPlace(lines('12 Rue de la République, 69002 Lyon, France | Tél.: 06 12 34 56 78')).city).toBe('Lyon');
  });

  it('is dropped only when it is a contact label, not any word before a colon', () => {
    expect(CONTACT_LABEL_LEFT.test('Tél.:')).toBe(true);
    expect(CONTACT_LABEL_LEFT.test('Mobile :')).toBe(true);
    expect(CONTACT_LABEL_LEFT.test('Languages:')).toBe(false);
  });
});

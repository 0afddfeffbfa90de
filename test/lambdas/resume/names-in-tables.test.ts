/**
 * Names in details tables, again (issue 15; development.ts d181–d195): a name that wraps in its
 * narrow cell while the row's other cells hold one line (also in the table's last row, above a
 * heading), over three lines, after a row's other pair whose value is a date, cut at its initials
 * or at a hyphen; a name label wrapped in its cell, a relative's too; a given name that is also a
 * city beside a photo; initials glued to the name; LibreOffice's rows centred beside a wrapped value
 * (d196–d199).
 */
import { describe, expect, it } from 'vitest';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { box, texts } from './support/text-boxes';
import { lines } from './support/text-lines';

describe('a details row whose value alone wraps (reading order)', () => {
  it('is read cell by cell when the row is in one type and its other cells hold one line each', () => {
    // "Full Name" | "Sydney Thabo" / "Mokoena" | "Address" | "Braamfontein, Johannesburg": a
    // cell's padding on each side keeps the cells 12 points apart.
    const row = [
      box('Full Name', 40, 100, 50),
      box('Sydney Thabo', 102, 100, 62),
      box('Mokoena', 102, 111, 42),
      box('Address', 176, 100, 40),
      box('Braamfontein, Johannesburg', 228, 100, 130),
      box('ID Number', 40, 130, 50),
    ];
    expect(texts(row)).toEqual(['Full Name', 'Sydney Thabo', 'Mokoena', 'Address', 'Braamfontein, Johannesburg', 'ID Number']);
  });

  it('is read line by line when the cells differ in type, stand a word space apart or a line is the next row', () => {
    // A large name beside text in the body type: no table row (line by line, by baseline).
    const sidebar = [box('Priya', 40, 100, 60, 20), box('Menon', 40, 121, 60, 20), box('Ran audits', 130, 105, 60)];
    expect(texts(sidebar)).toEqual(['Ran audits', 'Priya', 'Menon']);
    // Pieces of a line a word space apart: no cells.
    const list = [
      box('Registers of Scotland', 52, 100, 100),
      box('filings', 155, 100, 30),
      box('Title examination', 52, 111, 80),
    ];
    expect(texts(list)).toEqual(['Registers of Scotland filings', 'Title examination']);
    // The third line stands a padding lower than the value's second line: the next row's value.
    const padded = [
      box('Name', 40, 105, 30),
      box('Dr. Shivakumar', 90, 100, 70),
      box('Gowda', 90, 111, 30),
      box('Clinic: 080 2502 4444', 90, 126, 100),
      box('Phone', 212, 118, 30),
    ];
    expect(texts(padded)).toEqual(['Dr. Shivakumar', 'Name', 'Gowda', 'Phone', 'Clinic: 080 2502 4444']);
  });
});

describe('the last row of a details table, its name wrapping, above a short heading (reading order)', () => {
  it('is read as a row, not as a column of labels and heading beside a column of values', () => {
    // LibreOffice centres the label on the value's three lines, each a band of its own.
    const table = [
      box('Name', 44, 183.3, 25),
      box('Florence', 140.8, 171.1, 40),
      box('Wanjiku', 140.8, 183.3, 38),
      box('Mwangi', 140.8, 195.6, 34),
      box('PROFILE', 54.6, 221.3, 45, 11.5),
      box('Payroll executive for textile mills, twelve years.', 44, 236, 230),
    ].map((b) => ({ ...b, bottom: b.top + 10.5 }));
    expect(texts(table)).toEqual([
      'Name',
      'Florence',
      'Wanjiku',
      'Mwangi',
      'PROFILE',
      'Payroll executive for textile mills, twelve years.',
    ]);
  });

  it('leaves a sidebar beside the main column alone when its lines stand off the sidebar’s', () => {
    // A line of the main column between two of the sidebar's: no cell of one row.
    const page = [
      box('Unit 5B, 18 Scout Rallos St.', 44, 210.5, 140),
      box('Supported enterprise customers.', 224, 214.5, 150),
      box('Quezon City', 44, 222.5, 60),
    ].map((b) => ({ ...b, bottom: b.top + 10.5 }));
    expect(texts(page)).toEqual(['Unit 5B, 18 Scout Rallos St.', 'Supported enterprise customers.', 'Quezon City']);
  });
});

describe('a name wrapping in its cell (name rules)', () => {
  it('joins two wrapped lines of one name word each before the next row’s label', () => {
    const read = lines('Full Name', 'Sagar', 'Vishwanath', 'Kulkarni', 'Address', 'Kothrud, Pune');
    expect(extractName(read, ['svk.civil@gmail.com'])?.name).toBe('Sagar Vishwanath Kulkarni');
    // Not when a line that is no name word comes first, nor without the next row's label.
    expect(extractName(lines('Full Name', 'Sagar', 'Indian', 'Kulkarni', 'Address'), ['svk@gmail.com'])?.name).toBe('Sagar');
  });

  it("joins the words after the row's other pair when the other value is a date, a number or an address", () => {
    const read = lines('Name:', 'Mr. Jordan', 'Date of Birth:', '19-07-1992', 'Mathew', 'Varghese', 'Religion:', 'Christian');
    expect(extractName(read, ['jmv.sales@gmail.com'])?.name).toBe('Jordan Mathew Varghese');
    // The other value a name: its end stays its own unless the e-mail address spells it.
    const father = lines('Name:', 'Mr. Jordan', "Father's Name:", 'Mathew', 'Varghese', 'Religion:');
    expect(extractName(father, ['jmv.sales@gmail.com'])?.name).toBe('Jordan');
  });

  it('joins a value cut at its initials or at a hyphen, never a city or a relative’s row', () => {
    expect(extractName(lines('Name', 'K. V.', 'Suresh', 'Babu', 'Date of', 'Birth'), ['hr.docs.kvs@gmail.com'])?.name).toBe(
      'K. V. Suresh Babu',
    );
    expect(extractName(lines('Name', 'Salem', 'Al-', 'Harthy', 'Address'), ['harthy88@gmail.com'])?.name).toBe('Salem Al-Harthy');
    expect(extractName(lines('Name', 'Salem Al-', 'Harthy', 'Address'), ['harthy88@gmail.com'])?.name).toBe('Salem Al-Harthy');
    // The address's end before the next row's label, and a relative's label wrapped in its cell.
    const read = lines(
      'Address',
      'Ram Nagar,',
      "Father's",
      'Name',
      'K. Venkatesan',
      'Coimbatore',
      'Name',
      'K. V.',
      'Suresh',
      'Babu',
      'Gender',
    );
    expect(extractName(read, ['hr.docs.kvs@gmail.com'])?.name).toBe('K. V. Suresh Babu');
  });

  it('never takes the label "Name" for a name word', () => {
    expect(asName('Name Salem Al-Harthy')).toBeUndefined();
  });

  it('reads the value after a name label wrapped in its cell', () => {
    const read = lines('PERSONAL DETAILS', 'Name of the', 'Candidate', 'Sri K. S. Ramesh', "Father's Name", 'K. Subramanya');
    expect(extractName(read, ['kr1987@rediffmail.com'])).toEqual({ name: 'K. S. Ramesh', line: 3 });
  });
});

describe('a given name that is also a city, set over two lines', () => {
  it('starts the name at the top of the page or under the title, never at the end of an address block', () => {
    const cell = (texts: string[]) => extractName(lines(...texts), ['af.goa1990@gmail.com'])?.name;
    expect(cell(['Austin', 'Fernandes', 'Hotel Operations Manager', 'Mobile: 98224 63017'])).toBe('Austin Fernandes');
    expect(cell(['CURRICULUM VITAE', 'Salem', 'Al-Harthy', 'HSE Officer'])).toBe('Salem Al-Harthy');
    // Under an address label or another line of the address it is the address's city.
    expect(cell(['Address', 'Kothrud', 'Austin', 'Fernandes'])).toBeUndefined();
  });
});

describe('initials glued to the name', () => {
  it('stand apart, never a degree', () => {
    expect(asName('R.Karthik')).toBe('R. Karthik');
    expect(asName('K.S.Ramesh')).toBe('K.S. Ramesh');
    expect(asName('B.Tech')).toBeUndefined();
    expect(asName('M.Com')).toBeUndefined();
  });
});

describe('LibreOffice rows centred beside a wrapped value (reading order, d193, d196–d199)', () => {
  // LibreOffice's line pitch at 10 points: 12 points, a blank strip of 2 between lines, and 5
  // between rows (a cell's padding above and below).
  it('ends a row whose cells are centred on one middle: the line under it is the next row’s', () => {
    // "Address" | "Anna Nagar" / "West, Chennai" | "Father's Name" | "M. Ramaswamy", then the
    // name row whose initials LibreOffice sets above its centred label ("M. R." / "Lakshmi" /
    // "Narayanan" beside "Name" and "Date of Birth").
    const rows = [
      box('Anna Nagar', 130, 100, 50),
      box('Address', 40, 106, 40),
      box("Father's Name", 215, 106, 70),
      box('M. Ramaswamy', 300, 106, 65),
      box('West, Chennai', 130, 112, 60),
      box('M. R.', 130, 127, 25),
      box('Name', 40, 139, 30),
      box('Lakshmi', 130, 139, 40),
      box('Date of Birth', 215, 139, 60),
      box('11-12-1984', 300, 139, 50),
      box('Narayanan', 130, 151, 50),
    ];
    expect(texts(rows)).toEqual([
      'Address',
      'Anna Nagar',
      'West, Chennai',
      "Father's Name",
      'M. Ramaswamy',
      'Name',
      'M. R.',
      'Lakshmi',
      'Narayanan',
      'Date of Birth',
      '11-12-1984',
    ]);
  });

  it('goes on in a row whose cells stand at the top, or are not yet centred', () => {
    // Aligned at the top, the label beside the value's first line: the next line goes on in it.
    const top = [
      box('Name', 40, 100, 30),
      box('Sydney Thabo', 130, 100, 60),
      box('Address', 215, 100, 40),
      box('Mokoena', 130, 112, 40),
      box('Gender', 40, 131, 35),
    ];
    expect(texts(top)).toEqual(['Name', 'Sydney Thabo', 'Mokoena', 'Address', 'Gender']);
    // Centred on three lines: after two the label stands on the second, so the third goes on.
    const three = [
      box('Gollapudi', 130, 100, 45),
      box('Name', 40, 112, 30),
      box('Venkata', 130, 112, 40),
      box('Ramana', 130, 124, 35),
      box('Nationality', 40, 141, 50),
    ];
    expect(texts(three)).toEqual(['Name', 'Gollapudi', 'Venkata', 'Ramana', 'Nationality']);
  });

  it('keeps a one-line row apart from the wrapped row under it, a cell’s lines a line’s height apart being two rows', () => {
    // "Mobile" | "94432 61870" | "E-mail" | "gowri.site@…", then "Name of the" / "Candidate" |
    // "P. S. Gowri" / "Shankar" | "Address" (centred) | "Gandhipuram, Coimbatore".
    const rows = [
      box('Mobile', 40, 100, 35),
      box('94432 61870', 130, 100, 55),
      box('E-mail', 220, 100, 30),
      box('gowri.site@rediffmail.com', 300, 100, 120),
      box('Name of the', 40, 115, 55),
      box('P. S. Gowri', 130, 115, 55),
      box('Address', 220, 121, 40),
      box('Gandhipuram, Coimbatore', 300, 121, 115),
      box('Candidate', 40, 127, 45),
      box('Shankar', 130, 127, 40),
    ];
    expect(texts(rows)).toEqual([
      'Mobile',
      '94432 61870',
      'E-mail',
      'gowri.site@rediffmail.com',
      'Name of the',
      'Candidate',
      'P. S. Gowri',
      'Shankar',
      'Address',
      'Gandhipuram, Coimbatore',
    ]);
  });
});

describe('a wrapped name before the next row’s label (name rules)', () => {
  it('ends before a label run together with its value, never before a name', () => {
    const read = lines('Name of the', 'Candidate', 'Gollapudi', 'Venkata', 'Ramana', "Father's Name G. Subba Rao", 'Nationality');
    expect(extractName(read, ['gvr.electrical@yahoo.co.in'])?.name).toBe('Gollapudi Venkata Ramana');
    expect(extractName(lines('Name', 'Gollapudi', 'Venkata', 'Ramana', 'Subba Rao'), ['gvr@yahoo.co.in'])?.name).toBe(
      'Gollapudi',
    );
  });

  it('joins a third wrapped line only after two of one word each', () => {
    const four = lines('Name of the', 'Candidate', 'Gollapudi', 'Venkata', 'Ramana', 'Murthy', "Father's Name", 'G. Subba Rao');
    expect(extractName(four, ['gvr.electrical@yahoo.co.in'])?.name).toBe('Gollapudi Venkata Ramana Murthy');
    const wide = lines('Name', 'Gollapudi', 'Venkata Ramana', 'Murthy', 'Sastry', "Father's Name", 'G. Subba Rao');
    expect(extractName(wide, ['gvr.electrical@yahoo.co.in'])?.name).toBe('Gollapudi');
  });
});

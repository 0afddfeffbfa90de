/**
 * Sixth round, sections (development.ts d126–d140): section headings in spaced capitals (typed, CSS letter
 * spacing, kerned pairs, word gaps lost, after ornaments or numbers), tables whose left cell is a
 * section's heading and right cell its content, and personal-details tables whose name wraps in
 * its cell.
 */
import { describe, expect, it } from 'vitest';
import { headingKind, wrappedHeading } from '../../../lambdas/resume/headings';
import { extractName } from '../../../lambdas/resume/fields/name';
import { extractSections, joinWrappedHeadings } from '../../../lambdas/resume/fields/sections';
import { orderTextBoxes, type TextBox } from '../../../lambdas/resume/text/reading-order';
import type { TextLine } from '../../../lambdas/resume/types';
import { lines } from './support/text-lines';

describe('headings in spaced capitals', () => {
  it.each([
    ['E D U C AT I O N', 'education'], // Chromium draws a kerned pair as one run
    ['04 KEYSKILLS', 'skills'], // CSS letter spacing rejoined without its word gap
    ['02 EMPLOYMENTRECORD', 'experience'],
    ['01 CAREEROBJECTIVE', 'other'],
    ['T E C H N I C A L T O O L K I T', 'skills'],
    ['◆ W O R K   H I S T O R Y', 'experience'],
    ['W  O  R  K     H  I  S  T  O  R  Y', 'experience'], // letters two spaces apart, words five
    ['S\u2009K\u2009I\u2009L\u2009L\u2009S', 'skills'], // thin spaces
    ['A R E A S O F E X P E R T I S E', 'skills'],
    ['E X T R A - C U R R I C U L A R A C T I V I T I E S', 'other'],
    ['E X E C U T I V E S U M M A R Y', 'other'],
    ['Technical Toolkit', 'skills'],
    ['W O R K  /  E X P E R I E N C E', 'experience'],
    ['Education/Training', 'education'],
    ['MEMBERSHIPS', 'other'],
    ['Personal Particulars', 'other'],
  ] as const)('reads "%s" as a %s heading', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it('cuts only capitals at lost word gaps, and never a name', () => {
    expect(headingKind('Keyskills')).toBeUndefined();
    expect(headingKind('P R I Y A   S H A R M A')).toBeUndefined();
    expect(headingKind('RAVI KUMAR')).toBeUndefined();
    expect(headingKind('KEYS')).toBeUndefined();
  });

  it('ends the skills section at a spaced heading it did not know', () => {
    const sections = extractSections(
      lines(
        'T E C H N I C A L T O O L K I T',
        'Juniper MX routing',
        'E X T R A - C U R R I C U L A R   A C T I V I T I E S',
        'Debating team',
      ),
    );
    expect(sections.skills).toBe('Juniper MX routing');
  });
});

describe('headings in smaller type than their text', () => {
  it('keeps the text under a heading set a little smaller (spaced capitals), and ends at display type', () => {
    const sized = (text: string, fontSize: number): TextLine => ({ text, fontSize, page: 1 });
    const sections = extractSections([
      sized('CORE SKILLS', 10),
      sized('Critical care', 10.5),
      sized('CAREER HISTORY', 10),
      sized('Staff Nurse, Kauvery Hospital', 10.5),
      sized('Lavanya Subramani', 20),
    ]);
    expect(sections.skills).toBe('Critical care');
    expect(sections.experience).toBe('Staff Nurse, Kauvery Hospital');
  });
});

describe('headings wrapped in a narrow cell', () => {
  it('joins a heading and a word that only qualifies it, and capitals cut inside a word', () => {
    expect(wrappedHeading('CAREER', 'HISTORY')).toBe('CAREER HISTORY');
    expect(wrappedHeading('ACADEMIC RE', 'CORD')).toBe('ACADEMIC RECORD');
    expect(wrappedHeading('WORK EXPERI', 'ENCE')).toBe('WORK EXPERIENCE');
  });

  it('never joins two headings, a heading and a list item, or words in small letters', () => {
    expect(wrappedHeading('Skills', 'Tools')).toBeUndefined();
    expect(wrappedHeading('Experience', 'Education')).toBeUndefined();
    expect(wrappedHeading('Skills', 'Profile')).toBeUndefined();
    expect(wrappedHeading('Academic re', 'cord')).toBeUndefined();
  });

  it('joins capitals cut twice over three lines', () => {
    const joined = joinWrappedHeadings(lines('PROFESSIONA', 'L', 'EXPERIENCE', 'Acme Corp'));
    expect(joined.map((line) => line.text)).toEqual(['PROFESSIONAL EXPERIENCE', 'Acme Corp']);
  });
});

const box = (text: string, left: number, bottom: number, width = text.length * 5, fontSize = 10): TextBox => ({
  text,
  left,
  right: left + width,
  top: bottom - fontSize,
  bottom,
  fontSize,
});

describe('a table of section headings beside their content', () => {
  it('reads each heading before the content beside it when the cells are aligned at the top', () => {
    const boxes = [
      box('PROFILE', 48, 140, 60),
      box('Planner for dairy plants.', 190, 140),
      box('CAREER', 48, 178, 60),
      box('HISTORY', 48, 189, 60),
      box('Supply Planner, Danone, 2019 – Present', 190, 178),
      box('Ran the weekly S&OP cycle.', 190, 192),
      box('Analyst, Lesieur, 2016 – 2019', 190, 206),
      box('STUDIES', 48, 248, 60),
      box('Master Supply Chain, ENCG, 2016', 190, 248),
      box('SKILLS', 48, 275, 60),
      box('SAP APO, Kinaxis', 190, 275),
    ];
    expect(orderTextBoxes(boxes).map((line) => line.text)).toEqual([
      'PROFILE',
      'Planner for dairy plants.',
      'CAREER',
      'HISTORY',
      'Supply Planner, Danone, 2019 – Present',
      'Ran the weekly S&OP cycle.',
      'Analyst, Lesieur, 2016 – 2019',
      'STUDIES',
      'Master Supply Chain, ENCG, 2016',
      'SKILLS',
      'SAP APO, Kinaxis',
    ]);
  });

  it('reads each heading before its content when LibreOffice centres it beside the content', () => {
    // Every heading 7 points below the middle of its content's lines.
    const boxes = [
      box('Profile', 44, 152.8, 40),
      box('Supply planner for dairy and beverages,', 180, 139.6),
      box('against promotions.', 180, 151.9),
      box('Experience', 44, 227.7, 60),
      box('Supply Planner, Danone, 2019 – Present', 180, 181.1),
      box('Ran the weekly S&OP cycle.', 180, 207.5),
      box('Analyst, Lesieur, 2016 – 2019', 180, 233.9),
      box('Modelled depot stock levels.', 180, 260.3),
      box('Studies', 44, 296.5, 40),
      box('Master Supply Chain, ENCG, 2016', 180, 289.5),
      box('Skills', 44, 331.9, 40),
      box('SAP APO, Demand forecasting,', 180, 318.7),
      box('Kinaxis', 180, 330.9),
    ];
    const read = orderTextBoxes(boxes).map((line) => line.text);
    expect(read.indexOf('Experience')).toBe(read.indexOf('Supply Planner, Danone, 2019 – Present') - 1);
    expect(read.indexOf('Studies')).toBe(read.indexOf('Master Supply Chain, ENCG, 2016') - 1);
    expect(read.indexOf('Skills')).toBe(read.indexOf('SAP APO, Demand forecasting,') - 1);
  });

  it('reads a bio-data table whose plain rows sit on their value and whose section rows are centred with an offset', () => {
    // LibreOffice: the details rows' labels on their value's baseline; each section's heading 7
    // points below the middle of its content (the paragraphs' spacing); a title above the table.
    const boxes = [
      box('RESUME', 258, 58.3, 80, 17),
      box('Name', 44, 82.4, 30),
      box('Venkatalakshmi Ramachandran', 172, 82.4),
      box('Date of Birth', 44, 97.5, 60),
      box('14 March 1988', 172, 97.5),
      box('Mobile', 44, 112.5, 30),
      box('94431 58762', 172, 112.5),
      box('Career Objective', 44, 185.9, 90),
      box('To teach mathematics to young learners', 172, 172.7),
      box('with patience.', 172, 185.0),
      box('Work Experience', 44, 267.0, 90),
      box('Primary Teacher, TVS Lakshmi School', 172, 214.2),
      box('Class teacher for standards III and IV.', 172, 240.6),
      box('Assistant Teacher, Mahatma Montessori', 172, 267.0),
      box('School, 2010 – 2014', 172, 279.2),
      box('Taught mathematics to standard II.', 172, 305.6),
      box('Educational', 44, 349.0, 60),
      box('Qualifications', 44, 361.2, 70),
      box('B.Ed, Madurai Kamaraj University, 2010', 172, 334.8),
      box('B.Sc Mathematics, Fatima College, 2009', 172, 361.2),
      box('Computer Skills', 44, 397.5, 80),
      box('MS Office, Google Classroom', 172, 390.4),
    ];
    const read = orderTextBoxes(boxes).map((line) => line.text);
    expect(read.indexOf('Work Experience')).toBe(read.indexOf('Primary Teacher, TVS Lakshmi School') - 1);
    expect(read.indexOf('Qualifications')).toBe(read.indexOf('B.Ed, Madurai Kamaraj University, 2010') - 1);
    expect(read.indexOf('Computer Skills')).toBe(read.indexOf('MS Office, Google Classroom') - 1);
    expect(read.indexOf('Name')).toBe(read.indexOf('Venkatalakshmi Ramachandran') - 1);
  });

  it('reads each heading before its content when the content starts lower, past its paragraph margin', () => {
    // Chromium keeps a paragraph's top margin in the cell: the content starts 9.7 points below its
    // heading, and the first headings stand in bands of their own.
    const boxes = [
      box('SUMMARY', 99, 139.5, 70),
      box('Nine years implementing SAP finance.', 197, 149.2),
      box('S/4HANA migrations.', 197, 160.5),
      box('EMPLOYMENT', 72, 195.0, 96),
      box('HISTORY', 107, 206.2, 61),
      box('SAP FICO Lead, Hexaware, 2020 – Present', 197, 204.7),
      box('Led an S/4HANA migration.', 197, 225.7),
      box('QUALIFICATIONS', 48, 302.2, 120),
      box('ACMA, Institute of Cost Accountants of India, 2015', 197, 311.9),
      box('CORE', 132, 367.5, 36),
      box('COMPETENCIES', 59, 378.7, 109),
      box('S/4HANA Finance, Asset accounting', 197, 377.2),
      box('DECLARATION', 70, 423.0, 98),
      box('I hereby declare that the above is true.', 197, 432.7),
    ];
    const read = orderTextBoxes(boxes).map((line) => line.text);
    expect(read.indexOf('HISTORY')).toBe(read.indexOf('SAP FICO Lead, Hexaware, 2020 – Present') - 1);
    expect(read.indexOf('SUMMARY')).toBe(read.indexOf('Nine years implementing SAP finance.') - 1);
    expect(read.indexOf('QUALIFICATIONS')).toBe(read.indexOf('ACMA, Institute of Cost Accountants of India, 2015') - 1);
    expect(read.indexOf('COMPETENCIES')).toBe(read.indexOf('S/4HANA Finance, Asset accounting') - 1);
  });

  it('still reads a sidebar of contacts and skills before the main column', () => {
    const boxes = [
      box('CONTACT', 40, 145, 60),
      box('+91 98400 55667', 40, 157, 80),
      box('asha@example.com', 40, 169, 80),
      box('SKILLS', 40, 195, 60),
      box('Python', 40, 207, 60),
      box('SQL', 40, 219, 60),
      box('LANGUAGES', 40, 245, 60),
      box('English', 40, 257, 60),
      box('Experience', 200, 140),
      box('Analyst, Acme, 2019 – Present', 200, 153),
      box('Built the reporting stack.', 200, 166),
      box('Education', 200, 200),
      box('BSc Statistics, 2018', 200, 213),
    ];
    const read = orderTextBoxes(boxes).map((line) => line.text);
    expect(read.slice(0, 8)).toEqual([
      'CONTACT',
      '+91 98400 55667',
      'asha@example.com',
      'SKILLS',
      'Python',
      'SQL',
      'LANGUAGES',
      'English',
    ]);
  });
});

describe('a name wrapping in a details table', () => {
  it("joins the value cell's second line when the next row's label follows it", () => {
    const found = extractName(
      lines('CURRICULUM VITAE', 'Name', 'Venkatalakshmi', 'Ramachandran', 'Date of Birth', '14 March 1988'),
    );
    expect(found?.name).toBe('Venkatalakshmi Ramachandran');
    expect(extractName(lines('Name', 'Gopalakrishnan Subbiah', 'Nadar', "Father's Name", 'S. Subbiah Nadar'))?.name).toBe(
      'Gopalakrishnan Subbiah Nadar',
    );
  });

  it('reads a name whose cell LibreOffice splits around its centred label', () => {
    const read = lines(
      'CURRICULUM VITAE',
      'Dr. Shivakumar',
      'Name',
      'Position',
      'Consultant Orthopaedic Surgeon',
      'Gowda',
      'Clinic: 080 2502 4444',
    );
    expect(extractName(read, ['dr.shivakumar.gowda.ortho@manipal-hospitals.co.in'])?.name).toBe('Shivakumar Gowda');
    // Without the e-mail address spelling it, the line above a label is nobody's name.
    expect(extractName(lines('Profile', 'Asha Verghese', 'Name', 'Position', 'Gowda'), ['kumar@x.in'])?.name).not.toBe(
      'Asha Verghese Gowda',
    );
  });

  it('prefers the value split around its label to the half under it, when the e-mail address spells both', () => {
    const read = lines('PERSONAL PROFILE', 'Lavanya', 'Name', 'Subramani', 'Date of Birth', '01-01-1990');
    expect(extractName(read, ['lavanya.subramani@gmail.com'])?.name).toBe('Lavanya Subramani');
  });

  it('takes no label or value of the next row', () => {
    expect(extractName(lines('Name', 'Rohan Mehta', 'Nationality', 'Indian'))?.name).toBe('Rohan Mehta');
    expect(extractName(lines('Name', 'Rohan Mehta', 'Date of Birth', '04/11/1987'))?.name).toBe('Rohan Mehta');
  });
});

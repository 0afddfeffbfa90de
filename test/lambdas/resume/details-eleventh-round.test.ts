import { describe, expect, it } from 'vitest';
import { headingKind } from '../../../lambdas/resume/headings';
import { extractName } from '../../../lambdas/resume/fields/name';
import { findPhones } from '../../../lambdas/resume/fields/phone';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { countryWritten, findPlace, nationalities } from '../../../lambdas/resume/fields/region';
import { extractSections } from '../../../lambdas/resume/fields/sections';
import { box, texts } from './support/text-boxes';
import { lines, scanned, sized } from './support/text-lines';

/** Rules for personal-details tables by an independent author, round eleven (details.ts d450–d457). */

describe('headings of West African, Gulf and Sri Lankan forms', () => {
  it('reads the schools and certificates of a West African form as education', () => {
    expect(headingKind('EDUCATIONAL INSTITUTIONS ATTENDED WITH DATES')).toBe('education');
    expect(headingKind('ACADEMIC QUALIFICATIONS OBTAINED WITH DATES')).toBe('education');
    expect(headingKind('Schools Attended')).toBe('education');
    expect(headingKind('CERTIFICATES OBTAINED')).toBe('education');
    // Certificates alone stay what they were: a section of their own, not the degrees.
    expect(headingKind('Certificates')).toBe('other');
  });

  it('reads a heading qualified by a word or two in brackets', () => {
    expect(headingKind('WORK EXPERIENCE (GULF)')).toBe('experience');
    expect(headingKind('Professional Experience (9 Years)')).toBe('experience');
    expect(headingKind('Education (India):')).toBe('education');
    expect(headingKind('Python (Advanced)')).toBeUndefined();
    expect(headingKind('Experience (with chillers, VRF and package units)')).toBeUndefined();
  });

  it('reads a heading of jobs qualified after a dash, and nothing else so', () => {
    expect(headingKind('WORK EXPERIENCE – GULF')).toBe('experience');
    expect(headingKind('Work Experience - India:')).toBe('experience');
    expect(headingKind('Skills – Python')).toBeUndefined();
    expect(headingKind('Education - B.Sc')).toBeUndefined();
  });

  it('reads the words bio-data forms qualify their headings with', () => {
    expect(headingKind('COMPUTER LITERACY')).toBe('skills');
    expect(headingKind('Computer Exposure')).toBe('skills');
    expect(headingKind('Skill Sets')).toBe('skills');
    expect(headingKind('Job Experience')).toBe('experience');
    expect(headingKind('PRESENT EMPLOYER')).toBe('experience');
    expect(headingKind('Particulars of Experience')).toBe('experience');
    expect(headingKind('Experience Abroad')).toBe('experience');
    expect(headingKind('Positions Held with Dates')).toBe('experience');
    expect(headingKind('EXAMINATIONS PASSED')).toBe('education');
    expect(headingKind('Educational Attainment')).toBe('education');
    expect(headingKind('Extra Qualification')).toBe('education');
    // Heading words without a head noun are still no heading.
    expect(headingKind('Present Address')).toBeUndefined();
    expect(headingKind('Seminars Attended')).toBeUndefined();
  });

  it('ends a section at a passport grid', () => {
    const sections = extractSections(
      lines('EDUCATIONAL QUALIFICATION', 'SSLC', 'Kerala State Board', 'PASSPORT DETAILS', 'Passport No.', 'T 4587123'),
    );
    expect(sections.education).toBe('SSLC\nKerala State Board');
  });
});

describe('the name a bio-data prints over its table', () => {
  it('takes the printed name over the whole name of a "Full Name" row when its words are among it', () => {
    const form = lines(
      'CURRICULUM VITAE',
      'NIMALI SANJEEWANI PERERA',
      'Full Name',
      ':',
      'Warnakulasuriya Arachchige Nimali Sanjeewani Perera',
      'Name with Initials',
      ':',
      'W. A. N. S. Perera',
    );
    expect(extractName(form, ['nimali.perera88@gmail.com'])?.name).toBe('Nimali Sanjeewani Perera');
  });

  it('keeps the labelled name when the printed line is another', () => {
    const form = lines('CURRICULUM VITAE', 'QUANTITY SURVEYOR', 'Full Name', ':', 'Nimali Sanjeewani Perera');
    expect(extractName(form, [])?.name).toBe('Nimali Sanjeewani Perera');
  });

  it('reads a title whose letter spacing lost its word gap', () => {
    const form = sized(
      ['CURRICULUMVITAE', 16],
      ['NIMALI SANJEEWANI PERERA', 13],
      ['Full Name', 10.5],
      [':', 10.5],
      ['Warnakulasuriya Arachchige Nimali Sanjeewani Perera', 10.5],
    );
    expect(extractName(form, [])?.name).toBe('Nimali Sanjeewani Perera');
  });
});

describe('the nationality of a scanned details table', () => {
  it('reads the value a line further when the scan read the row labels first', () => {
    const table = scanned('Nationality', 'Religion', 'Sri Lankan', 'Roman Catholic', 'Mobile', '077 123 4567');
    expect(nationalities(table)).toEqual(['LK']);
    expect(findPhones(table)[0]?.value).toBe('+94 77 123 4567');
  });

  it('does not look past the next line in a text layer', () => {
    expect(nationalities(lines('Nationality', 'Religion', 'Sri Lankan'))).toEqual([]);
  });
});

describe('a table of dates beside jobs over a section heading', () => {
  it('reads the rows one by one, not the dates, the heading and then the jobs', () => {
    // LibreOffice's PDF of a Ghanaian CV (d454), as drawn: text 10.5 pt, bottoms 15 pt apart.
    const at = (text: string, left: number, right: number, bottom: number) => box(text, left, bottom - 10.5, right - left, 10.5);
    const boxes = [
      at('•', 74.4, 78.1, 566.2),
      at('BECE (Aggregate 08) — 2007 – 2010', 88.6, 264.7, 566.2),
      at('WORK EXPERIENCE', 63.1, 166.8, 594.1),
      at('Sept. 2020 – Present', 53.4, 151.9, 614.3),
      at('Tema Oil Refinery (TOR) Limited', 191.5, 353.0, 614.3),
      at('Position: Procurement Officer', 191.5, 328.5, 629.4),
      at('Duties: Preparation of tender documents, evaluation of bids, maintaining', 191.5, 526.8, 644.5),
      at('the supplier database and monthly procurement reports to the Entity', 191.5, 507.6, 659.6),
      at('Tender Committee.', 191.5, 281.3, 674.7),
      at('Sept. 2018 – Aug. 2019', 53.4, 163.6, 694.3),
      at('Ghana Ports and Harbours Authority, Tema', 191.5, 407.8, 694.3),
      at('Position: National Service Personnel', 191.5, 361.2, 709.4),
      at('Duties: Stores receipts and issues, filing of local purchase orders.', 191.5, 495.3, 724.5),
      at('SKILLS', 63.1, 100.4, 753.8),
      at('•', 74.4, 78.1, 773.7),
      at('Tender evaluation (GHANEPS)', 88.6, 233.8, 773.7),
    ];
    expect(texts(boxes).slice(2, 14)).toEqual([
      'WORK EXPERIENCE',
      'Sept. 2020 – Present',
      'Tema Oil Refinery (TOR) Limited',
      'Position: Procurement Officer',
      'Duties: Preparation of tender documents, evaluation of bids, maintaining',
      'the supplier database and monthly procurement reports to the Entity',
      'Tender Committee.',
      'Sept. 2018 – Aug. 2019',
      'Ghana Ports and Harbours Authority, Tema',
      'Position: National Service Personnel',
      'Duties: Stores receipts and issues, filing of local purchase orders.',
      'SKILLS',
    ]);
  });
});

describe('the present address, not the permanent one', () => {
  it('leaves out a permanent address over several lines of a table, before the present one', () => {
    const form = lines(
      'BIO-DATA',
      'Permanent Address',
      ':',
      '5/112, Kamarajar Salai,',
      'K. Pudur,',
      'Madurai - 625 007, Tamil Nadu.',
      'Present Address',
      ':',
      'No. 14/3, 2nd Cross Street,',
      'Chennai - 600 061, Tamil Nadu.',
      'E-mail ID',
      ':',
      'saravanan.r1992@gmail.com',
    );
    expect(findPlace(form).city).toBe('Chennai');
  });

  it('leaves out a permanent address on its label line', () => {
    const form = lines(
      'Permanent Address : 5/112, Kamarajar Salai, Madurai - 625 007, Tamil Nadu.',
      'Temporary Address : No. 14/3, 2nd Cross Street, Chennai - 600 061.',
      'E-mail : saravanan.r1992@gmail.com',
    );
    expect(findPlace(form).city).toBe('Chennai');
  });

  it('reads the permanent address when it is the only one', () => {
    const form = lines(
      'Permanent Address',
      ':',
      '5/112, Kamarajar Salai,',
      'Madurai - 625 007, Tamil Nadu.',
      'E-mail',
      ':',
      'r@x.com',
    );
    expect(findPlace(form).city).toBe('Madurai');
  });
});

describe('the nationality over a town the gazetteer places elsewhere', () => {
  const nepali = (address: string) =>
    lines(
      'CURRICULUM VITAE',
      'Name',
      ':',
      'BIKASH THAPA MAGAR',
      'Nationality',
      ':',
      'Nepali',
      'Temporary Address',
      ':',
      address,
      'Mobile',
      ':',
      '9841234567',
      'E-mail',
      ':',
      'bikashthapamagar@outlook.com',
    );

  it("reads a national number in the nationality's country when it reads there too", () => {
    expect(extractFields(nepali('Kupondole-10, Lalitpur')).phone).toBe('+977 984 1234567');
  });

  it('keeps the country the address writes out', () => {
    expect(extractFields(nepali('Civil Lines, Lalitpur, Uttar Pradesh')).phone).toBe('+91 98412 34567');
    expect(countryWritten(lines('Flat 304, Al Qusais 1, Dubai, U.A.E.'), 'AE')).toBe(true);
    expect(countryWritten(lines('Kupondole-10, Lalitpur'), 'IN')).toBe(false);
  });

  it("keeps the place's country when every number has its +code", () => {
    const gulf = lines(
      'ANIL KUMAR PILLAI',
      'Mobile (UAE) : +971 55 123 4567',
      'Mobile (India) : +91 94470 12345',
      'E-mail : anilpillai.hvac@gmail.com',
      'Present Address : Flat 304, Al Qusais Building 7, Dubai',
      'Nationality : Indian',
    );
    expect(extractFields(gulf).phone).toBe('+971 55 123 4567');
  });
});

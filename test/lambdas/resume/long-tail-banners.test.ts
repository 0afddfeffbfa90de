import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { findEmails } from '../../../lambdas/resume/fields/email';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { extractName } from '../../../lambdas/resume/fields/name';
import { findPhones } from '../../../lambdas/resume/fields/phone';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { headingKind } from '../../../lambdas/resume/headings';
import { box, texts } from './support/text-boxes';
import { lines, sized } from './support/text-lines';

/** Rules for dark full-width top banners (development.ts d242–d253). */

describe('a name in a banner', () => {
  it('leaves a chartership after a comma out ("Venkatesan, ACA"), on one line or two', () => {
    expect(extractName(lines('Rajeshwari Venkatesan, ACA', 'Chartered Accountant'))?.name).toBe('Rajeshwari Venkatesan');
    expect(extractName(sized(['Rajeshwari', 20], ['Venkatesan, ACA', 20], ['Chartered Accountant', 11]))?.name).toBe(
      'Rajeshwari Venkatesan',
    );
    expect(extractName(lines('Olumide Adeyemi, RN', 'Emergency nurse'))?.name).toBe('Olumide Adeyemi');
  });

  it('joins a name in display type broken at its hyphen, past a neighbouring cell in smaller type', () => {
    expect(extractName(sized(['TENDAI MOKOENA-', 26], ['DLAMINI', 26], ['Exploration Geologist', 11]))?.name).toBe(
      'Tendai Mokoena-Dlamini',
    );
    const beside = sized(
      ['Aidan', 26],
      ['O’Sullivan-', 26],
      ['Mobile', 8.5],
      ['07911 123456', 8.5],
      ['Email aidan@example.com', 8.5],
      ['Clarke', 26],
      ['Product Marketing Manager', 11],
    );
    expect(extractName(beside)?.name).toBe('Aidan O’Sullivan-Clarke');
    expect(
      extractName(sized(['MARÍA JOSÉ', 22], ['GUTIÉRREZ-', 22], ['Cell', 9], ['+1 305 555 0187', 9], ['LÓPEZ', 22]))?.name,
    ).toBe('María José Gutiérrez-López');
  });

  it('reads a double surname whose second part has an "O’" ("Fitzpatrick-O’Donoghue")', () => {
    expect(extractName(lines('Niamh Fitzpatrick-O’Donoghue, FCCA', 'Group Financial Controller'))?.name).toBe(
      'Niamh Fitzpatrick-O’Donoghue',
    );
    expect(extractName(lines("Sean Smith-O'Brien", 'Engineer'))?.name).toBe("Sean Smith-O'Brien");
  });

  it('joins a surname with its particle under the given names ("ANA PAULA" / "DE OLIVEIRA-" / "SANTOS")', () => {
    const name = sized(['ANA PAULA', 22], ['DE OLIVEIRA-', 22], ['SANTOS', 22], ['IT Project Manager', 11]);
    expect(extractName(name)?.name).toBe('Ana Paula de Oliveira-Santos');
  });

  it('does not join a hyphen in body type or a rest in lower case', () => {
    expect(extractName(sized(['Problem-', 10.5], ['Solving', 10.5]))).toBeUndefined();
    expect(extractName(sized(['Anna Berg', 26], ['Data-', 26], ['driven analyst', 26]))?.name).toBe('Anna Berg');
  });
});

describe('contacts wrapped in narrow banner cells', () => {
  it('joins an address cut twice, and one after an "E" letter mark', () => {
    const found = (...texts: string[]) => findEmails(lines(...texts)).map((e) => e.value);
    expect(found('Email aidan.osullivan-', 'clarke@mail.brightwave-', 'digital.co.uk')).toEqual([
      'aidan.osullivan-clarke@mail.brightwave-digital.co.uk',
    ]);
    expect(found('E katharina.von-', 'hohenstein@iais.fraunhofer.de')).toEqual(['katharina.von-hohenstein@iais.fraunhofer.de']);
  });

  it('joins a LinkedIn address cut after a hyphen, its rest alone on a line', () => {
    expect(findLinks(lines('in linkedin.com/in/k-', 'von-hohenstein')).linkedin).toBe('https://linkedin.com/in/k-von-hohenstein');
    expect(findLinks(lines('linkedin.com/in/eleanor-fitzgerald-', 'Clapham, London')).linkedin).toBe(
      'https://linkedin.com/in/eleanor-fitzgerald-',
    );
  });

  it('parts a label cell glued to its value by a LibreOffice PDF ("Emailrahul.d@…", "LinkedInlinkedin.com/in/…")', () => {
    const fields = extractFields(lines('Emailrahul.deshpande@example.co.in', 'LinkedInlinkedin.com/in/ana-paula'));
    expect(fields.email).toBe('rahul.deshpande@example.co.in');
    expect(fields.linkedin).toBe('https://linkedin.com/in/ana-paula');
    expect(extractFields(lines('emailme@example.com')).email).toBe('emailme@example.com');
  });

  it('gives each wrapped number of a row its own rest from the line of rests', () => {
    const phones = findPhones(lines('T +49 (0)', 'M +49 176', 'E k@example.de', '2241 14-2345 2345 6789', 'A 53115 Bonn'), 'DE');
    expect(phones.map((p) => [p.value, p.kind])).toEqual([
      ['+49 2241 142345', 'landline'],
      ['+49 176 23456789', 'mobile'],
    ]);
  });
});

describe('the place in a banner', () => {
  it('reads a city before a British postal district ("London SW4")', () => {
    expect(findPlace(lines('Clapham, London SW4')).city).toBe('London');
    expect(findPlace(lines('Tower B2')).city).toBeUndefined();
  });

  it('leaves out a label cell read with the address ("Home Coral Gables, FL 33134")', () => {
    expect(findPlace(lines('Home Coral Gables, FL 33134'))).toEqual({ city: 'Coral Gables', country: 'US' });
  });
});

describe('section headings of a profession', () => {
  it.each([
    ['Education & Chartership', 'education'],
    ['Education & Licensure', 'education'],
    ['Methods & Tools', 'skills'],
  ])('%s is a heading of %s', (heading, kind) => {
    expect(headingKind(heading)).toBe(kind);
  });

  it('reads a table of headings as one even where its first rows pass for details rows with wrapped values', () => {
    // A LibreOffice PDF's boxes (text, left, top, width, size): a banner, then the table of sections.
    const page: [string, number, number, number, number][] = [
      ['Ada N. Example-Surname', 42.6, 40.8, 391.1, 24],
      ['Registered Nurse — Emergency Department', 44.6, 85.8, 297.8, 11],
      ['☎', 42.6, 100.7, 13.1, 10.5],
      ['Cell (917) 555-', 59.1, 102.7, 63.3, 8.5],
      ['0143', 42.6, 113.1, 21.6, 8.5],
      ['☎', 134.5, 100.7, 13.1, 10.5],
      ['Work (201) 555-', 150.9, 102.7, 69.5, 8.5],
      ['0178', 134.5, 113.1, 21.6, 8.5],
      ['✉', 231, 100.7, 8.8, 10.5],
      ['ada.example@hospital.example.org', 231, 113.1, 222.5, 8.5],
      ['⌂', 461.8, 100.7, 6.7, 10.5],
      ['Jersey City, NJ', 471.8, 102.7, 59.4, 8.5],
      ['07302', 461.8, 113.1, 27, 8.5],
      ['Profile', 44, 124.2, 33.1, 10.5],
      ['Emergency nurse with seven years in Level I trauma centres; charge nurse', 153.6, 124.2, 395.2, 10.5],
      ['on nights.', 153.6, 136.5, 52.2, 10.5],
      ['Clinical Experience', 44, 165.7, 99.7, 10.5],
      ['Staff Nurse, Emergency Department', 153.6, 165.7, 214.5, 10.5],
      ['— Riverside University Medical', 371.7, 165.7, 176.6, 10.5],
      ['Center 2019 – Present', 153.6, 177.9, 117.1, 10.5],
      ['Charge nurse for a 60-bed ED three nights a week.', 153.6, 204.3, 267.6, 10.5],
      ['Staff Nurse', 153.6, 230.7, 66.6, 10.5],
      ['— City Hospital 2016 – 2019', 223.6, 230.7, 254.5, 10.5],
      ['Trauma bay and triage.', 153.6, 257.1, 123.8, 10.5],
      ['Education &', 44, 286.3, 63.7, 10.5],
      ['Licensure', 44, 298.6, 50.5, 10.5],
      ['BSN, State School of Nursing, 2016', 153.6, 286.3, 198.2, 10.5],
      ['RN License, two states', 153.6, 312.7, 198.8, 10.5],
      ['Clinical Skills', 44, 341.9, 68.1, 10.5],
      ['•', 174.9, 341.9, 3.7, 10.5],
      ['ACLS', 189.1, 341.9, 26.9, 10.5],
      ['•', 174.9, 354.2, 3.7, 10.5],
      ['PALS', 189.1, 354.2, 25.9, 10.5],
      ['•', 174.9, 366.4, 3.7, 10.5],
      ['TNCC', 189.1, 366.4, 28.9, 10.5],
      ['•', 174.9, 378.7, 3.7, 10.5],
      ['Epic ASAP', 189.1, 378.7, 52.6, 10.5],
    ];
    const read = texts(page.map(([text, left, top, width, size]) => box(text, left, top, width, size)));
    expect(read.slice(read.indexOf('Profile'), read.indexOf('Clinical Skills') + 1)).toEqual([
      'Profile',
      'Emergency nurse with seven years in Level I trauma centres; charge nurse',
      'on nights.',
      'Clinical Experience',
      'Staff Nurse, Emergency Department — Riverside University Medical',
      'Center 2019 – Present',
      'Charge nurse for a 60-bed ED three nights a week.',
      'Staff Nurse — City Hospital 2016 – 2019',
      'Trauma bay and triage.',
      'Education &',
      'Licensure',
      'BSN, State School of Nursing, 2016',
      'RN License, two states',
      'Clinical Skills',
    ]);
  });
});

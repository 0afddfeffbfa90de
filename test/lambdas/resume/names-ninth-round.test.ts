/**
 * Ninth round (development.ts d274–d283): names over lines in a dark sidebar (a surname in
 * capitals above the given names, a middle initial on a line of its own), names in spaced
 * capitals (a separator dot, an apostrophe spaced like a letter), an address wrapped after a
 * district, a portfolio's bare domain in a row of contacts, section headings in other languages,
 * and a heading under a table of dates beside jobs.
 */
import { describe, expect, it } from 'vitest';
import { headingKind, isAnyHeading } from '../../../lambdas/resume/headings';
import { asName, dottedCapitals, extractName, givenNamesFirst } from '../../../lambdas/resume/fields/name';
import { findPlace, isBareDomain } from '../../../lambdas/resume/fields/region';
import { box, texts } from './support/text-boxes';
import { lines, sized } from './support/text-lines';

describe('a surname in capitals above the given names', () => {
  it('reads the name in natural order when the e-mail address spells the given name first', () => {
    const read = sized(['OKAFOR', 22], ['Chidinma', 22], ['Grace', 22], ['Chartered Accountant', 10], ['CONTACT', 9.5]);
    expect(extractName(read, ['chidinma.okafor-ca@yahoo.com'])?.name).toBe('Chidinma Grace Okafor');
    const word = lines('OKAFOR', 'Chidinma Grace', 'Chartered Accountant (ICAN)', 'CONTACT', 'chidinma.okafor-ca@yahoo.com');
    expect(extractName(word, ['chidinma.okafor-ca@yahoo.com'])?.name).toBe('Chidinma Grace Okafor');
  });

  it('keeps the order as set otherwise: a given name in capitals over a surname in natural case', () => {
    expect(givenNamesFirst('MARIA Garcia', 'Maria Garcia', ['maria.garcia@mail.com'])).toBe('Maria Garcia');
    expect(givenNamesFirst('OKAFOR Chidinma', 'Okafor Chidinma', ['okafor.chidinma@mail.com'])).toBe('Okafor Chidinma');
    expect(givenNamesFirst('OKAFOR Chidinma', 'Okafor Chidinma', [])).toBe('Okafor Chidinma');
    expect(givenNamesFirst('Chidinma OKAFOR', 'Chidinma Okafor', ['chidinma.okafor@mail.com'])).toBe('Chidinma Okafor');
  });
});

describe('given names over lines under a surname in capitals, in a Word sidebar', () => {
  it('stops before the role under a line of two given names', () => {
    const word = lines('KOWALCZYK', 'Marta Zofia', 'Analityczka Finansowa', 'CONTACT', 'marta.kowalczyk@wp.pl');
    expect(extractName(word, ['marta.kowalczyk@wp.pl'])?.name).toBe('Marta Zofia Kowalczyk');
  });
});

describe('a given name broken after its hyphen on the first line', () => {
  it('is joined before the rest of the name', () => {
    const read = sized(['Jean-', 26], ['Pierre', 26], ['K.', 26], ['Moreau', 26], ['Chef de projet BTP', 10.5]);
    expect(extractName(read, ['jp.moreau@orange.fr'])?.name).toBe('Jean-Pierre K. Moreau');
  });
});

describe('a middle initial on a line of its own', () => {
  it('goes on to the surname under it', () => {
    const read = sized(['Anna-Lena', 21], ['M.', 21], ['Schröder', 21], ['KONTAKT', 9.5], ['Mobil: +49 151 2345 6789', 9]);
    expect(extractName(read, ['al.schroeder@posteo.de'])?.name).toBe('Anna-Lena M. Schröder');
    // LibreOffice puts the role, in smaller type, between the initial and the surname.
    const between = sized(['Anna-Lena', 21], ['M.', 21], ['Projektleiterin Logistik', 15], ['Schröder', 21], ['KONTAKT', 9.5]);
    expect(extractName(between, ['al.schroeder@posteo.de'])?.name).toBe('Anna-Lena M. Schröder');
    const word = lines('Anna-Lena', 'M.', 'Schröder', 'KONTAKT', 'Telefon', 'al.schroeder@posteo.de');
    expect(extractName(word, ['al.schroeder@posteo.de'])?.name).toBe('Anna-Lena M. Schröder');
  });
});

describe('names in spaced capitals', () => {
  it('reads a dot between the words, on the line or on a line of its own', () => {
    expect(dottedCapitals('ANNA · KOWALSKA')).toBe('Anna Kowalska');
    expect(dottedCapitals('Figma · Miro')).toBeUndefined();
    expect(dottedCapitals('SQL')).toBeUndefined();
    const read = sized(['ANNA', 24], ['·', 24], ['KOWALSKA', 24], ['U X RESEARCHER', 10], ['O MNIE', 10]);
    expect(extractName(read, ['anna.kowalska.ux@gmail.com'])?.name).toBe('Anna Kowalska');
  });

  it('spaces an apostrophe or a hyphen like a letter', () => {
    expect(asName('O ’ S H A U G H N E S S Y')).toBe('O’Shaughnessy');
    expect(asName('A N N E - M A R I E')).toBe('Anne-Marie');
    const read = sized(['D A R A', 20], ['O ’ S H A U G H N E S S Y', 20], ['Site Reliability Engineer', 9.5]);
    expect(extractName(read, ['dara@oshaughnessy.ie'])?.name).toBe('Dara O’Shaughnessy');
  });
});

describe('places', () => {
  it('reads an address wrapped after its district on to the city and country on the next line', () => {
    const read = lines('Address', '14B Admiralty Way, Lekki', 'Phase 1, Lagos, Nigeria');
    expect(findPlace(read)).toEqual({ city: 'Lagos', country: 'NG' });
    expect(findPlace(lines('Address', 'Koramangala, Bengaluru', 'Karnataka, India')).city).toBe('Bengaluru');
  });

  it('passes over a bare domain at the end of a row of contacts', () => {
    expect(isBareDomain('annakowalska.design')).toBe(true);
    expect(isBareDomain('St. Louis')).toBe(false);
    const read = lines('+48 601 234 567 | anna.kowalska.ux@gmail.com | Warszawa, Polska | annakowalska.design');
    expect(findPlace(read)).toEqual({ city: 'Warszawa', country: 'PL' });
  });
});

describe('section headings in other languages', () => {
  it('knows experience, education and skills in German, Portuguese, Spanish and Polish', () => {
    expect(headingKind('Berufserfahrung')).toBe('experience');
    expect(headingKind('EXPERIÊNCIA PROFISSIONAL')).toBe('experience');
    expect(headingKind('Experiencia Laboral')).toBe('experience');
    expect(headingKind('DOŚWIADCZENIE')).toBe('experience');
    expect(headingKind('Formação Acadêmica')).toBe('education');
    expect(headingKind('Wykształcenie')).toBe('education');
    expect(headingKind('Kenntnisse')).toBe('skills');
    expect(headingKind('UMIEJĘTNOŚCI')).toBe('skills');
    expect(headingKind('Tooling')).toBe('skills');
  });

  it('never takes a heading such as "O mnie" or "Kontakt" for a name', () => {
    expect(isAnyHeading('O MNIE')).toBe(true);
    expect(asName('O MNIE')).toBeUndefined();
    expect(asName('Kontakt')).toBeUndefined();
  });
});

describe('a section heading under a table of dates beside jobs', () => {
  it('is read after the jobs, with the lines across the column under it', () => {
    // A main column 229–525 pt wide as Chromium sets it: dates at 229 in 9 pt, jobs at 303.
    const dates = [box('2020 –', 229, 178, 31, 9), box('Present', 229, 188, 34, 9), box('2014 – 2020', 229, 232, 56, 9)];
    const jobs = [
      ['Unit Manager, ICU', 178],
      ['Netcare Milpark Hospital', 189],
      ['Runs a 16-bed trauma ICU with 42 nursing', 202],
      ['staff.', 213],
      ['Professional Nurse', 232],
      ['Chris Hani Baragwanath Academic Hospital', 244],
      ['Adult ICU rotations; precepted community-', 257],
      ['service nurses.', 268],
    ].map(([text, top]) => box(text as string, 303, top as number, 215));
    const heading = box('Experience', 229, 150, 80, 12);
    const after = [
      box('Education', 229, 301, 67, 12),
      box('Bachelor of Nursing, University of the Witwatersrand, 2013', 229, 322, 296),
    ];
    const read = texts([heading, ...dates, ...jobs, ...after]);
    expect(read.indexOf('Education')).toBe(read.indexOf('service nurses.') + 1);
    expect(read.at(-1)).toBe('Bachelor of Nursing, University of the Witwatersrand, 2013');
  });
});

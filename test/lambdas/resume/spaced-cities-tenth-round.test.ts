/**
 * Tenth round (development.ts d322–d331): names in letter-spaced capitals and display type, and the
 * city where real resumes put it (a "Based in" line, a label in the resume's own language, a
 * province in brackets after the city).
 */
import { describe, expect, it } from 'vitest';
import { extractName, givenNamesByInitials } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { headingKind } from '../../../lambdas/resume/headings';
import { isLetterSpaced, mergeLetterSpacedWords } from '../../../lambdas/resume/text/pdf';
import { joinTypedLetterSpacing } from '../../../lambdas/resume/text/plain-text';
import type { TextBox } from '../../../lambdas/resume/text/text-box';
import { lines, sized } from './support/text-lines';

const box = (text: string, left: number, right: number): TextBox => ({ text, left, right, top: 0, bottom: 26, fontSize: 26 });

describe('cities in the tenth round', () => {
  it('reads the city after "Based in" or "Living in" without a colon', () => {
    expect(findPlace(lines('Hotel Revenue Manager', 'Based in Split, Croatia', 'Mob. +385 91 234 5678 ◆ a@b.com'))).toEqual({
      city: 'Split',
      country: 'HR',
    });
    expect(findPlace(lines('Living in Reading, Berkshire', 'a@b.com')).city).toBe('Reading');
    // A sentence that says "based in" is no address.
    expect(findPlace(lines('Product lead based in the Bay Area', 'a@b.com')).city).toBeUndefined();
  });

  it('reads the city after an address label in the resume’s own language, past a postcode’s label', () => {
    expect(findPlace(lines('a@b.com', 'Ubicación: São Paulo – SP, Brasil, CEP 01310-100'))).toEqual({
      city: 'São Paulo',
      country: 'BR',
    });
    expect(findPlace(lines('a@b.com', 'Endereço: Campinas – SP, Brasil, CEP'))).toEqual({ city: 'Campinas', country: 'BR' });
  });

  it('reads a town alone after a label that says it is the place, even one whose name is a word, as a last resort', () => {
    expect(findPlace(lines('Location: Reading', 'a@b.com'))).toEqual({ city: 'Reading' });
    expect(findPlace(lines('a@b.com', 'Lives in Bath'))).toEqual({ city: 'Bath' });
    expect(findPlace(lines('a@b.com', 'Location: Remote'))).toEqual({});
    // A surer place elsewhere in the contact block wins.
    expect(findPlace(lines('Location: Reading', 'a@b.com', '27 Eldon Road, Reading, Berkshire RG1 4DS'))).toEqual({
      city: 'Reading',
      country: 'GB',
    });
  });

  it('reads a place set in letter-spaced capitals, and a country in brackets', () => {
    expect(findPlace(lines('P U N E ,  I N D I A', 'a@b.com'))).toEqual({ city: 'Pune', country: 'IN' });
    expect(findPlace(lines('a@b.com', 'S Ã O  P A U L O ,  B R A S I L'))).toEqual({ city: 'São Paulo', country: 'BR' });
    expect(findPlace(lines('a@b.com', 'Pune (India)'))).toEqual({ city: 'Pune', country: 'IN' });
    // A label's country is no place: "Mobile No. (India)" names the number's country.
    expect(findPlace(lines('Mobile No. (India)', ':', '+91 98490 31276', 'a@b.com')).city).toBeUndefined();
  });

  it('reads a town before a whole British postcode, also one whose name is a word', () => {
    expect(findPlace(lines('a@b.com', 'Bath BA1 2QH'))).toEqual({ city: 'Bath', country: 'GB' });
    expect(findPlace(lines('a@b.com', '27 Eldon Road, Reading RG1 4DS'))).toEqual({ city: 'Reading', country: 'GB' });
  });

  it('reads a country’s two-letter code after one of its cities as the country, not a US state', () => {
    expect(findPlace(lines('a@b.com', 'Düsseldorf, DE'))).toEqual({ city: 'Düsseldorf', country: 'DE' });
    expect(findPlace(lines('a@b.com', 'Dover, DE'))).toEqual({ city: 'Dover', country: 'US' });
  });

  it('reads a city before its province in brackets, accented or not, also when the city is named as its province', () => {
    expect(findPlace(lines('Québec (Québec) G1R 4P5', 'Cell 418 555-0192 ◆ a@b.ca'))).toEqual({ city: 'Québec', country: 'CA' });
    expect(findPlace(lines('Montréal (Québec) H3A 1B1', 'a@b.ca'))).toEqual({ city: 'Montréal', country: 'CA' });
    expect(findPlace(lines('Gatineau, Quebec', 'a@b.ca'))).toEqual({ city: 'Gatineau', country: 'CA' });
    expect(findPlace(lines('a@b.ca', 'Québec, Canada'))).toEqual({ city: 'Québec', country: 'CA' });
    // A province after a city stays a province: "Washington" is no city of "Seattle, Washington, USA".
    expect(findPlace(lines('a@b.com', 'Seattle, Washington, USA'))).toEqual({ city: 'Seattle', country: 'US' });
    // Brackets that hold no province are left alone: no city in a job title's languages.
    expect(findPlace(lines('Conference Interpreter (Greek, French, English)', 'a@b.ca')).city).toBeUndefined();
  });
});

describe('names in the tenth round', () => {
  it('joins a typed letter-spaced name whose letter gaps are thin spaces and word gaps en spaces (DOCX, DOC)', () => {
    expect(
      joinTypedLetterSpacing(
        'A\u2009O\u2009I\u2009F\u2009E\u2002\u2002N\u2009Í\u2009B\u2009H\u2009R\u2009I\u2009A\u2009I\u2009N',
      ),
    ).toBe('AOIFE NÍBHRIAIN');
    // A place typed so, a comma between its parts (DOCX, DOC).
    expect(joinTypedLetterSpacing('S Ã O   P A U L O ,   B R A S I L')).toBe('SÃO PAULO, BRASIL');
    expect(joinTypedLetterSpacing('P U N E   ·   I N D I A')).toBe('PUNE · INDIA');
    // One kind of space throughout, one of each between letters and words: no wider gap, left alone.
    expect(joinTypedLetterSpacing('R\u2009A\u2009H\u2009U\u2009L')).toBe('R\u2009A\u2009H\u2009U\u2009L');
    expect(joinTypedLetterSpacing('R\u00a0A H\u00a0U L')).toBe('R\u00a0A H\u00a0U L');
  });

  it('reads an apostrophe spaced like a letter, beside a kerned pair, as part of a letter-spaced word (PDF)', () => {
    expect(isLetterSpaced('O ’ S U L L I VA N')).toBe(true);
    expect(mergeLetterSpacedWords([box('O ’ S U L L I VA N', 43, 254)]).map((b) => b.text)).toEqual(['O’SULLIVAN']);
    expect(isLetterSpaced('’ - ’ -')).toBe(true);
    expect(isLetterSpaced('Rock ’ n roll')).toBe(false);
  });

  it('joins two surnames on the line under the given names when the e-mail address spells both', () => {
    const emails = ['mj.garciafernandez@gmail.com'];
    expect(extractName(lines('MARÍA JOSÉ', 'GARCÍA FERNÁNDEZ', 'Gerente de Marketing Digital', emails[0]!), emails)?.name).toBe(
      'María José García Fernández',
    );
    // A line above a name (an address block's country) is no given name: the address starts with the name itself.
    expect(
      extractName(lines('Address', 'Cape Town 8001', 'South Africa', 'Zanele Dlamini', 'Financial Analyst'), [
        'zanele.dlamini@webmail.co.za',
      ])?.name,
    ).toBe('Zanele Dlamini');
    // Without the address's word, the second line is not taken for surnames.
    expect(extractName(lines('MARÍA JOSÉ', 'GARCÍA FERNÁNDEZ', 'a.b@gmail.com'), ['a.b@gmail.com'])?.name).toBe('María José');
  });

  it('parts given names whose word gap was lost by the initials in the e-mail address', () => {
    expect(givenNamesByInitials('Maríajosé García Fernández', ['mj.garciafernandez@gmail.com'])).toBe(
      'María José García Fernández',
    );
    expect(
      extractName(sized(['MARÍAJOSÉ', 20], ['GARCÍA FERNÁNDEZ', 20], ['Gerente de Marketing Digital', 10.5]), [
        'mj.garciafernandez@gmail.com',
      ])?.name,
    ).toBe('María José García Fernández');
    // Initials of every word as it stands ("mj" of Marjorie Jones) say nothing.
    expect(givenNamesByInitials('Marjorie Jones', ['mj.jones@gmail.com'])).toBe('Marjorie Jones');
    // A hyphenated given name is two names already.
    expect(givenNamesByInitials('Pieter-Jan van den Broek', ['pj.vandenbroek@web.de'])).toBe('Pieter-Jan van den Broek');
    // Two places where the cut could fall: left alone.
    expect(givenNamesByInitials('Annajojane Smith', ['aj.smith@gmail.com'])).toBe('Annajojane Smith');
    // Parts of the address that do not spell the rest of the name: left alone.
    expect(givenNamesByInitials('Maríajosé García', ['mj.perez@gmail.com'])).toBe('Maríajosé García');
  });
});

describe('headings in the tenth round', () => {
  it('reads "Languages & Skills" as the skills heading', () => {
    expect(headingKind('Languages & Skills')).toBe('skills');
    expect(headingKind('Skills and Languages')).toBe('skills');
    expect(headingKind('Languages')).toBe('other');
    expect(headingKind('Language Skills')).toBe('other');
  });
});

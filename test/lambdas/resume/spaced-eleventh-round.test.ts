/**
 * Eleventh round (authored/spaced.ts d442–d449): names in letter-spaced capitals, with the
 * contacts in a hairline row, a right-hand cell or only the page footer.
 */
import { describe, expect, it } from 'vitest';
import { extractName, withoutMonogram } from '../../../lambdas/resume/fields/name';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { headingColumnRows } from '../../../lambdas/resume/text/heading-column';
import { joinSmallCapitals } from '../../../lambdas/resume/text/pdf';
import type { TextBox } from '../../../lambdas/resume/text/text-box';
import { lines } from './support/text-lines';

/** A run of type on a baseline, `size` points tall. */
const run = (text: string, left: number, right: number, bottom: number, size: number): TextBox => ({
  text,
  left,
  right,
  top: bottom - size,
  bottom,
  fontSize: size,
  spaceAfter: true,
});

describe('places in rows of contacts (eleventh round)', () => {
  it('drops a phone label left at the row’s end once its number is taken out', () => {
    // A monogram template's footer: the office number's "Off:" was read as the last segment.
    expect(
      findPlace(lines('P.O. Box CT 4512, Cantonments, Accra | Mob: 024 412 7759 | Off: 030 276 4410 | k.b@yahoo.com')),
    ).toEqual({
      city: 'Accra',
      country: 'GH',
    });
    expect(findPlace(lines('Cantonments, Accra | Mob: 024 412 7759 | k.b@yahoo.com'))).toEqual({ city: 'Accra', country: 'GH' });
    // Not in a row with no e-mail address and no postcode (a referee's, an employer's): the label stays.
    expect(findPlace(lines('Cantonments, Accra | Mob: 024 412 7759'))).toEqual({});
    // Without a colon: "Cellulaire" is no segment after which the city must end (it gave the province, Québec).
    expect(
      findPlace(lines('Adresse : 4521, rue Saint-Denis, Montréal (Québec) H2J 2L1 | Cellulaire 514 823-4417 | me@videotron.ca')),
    ).toEqual({ city: 'Montréal', country: 'CA' });
  });

  it('reads the town after a postcode that ends a wrapped row of contacts', () => {
    // A centred contact row under a hairline, wrapped by LibreOffice between the postcode and the town.
    expect(
      findPlace(
        lines(
          'Cell. +39 347 812 4456 | g.d@outlook.it | Via Saragozza 112, 40135',
          'Bologna | behance.net/gd | linkedin.com/in/gd',
        ),
      ),
    ).toEqual({ city: 'Bologna', country: 'IT' });
    expect(findPlace(lines('M 070-318 42 96 | l@studio.se | Linnégatan 14, 413 04', 'Göteborg · studio.se'))).toEqual({
      city: 'Göteborg',
      country: 'SE',
    });
    // Wrapped after the street's comma, in a row with other contacts.
    expect(findPlace(lines('Cell. +39 347 812 4456 | g.d@outlook.it | Via Saragozza 112,', 'Bologna | behance.net/gd'))).toEqual({
      city: 'Bologna',
      country: 'IT',
    });
    // A registration number ending a title line is no postcode of the place under it.
    expect(findPlace(lines('Mechanical Engineer – HVAC | OEA Reg. No. 38214', 'Beirut, Lebanon'))).toEqual({
      city: 'Beirut',
      country: 'LB',
    });
  });

  it('reads a postcode of three and two digits before its town', () => {
    expect(findPlace(lines('Linnégatan 14, 413 04 Göteborg'))).toEqual({ city: 'Göteborg', country: 'SE' });
    // Not a number inside a sentence.
    expect(findPlace(lines('Managed 120 45 Berlin stores and more for the group')).city).toBeUndefined();
  });

  it('parts a row kept apart by single spaces at a bare domain', () => {
    // A Word file's runs of no-break spaces between the contacts collapsed to one space.
    expect(
      findPlace(lines('M 070-318 42 96 linnea@studio.se Linnégatan 14, 413 04 Göteborg studio.se instagram.com/studio')),
    ).toEqual({ city: 'Göteborg', country: 'SE' });
  });
});

describe('names in letter-spaced capitals (eleventh round)', () => {
  it('keeps the capital of an Italian articulated particle', () => {
    expect(extractName(lines('GIANCARLO DELLA VALLE', 'UX / UI Designer'), ['g.dellavalle@outlook.it'])?.name).toBe(
      'Giancarlo Della Valle',
    );
    expect(extractName(lines('Giancarlo Della Valle', 'UX / UI Designer'), [])?.name).toBe('Giancarlo Della Valle');
    // Spanish and Dutch particles stay small.
    expect(extractName(lines('TOMÁS DE LA FUENTE', 'Engineer'), [])?.name).toBe('Tomás de la Fuente');
  });

  it('joins tracked small capitals drawn one letter a run, and a tracked initial', () => {
    // Chromium under `font-variant: small-caps; letter-spacing: 6pt`: "Aroha M. Te" as 28 pt and 19.5 pt letters.
    const boxes = [
      run('A', 39.7, 59.9, 774.4, 28),
      run('R', 66, 79, 774.4, 19.5),
      run('O', 85, 99.1, 774.4, 19.5),
      run('H', 105.1, 119.1, 774.4, 19.5),
      run('A', 125.1, 139.2, 774.4, 19.5),
      run('M .', 158.2, 196.1, 774.4, 28),
      run('T', 214.6, 231.7, 774.4, 28),
      run('E', 237.7, 249.6, 774.4, 19.5),
    ];
    expect(joinSmallCapitals(boxes).map((box) => box.text)).toEqual(['AROHA', 'M.', 'TE']);
    // Letters of one size a word gap apart stay apart.
    expect(joinSmallCapitals([run('A', 0, 20, 10, 28), run('B', 40, 60, 10, 28)]).map((box) => box.text)).toEqual(['A', 'B']);
  });

  it('drops a monogram badge read by OCR onto the name’s line', () => {
    expect(withoutMonogram('Kwame A. Kb Boateng-Mensah')).toBe('Kwame A. Boateng-Mensah');
    // A surname the e-mail address spells stays.
    expect(withoutMonogram('Nathan Ng Goh', ['ng.nathan@gmail.com'])).toBe('Nathan Ng Goh');
    expect(withoutMonogram('Kelvin Ng')).toBe('Kelvin Ng');
  });
});

describe('a column of headings under a loose line height (eleventh round)', () => {
  it('keeps a heading wrapped in its cell with one heading', () => {
    // "ESPERIENZA" / "PROFESSIONALE" 12.9 pt apart in 8 pt capitals (LibreOffice, line-height 1.4).
    const left = [
      run('PROFILO', 40, 80, 202.3, 8),
      run('ESPERIENZA', 40, 90, 262.2, 8),
      run('PROFESSIONALE', 40, 100, 275.1, 8),
      run('FORMAZIONE', 40, 90, 429.7, 8),
      run('COMPETENZE', 40, 90, 488.5, 8),
    ];
    const right = [
      run('Designer di interfacce', 150, 400, 203.7, 9.5),
      run('Senior Product Designer — Yoox', 150, 400, 263.6, 9.5),
      run('apr 2021 – oggi', 150, 400, 277.5, 8.5),
      run('Laurea magistrale in Design', 150, 400, 431.1, 9.5),
      run('Figma · Ricerca con gli utenti', 150, 400, 489.9, 9.5),
    ];
    const rows = headingColumnRows(left, right);
    expect(rows?.map(([heading, content]) => [heading.map((box) => box.text).join(' '), content.length])).toEqual([
      ['', 0],
      ['PROFILO', 1],
      ['ESPERIENZA PROFESSIONALE', 2],
      ['FORMAZIONE', 1],
      ['COMPETENZE', 1],
    ]);
  });
});

describe('links in a wrapped footer row (eleventh round)', () => {
  it('joins a site’s host cut after a hyphen at the line’s end', () => {
    const footer = lines('Adresse : 4521, rue Saint-Denis | me@videotron.ca | www.tremblaygagnon-', 'traduction.ca');
    expect(findLinks(footer).portfolio).toBe('https://www.tremblaygagnon-traduction.ca');
    // A word broken at its hyphen in a sentence is no site.
    expect(findLinks(lines('Worked on long-', 'term.projects')).portfolio).toBeUndefined();
  });
});

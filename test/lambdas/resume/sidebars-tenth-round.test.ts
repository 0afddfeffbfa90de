/**
 * Dark sidebars by an independent author (development.ts d332–d341, templates sb-cell-left,
 * sb-cell-right, sb-flex, sb-grid, sb-absolute, sb-float, sb-nested): long names broken over three
 * or four lines of a narrow sidebar, a sidebar read after the whole main column, a name in
 * letter-spaced capitals with a hyphen, an Irish Eircode after the town, and links beside an icon
 * or past the top lines. The names here are other people's: the rules are the layout's.
 */
import { describe, expect, it } from 'vitest';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { headingKind } from '../../../lambdas/resume/headings';
import { isLetterSpaced } from '../../../lambdas/resume/text/pdf';
import { lines, sized } from './support/text-lines';

describe('a long name broken over three or four lines of a narrow sidebar', () => {
  it('joins every line in the display type, up to the role in smaller type', () => {
    const pdf = sized(
      ['Naga Venkata', 20],
      ['Sri', 20],
      ['Lakshmi', 20],
      ['Tirumalasetti', 20],
      ['Project Manager', 10],
      ['Contact', 10],
    );
    expect(extractName(pdf)?.name).toBe('Naga Venkata Sri Lakshmi Tirumalasetti');
    const wrapped = sized(['Naga Venkata', 20], ['Sri Lakshmi', 20], ['Tirumalasetti', 20], ['Project Manager', 10]);
    expect(extractName(wrapped)?.name).toBe('Naga Venkata Sri Lakshmi Tirumalasetti');
  });

  it('goes on past particles at a line end to the surname', () => {
    const pdf = sized(['Ana Lucía', 26], ['González de la', 26], ['Fuente', 26], ['DIRECTORA DE VENTAS', 12]);
    expect(extractName(pdf)?.name).toBe('Ana Lucía González de la Fuente');
  });

  it('without type sizes, joins lines as far as a word the e-mail address spells', () => {
    const word = lines(
      'Naga Venkata',
      'Sri Lakshmi',
      'Tirumalasetti',
      'Project Manager',
      'Contact',
      'lakshmi.tirumalasetti@gmail.com',
    );
    expect(extractName(word, ['lakshmi.tirumalasetti@gmail.com'])?.name).toBe('Naga Venkata Sri Lakshmi Tirumalasetti');
    // A role under given names that the address does not spell stays apart.
    const role = lines('Marta Zofia', 'Analityczka Finansowa', 'Kontakt', 'marta.kowalczyk@wp.pl');
    expect(extractName(role, ['marta.kowalczyk@wp.pl'])?.name).toBe('Marta Zofia');
  });

  it('never starts at the end of an address block above the name', () => {
    const word = lines('Address', '12 Kloof Street', 'Cape Town 8001', 'South Africa', 'Thandiwe Nkosi', 'Internal Auditor');
    expect(extractName(word, ['thandiwe.nkosi@webmail.co.za'])?.name).toBe('Thandiwe Nkosi');
  });
});

describe('a name never ends in a particle', () => {
  it('refuses a job line cut before a number ("NPS van +21 naar +38")', () => {
    const word = lines('Werkervaring', 'Product Owner', 'Rabobank, Utrecht', 'KPI van +12 naar +40');
    expect(extractName(word)?.name).not.toBe('Kpi van');
  });
});

describe('a sidebar read after the whole main column', () => {
  const mainColumn = Array.from({ length: 36 }, (_, i) => `Delivered release ${i + 1} of the platform with the team.`);

  it('finds the name over the contact block, past a "references on request" line', () => {
    const word = lines(
      'Profile',
      ...mainColumn,
      'References',
      'Available on request.',
      'Anna-Maria',
      'van der Linde',
      'Service Designer',
      'Contact',
      '☎ 06 12 34 56 78',
      '✉ am.vanderlinde@kpnmail.nl',
    );
    expect(extractName(word, ['am.vanderlinde@kpnmail.nl'])?.name).toBe('Anna-Maria van der Linde');
  });

  it("never takes a referee over the referee's own address", () => {
    const word = lines(
      'Profile',
      ...mainColumn,
      'References',
      'Dr. Hendrik Bakker',
      'Professor, TU Delft',
      'h.bakker@tudelft.nl',
    );
    expect(extractName(word, ['h.bakker@tudelft.nl'])?.name).not.toBe('Hendrik Bakker');
  });
});

describe('a name in letter-spaced capitals with a hyphen', () => {
  it('is one letter-spaced word, a kerned pair among its letters', () => {
    expect(isLetterSpaced('A L - M A N S O U R I')).toBe(true);
    expect(isLetterSpaced('E L - S H AT T Y')).toBe(true);
    expect(isLetterSpaced('IT - HR - QA - PM')).toBe(false);
  });

  it('writes "AL-" in capitals as "Al-", and keeps a natural-case "al-"', () => {
    expect(asName('OMAR AL-MANSOURI')).toBe('Omar Al-Mansouri');
    expect(asName('Hana al-Najjar')).toBe('Hana al-Najjar');
  });
});

describe('Dutch headings', () => {
  it('reads "Profiel" and "Over mij" as headings, never as a name', () => {
    expect(headingKind('Profiel')).toBe('other');
    expect(headingKind('Over mij')).toBe('other');
    expect(extractName(lines('Profiel', 'Anna-Maria', 'van der Linde', 'Service Designer'))?.name).toBe(
      'Anna-Maria van der Linde',
    );
  });
});

describe('an Irish Eircode after the town', () => {
  it('is a postcode: the town before it is the city', () => {
    expect(findPlace(lines('⌂ 14 Grand Parade, Cork T12 K6P3, Ireland')).city).toBe('Cork');
    expect(findPlace(lines('Apt 3, 22 Main Street, Dublin D6W Y7R2')).city).toBe('Dublin');
  });
});

describe('links in a sidebar', () => {
  it('takes a site after its icon, never a company with its years', () => {
    expect(findLinks(lines('in janedoe.design')).portfolio).toBe('https://janedoe.design');
    expect(findLinks(lines('⌘ janedoe.design')).portfolio).toBe('https://janedoe.design');
    expect(findLinks(lines('Booking.com · 2019 – 2022')).portfolio).toBeUndefined();
  });

  it('skips the next row\'s "in" icon read between a wrapped address\'s lines', () => {
    const read = lines('linkedin.com/in/omar-', 'in', 'almansouri');
    expect(findLinks(read).linkedin).toBe('https://linkedin.com/in/omar-almansouri');
  });

  it('reads the links around an e-mail address past the top lines', () => {
    const filler = Array.from({ length: 45 }, (_, i) => `Line ${i + 1} of the main column.`);
    const read = lines(...filler, 'Contact', 'jan.devries@ziggo.nl', 'linkedin.com/in/jandevries');
    expect(findLinks(read).linkedin).toBe('https://linkedin.com/in/jandevries');
    const referee = lines(...filler, 'References', 'Piet Jansen', 'p.jansen@acme.nl', 'linkedin.com/in/pietjansen');
    expect(findLinks(referee).linkedin).toBeUndefined();
  });
});

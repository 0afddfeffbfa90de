import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { headingKind } from '../../../lambdas/resume/headings';
import { lostLines } from '../../../lambdas/resume/text/lost-lines';
import { page } from './support/grey-page';
import { lines, sized } from './support/text-lines';

/** Rules for contact details before the name, round eleven (development d426–d433). */

describe('the city of an address block printed before the name', () => {
  it('drops a phone label written short once its number is taken out of a row of contacts', () => {
    const row = lines('ul. Długa 5/7, 31-147 Kraków | tel. +48 512 345 678 | a.nowak@wp.pl | github.com/anowak');
    expect(findPlace(row)).toEqual({ city: 'Kraków', country: 'PL' });
  });

  it('takes the city written out before its abbreviation in capitals', () => {
    const block = lines('Calle Reforma 222, Int. 4', 'Col. Juárez, C.P. 06600', 'Ciudad de México, CDMX', 'Cel. 55 1234 5678');
    expect(findPlace(block)).toEqual({ city: 'Ciudad de México', country: 'MX' });
  });

  it('reads a plus alone between contacts as the middle dot a scan read', () => {
    const row = lines('4-1-2 Umeda, Kita-ku, Osaka 530-0001, Japan + Mobile: 090-1111-2222 - k.ito@gmail.com');
    expect(findPlace(row)).toEqual({ city: 'Osaka', country: 'JP' });
  });

  it('parts a district and its city at the postcode between them', () => {
    expect(findPlace(lines('Moda Cad. No: 12', 'Kadıköy 34710 İstanbul', 'Türkiye')).city).toBe('İstanbul');
  });

  it('reads the postcodes of Sweden, Czechia and Argentina, and a district number after the city', () => {
    expect(findPlace(lines('Drottninggatan 5', '111 51 Stockholm', 'Sverige')).city).toBe('Stockholm');
    expect(findPlace(lines('Vinohradská 12', '120 00 Praha 2', 'Česká republika'))).toEqual({ city: 'Praha', country: 'CZ' });
    expect(findPlace(lines('Av. Santa Fe 1234, Piso 3', 'C1059ABT Buenos Aires', 'Argentina')).city).toBe('Buenos Aires');
  });

  it('never takes a postal box for a city', () => {
    expect(findPlace(lines('P.O. Box CT 4410', 'Cantonments, Accra', 'Ghana'))).toEqual({ city: 'Accra', country: 'GH' });
  });

  it('takes the city of a state named after it on the line over the country', () => {
    expect(findPlace(lines('Plot 7, Admiralty Way', 'Lekki Phase 1', 'Lagos State', 'Nigeria')).city).toBe('Lagos');
    expect(findPlace(lines('Ikeja, Lagos State')).city).toBe('Ikeja');
  });

  it('knows countries as their own addresses write them', () => {
    expect(findPlace(lines('Andrássy út 12.', '1061 Budapest', 'Magyarország'))).toEqual({ city: 'Budapest', country: 'HU' });
  });
});

describe('the name after a contact block', () => {
  it('drops the memberships after a name in capitals that starts with a title or holds an initial', () => {
    expect(asName('ENGR. EMEKA J. OBI, MNSE')).toBe('Emeka J. Obi');
    expect(asName('DR. ANIL KUMAR, FRCS')).toBe('Anil Kumar');
    // Surname first in capitals stays as it is.
    expect(asName('GARCIA LOPEZ, ANA')).toBeUndefined();
  });

  it('keeps María written short before a second given name', () => {
    expect(asName('MA. LOURDES S. REYES')).toBe('Ma. Lourdes S. Reyes');
    expect(asName('Ma. Teresa Villanueva')).toBe('Ma. Teresa Villanueva');
    expect(asName('JOHN SMITH MA.')).toBe('John Smith');
  });

  it('takes the name in the largest type under the contact address, in capitals with a title', () => {
    const page = sized(
      ['CURRICULUM VITAE', 14],
      ['CONTACT ADDRESS', 10.5],
      ['22 Awolowo Road', 10.5],
      ['Ikoyi', 10.5],
      ['Lagos 101233', 10.5],
      ['E-mail: e.obi@example.com', 10.5],
      ['ENGR. EMEKA J. OBI, MNSE', 17],
      ['Civil Engineer', 11],
    );
    expect(extractName(page, ['e.obi@example.com'])?.name).toBe('Emeka J. Obi');
  });

  it('never takes a district between the street and the postcode for the name', () => {
    const page = lines(
      'Contact Address',
      '22 Awolowo Road',
      'Ikoyi Crescent',
      'Lagos 101233',
      'Nigeria',
      'Mobile: 0803 111 2222',
      'E-mail: info@example.com',
      'Babajide Adeyemi',
      'Civil Engineer',
    );
    expect(extractName(page, ['info@example.com'])?.name).toBe('Babajide Adeyemi');
  });
});

describe('a utility bar of contacts', () => {
  it('takes a personal site under a country ending among the contacts', () => {
    const bar = lines('Shibuya-ku, Tokyo · Mobile: 090-1111-2222 · k.ito@gmail.com · kenji-ito.jp · linkedin.com/in/kenjiito');
    expect(findLinks(bar).portfolio).toBe('https://kenji-ito.jp');
  });

  it('reads the whole bar', () => {
    const parsed = extractFields(
      lines(
        'Sunny Court 5, 1-2-3 Ebisu, Shibuya-ku, Tokyo 150-0013, Japan · Mobile: 090-1111-2222 · k.ito@gmail.com',
        'Kenji ITO',
      ),
    );
    expect(parsed).toMatchObject({ city: 'Tokyo', phone: '+81 90 1111 2222', name: 'Kenji Ito' });
  });
});

describe('section headings of this round', () => {
  it('reads Mexico’s "Escolaridad" as education and "Skills and Trainings" as skills', () => {
    expect(headingKind('Escolaridad')).toBe('education');
    expect(headingKind('ESCOLARIDAD')).toBe('education');
    expect(headingKind('Skills and Trainings')).toBe('skills');
  });
});

describe('a name in display type that the scan’s page layout left out', () => {
  // Small lines 10 px high at 100 dpi, as tesseract read them, and ink the reader gave no line for.
  const small = [100, 130, 400, 430, 460].map((top) => ({ left: 60, right: 700, top, bottom: top + 10 }));
  const ink = (boxes: { left: number; right: number; top: number; bottom: number }[]) =>
    page((x, y) => (boxes.some((box) => x >= box.left && x < box.right && y >= box.top && y < box.bottom) ? 0 : 255));

  it('finds a wide band of large type that no line read covers', () => {
    const name = { left: 60, right: 420, top: 200, bottom: 232 };
    expect(lostLines(ink([...small, name]), small)).toEqual([name]);
  });

  it('leaves a band read already, a photo and a band read apart', () => {
    const name = { left: 60, right: 420, top: 200, bottom: 232 };
    const read = [...small, { left: 60, right: 420, top: 202, bottom: 230 }];
    expect(lostLines(ink([...small, name]), read)).toEqual([]);
    const photo = { left: 600, right: 640, top: 200, bottom: 240 };
    expect(lostLines(ink([...small, photo]), small)).toEqual([]);
    expect(lostLines(ink([...small, name]), small, [{ left: 0, right: 500, top: 190, bottom: 240 }])).toEqual([]);
  });
});

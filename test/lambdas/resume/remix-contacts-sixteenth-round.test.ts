/**
 * Phones and places in the remixes, sixteenth round (x001–x120: one development person printed
 * through another author's template). The template's label cells shifted onto the address, a
 * Polish postcode after a flat's number with no comma, a nationality row left from the template
 * that names another country than the address. The people here are other people: the rules are
 * the layout's.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { lines } from './support/text-lines';

describe('a contact label before the town', () => {
  it('is no part of the town when the grid sets its labels a row out of step', () => {
    const doc = lines('JAN DE VRIES', 'Cell +31 6 1234 5678', 'Office jan.devries@example.nl', 'Email Leiden, Netherlands');
    expect(findPlace(doc).city).toBe('Leiden');
  });

  it('drops "Mobile" only before a city the gazetteer knows', () => {
    expect(findPlace(lines('a@example.com', 'Mobile Rotterdam, Netherlands')).city).toBe('Rotterdam');
    expect(findPlace(lines('a@example.com', 'Mobile, Alabama')).city).toBe('Mobile');
  });
});

describe('a hyphenated postcode after a flat number', () => {
  it('parts the street from the town it names', () => {
    const doc = lines('a.nowak@example.pl · +48 600 100 200', 'ul. Piotrkowska 120/4 m. 9 90-006 Łódź · github.com/anowak');
    expect(findPlace(doc).city).toBe('Łódź');
  });
});

describe('a nationality row against the address', () => {
  it('gives the plan only when the numbers are valid in it', () => {
    const doc = lines(
      'Maria Souza',
      'Celular: (21) 99876-5432',
      'maria.souza@example.com',
      'Location',
      'Botafogo, Rio de Janeiro - RJ, 22250-040',
      'PERSONAL',
      'Nationality: Emirati',
    );
    expect(extractFields(doc).phone).toBe('+55 21 99876 5432');
  });
});

describe('a Mexican state written short after the city', () => {
  it('makes the city a guess where nothing surer is found', () => {
    const doc = lines('Lucía Pérez', 'Cel.: 222 123 4567', 'Email: lucia.perez@studio-', 'norte.mx', 'Col. Centro, Puebla, Pue.');
    expect(findPlace(doc).city).toBe('Puebla');
  });

  it('is no skill after a word that is no city', () => {
    expect(findPlace(lines('a@example.com', 'Python, Java')).city).toBeUndefined();
  });
});

describe('a Vietnamese ward and district before the city', () => {
  it('make the wrapped line an address', () => {
    const doc = lines(
      'Điện thoại 0912 345 678 / an.tran@example.vn / Số 5, ngõ 14 Láng Hạ,',
      'phường Thành Công, quận Ba Đình, Hà Nội',
    );
    expect(findPlace(doc).city).toBe('Hà Nội');
  });
});

describe('the role line under the name', () => {
  it('makes no referee of the mobile under it', () => {
    const doc = lines(
      'Suresh Babu',
      'Naidu',
      'Site Supervisor',
      'Cell Mobile +91 98480 11223',
      'Alternate +91 90000 44556',
      'Email suresh.naidu@example.com',
      'Home 12-4, Gandhi Nagar, Guntur, Andhra Pradesh 522002',
    );
    expect(extractFields(doc).phone).toBe('+91 98480 11223');
  });
});

describe('a town the gazetteer places in another country than the page names', () => {
  it('gives way to the named country whose plan reads the numbers better', () => {
    const doc = lines(
      'SITA GURUNG',
      'Accountant',
      'Mobile: 9851012345 | Phone: 01-4412345 | sita.gurung@example.com | Jawalakhel-5, Lalitpur',
      'EXPERIENCE',
      'Accountant · Himalayan Traders Nepal Pvt. Ltd. · 2020 – Present',
    );
    expect(extractFields(doc).phone).toBe('+977 985 1012345');
  });

  it('keeps the town country when the numbers read alike', () => {
    const doc = lines(
      'RAVI KUMAR',
      'Mobile: 9839012345 | ravi.kumar@example.com | Civil Lines, Lalitpur',
      'EXPERIENCE',
      'Engineer · Nepal Hydro Projects · 2020 – Present',
    );
    expect(extractFields(doc).phone).toBe('+91 98390 12345');
  });
});

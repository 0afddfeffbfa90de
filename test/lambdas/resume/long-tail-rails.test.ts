/**
 * The general rules added for dark sidebars on the left split into blocks (development.ts
 * d151–d160, template rail-below): the contact block below a photo, the profile or the skills,
 * under "Contact", "Get in touch", "Personal info" or "Details", each contact under a small label or
 * after an icon, the address over lines, numbers in national formats broken in the narrow column.
 * Each rule is checked on made-up lines and on the generated documents that need it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseResume } from '../../../lambdas/resume';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { findPhones } from '../../../lambdas/resume/fields/phone';
import { findPlace, namedCountries } from '../../../lambdas/resume/fields/region';
import { lines } from './support/text-lines';

const documents = join(__dirname, '../../fixtures/resumes/documents');

const place = (...texts: string[]) => findPlace(lines(...texts));
const filler = (count: number, what: string) =>
  Array.from({ length: count }, (_, i) => `${what} sentence ${i + 1} of the column`);

describe('headings in capitals are no city and state', () => {
  it('reads "ABOUT ME" (CSS capitals over a sidebar profile) as no place in Maine', () => {
    expect(place('ABOUT ME', 'Runs inbound freight', 'CONTACT', 'thiago@gmail.com')).toEqual({});
    expect(place('CONTACT ME', 'thiago@gmail.com')).toEqual({});
  });

  it('still reads a city and state written in capitals when the city is one we know', () => {
    expect(place('NEW YORK NY')).toEqual({ city: 'New York', country: 'US' });
    expect(place('TULSA OK')).toEqual({ city: 'Tulsa', country: 'US' });
    expect(place('ADDRESS: 14 KING ST, NEWTOWN NSW 2042')).toEqual({ city: 'Newtown', country: 'AU' });
  });

  it('finds the national number whose country the capitals heading had hidden (d159, Chromium)', () => {
    const fields = extractFields(
      lines(
        'ABOUT ME',
        'Runs inbound freight.',
        'CONTACT',
        'WHATSAPP',
        '(21) 98765-4321',
        'EMAIL',
        'thiago@gmail.com',
        'ADDRESS',
        'Ipanema',
        'Rio de Janeiro - RJ',
      ),
    );
    expect(fields.phone).toBe('+55 21 98765 4321');
    expect(fields.city).toBe('Rio de Janeiro');
  });
});

describe('city names with small words', () => {
  it('reads "Rio de Janeiro", "Frankfurt am Main" and "Newcastle upon Tyne" as places', () => {
    expect(place('Address', 'Rua Visconde de Pirajá, 330', 'Ipanema', 'Rio de Janeiro - RJ')).toEqual({
      city: 'Rio de Janeiro',
      country: 'BR',
    });
    expect(place('Location: Frankfurt am Main')).toEqual({ city: 'Frankfurt am Main', country: 'DE' });
    expect(place('Newcastle upon Tyne, United Kingdom')).toEqual({ city: 'Newcastle upon Tyne', country: 'GB' });
  });
});

describe('a city written in capitals (text-transform in a sidebar)', () => {
  it('is returned in natural case', () => {
    expect(place('CONTACT', 'ana@gmail.com', '📍 SÃO PAULO, BRAZIL')).toEqual({ city: 'São Paulo', country: 'BR' });
    expect(place('ADDRESS', 'RUA VISCONDE DE PIRAJÁ, 330', 'RIO DE JANEIRO - RJ')).toEqual({
      city: 'Rio de Janeiro',
      country: 'BR',
    });
    expect(place('Location: AIX-EN-PROVENCE, FRANCE')).toEqual({ city: 'Aix-en-Provence', country: 'FR' });
    expect(place('SINGAPORE 238859')).toEqual({ city: 'Singapore', country: 'SG' });
  });
});

describe("a region's abbreviation after the city", () => {
  it('is no city between the city and the country', () => {
    expect(place('Rio de Janeiro - RJ, Brazil')).toEqual({ city: 'Rio de Janeiro', country: 'BR' });
    expect(place('Pune, MH, India')).toEqual({ city: 'Pune', country: 'IN' });
  });

  it('marks a city of the world as the address even without a label (a guess)', () => {
    expect(place('thiago@gmail.com', 'Apto 501', 'Rio de Janeiro - RJ')).toEqual({ city: 'Rio de Janeiro', country: 'BR' });
  });
});

describe('a contact block below the top lines', () => {
  const contact = [
    'CONTACT',
    'EMAIL',
    'zanele.d@webmail.co.za',
    'PHONE',
    '082 555 1234',
    'ADDRESS',
    '12 Kloof Street',
    'Gardens',
    'Cape Town 8001',
    'South Africa',
  ];

  it("is the candidate's place, not a job's city in the main column read before it", () => {
    const read = lines(
      'Zanele Dlamini',
      'Internal Auditor',
      'Summary',
      ...filler(6, 'summary'),
      'Experience',
      'Senior Auditor, Old Mutual, Johannesburg, 2019 – Present',
      ...filler(20, 'job'),
      ...contact,
    );
    expect(findPlace(read)).toEqual({ city: 'Cape Town', country: 'ZA' });
    expect(extractFields(read).phone).toBe('+27 82 555 1234');
  });

  it('reaches an address eight lines under the e-mail address (a label over each contact)', () => {
    const read = lines(
      'Zanele Dlamini',
      ...filler(30, 'profile'),
      'CONTACT',
      'EMAIL',
      'zanele.d@webmail.co.za',
      'LINKEDIN',
      'linkedin.com/in/zdlamini',
      'PHONE',
      '082 555 1234',
      'ADDRESS',
      '12 Kloof Street',
      'Cape Town 8001',
    );
    expect(findPlace(read)).toEqual({ city: 'Cape Town', country: 'ZA' });
  });

  it('keeps the top place when the e-mail address is at the top', () => {
    const read = lines(
      'Priya Nair',
      'priya@gmail.com | Kochi, Kerala',
      ...filler(30, 'job'),
      'Referee',
      'ravi@infosys.example',
      'Pune, Maharashtra',
    );
    expect(findPlace(read).city).toBe('Kochi');
  });
});

describe('a national number when the contact block names no country', () => {
  it('is read in a country the resume names elsewhere when it is valid in none other', () => {
    const read = lines(
      'Callum Fitzgerald',
      'Mobile',
      '0412 345 678',
      'Experience',
      'Site Engineer, Downer Group, Brisbane, 2019 – Present',
    );
    expect(namedCountries(read)).toContain('AU');
    expect(findPhones(read, null).map((found) => found.value)).toEqual(['+61 412 345 678']);
  });

  it('still prefers an Indian reading when the number is valid in India', () => {
    expect(findPhones(lines('Mobile', '098450 67123', 'Worked in Dubai, UAE'), null).map((found) => found.value)).toEqual([
      '+91 98450 67123',
    ]);
  });
});

describe('the rail-below documents', () => {
  const files = [
    'd154-callum-rail-below.chromium.pdf',
    'd159-thiago-rail-below.chromium.pdf',
    'd159-thiago-rail-below.docx',
    'd160-zanele-rail-below.libreoffice.pdf',
  ];
  it.each(files)('reads the phone and city of %s', async (file) => {
    const expected = JSON.parse(readFileSync(join(documents, '../expected.json'), 'utf8'))[file];
    const parsed = await parseResume(new Uint8Array(readFileSync(join(documents, file))));
    expect({ phone: parsed.phone, city: parsed.city }).toEqual({ phone: expected.phone, city: expected.city });
  });
});

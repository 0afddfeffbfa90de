/**
 * The general rules added for the sixth round of long-tail layouts (development.ts d106–d125: the
 * candidate's city and phone from addresses all over the world, in dark banners of narrow cells,
 * dark sidebars in blocks, contact blocks before the name and label/colon/value tables), each
 * checked on made-up lines and on the generated documents that need it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectResumeType } from '../../../lambdas/resume';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { worldCityCountry } from '../../../lambdas/resume/fields/gazetteer';
import { findPhones } from '../../../lambdas/resume/fields/phone';
import { foldPlaceName } from '../../../lambdas/resume/fields/place-name';
import { extractName, joinSplitWords } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { WORLD_CITIES } from '../../../lambdas/resume/fields/world-cities';
import { extractLines } from '../../../lambdas/resume/text/extract';
import { orderTextBoxes, type TextBox } from '../../../lambdas/resume/text/reading-order';
import type { TextLine } from '../../../lambdas/resume/types';
import { lines } from './support/text-lines';

const documents = join(__dirname, '../../fixtures/resumes/documents');

async function linesOf(file: string): Promise<TextLine[]> {
  const bytes = new Uint8Array(readFileSync(join(documents, file)));
  return extractLines(detectResumeType(bytes)!, bytes);
}

const place = (...texts: string[]) => findPlace(lines(...texts));
const phone = (...texts: string[]) => extractFields(lines(...texts)).phone;

describe('the world gazetteer', () => {
  it('knows the sizeable cities of the world and every capital, with their country', () => {
    expect(worldCityCountry('Nairobi')).toBe('KE');
    expect(worldCityCountry('Lagos')).toBe('NG');
    expect(worldCityCountry('Auckland')).toBe('NZ');
    expect(worldCityCountry('Ho Chi Minh City')).toBe('VN');
    // Folded: accents and case do not matter; "Makati" and "Makati City" alike.
    expect(worldCityCountry('Krakow')).toBe('PL');
    expect(worldCityCountry('SÃO PAULO')).toBe('BR');
    expect(worldCityCountry('Makati')).toBe('PH');
    // Other names big cities go by, and words that name a part of one.
    expect(worldCityCountry('Warszawa')).toBe('PL');
    expect(worldCityCountry('München')).toBe('DE');
    expect(worldCityCountry('Jakarta Selatan')).toBe('ID');
    expect(worldCityCountry('Kota Bandung')).toBe('ID');
    expect(foldPlaceName('Łódź')).toBe('lodz');
    // Where two countries have a city of one name, the larger keeps it.
    expect(worldCityCountry('Hyderabad')).toBe('IN');
    expect(worldCityCountry('Alexandria')).toBe('EG');
  });

  it('leaves out names that are words, given names or surnames before places', () => {
    for (const word of ['Mobile', 'Reading', 'Nice', 'Split', 'Victoria', 'Jackson', 'Florence', 'Santos', 'Of'])
      expect(worldCityCountry(word), word).toBeUndefined();
  });

  it('stays small: it ships in the Lambda bundle', () => {
    expect(WORLD_CITIES.length).toBeLessThan(60_000);
  });
});

describe('a city of the world in an address', () => {
  it('gives the city and its country where a place stands', () => {
    expect(place('Westlands, Nairobi')).toEqual({ city: 'Nairobi', country: 'KE' });
    expect(place('+234 803 123 4567 | tunde@gmail.com | Lagos')).toEqual({ city: 'Lagos', country: 'NG' });
    expect(place('Ponsonby, Auckland 1011')).toEqual({ city: 'Auckland', country: 'NZ' });
    expect(place('Address: Makati')).toEqual({ city: 'Makati', country: 'PH' });
    expect(place('📍 Zapopan, Jalisco')).toEqual({ city: 'Zapopan', country: 'MX' });
    expect(place('ul. Mokotowska 12/4', '00-561 Warszawa')).toEqual({ city: 'Warszawa', country: 'PL' });
    expect(place('Kecamatan Coblong, Kota Bandung | 0812-3456-7890')).toEqual({ city: 'Bandung', country: 'ID' });
  });

  it('reads the postcodes of many countries as no part of the place', () => {
    expect(place('ul. Floriańska 12, 31-019 Kraków')).toEqual({ city: 'Kraków', country: 'PL' });
    expect(place('Rua Augusta 14, São Paulo - SP, 01310-100')).toEqual({ city: 'São Paulo', country: 'BR' });
    expect(place('Kita-ku, Osaka 530-0001')).toEqual({ city: 'Osaka', country: 'JP' });
    // Half a Canadian postcode, the rest wrapped in a narrow cell.
    expect(place('Calgary, AB T2P', '1J9')).toEqual({ city: 'Calgary', country: 'CA' });
  });

  it('reads no further than the next row of a details table read on the same line', () => {
    expect(place('Address Navrangpura, Ahmedabad Date of Birth 04/11/1987')).toEqual({ city: 'Ahmedabad', country: 'IN' });
    expect(place('Address: Yaba, Lagos Nationality: Nigerian')).toEqual({ city: 'Lagos', country: 'NG' });
  });

  it('knows states and provinces by their full names', () => {
    expect(place('Portland, Oregon')).toEqual({ city: 'Portland', country: 'US' });
    expect(place('Halifax, Nova Scotia')).toEqual({ city: 'Halifax', country: 'CA' });
    expect(place('Perth, Western Australia')).toEqual({ city: 'Perth', country: 'AU' });
    // Georgia the state after one of its country's cities; Georgia the country after its own.
    expect(place('Atlanta, Georgia')).toEqual({ city: 'Atlanta', country: 'US' });
    expect(place('Tbilisi, Georgia')).toEqual({ city: 'Tbilisi', country: 'GE' });
  });

  it('takes the city before a region: "Metro Manila", "Lagos State"', () => {
    expect(place('Quezon City, Metro Manila')).toEqual({ city: 'Quezon City', country: 'PH' });
    expect(place('Lekki, Lagos State')).toEqual({ city: 'Lekki', country: 'NG' });
    expect(place('Surulere, Lagos State')).toEqual({ city: 'Lagos', country: 'NG' });
  });

  it('reads a city alone on its line under an address label, past the cells read beside it', () => {
    expect(place('ADDRESS', 'Plot 5, Admiralty Way', 'Lagos')).toEqual({ city: 'Lagos', country: 'NG' });
    // LibreOffice's PDF of a row of labelled blocks, read row by row.
    expect(
      place('Address', 'Phone', 'Email', 'District 3', 'Mobile: 091 234 5678 thutrang@fpt.com.vn', 'Ho Chi Minh City'),
    ).toEqual({
      city: 'Ho Chi Minh City',
      country: 'VN',
    });
    expect(place('LOCATION', 'Batel, Curitiba - PR')).toEqual({ city: 'Curitiba', country: 'BR' });
    expect(place('Present Address', 'Plot 1123, Wuse II', 'Abuja')).toEqual({ city: 'Abuja', country: 'NG' });
    expect(place('Address for Communication', 'No. 14, 2nd Cross Street', 'Besant Nagar', 'Makati')).toEqual({
      city: 'Makati',
      country: 'PH',
    });
    // A DOC's details table: label, colon and value cells each a line.
    expect(place('Address', ':', 'Kızılay Mah. Atatürk Blv. No: 12', 'Ankara')).toEqual({ city: 'Ankara', country: 'TR' });
    // Alone, with nothing to say it is an address, a city is no place.
    expect(place('Nairobi')).toEqual({});
  });

  it('never reads a name, a label or a sentence as a city', () => {
    // The candidate's name, on one line or over two, is no place, though it ends with a city's name.
    expect(findPlace(lines('Jack London', 'Engineer', 'Pune, Maharashtra'), 'Jack London')).toEqual({
      city: 'Pune',
      country: 'IN',
    });
    expect(findPlace(lines('VICTORIA', 'SALEM', 'Data Analyst'), 'Victoria Salem')).toEqual({});
    // Nor does its country read the numbers: "98450 22331" is no number in Houston.
    const sized = [
      { text: 'Daniel Houston', fontSize: 22 },
      ...lines('Site Engineer', 'Mobile: 98450 22331', 'daniel.h@gmail.com', 'Experience'),
    ];
    expect(extractFields(sized)).toMatchObject({ name: 'Daniel Houston', city: undefined, phone: '+91 98450 22331' });
    expect(place('JACKSON, Mary')).toEqual({});
    expect(place('Mobile', '0803 123 4567')).toEqual({});
    expect(place('Hobbies: Reading, Chess, Nice')).toEqual({});
    expect(place('Worked with clients across Lagos, Nairobi and Accra')).toEqual({});
    // A word that is a city only by the state after it still is one.
    expect(place('Mobile, AL 36602')).toEqual({ city: 'Mobile', country: 'US' });
  });

  it('takes a city after other words only when nothing surer is found', () => {
    expect(place('Accenture, Manila')).toEqual({ city: 'Manila', country: 'PH' });
    expect(place('Accenture, Manila', 'Kilimani, Nairobi | wanjiru@gmail.com')).toEqual({ city: 'Nairobi', country: 'KE' });
    expect(place('Accenture, Manila', 'Built data pipelines for retail clients.', 'Kenya')).toEqual({ country: 'KE' });
    // A year after a job's place is no postcode.
    expect(place('Analyst, Accenture, Manila 2019 – 2021', 'Westlands, Nairobi 00100')).toEqual({
      city: 'Nairobi',
      country: 'KE',
    });
  });
});

describe('national numbers in the country of a city of the world', () => {
  it('reads them in their own plan', () => {
    expect(phone('Mobile: 0712 345 678', 'Kilimani, Nairobi')).toBe('+254 712 345678');
    expect(phone('Cel. 33 1234 5678', '⌂ Col. Americana, Guadalajara, Jal.')).toBe('+52 33 1234 5678');
    expect(phone('GSM: 0532 123 45 67', 'Çankaya / Ankara')).toBe('+90 532 123 45 67');
  });

  it("knows a mobile and a home line by their labels in the candidates' languages", () => {
    const kinds = (...texts: string[]) => findPhones(lines(...texts)).map((found) => found.kind);
    // Mexican numbers are fixed line or mobile alike in the plan: only the label tells.
    expect(kinds('Tel. casa: 33 3615 1234', 'Celular: 33 1234 5678', 'Guadalajara, Jal.')).toEqual(['landline', 'mobile']);
    expect(phone('Tel. casa: 33 3615 1234', 'Celular: 33 1234 5678', 'Guadalajara, Jal.')).toBe('+52 33 1234 5678');
    expect(kinds('Festnetz: 0711 1234567', 'Handy: 0711 7654321', 'Stuttgart')).toEqual(['landline', 'mobile']);
    expect(kinds('GSM: 0532 123 45 67', 'Cep Tel: 0533 765 43 21', 'Ankara')).toEqual(['mobile', 'mobile']);
    expect(kinds('Tel.: 71 345 67 89', 'Tel. kom.: 601 234 567', '50-068 Wrocław')).toEqual(['landline', 'mobile']);
  });

  it('falls back to India when no number is valid in the country the address names', () => {
    expect(phone('Mobile: 98450 22331', 'Bergen')).toBe('+91 98450 22331');
    expect(phone('Mobile: 98450 22331 | ingrid@online.no | Bergen')).toBe('+91 98450 22331');
  });

  it('parts two numbers run together by a single space', () => {
    const found = findPhones(lines('010 1234 5678 02 2345 6789 omar@eng.cu.edu.eg Nasr City, Cairo'));
    expect(found.map((number) => number.value)).toEqual(['+20 10 12345678', '+20 2 23456789']);
  });

  it('joins a number broken after a hyphen or its area code in brackets', () => {
    expect(phone('☎ Cell (403) 261-', '7734', 'Calgary, AB')).toBe('+1 403 261 7734');
    expect(phone('☎ Cell (403)', '261-7734', 'Calgary, AB')).toBe('+1 403 261 7734');
  });
});

describe('a row of narrow cells that each wrap', () => {
  const box = (text: string, left: number, bottom: number, fontSize = 8.5): TextBox => ({
    text,
    left,
    right: left + text.length * fontSize * 0.5,
    top: bottom - fontSize,
    bottom,
    fontSize,
  });

  it('is read cell by cell though its cells are kept apart only by their padding', () => {
    const texts = orderTextBoxes([
      box('☎ Cell (403) 261-', 250, 63),
      box('7734', 250, 73.5),
      box('emily.tremblay@geo-', 330, 63),
      box('survey.engineering', 330, 73.5),
      box('⌂ Beltline, Calgary,', 415, 63),
      box('AB T2P 1J9', 415, 73.5),
    ]).map((line) => line.text);
    expect(texts).toEqual([
      '☎ Cell (403) 261-',
      '7734',
      'emily.tremblay@geo-',
      'survey.engineering',
      '⌂ Beltline, Calgary,',
      'AB T2P 1J9',
    ]);
  });

  it('ends where the next row of a table starts', () => {
    const texts = orderTextBoxes([
      box('Address for', 40, 60),
      box('Communication', 40, 70),
      box('No. 14, 2nd Cross Street', 150, 60),
      box('Besant Nagar', 150, 70),
      box('Chennai - 600 090', 150, 80),
      box('Mobile', 40, 95),
      box('98400 12345', 150, 95),
    ]).map((line) => line.text);
    expect(texts).toEqual([
      'Address for',
      'Communication',
      'No. 14, 2nd Cross Street',
      'Besant Nagar',
      'Chennai - 600 090',
      'Mobile',
      '98400 12345',
    ]);
  });

  it('takes in the lines under it that go on in its cells, though a blank strip splits them off', async () => {
    const texts = (await linesOf('d111-ximena-banner-cells.chromium.pdf')).map((line) => line.text);
    expect(texts.slice(0, 10)).toEqual([
      'Ximena García',
      'Robles',
      'Industrial Designer',
      '☎ Cel. 33 1234',
      '5678',
      '✉ Email me',
      'ximena.garcia@tec-',
      'consultores.mx',
      '⌂ Col. Americana,',
      'Guadalajara, Jal.',
    ]);
  });

  it('starts with a first line that LibreOffice sets apart', async () => {
    // "📞 Mobile" stands above the name's first line: a band of its own.
    const read = await linesOf('d106-wanjiru-banner-cells.libreoffice.pdf');
    expect(read.slice(0, 6).map((line) => line.text)).toEqual([
      'Wanjiru',
      'Kamau-Otieno',
      'Supply Chain Analyst',
      '📞 Mobile',
      '0712',
      '345 678',
    ]);
    expect(extractFields(read)).toMatchObject({ name: 'Wanjiru Kamau-Otieno', phone: '+254 712 345678', city: 'Nairobi' });
  });
});

describe('the name line and separators, after the round was merged', () => {
  it('never reads the name line as a place when it carries an honorific or post-nominals', () => {
    // ", MD" is a doctor's degree here, not Maryland.
    const lines3 = lines(
      'Dr. Lakshmi Narayanan Iyer, MD',
      'Consultant Cardiologist',
      'lakshmi.iyer@gmail.com | +91 98400 12345',
      'Chennai, Tamil Nadu',
    );
    expect(findPlace(lines3, 'Lakshmi Narayanan Iyer')).toEqual({ city: 'Chennai', country: 'IN' });
    expect(
      findPlace(lines('Dr. Lakshmi Narayanan Iyer, MD', 'lakshmi.iyer@gmail.com'), 'Lakshmi Narayanan Iyer').city,
    ).toBeUndefined();
  });

  it('parts an address at "*", "«" and "»" as at a comma (separators scans read between contacts)', () => {
    expect(place('+44 7700 900123 * Harrogate, UK')).toEqual({ city: 'Harrogate', country: 'GB' });
    expect(place('jo@example.com » Harrogate, UK')).toEqual({ city: 'Harrogate', country: 'GB' });
  });

  it('knows the counties of Britain between a town and the country', () => {
    expect(place('Harrogate, North Yorkshire, UK')).toEqual({ city: 'Harrogate', country: 'GB' });
    expect(place('Reading, Berkshire')).toEqual({ city: 'Reading', country: 'GB' });
  });
});

describe('the end of an address block above the name', () => {
  const nameOf = (texts: string[], emails: string[] = []) => extractName(lines(...texts), emails)?.name;

  it('never starts a name set over lines with a city or a country', () => {
    // A sidebar's address read just before the main column's name (DOCX and DOC read cells in order).
    expect(nameOf(['Address', 'Hamburg', 'Germany', 'Lena Vogelsang', 'Data Engineer'], ['lena.v@posteo.de'])).toBe(
      'Lena Vogelsang',
    );
    expect(nameOf(['Nairobi', 'Kenya', 'Wanjiru Kamau', 'Analyst'])).toBe('Wanjiru Kamau');
  });

  it('still joins a name set one word a line, and a given name that is also a city when the address spells it', () => {
    expect(nameOf(['PIETER', 'VAN DER', 'MEER', 'Engineer'])).toBe('Pieter van der Meer');
    expect(nameOf(['Florence', 'Nightingale', 'Nurse'], ['florence.n@nhs.net'])).toBe('Florence Nightingale');
  });
});

describe('words OCR split, joined by the e-mail address', () => {
  it('joins a letter-spaced word the address spells (capitals are set right later), never an initial with its full stop', () => {
    expect(joinSplitWords("Annemarie D'CO STA", ['annemarie.dcosta@gmail.com'])).toBe("Annemarie D'COsta");
    expect(joinSplitWords('K. Balaji Raghavan', ['kbalaji.r@gmail.com'])).toBe('K. Balaji Raghavan');
  });
});

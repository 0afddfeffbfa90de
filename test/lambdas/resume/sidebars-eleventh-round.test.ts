/**
 * Dark sidebars holding the name, eleventh round (development d434–d441): the name over two or
 * three lines in a narrow dark column, read between the main column's lines by LibreOffice, Gaelic
 * and Turkish names in capitals, roles in letter-spaced capitals, multi-line addresses in the
 * sidebar. The names and places here are other people's: the rules are the layout's.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { countryByName } from '../../../lambdas/resume/fields/gazetteer';
import { interleavedNameLines } from '../../../lambdas/resume/fields/interleaved-name';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findPhones } from '../../../lambdas/resume/fields/phone';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';
import { lines, sized } from './support/text-lines';

describe('a name over lines of a sidebar', () => {
  it('goes on past a Gaelic particle alone on its line', () => {
    const pdf = sized(['Ciara', 21], ['NIC', 21], ['GIOLLA', 21], ['DATA ANALYST', 10], ['CONTACT', 10.5]);
    expect(extractName(pdf)?.name).toBe('Ciara Nic Giolla');
    const accented = sized(['Róisín', 20], ['Ó', 20], ['BRIAIN', 20], ['Nurse', 10]);
    expect(extractName(accented)?.name).toBe('Róisín Ó Briain');
  });

  it('never ends in the particle', () => {
    const pdf = sized(['Ciara', 21], ['NIC', 21], ['Data Analyst', 10], ['Contact', 10.5]);
    expect(extractName(pdf)?.name).not.toBe('Ciara Nic');
  });

  it('finds its next line past a whole job of the main column read between (LibreOffice)', () => {
    const pdf = sized(
      ['Profile', 12],
      ['Civil engineer with eight years in water supply.', 9.5],
      ['LERATO', 19],
      ['CAREER HISTORY', 12],
      ['Rand Water – Gauteng Feb 2019 – Present', 10.5],
      ['Senior Engineer', 9.5],
      ['•', 9.5],
      ['•', 9.5],
      ['Pipeline design for 40 km of bulk mains', 9.5],
      ['Commissioning lead on two pump stations', 9.5],
      ['Mentor to four engineers-in-training', 9.5],
      ['Aurecon Jan 2014 – Jan 2019', 10.5],
      ['Civil Engineer', 9.5],
      ['NALEDI', 19],
      ['MOKOENA', 19],
      ['CELL', 7.5],
    );
    expect(extractName(pdf)?.name).toBe('Lerato Naledi Mokoena');
  });

  it('takes a surname run into the main column only where the e-mail address spells it', () => {
    const pdf = sized(
      ['CAREER SUMMARY', 12.5],
      ['Kavitha R.', 21],
      ['Chartered accountant with ten years in audit.', 9.5],
      ['Looking for a role in a fast-', 9.5],
      ['SUBRAMANIANgrowing company.', 21],
      ['FINANCIAL CONTROLLER', 10],
    );
    expect(extractName(pdf, ['kavitha.subramanian@example.com'])?.name).toBe('Kavitha R. Subramanian');
    expect(extractName(pdf, ['kr.audit@example.com'])?.name).toBe('Kavitha R.');
  });

  it('never takes a role in letter-spaced capitals whose word gap was lost', () => {
    expect(asName('BACKENDDEVELOPER')).toBeUndefined();
    expect(asName('DATAANALYST')).toBeUndefined();
    const pdf = sized(['ALI', 9.3], ['KARACA', 9.3], ['FRONTENDENGINEER', 9], ['Contact', 14], ['@ ali.karaca@example.com', 8.8]);
    expect(extractName(pdf, ['ali.karaca@example.com'])?.name).toBe('Ali Karaca');
  });
});

describe('Turkish capitals', () => {
  it('write I in a name in capitals as ı where the document writes İ', () => {
    const doc = lines('AYŞE', 'KILIÇ', 'Contact', 'ayse.kilic@example.com', 'Alsancak', 'İzmir');
    expect(extractName(doc, ['ayse.kilic@example.com'])?.name).toBe('Ayşe Kılıç');
  });

  it('leave it as i elsewhere, and a name printed in natural case as printed', () => {
    expect(
      extractName(lines('DAVID', 'KIRK', 'Contact', 'david.kirk@example.com', 'Leeds'), ['david.kirk@example.com'])?.name,
    ).toBe('David Kirk');
    expect(extractName(lines('Ayşe Kilic', 'İzmir', 'ayse.kilic@example.com'), ['ayse.kilic@example.com'])?.name).toBe(
      'Ayşe Kilic',
    );
  });
});

describe('places in a sidebar address', () => {
  it('read a country written with its own accents', () => {
    expect(countryByName('Việt Nam')).toBe('VN');
    expect(findPlace(lines('⌂ Số 7, ngõ 15 Láng Hạ', 'Phường Thành Công, Ba Đình', 'Hà Nội, Việt Nam'))).toEqual({
      city: 'Hà Nội',
      country: 'VN',
    });
  });

  it('take no city from a sentence of a job in another language', () => {
    const doc = lines(
      'Werkervaring',
      'Websites en webshops voor culturele instellingen in Utrecht en Amsterdam',
      'Adres',
      'Kerkstraat 12',
      '5611 GH Eindhoven',
      'Nederland',
      'E-mail',
      'p.devries@example.nl',
    );
    expect(findPlace(doc).city).toBe('Eindhoven');
  });
});

describe('sections around a name read between the main column’s lines', () => {
  const pdf = sized(
    ['PROFILE', 12.5],
    ['Analyst with five years in energy.', 9.5],
    ['Siobhán', 21],
    ['EXPERIENCE', 12.5],
    ['NÍ', 21],
    ['Data Analyst', 10.5],
    ['Electric Ireland | Mar 2021 – Present', 9.5],
    ['MHURCHÚ', 21],
    ['Built the churn dashboard', 9.5],
    ['EDUCATION', 12.5],
    ['BSc Data Science, 2019', 9.5],
  );

  it('takes the name’s lines out, so that its large type ends no section', () => {
    expect(interleavedNameLines(pdf, { name: 'Siobhán Ní Mhurchú', line: 2 })).toEqual(new Set([2, 4, 7]));
    const fields = extractFields(pdf);
    expect(fields.name).toBe('Siobhán Ní Mhurchú');
    expect(fields.experience).toContain('Electric Ireland');
    expect(fields.experience).toContain('Built the churn dashboard');
    expect(fields.experience).not.toContain('MHURCHÚ');
  });

  it('leaves a name block whose lines stand together as it is', () => {
    expect(
      interleavedNameLines(sized(['Siobhán', 21], ['NÍ MHURCHÚ', 21], ['Contact', 10]), { name: 'Siobhán Ní Mhurchú', line: 0 }),
    ).toBe(undefined);
  });
});

describe('scans of a dark sidebar', () => {
  it('read no phone number in a job’s dates', () => {
    expect(findPhones(lines('UI Designer', '07/2018 - 02/2021'), 'VN')).toEqual([]);
    expect(findPhones(lines('☏ 0912 486 357'), 'VN').map((phone) => phone.value)).toEqual(['+84 912 486 357']);
  });

  it('drop a speck read as an underscore after a name in capitals', () => {
    expect(cleanOcrText('NGUYEN THI _')).toBe('NGUYEN THI');
    expect(cleanOcrText('Name: ____')).toBe('Name: ____');
  });
});

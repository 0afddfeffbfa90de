import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectResumeType } from '../../../lambdas/resume';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { findEmails } from '../../../lambdas/resume/fields/email';
import { extractName } from '../../../lambdas/resume/fields/name';
import { findPhones } from '../../../lambdas/resume/fields/phone';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { extractSections, joinWrappedHeadings } from '../../../lambdas/resume/fields/sections';
import { extractLines } from '../../../lambdas/resume/text/extract';
import { lines, sized } from './support/text-lines';

/** Rules for contact-first layouts by an independent author (development.ts d302–d311). */

const documents = join(__dirname, '../../fixtures/resumes/documents');

describe('a city in a contact-first address block', () => {
  it('reads a Brazilian address whose postal code has its label', () => {
    const block = lines('Rua Funchal, 418 – apto 82', 'Vila Olímpia', 'São Paulo – SP, CEP 04551-060', 'Fixo (11) 3045-6789');
    expect(findPlace(block)).toEqual({ city: 'São Paulo', country: 'BR' });
  });

  it('reads the country in brackets after the city, as Europass forms write it', () => {
    const block = lines('Adres', 'os. Stefana Batorego 42/7', '60-687 Poznań (Polska)', 'Telefon', '601 234 567');
    expect(findPlace(block)).toEqual({ city: 'Poznań', country: 'PL' });
  });

  it('takes no phone label for a city before a country in brackets', () => {
    const rows = lines('Mobile No. (UAE)', ':', '+971 55 628 4410', 'E-mail ID', ':', 'abdul@example.com');
    expect(findPlace(rows).city).toBeUndefined();
  });
});

describe('the phone of a contact-first block', () => {
  it('calls the number labelled a mobile, not the WhatsApp line beside it', () => {
    const parsed = extractFields(
      lines('Lagos, Nigeria', 'Mobile: 0803 456 7712', 'WhatsApp: +234 809 221 0045', 'chidinma.eze@example.com', 'Chidinma Eze'),
    );
    expect(parsed.phone).toBe('+234 803 456 7712');
  });

  it('still takes a WhatsApp number beside an office line, or one labelled a mobile as well', () => {
    const office = extractFields(lines('Dubai, UAE', 'Tel: +971 4 321 0987', 'WhatsApp: +971 55 123 4567', 'fq@example.com'));
    expect(office.phone).toBe('+971 55 123 4567');
    expect(findPhones(lines('Cell / WhatsApp: +91 97170 11223'))[0]?.messaging).toBeUndefined();
    expect(findPhones(lines('WhatsApp: +91 97170 11223'))[0]?.messaging).toBe(true);
  });

  it('joins a number whose end a table cell read between its label and its start', () => {
    const strip = lines('Mobile:', '71235', '+91 98400', 'Residence:', '3372', '044-2491', 'E-mail:', 'v.iyer@example.com');
    expect(findPhones(strip).map((phone) => phone.value)).toEqual(['+91 98400 71235', '+91 44 2491 3372']);
  });

  it('turns no number around without a label and its colon above', () => {
    const rows = lines('Phone', '0151 2345', '6789', 'Email', 'lena@posteo.de');
    expect(findPhones(rows, 'DE').map((phone) => phone.value)).toEqual(['+49 1512 3456789']);
  });
});

describe('an e-mail address after a wrapped phone number', () => {
  it('takes no landline start ("0161-") for the start of the address', () => {
    const strip = lines('Landline:', '2304417', '0161-', 'E-mail:', 'harpreet.sandhu.chem@gmail.com');
    expect(findEmails(strip).map((email) => email.value)).toEqual(['harpreet.sandhu.chem@gmail.com']);
  });
});

describe('a name row that asks for the surname first', () => {
  it('reads the value given name first', () => {
    const rows = lines('Nazwisko / Imię', 'Wójcik-Nowak Grzegorz', 'Stanowisko', 'Inżynier automatyk');
    expect(extractName(rows, ['g.wojcik-nowak@o2.pl'])?.name).toBe('Grzegorz Wójcik-Nowak');
    const europass = lines('Surname(s) / First name(s)', 'Kowalczyk Anna', 'Desired employment', 'Accountant');
    expect(extractName(europass)?.name).toBe('Anna Kowalczyk');
  });

  it('reads the value in form order where the labels come before the values', () => {
    const columns = lines(
      'Adres',
      'Telefon',
      'E-mail',
      'Nazwisko / Imię',
      'Stanowisko',
      '601 234 567',
      'g.wojcik-nowak@o2.pl',
      'Wójcik-Nowak Grzegorz',
      'Inżynier automatyk',
    );
    expect(extractName(columns, ['g.wojcik-nowak@o2.pl'])?.name).toBe('Grzegorz Wójcik-Nowak');
  });

  it('keeps a value the e-mail address spells given name first', () => {
    const rows = lines('Surname(s) / First name(s)', 'Anna Kowalczyk', 'Desired employment', 'Accountant');
    expect(extractName(rows, ['anna.kowalczyk@example.pl'])?.name).toBe('Anna Kowalczyk');
  });
});

describe('a surname, a comma and the given names in natural case', () => {
  it("reads a name row's value given names first", () => {
    expect(extractName(lines('Name', 'van der Berg, Jan-Willem', 'Position applied for', 'Data Engineer'))?.name).toBe(
      'Jan-Willem van der Berg',
    );
    expect(extractName(lines('Name: Kumar, Ravi', 'Date of Birth: 01-01-1990'))?.name).toBe('Ravi Kumar');
  });

  it('takes it outside a labelled row only when the e-mail address spells the given names first', () => {
    const values = lines('06-4321 8765', 'jw.vanderberg@kpnmail.nl', 'van der Berg, Jan-Willem', 'Data Engineer');
    expect(extractName(values, ['jw.vanderberg@kpnmail.nl'])?.name).toBe('Jan-Willem van der Berg');
    expect(extractName(lines('Berg, Jan', 'Data Engineer'), ['info@example.nl'])?.name).not.toBe('Jan Berg');
  });

  it('never reads a place after the comma as given names', () => {
    expect(extractName(lines('Name: Anita Desai, Pune', 'Phone: 98765 43210'))?.name).not.toBe('Pune Anita Desai');
  });
});

describe('a name of four words in capitals over two lines', () => {
  it('joins the lines in display type, in the order written', () => {
    const header = sized(
      ['Ngày sinh', 8.5],
      ['21/08/1994', 8.5],
      ['NGUYỄN THỊ', 27],
      ['THU HÀ', 27],
      ['Kế toán tổng hợp', 12],
      ['Mục tiêu', 11.5],
    );
    expect(extractName(header, ['thuha.nguyen94@gmail.com'])?.name).toBe('Nguyễn Thị Thu Hà');
  });

  it('joins them without type sizes when the e-mail address spells a word of each', () => {
    const header = lines('Email', 'thuha.nguyen94@gmail.com', 'NGUYỄN THỊ', 'THU HÀ', 'Kế toán tổng hợp');
    expect(extractName(header, ['thuha.nguyen94@gmail.com'])?.name).toBe('Nguyễn Thị Thu Hà');
    expect(extractName(lines('NGUYỄN THỊ', 'THU HÀ', 'Kế toán tổng hợp'), [])?.name).toBe('Nguyễn Thị');
  });
});

describe('a bio-data form named only in its signature', () => {
  it('takes the name in brackets under the declaration', () => {
    const form = lines(
      'Cell: +91 94433 21098',
      'E-mail: s.saraswathi.mlt@yahoo.in',
      'RESUME',
      'Objective',
      'Seeking a position as a medical laboratory technician.',
      'Declaration',
      'I hereby declare that the above information is true to the best of my knowledge and belief.',
      'Place: Coimbatore',
      'Date:',
      '(S. SARASWATHI)',
    );
    expect(extractName(form, ['s.saraswathi.mlt@yahoo.in'])?.name).toBe('S. Saraswathi');
  });
});

describe('headings of a contact-first resume', () => {
  it('knows Vietnamese section headings', () => {
    const sections = extractSections(
      lines(
        'Kinh nghiệm làm việc',
        'Kế toán tổng hợp',
        'Học vấn',
        'Cử nhân Kế toán',
        'Kỹ năng',
        'MISA SME',
        'Mục tiêu nghề nghiệp',
        'x',
      ),
    );
    expect(sections).toEqual({ experience: 'Kế toán tổng hợp', education: 'Cử nhân Kế toán', skills: 'MISA SME' });
  });

  it('joins a heading wrapped after "and" in a narrow label column', () => {
    expect(joinWrappedHeadings(lines('EDUCATION AND', 'TRAINING', 'MSc Business Informatics')).map((line) => line.text)).toEqual([
      'EDUCATION AND TRAINING',
      'MSc Business Informatics',
    ]);
  });
});

describe('a Europass table whose name row is set larger', () => {
  it('reads each value after its label, the larger name aligned at the top of its cell (Chromium PDF)', async () => {
    const bytes = new Uint8Array(readFileSync(join(documents, 'd310-janwillem-cf-europass.chromium.pdf')));
    const read = (await extractLines(detectResumeType(bytes)!, bytes)).map((line) => line.text);
    expect(read[read.indexOf('Name') + 1]).toBe('van der Berg, Jan-Willem');
    expect(read[read.indexOf('Mobile') + 1]).toBe('06-4321 8765');
    expect(read[read.indexOf('Data Engineer', read.indexOf('WORK EXPERIENCE')) + 1]).toBe('NS Reizigers B.V., Utrecht');
  });
});

import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { findPhones, normalisePhone } from '../../../lambdas/resume/fields/phone';
import { lines, scanned } from './support/text-lines';

describe('phone numbers', () => {
  it.each([
    ['+91 98765 43210', '+91 98765 43210'],
    ['098765 43210', '+91 98765 43210'],
    ['(+91) 987 654 3210', '+91 98765 43210'],
    ['+91-9876543210', '+91 98765 43210'],
    ['9876543210', '+91 98765 43210'],
    ['+1 (555) 123-4567', '+1 555 123 4567'],
    ['555.123.4567', '+1 555 123 4567'],
    ['(212) 555-0134', '+1 212 555 0134'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['080-2345 6789', '+91 80 2345 6789'],
  ])('reads %s as %s', (written, normalised) => {
    expect(findPhones(lines(`Phone: ${written}`)).map((p) => p.value)).toEqual([normalised]);
    expect(normalisePhone(written)).toBe(normalised);
  });

  it('ignores years, date ranges, postcodes and short numbers', () => {
    expect(findPhones(lines('2018 - 2021', 'Jan 2019 – Dec 2020', 'Bengaluru 560001', 'CGPA 8.6 / 10', 'Batch of 2014'))).toEqual(
      [],
    );
  });

  it("picks the candidate's number over a referee's listed later", () => {
    const parsed = extractFields(
      lines(
        'Asha Menon',
        'asha.menon@gmail.com | +91 98450 11111',
        'Experience',
        'Engineer at Acme Corp',
        'References',
        'Dr. R. Gupta, Professor, IIT Bombay',
        'Phone: +91 98200 22222',
        'r.gupta@iitb.example',
      ),
    );
    expect(parsed.phone).toBe('+91 98450 11111');
  });

  it("picks the candidate's number from a footer placed after the referees", () => {
    const parsed = extractFields(
      lines(
        'Asha Menon',
        'Experience',
        'Engineer at Acme Corp',
        'References',
        'Mr. K. Rao, Reporting Manager, Acme Corp',
        'Phone: +91 98200 22222',
        'Email: k.rao@acme.example',
        'asha.menon@gmail.com · +91 98450 11111 · Kochi',
      ),
    );
    expect(parsed).toMatchObject({ email: 'asha.menon@gmail.com', phone: '+91 98450 11111' });
  });

  it('prefers the number beside the e-mail address over an earlier unrelated one', () => {
    const parsed = extractFields(
      lines('Asha Menon', 'Office: +91 80 4000 1234 (Acme reception)', 'Contact', 'asha.menon@gmail.com', 'Mobile: 98450 11111'),
    );
    expect(parsed.phone).toBe('+91 98450 11111');
  });
});

describe("the candidate's own phone among several", () => {
  const phoneOf = (...texts: string[]) => extractFields(lines(...texts)).phone;

  it('prefers a number labelled mobile, cell, M or WhatsApp over a landline or office number', () => {
    expect(phoneOf('R. K. Narayan Swamy', 'Landline: 080-4123 7788', 'Mobile: 98860 12345', 'rk@example.com')).toBe(
      '+91 98860 12345',
    );
    expect(phoneOf('Sandeep Yadav', 'Off: 0120-456 7890 | Cell: 98111 23344', 'E-mail: s@example.com')).toBe('+91 98111 23344');
    expect(phoneOf('Deepak Chauhan', 'Res: 0141-2712345', 'M: 94140 67890')).toBe('+91 94140 67890');
    expect(phoneOf('Megha Joshi', 'Landline 011 2345 6789 • WhatsApp +91 99100 55667')).toBe('+91 99100 55667');
    expect(phoneOf('K. V. Subrahmanyam', '+91 80 4123 7788 (office)', '+91 97411 33445 (M)')).toBe('+91 97411 33445');
  });

  it('prefers a mobile over an Indian landline with an STD code when neither is labelled', () => {
    expect(phoneOf('Ritu Agarwal', 'ritu@example.com', '033-2456 7788', '90510 22446')).toBe('+91 90510 22446');
    expect(phoneOf('Megha Joshi', 'megha@example.com', '011 2345 6789, 99100 55667')).toBe('+91 99100 55667');
  });

  it('takes the label from the cell before the number', () => {
    expect(phoneOf('Ritu Agarwal', 'Residence', ':', '033-2456 7788', 'Mobile', ':', '90510 22446')).toBe('+91 90510 22446');
  });

  it('reads national numbers in the country of the address, not in India', () => {
    expect(phoneOf('Liam O’Brien', 'Salford, Manchester, UK', 'Office: 0161 496 0000', 'Mobile: 07911 654321')).toBe(
      '+44 7911 654321',
    );
    expect(
      phoneOf('Arvind Krishnamurthy', 'Parramatta, Sydney NSW, Australia', 'Work: (02) 9876 5432', 'Mobile: 0412 345 678'),
    ).toBe('+61 412 345 678');
    expect(phoneOf('Grace Thompson', 'Evanston, Chicago, IL', 'Work: (312) 555-0110', 'Cell: (773) 555-0187')).toBe(
      '+1 773 555 0187',
    );
  });

  it('keeps an international number in its own country', () => {
    expect(phoneOf('Sophie van den Broek', 'Utrecht, Netherlands', 'Mobiel: +31 6 1234 5678')).toBe('+31 6 12345678');
    expect(phoneOf('Layla al-Rashid', 'Office: +971 2 612 3456', 'Mobile: +971 50 987 6543')).toBe('+971 50 987 6543');
  });
});

describe('storage form', () => {
  it('gives E.164 for a display-formatted number', async () => {
    const { toE164 } = await import('../../../lambdas/resume/fields/phone');
    expect(toE164('+91 98765 43210')).toBe('+919876543210');
    expect(toE164('+44 7911 654321')).toBe('+447911654321');
  });
});

describe('numbers as a scan reads them', () => {
  it('drops a digit or two set apart after a complete number (a border read as a digit)', () => {
    expect(findPhones(lines('Mobile: +91 98765 43210 1')).map((p) => p.value)).toEqual(['+91 98765 43210']);
    expect(findPhones(lines('+971 55 123 4567 |1')).map((p) => p.value)).toEqual(['+971 55 123 4567']);
  });

  it('joins a number wrapped in a table cell with its label cell beside the second line', () => {
    const found = findPhones(scanned('Date of birth 12 March 1990', '+48 601', 'Mob 234 567', 'Gdansk, Poland'));
    expect(found.map((p) => [p.value, p.kind, p.labelled])).toEqual([['+48 601 234 567', 'mobile', true]]);
    // Not on a text layer, nor when the number is whole, nor when the digits make no valid number.
    expect(findPhones(lines('+48 601', 'Mob 234 567', 'Gdansk, Poland'))).toEqual([]);
    expect(findPhones(scanned('+91 98765 43210', 'Batch 2014')).map((p) => p.value)).toEqual(['+91 98765 43210']);
    expect(findPhones(scanned('Score 98', 'Rank 12'))).toEqual([]);
  });

  it('keeps the last group of a number that needs it', () => {
    expect(findPhones(lines('Phone: +44 20 7946 09 58')).map((p) => p.value)).toEqual(['+44 20 7946 0958']);
  });

  it('takes a label whose colon was read as a semicolon', () => {
    const found = findPhones(lines('Home; +1 415 555 0142', 'Cell; +1 415 555 0199'));
    expect(found.map((p) => [p.value, p.kind, p.labelled])).toEqual([
      ['+1 415 555 0142', 'landline', true],
      ['+1 415 555 0199', 'mobile', true],
    ]);
  });
});

describe('labels around the word', () => {
  it.each([
    ['Phone (Mobile):', 'Phone (Home):'],
    ['Cell Phone:', 'Home Phone:'],
    ['Mobile Phone', 'Work Phone'],
    ['Tel (M):', 'Tel (R):'],
    ['Contact No. (M)', 'Contact No. (O)'],
    ['Mobile —', 'Office —'],
  ])('"%s" is the mobile and "%s" the landline, whichever comes first', (mobile, landline) => {
    const found = findPhones(lines(`${landline} +1 415 555 0142`, `${mobile} +1 415 555 0199`));
    expect(found.map((p) => [p.value, p.kind, p.labelled])).toEqual([
      ['+1 415 555 0142', 'landline', true],
      ['+1 415 555 0199', 'mobile', true],
    ]);
  });
});

describe('the North American shape', () => {
  it('is not taken for a number whose area code starts with 0 or 1', () => {
    expect(findPhones(lines('Mobile: 021 123 4567')).map((p) => p.value)).not.toContain('+1 0211234567');
    expect(findPhones(lines('Mobile: (212) 555-0134')).map((p) => p.value)).toEqual(['+1 212 555 0134']);
  });
});

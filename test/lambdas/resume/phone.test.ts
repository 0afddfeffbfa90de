import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { findPhones, normalisePhone } from '../../../lambdas/resume/fields/phone';
import type { TextLine } from '../../../lambdas/resume/types';

const lines = (...texts: string[]): TextLine[] => texts.map((text) => ({ text }));

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
    expect(findPhones(lines('2018 - 2021', 'Jan 2019 – Dec 2020', 'Bengaluru 560001', 'CGPA 8.6 / 10', 'Batch of 2014'))).toEqual([]);
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
    const parsed = extractFields(lines('Asha Menon', 'Office: +91 80 4000 1234 (Acme reception)', 'Contact', 'asha.menon@gmail.com', 'Mobile: 98450 11111'));
    expect(parsed.phone).toBe('+91 98450 11111');
  });
});

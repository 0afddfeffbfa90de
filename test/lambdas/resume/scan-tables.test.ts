import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { repairHandle } from '../../../lambdas/resume/fields/ocr-handles';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { linesEndsInPlace } from '../../../lambdas/resume/text/ocr';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';
import { lines, scanned } from './support/text-lines';

// Scans of details tables (grey label cells, colon columns, the details at the end) and of names in
// letter-spaced capitals with the e-mail address in small or grey type (development.ts d171–d180).
describe('contacts read from scans of details tables and spaced capitals', () => {
  it('puts back an "@" read as a glued "a", "(a)" or "©" before a provider, and its lost dot', () => {
    expect(cleanOcrText('45123 = kavya shettyagmailcom 0 Kadri')).toBe('45123 = kavya.shetty@gmail.com 0 Kadri');
    expect(cleanOcrText('megha(a)yahoo.co.in')).toBe('megha@yahoo.co.in');
    expect(cleanOcrText('ravi.k©gmail,com')).toBe('ravi.k@gmail.com');
    expect(cleanOcrText('ravi.kumarahotmail.co.uk')).toBe('ravi.kumar@hotmail.co.uk');
  });

  it('leaves whole addresses and words before a provider alone', () => {
    expect(cleanOcrText('sunitha.ramachandran@gmail.com')).toBe('sunitha.ramachandran@gmail.com');
    expect(cleanOcrText('kavya@yahoo.co.in')).toBe('kavya@yahoo.co.in');
    expect(cleanOcrText('Signed up via gmail.com')).toBe('Signed up via gmail.com');
    expect(cleanOcrText('Analyst at Yahoo, India')).toBe('Analyst at Yahoo, India');
  });

  it('reads a space between a lone lower-case word and the rest of an address as its lost dot', () => {
    expect(cleanOcrText('E-mail ID ~~: prakash kulkarni91@rediffmail.com')).toBe(
      'E-mail ID ~~: prakash.kulkarni91@rediffmail.com',
    );
    expect(cleanOcrText('kavya shetty@gmail.com')).toBe('kavya.shetty@gmail.com');
    expect(cleanOcrText('+91 98862 45123 | joseph mathew@yahoo.com')).toBe('+91 98862 45123 | joseph.mathew@yahoo.com');
  });

  it('joins no label, capitalised word or word inside a sentence to an address', () => {
    expect(cleanOcrText('email ravi@gmail.com')).toBe('email ravi@gmail.com');
    expect(cleanOcrText(': id ravi@gmail.com')).toBe(': id ravi@gmail.com');
    expect(cleanOcrText('Contact ravi@gmail.com')).toBe('Contact ravi@gmail.com');
    expect(cleanOcrText('Write to me at ravi@gmail.com')).toBe('Write to me at ravi@gmail.com');
  });

  it('sets right a form of the name one confusion away whose number has look-alike letters', () => {
    expect(repairHandle('prakash.kutkarni9l', 'Prakash Kulkarni')).toBe('prakash.kulkarni91');
    expect(repairHandle('prakash.kulkarni91', 'Prakash Kulkarni')).toBe('prakash.kulkarni91');
    expect(repairHandle('tom.batlo', 'Prakash Kulkarni')).toBe('tom.batlo');
  });

  it('counts no colon cell read as a line of its own between an e-mail address and the address', () => {
    const table = [
      ...Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of the sections above.`),
      ...['E-mail ID', ':', 'x.y@gmail.com', 'Gender', ':', 'Male', 'Address', ':', '12/4 Gandhi Street', 'Place', ':'],
      ...['Coimbatore', 'Coimbatore - 641 002'],
    ];
    expect(findPlace(lines(...table)).city).toBe('Coimbatore');
  });

  it('reads a scanned city one confusion away from a known city of its state as that city', () => {
    expect(findPlace(scanned('Mobile: +91 98862 45123 | k@gmail.com | Kadri, Mangalury, Karnataka'))).toEqual({
      city: 'Mangaluru',
      country: 'IN',
    });
    // Not in a text document, and not when the city read is itself known.
    expect(findPlace(lines('Kadri, Mangalury, Karnataka')).city).toBe('Mangalury');
    expect(findPlace(scanned('Salem, Tamil Nadu')).city).toBe('Salem');
  });

  it('reads a two-pair row read as one line with no ZIP code in the number and no Idaho in "E-mail ID"', () => {
    const row = scanned(
      'CURRICULUM VITAE',
      'Mobile No. 98450 12345 E-mail ID sunitha.r@gmail.com',
      'Koramangala 4th Block',
      'Bengaluru - 560 034',
    );
    expect(extractFields(row)).toMatchObject({ phone: '+91 98450 12345', city: 'Bengaluru' });
    expect(findPlace(lines('Mobile No. 98450 12345 E-mail ID x@y.com')).city).toBeUndefined();
    // A ZIP code and a state's abbreviation still make a place.
    expect(findPlace(lines('Boise, ID 83702'))).toEqual({ city: 'Boise', country: 'US' });
  });

  it('reads the city of an address line closed by a full stop after its PIN code', () => {
    expect(findPlace(lines('Address : No. 14, 2nd Cross, Koramangala,', 'Bangalore-560034.')).city).toBe('Bangalore');
    expect(findPlace(lines('Address : Flat 3B, Shivaji Nagar,', 'Pune - 411 005.')).city).toBe('Pune');
  });

  it('takes no "Alternate No." row for the name', () => {
    const form = scanned(
      'Mame: Co | Shabana Parveen Khan',
      'Contact Number: | +91 99012 34567',
      'Alternate Moi',
      '080-2345 6789 ©',
      'Email: ; ~~ | shabana.khan@outlook.com',
    );
    expect(extractFields(form).name).not.toBe('Alternate Moi');
  });

  it("moves a line's end read as a block of its own back after the line", () => {
    const line = (text: string, x0: number, y0: number, x1 = x0 + 10 * text.length) => ({
      text,
      words: [{ text, bbox: { x0, x1, y0, y1: y0 + 25 } }],
    });
    const contacts = line('+91 97170 55432 | abhishek.verma.dev@gmail.com', 190, 211, 1188);
    const profile = line('Profile', 120, 280);
    const skills = line('React', 150, 900);
    const end = line('Gurugram,', 1274, 212);
    const order = (blocks: ReturnType<typeof line>[][]) => linesEndsInPlace(blocks, 1654).map((l) => l.text);
    const role = line('Full Stack Developer', 630, 160);
    expect(order([[role, contacts], [profile, skills], [end]])).toEqual([
      role.text,
      contacts.text,
      'Gurugram,',
      'Profile',
      'React',
    ]);
    // A value beside a column of labels (the labels end before the page's middle) stays where it is read.
    const label = line('Name', 300, 400, 420);
    const value = line('Elena Popescu', 470, 400);
    expect(order([[label, line('Address', 300, 440, 420)], [value]])).toEqual(['Name', 'Address', 'Elena Popescu']);
    // A block of several lines beside (a second column) stays too.
    expect(order([[role, contacts], [profile], [end, line('Haryana', 1274, 250)]])).toEqual([
      role.text,
      contacts.text,
      'Profile',
      'Gurugram,',
      'Haryana',
    ]);
  });
});

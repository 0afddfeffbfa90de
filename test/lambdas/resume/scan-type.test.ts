import { describe, expect, it } from 'vitest';
import { repairHandle } from '../../../lambdas/resume/fields/ocr-handles';
import { addressAfterMark } from '../../../lambdas/resume/text/ocr';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';

// Scans in other type than the corpus's usual Liberation Sans: serif and condensed faces, contacts
// in 7.5–9 pt.
describe('contacts read from scans in other type', () => {
  it('keeps an unsure address glued to a colon or an icon, without the mark', () => {
    expect(addressAfterMark('.kbalaji.raghavan@yahoo.co.in')).toBe('kbalaji.raghavan@yahoo.co.in');
    expect(addressAfterMark('© emily.t@geo-survey.engineering')).toBe('emily.t@geo-survey.engineering');
    expect(addressAfterMark(':anil@x.com')).toBe('anil@x.com');
  });

  it('keeps no unsure part that is not one well-formed address', () => {
    expect(addressAfterMark('= — Te y')).toBeUndefined();
    expect(addressAfterMark('Email me at a@b.com')).toBeUndefined();
    expect(addressAfterMark('ravi@gmail')).toBeUndefined();
    expect(addressAfterMark('ravi@@gmail.com')).toBeUndefined();
  });

  it('reads a space between a dotted first part and the rest of an address as a lost underscore', () => {
    expect(cleanOcrText('maricel.villanueva rn@up.edu.ph')).toBe('maricel.villanueva_rn@up.edu.ph');
    expect(cleanOcrText('harpreet.bedi 1989@rediffmail.com Bhopal, Madhya')).toBe(
      'harpreet.bedi_1989@rediffmail.com Bhopal, Madhya',
    );
    expect(cleanOcrText('Email: anil.k jobs@x.co.in')).toBe('Email: anil.k_jobs@x.co.in');
  });

  it('joins no words that are not an address split at an underscore', () => {
    expect(cleanOcrText('Email me at ravi@gmail.com')).toBe('Email me at ravi@gmail.com');
    expect(cleanOcrText('Contact ravi.k@gmail.com')).toBe('Contact ravi.k@gmail.com');
    expect(cleanOcrText('B.Sc. Physics ravi@x.com')).toBe('B.Sc. Physics ravi@x.com');
  });

  it('sets an l read as t in a form of the name right', () => {
    expect(repairHandle('oksana.kovatenko', 'Oksana Kovalenko')).toBe('oksana.kovalenko');
    expect(repairHandle('matt.tee', 'Matt Tee')).toBe('matt.tee');
    expect(repairHandle('tom.ashworth', 'Lena Fischer')).toBe('tom.ashworth');
  });

  it('reads a colon before a value read as a full stop or a comma as a colon', () => {
    expect(cleanOcrText('. Santiago Ferreyra')).toBe(': Santiago Ferreyra');
    expect(cleanOcrText(', 98400 12345')).toBe(': 98400 12345');
    expect(cleanOcrText('...and more')).toBe('...and more');
    expect(cleanOcrText('B.Sc. Physics')).toBe('B.Sc. Physics');
  });

  it('drops a plus read before a national number (no country code starts with 0)', () => {
    expect(cleanOcrText('+ 053212345 67')).toBe('053212345 67');
    expect(cleanOcrText('GSM +0532 123 45 67')).toBe('GSM 0532 123 45 67');
    expect(cleanOcrText('+90 532 123 45 67')).toBe('+90 532 123 45 67');
    expect(cleanOcrText('Grade A+ 0.9')).toBe('Grade A+ 0.9');
  });

  it('reads a t glued before a country code as the plus, only when that makes a valid number', () => {
    expect(cleanOcrText('Mobile t49 171 2345678')).toBe('Mobile +49 171 2345678');
    expect(cleanOcrText('t91 98450 12345')).toBe('+91 98450 12345');
    expect(cleanOcrText('Flat 12, Street 45')).toBe('Flat 12, Street 45');
    expect(cleanOcrText('at91 98450 12345')).toBe('at91 98450 12345');
  });
});

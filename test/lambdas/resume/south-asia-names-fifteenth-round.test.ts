import { describe, expect, it } from 'vitest';
import { asName, extractName, joinSplitWords } from '../../../lambdas/resume/fields/name';
import { isInitialsRun, shortenedByInitials } from '../../../lambdas/resume/fields/name-south-asia';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { lines } from './support/text-lines';

/** Names as South Asian pages print them, initials before or after the given name (development d530–d537). */

describe('initials run together, kept as printed', () => {
  it('keeps initials run together before the name and natural-cases the rest', () => {
    expect(asName('K.V.R. PRASAD')).toBe('K.V.R. Prasad');
    expect(asName('IR. J.P. VAN DER MEULEN')).toBe('J.P. van der Meulen');
    expect(asName('K.S.Ramesh')).toBe('K.S. Ramesh');
  });

  it('keeps initials glued after the name as printed, apart from it', () => {
    expect(asName('KARTHIKEYAN.S.K')).toBe('Karthikeyan S.K');
    expect(asName('KUMAR.P.R.')).toBe('Kumar P.R.');
  });

  it('leaves initials printed with spaces apart', () => {
    expect(asName('S. K. KARTHIKEYAN')).toBe('S. K. Karthikeyan');
    expect(asName('RESHMA P R')).toBe('Reshma P R');
  });

  it('never takes initials alone or a degree for a name', () => {
    expect(asName('W.M.D.')).toBeUndefined();
    expect(asName('B.E.')).toBeUndefined();
    expect(asName('M.Com')).toBeUndefined();
    expect(isInitialsRun('K.V.R.')).toBe(true);
    expect(isInitialsRun('S.')).toBe(false);
  });

  it('never joins initials run together to the name an address spells with them (a scan)', () => {
    expect(joinSplitWords('K.V.R. Prasad', ['kvrprasad.sapfico@rediffmail.com'])).toBe('K.V.R. Prasad');
  });

  it('reads a bio-data row with initials run together', () => {
    const table = lines('BIO-DATA', 'Name', 'K.V.R. PRASAD', 'Full Name', 'Kolla Venkata Rama Prasad', "Father's Name");
    expect(extractName(table, ['kvrprasad.sapfico@rediffmail.com'])?.name).toBe('K.V.R. Prasad');
  });
});

describe('a short name over a "Full name" row', () => {
  it('matches initials to the whole name’s words in order', () => {
    const whole = ['wijesinghe', 'mudiyanselage', 'dinesh', 'perera'];
    expect(shortenedByInitials(['w.m.d.', 'perera'], whole)).toBe(true);
    expect(shortenedByInitials(['w.', 'm.', 'dinesh', 'perera'], whole)).toBe(true);
    expect(shortenedByInitials(['k.s.', 'perera'], whole)).toBe(false);
    expect(shortenedByInitials(['dinesh', 'perera'], whole)).toBe(false);
  });

  it('takes the name a sidebar prints on two lines over the full name row further down', () => {
    const page = lines(
      'W.M.D.',
      'PERERA',
      'Software Quality Assurance Engineer',
      'CONTACT',
      'dineshperera.wm@gmail.com',
      'TECHNICAL SKILLS',
      'Selenium WebDriver',
      'Full name: Wijesinghe Mudiyanselage Dinesh Perera',
      'SUMMARY',
    );
    expect(extractName(page, ['dineshperera.wm@gmail.com'])?.name).toBe('W.M.D. Perera');
  });

  it('keeps the full name when the top name is not it shortened', () => {
    const page = lines('A.B. SILVA', 'Software Engineer', 'Full name: Wijesinghe Mudiyanselage Dinesh Perera', 'SUMMARY');
    expect(extractName(page, [])?.name).toBe('Wijesinghe Mudiyanselage Dinesh Perera');
  });
});

describe('a state written short in brackets after the town', () => {
  it('reads the town before it', () => {
    expect(findPlace(lines('H. No. 2231, Street No. 4, Guru Arjan', 'Dev Nagar, Ludhiana (Pb.) – 141 001')).city).toBe(
      'Ludhiana',
    );
    expect(findPlace(lines('Civil Lines, Kanpur (U.P.) – 208001')).city).toBe('Kanpur');
    expect(findPlace(lines('Deira, Dubai (UAE)')).city).toBe('Dubai');
  });
});

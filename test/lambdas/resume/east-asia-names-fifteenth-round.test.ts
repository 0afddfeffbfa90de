import { describe, expect, it } from 'vitest';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { lines, sized } from './support/text-lines';

/** Rules for East and South-East Asian name forms by a blind author (round fifteen, d546–d553). */

describe('a family name in capitals with the English name after a comma', () => {
  it('keeps the printed form, family name first', () => {
    expect(asName('WONG Ka Ming, Kelvin')).toBe('Wong Ka Ming, Kelvin');
    expect(asName('TAN Wei Ling, Michelle')).toBe('Tan Wei Ling, Michelle');
  });

  it('reads it in a banner over the role and the contacts', () => {
    const found = extractName(
      sized(
        ['WONG Ka Ming, Kelvin', 24],
        ['Senior Software Engineer – Mobile Banking', 12],
        ['Mobile: (852) 9436 2817', 9.5],
        ['kelvinwong.km@netvigator.com', 9.5],
      ),
      ['kelvinwong.km@netvigator.com'],
    );
    expect(found?.name).toBe('Wong Ka Ming, Kelvin');
  });

  it('is no name when the word after the comma is a role or the words before it are all capitals', () => {
    expect(asName('ZHANG Wei, Engineer')).toBeUndefined();
    expect(asName('Rania Haddad, Accountant')).toBeUndefined();
  });
});

describe('a Filipino name with Ma., dela and a generation', () => {
  it('reads the name in capitals after Engr., with "Ma." and "Jr." kept', () => {
    expect(asName('ENGR. JOSE MA. D. DELA CRUZ JR.')).toBe('Jose Ma. D. Dela Cruz Jr.');
    expect(asName('JOHN SMITH JR.')).toBe('John Smith Jr.');
    expect(asName('Henry Ford II')).toBe('Henry Ford II');
  });

  it('keeps "dela" as its owner writes it, small or with a capital', () => {
    expect(asName('Jose Ma. dela Cruz Sr.')).toBe('Jose Ma. dela Cruz Sr.');
    expect(asName('Ma. Cristina D. Dela Cruz')).toBe('Ma. Cristina D. Dela Cruz');
  });

  it('takes "Ma." only before another word of the name', () => {
    expect(asName('Mary Jane Ma.')).toBe('Mary Jane');
  });

  it('reads the name under a title line, not the father’s row further down', () => {
    const found = extractName(
      lines(
        'RESUME',
        'ENGR. JOSE MA. D. DELA CRUZ JR.',
        'Network Engineer, CCNP',
        'E-mail:',
        'josemadelacruz.jr@yahoo.com',
        "Father's Name:",
        'Jose Ma. dela Cruz Sr.',
      ),
      ['josemadelacruz.jr@yahoo.com'],
    );
    expect(found?.name).toBe('Jose Ma. D. dela Cruz Jr.');
  });

  it('keeps "Dela" in capitals when the page writes the surname nowhere in natural case', () => {
    const found = extractName(lines('MA. CRISTINA D. DELA CRUZ', 'Registered Nurse', 'E-mail: macristina.delacruz@yahoo.com'), [
      'macristina.delacruz@yahoo.com',
    ]);
    expect(found?.name).toBe('Ma. Cristina D. Dela Cruz');
  });
});

describe('a blog address with a handle in its path', () => {
  it('is the portfolio, not an e-mail address', () => {
    const row = 'Mobile: 010-4827-3361 • E-mail: jihoon.park@naver.com • github.com/jihoon-park • velog.io/@jihoonpark';
    expect(findLinks(lines(row))).toEqual({
      github: 'https://github.com/jihoon-park',
      portfolio: 'https://velog.io/@jihoonpark',
    });
  });

  it('still blanks an e-mail address beside a site', () => {
    expect(findLinks(lines('jihoon.park@naver.com • jihoonpark.dev'))).toEqual({ portfolio: 'https://jihoonpark.dev' });
  });
});

describe('East Asian addresses', () => {
  it('reads the city before the province and "P.R. China"', () => {
    expect(findPlace(lines('E-mail: zhangwei_sz@163.com', 'Address:', 'Shenzhen, Guangdong 518057, P.R. China'))).toEqual({
      city: 'Shenzhen',
      country: 'CN',
    });
  });

  it('still reads the city of a known state or region', () => {
    expect(findPlace(lines('Andheri East, Mumbai, Maharashtra, India'))).toEqual({ city: 'Mumbai', country: 'IN' });
  });

  it('reads a Vietnamese address after its label "Địa chỉ:"', () => {
    const row = 'Địa chỉ: Số 18, ngõ 72 Nguyễn Trãi, phường Thượng Đình, quận Thanh Xuân, Hà Nội';
    expect(findPlace(lines('Email: thuha.nguyen93@yahoo.com.vn', row))).toEqual({ city: 'Hà Nội', country: 'VN' });
  });
});

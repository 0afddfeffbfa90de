import { describe, expect, it } from 'vitest';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { headingKind } from '../../../lambdas/resume/headings';
import { lines, scanned } from './support/text-lines';

/** Rules for names as Africa and the Americas print them, by a blind author (round fifteen, d562–d569). */

describe('tone-marked letters', () => {
  it('reads a Yoruba name whose tone marks are combining accents', () => {
    expect(asName('Adébáyọ̀ Oluwaseun')).toBe('Adébáyọ̀ Oluwaseun');
    expect(asName('ỌLỌ́KỌ̀ ADÉWALÉ')).toBe('Ọlọ́kọ̀ Adéwalé');
  });

  it('takes a title off and the surname out of its capitals, with the membership after it', () => {
    expect(asName('Engr. Adébáyọ̀ Oluwaseun OGUNLESI, MNSE')).toBe('Adébáyọ̀ Oluwaseun Ogunlesi');
  });

  it('still takes no word in small letters with marks', () => {
    expect(asName('Adébáyọ̀ ọ̀dọ̀')).toBeUndefined();
  });

  it('reads the name in a banner over its role, the membership wrapped to the next line', () => {
    const top = lines(
      'Engr. Adébáyọ̀ Oluwaseun OGUNLESI,',
      'MNSE',
      'Senior Backend Engineer · Payments · R.Engr. (COREN)',
      'seun.ogunlesi@yahoo.com | linkedin.com/in/adebayo-ogunlesi',
    );
    expect(extractName(top, ['seun.ogunlesi@yahoo.com'])?.name).toBe('Adébáyọ̀ Oluwaseun Ogunlesi');
  });
});

describe('generational suffixes and nicknames', () => {
  it('keeps "III" in capitals after the surname', () => {
    expect(asName('Marcus A. Whitfield III')).toBe('Marcus A. Whitfield III');
    expect(asName('ROBERT L. JONES II')).toBe('Robert L. Jones II');
  });

  it('drops a nickname in quotes and the licence after the comma', () => {
    expect(asName('Marcus A. “Trey” Whitfield III, PE')).toBe('Marcus A. Whitfield III');
    expect(asName('Robert "Bobby" Jones')).toBe('Robert Jones');
  });

  it('does not keep a short last word in capitals that is no suffix', () => {
    expect(asName('NGUYEN THI VI')).toBe('Nguyen Thi Vi');
  });
});

describe('surname and given names in rows of their own', () => {
  it('puts the Prénom row before the Nom row, the colons in cells of their own', () => {
    const table = lines(
      'CURRICULUM VITAE',
      'ÉTAT CIVIL',
      'Nom',
      ': DIALLO',
      'Prénom',
      ': Aminata',
      'Nationalité',
      ': Sénégalaise',
    );
    expect(extractName(table, ['aminata.diallo@orange.sn'])?.name).toBe('Aminata Diallo');
  });

  it('reads the rows on one line each, and from a scan', () => {
    const rows = ['Nom : DIALLO', 'Prénom : Aminata', 'Nationalité : Sénégalaise'];
    expect(extractName(lines(...rows), ['aminata.diallo@orange.sn'])?.name).toBe('Aminata Diallo');
    expect(extractName(scanned('ETAT CIVIL', 'Nom', ': DIALLO', 'Prénom', ': Aminata'), ['aminata.diallo@orange.sn'])?.name).toBe(
      'Aminata Diallo',
    );
  });

  it('leaves a whole name in a Nom row alone', () => {
    const rows = lines('Nom : Aminata DIALLO', 'Prénom : Aminata', 'Nationalité : Sénégalaise');
    expect(extractName(rows, ['aminata.diallo@orange.sn'])?.name).not.toBe('Aminata Aminata Diallo');
  });
});

describe('a town before a state named after its city', () => {
  it('reads the town, not the state', () => {
    expect(findPlace(lines('Plot 14, Adeniyi Jones Avenue, Ikeja, Lagos State, Nigeria')).city).toBe('Ikeja');
  });

  it('never takes a street before the state', () => {
    expect(findPlace(lines('Plot 14, Adeniyi Jones Avenue, Lagos State, Nigeria')).city).toBe('Lagos');
  });
});

describe('French skills headings', () => {
  it('reads "Compétences informatiques" as skills', () => {
    expect(headingKind('COMPÉTENCES INFORMATIQUES')).toBe('skills');
    expect(headingKind('Compétences informatiques')).toBe('skills');
  });
});

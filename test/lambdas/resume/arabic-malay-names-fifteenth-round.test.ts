/**
 * Names of the Arabic-speaking world, Turkey, Iran, Malaysia and Indonesia, fifteenth round
 * (development d538–d545): an Indonesian single name with dotted degrees under a "Nama Lengkap"
 * row and a "DAFTAR RIWAYAT HIDUP" title, Indonesian, Malay and Turkish section headings (Turkish
 * capitals with their dotted and dotless i), a sidebar name broken before "BINTI" in smaller type,
 * "AL" before the family name after a patronymic. The names here are other people's: the rules are the
 * layout's.
 */
import { describe, expect, it } from 'vitest';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { singleNameBeforeDottedDegrees } from '../../../lambdas/resume/fields/name-arabic-malay';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { headingKind } from '../../../lambdas/resume/headings';
import { lines, scanned, sized } from './support/text-lines';

describe('a single name before dotted degrees', () => {
  it('is the word before the degrees', () => {
    expect(singleNameBeforeDottedDegrees('Wahyudi, S.Kom., M.Kom.')).toBe('Wahyudi');
    expect(singleNameBeforeDottedDegrees('Hartono, S.E., Ak.')).toBe('Hartono');
  });

  it('needs the degrees after a comma, and one word before them', () => {
    expect(singleNameBeforeDottedDegrees('Wahyudi')).toBeUndefined();
    expect(singleNameBeforeDottedDegrees('Budi Hartono, S.E.')).toBeUndefined();
    expect(singleNameBeforeDottedDegrees('Bandung, Jawa Barat')).toBeUndefined();
  });

  it('refuses a crafted row of dotted letters that ends in no degree, at once (it took 20.9 s at 28 letters)', () => {
    expect(singleNameBeforeDottedDegrees(`Sutrisno, ${'S.'.repeat(60)}!`)).toBeUndefined();
    expect(singleNameBeforeDottedDegrees(`Sutrisno, ${'S. '.repeat(60)}`)).toBe('Sutrisno');
  });

  it('is the name of a "Nama Lengkap" row under a "Daftar Riwayat Hidup" title', () => {
    const doc = lines(
      'DAFTAR RIWAYAT HIDUP',
      'WAHYUDI, S.KOM., M.KOM.',
      'DATA PRIBADI',
      'Nama Lengkap',
      ':',
      'Wahyudi, S.Kom., M.Kom.',
      'Tempat, Tanggal Lahir',
      ':',
      'Solo, 2 Mei 1990',
    );
    expect(extractName(doc, ['wahyudi.kom@example.co.id'])?.name).toBe('Wahyudi');
  });

  it('is never the title itself', () => {
    expect(extractName(lines('DAFTAR RIWAYAT HIDUP', 'Nama : Dewi Lestari', 'Agama : Islam'), [])?.name).toBe('Dewi Lestari');
  });
});

describe('Indonesian, Malay and Turkish section headings', () => {
  it('are read in natural case', () => {
    expect(headingKind('Pengalaman Kerja')).toBe('experience');
    expect(headingKind('Riwayat Pendidikan')).toBe('education');
    expect(headingKind('Keahlian')).toBe('skills');
    expect(headingKind('İş Deneyimi')).toBe('experience');
    expect(headingKind('Eğitim')).toBe('education');
    expect(headingKind('Yetenekler')).toBe('skills');
  });

  it('are read in CSS capitals, which lose the Turkish dotless i and part or glue the dotted capital', () => {
    expect(headingKind('İŞ DENEYİMİ')).toBe('experience');
    expect(headingKind('EĞITIM')).toBe('education');
    expect(headingKind('HAKKIMDA')).toBe('other');
    expect(headingKind('İŞDENEYIMI')).toBe('experience');
    expect(headingKind('İ Ş DENEYIMI')).toBe('experience');
  });
});

describe('a patronymic line under the given names', () => {
  it('goes on with the name in smaller display type', () => {
    const doc = sized(['Ts.', 10], ['SITI HAJAR', 21], ['BINTI MOHD. RAHMAN', 17], ['Software Engineer', 9.5], ['CONTACT', 9]);
    expect(extractName(doc, ['sitihajar.rahman@example.com'])?.name).toBe('Siti Hajar binti Mohd. Rahman');
  });

  it('is no heading or role in the same place', () => {
    const doc = sized(['SITI HAJAR', 21], ['SOFTWARE ENGINEER', 17], ['CONTACT', 9]);
    expect(extractName(doc, [])?.name).toBe('Siti Hajar');
  });

  it('joins not when it is larger than the name', () => {
    const doc = sized(['Profile', 10], ['AHMAD FAIZ', 12], ['BIN HASSAN', 24], ['Engineer', 9]);
    expect(extractName(doc, [])?.name).not.toBe('Ahmad Faiz bin Hassan');
  });
});

describe('"AL" in capitals after a patronymic', () => {
  it('names the family with a capital', () => {
    expect(asName('SULTAN BIN HAMAD AL NUAIMI')).toBe('Sultan bin Hamad Al Nuaimi');
  });

  it('stays the particle without a patronymic, or as its owner wrote it', () => {
    expect(asName('OMAR AL RASHID')).toBe('Omar al Rashid');
    expect(asName('Sultan bin Hamad al Nuaimi')).toBe('Sultan bin Hamad al Nuaimi');
  });
});

describe("the candidate's place beside headings and a date of birth", () => {
  it('is never a heading read as a town and a state ("ABOUT ME": Maine)', () => {
    const doc = lines(
      'Rania Haddad',
      'Mobile',
      '+962 79 000 0000',
      'rania.haddad@example.com',
      'ABOUT ME',
      'QA lead.',
      'Amman 11183, Jordan',
    );
    expect(findPlace(doc, 'Rania Haddad').city).toBe('Amman');
  });

  it('is no birthplace on a date-of-birth row when the address names another', () => {
    const doc = lines(
      'Date of birth',
      ':',
      '04 June 1988, Tabriz',
      'E-mail',
      ':',
      'a.karimi@example.ir',
      'Unit 7, No. 18, Golestan Alley, Tehran',
      'Address',
      ':',
      '15579-43711, Iran',
    );
    expect(findPlace(doc, 'Ali Karimi').city).toBe('Tehran');
  });
});

describe('a scanned name row and a banner name wrapped after "AL"', () => {
  it('reads the single name of a "Nama Lengkap" row whose colon a scan read as a mark', () => {
    const doc = scanned('DAFTAR RIWAYAT HIDUP', 'DATA PRIBADI', 'Nama Lengkap', '© Wahyudi, S.Kom., M.Kom.', 'Agama', ': Islam');
    expect(extractName(doc, [])?.name).toBe('Wahyudi');
  });

  it('goes on to the next line after the article in capitals', () => {
    const doc = sized(['SULTAN BIN HAMAD AL', 22], ['NUAIMI', 22], ['Network Engineer', 11]);
    expect(extractName(doc, [])?.name).toBe('Sultan bin Hamad Al Nuaimi');
  });
});

/**
 * Names in the remixes, sixteenth round (development x001–x120: one person printed through another
 * author's template). The names here are other people's: the rules are the layout's.
 */
import { describe, expect, it } from 'vitest';
import { extractName } from '../../../lambdas/resume/fields/name';
import { headingKind } from '../../../lambdas/resume/headings';
import { lines, sized } from './support/text-lines';

describe('a tagline printed in the title line before the name', () => {
  it('gives the name at its end, from the word the e-mail address starts with', () => {
    const doc = lines(
      'Registered Nurse · Whānau Ora Hine K. Te Awa',
      'Registered Nurse',
      'Mob: 021 555 0101',
      'E-mail: hine.teawa@example.nz',
    );
    expect(extractName(doc, ['hine.teawa@example.nz'])?.name).toBe('Hine K. Te Awa');
  });

  it('goes on to the line below in the same type', () => {
    const doc = sized(
      ['Chartered Surveyor · RICS Conor', 22],
      ['McAllister', 22],
      ['Quantity Surveyor', 10.5],
      ['Email: conor.mcallister@example.ie', 10.5],
    );
    expect(extractName(doc, ['conor.mcallister@example.ie'])?.name).toBe('Conor McAllister');
  });

  it('leaves a tagline whose end the address does not spell', () => {
    const doc = lines('Registered Nurse · Whānau Ora', 'Hine K. Te Awa', 'E-mail: hine.teawa@example.nz');
    expect(extractName(doc, ['hine.teawa@example.nz'])?.name).toBe('Hine K. Te Awa');
    const other = lines('Product Design · Research Lead', 'Experience', 'E-mail: studio@example.com');
    expect(extractName(other, ['studio@example.com'])?.name).toBeUndefined();
  });
});

describe('a details table value wrapped around the next row', () => {
  it('goes on after the row read between its lines, to the next heading', () => {
    const doc = sized(
      ['RESUME', 17],
      ['Full Name', 10],
      ['Minh', 10],
      ['Anh', 10],
      ['Date of Birth', 10],
      ['14-07-1990', 10],
      ['Pham-', 10],
      ['Le', 10],
      ['OBJECTIVE', 11.5],
      ['minhanh.phamle@example.com', 10],
    );
    expect(extractName(doc, ['minhanh.phamle@example.com'])?.name).toBe('Minh Anh Pham-Le');
  });

  it('takes a hyphenated surname the address spells with a stop between its parts', () => {
    const doc = sized(
      ['BIO-DATA', 17],
      ['Name', 10],
      [':', 10],
      ['Ciaran Joseph', 10],
      ['Father Name', 10],
      [':', 10],
      ['P. Quinn', 10],
      ["O'Neill-Hayes", 10],
      ['Date of Birth', 10],
      [':', 10],
      ['03-03-1988', 10],
    );
    expect(extractName(doc, ['ciaran.oneill.hayes@example.com'])?.name).toBe("Ciaran Joseph O'Neill-Hayes");
  });
});

describe('letter-spaced capitals read with a gap inside a word', () => {
  it('rejoin the lone capital to the short word before it when the address spells them', () => {
    const doc = sized(['DR. MARIEKE VA N DER LINDEN', 22], ['PROFILE', 11], ['m.vanderlinden@example.nl', 10.5]);
    expect(extractName(doc, ['m.vanderlinden@example.nl'])?.name).toBe('Marieke van der Linden');
  });

  it('leave a middle initial and letters typed apart', () => {
    expect(extractName(sized(['JOHN A SMITH', 22], ['PROFILE', 11]), ['johnasmith@example.com'])?.name).toBe('John A Smith');
    expect(extractName(sized(['K S ANANYA', 22], ['PROFILE', 11]), ['ksananya@example.com'])?.name).toBe('K S Ananya');
  });
});

describe('a surname with memberships on the second line of a titled name', () => {
  it('joins the given name above it', () => {
    const doc = sized(
      ['ENGR. CHIDI', 15],
      ['OKORO-NNAMDI, MNSE', 15],
      ['CURRICULUM VITAE', 10],
      ['chidi.okoro-nnamdi@example.com', 9],
    );
    expect(extractName(doc, ['chidi.okoro-nnamdi@example.com'])?.name).toBe('Chidi Okoro-Nnamdi');
  });
});

describe('a bare "Name" cell read with its value in capitals', () => {
  it('gives the value when the address spells its first word', () => {
    const doc = lines('PERSONAL DETAILS', 'Name ANJALI K S', 'Role', 'Staff Nurse', 'E-mail', 'anjaliks1990@example.in');
    expect(extractName(doc, ['anjaliks1990@example.in'])?.name).toBe('Anjali K S');
  });
});

describe('a Vietnamese name set one word a line', () => {
  it('keeps the family name first though the address writes the given name first', () => {
    const doc = sized(['TRẦN', 24], ['THỊ', 24], ['NGỌC', 24], ['ÁNH', 24], ['Designer', 9.5], ['ngocanh.tran@example.com', 9.5]);
    expect(extractName(doc, ['ngocanh.tran@example.com'])?.name).toBe('Trần Thị Ngọc Ánh');
  });

  it('leaves a surname in capitals over given names turned round as before', () => {
    const doc = lines('VAN WYK', 'Marike Annelie', 'marike.vanwyk@example.co.za');
    expect(extractName(doc, ['marike.vanwyk@example.co.za'])?.name).toBe('Marike Annelie Van Wyk');
  });
});

describe('a field experience heading in letter-spaced capitals with its gap lost', () => {
  it('is experience', () => {
    expect(headingKind('TEACHINGEXPERIENCE')).toBe('experience');
    expect(headingKind('RESEARCHEXPERIENCE')).toBe('experience');
    expect(headingKind('YEARSEXPERIENCE')).toBeUndefined();
  });
});

/**
 * Names in the personal-details tables of bio-data forms (issue 15, sixth round): rules that join
 * or rebuild a name take only what they are sure of.
 */
import { describe, expect, it } from 'vitest';
import { extractName } from '../../../lambdas/resume/fields/name';
import { lines } from './support/text-lines';

describe('a name wrapping in a details cell', () => {
  it("never joins a wrapping label's first word or another row's value", () => {
    expect(extractName(lines('BIO-DATA', 'Name', 'Rekha Devi Sharma', 'Husband’s', 'Name', 'Rajendra Sharma'))?.name).toBe(
      'Rekha Devi Sharma',
    );
    expect(extractName(lines('Name', ':', 'Anu Joseph', 'Hindu', 'Marital Status', 'Single'), ['aj1992@gmail.com'])?.name).toBe(
      'Anu Joseph',
    );
  });

  it("joins the wrapped word that follows the row's other pair when the e-mail address spells it", () => {
    const read = lines('Name', 'Ngozi Adaeze', 'Nationality', 'Nigerian', 'Okonkwo', 'State of Origin', 'Anambra');
    expect(extractName(read, ['n.okonkwo@yahoo.com'])?.name).toBe('Ngozi Adaeze Okonkwo');
    // Unspelled, it may as well end the other value (a father's name): the name stays as read.
    const father = lines('Full Name:', 'Mohammed Irfan', "Father's Name:", 'Abdul Rashid', 'Shaikh', 'Date of Birth:');
    expect(extractName(father, ['mis1990@gmail.com'])?.name).toBe('Mohammed Irfan');
    expect(extractName(father, ['irfan.shaikh@outlook.com'])?.name).toBe('Mohammed Irfan Shaikh');
  });
});

describe('a row of two pairs read as one line', () => {
  it("stops the name at the other pair's label", () => {
    const read = lines('Full Name:', "Mohammed Irfan Shaikh Father's Name: Abdul Rashid Shaikh", 'Date of Birth: 05/09/1990');
    expect(extractName(read)?.name).toBe('Mohammed Irfan Shaikh');
    expect(extractName(lines("Name: Anu Joseph Father's Name: Joseph Mathew"))?.name).toBe('Anu Joseph');
  });
});

describe('a value split around its centred label', () => {
  it('prefers the value under the label when the e-mail address spells it and not the line above', () => {
    // The row above is the mother's name, which shares the candidate's surname.
    const read = lines("Mother's Name", 'Meera Iyer', 'Name', 'Asha Iyer', 'Gender', 'Female');
    expect(extractName(read, ['asha.iyer@gmail.com'])?.name).toBe('Asha Iyer');
  });

  it('joins a later word only to a single name word above the label', () => {
    const read = lines('Kavya Shetty', 'Name', 'Place', 'Udupi', 'Kundapur', 'Gender');
    expect(extractName(read, ['kavya.shetty.kundapur@gmail.com'])?.name).toBe('Kavya Shetty');
  });
});

describe("another person's name and post-nominals", () => {
  it('strips post-nominals the parser does not know after a name label, inline or wrapped', () => {
    expect(extractName(lines('BIO-DATA', 'Candidate Name Dr. Kiran Rao, FRCS', "Father's Name", 'Mohan Krishna Rao'))?.name).toBe(
      'Kiran Rao',
    );
    const wrapped = lines('Candidate Name', 'Dr. Kiran Prakash', 'Rao, FRCS', "Father's Name", 'Mohan Rao');
    expect(extractName(wrapped)?.name).toBe('Kiran Prakash Rao');
  });

  it("never takes the value of a father's, mother's or husband's row", () => {
    const read = lines(
      'APPLICATION',
      'Personal Details',
      "Father's Name",
      ':',
      'Suresh Kumar Menon',
      'Date of Birth',
      '01-01-1990',
    );
    expect(extractName(read, ['menon.s1990@gmail.com'])?.name).not.toBe('Suresh Kumar Menon');
    expect(
      extractName(lines('APPLICATION', "Husband's Name: Ravi Shankar Pillai", 'Gender: Female'), ['pillai.r@gmail.com'])?.name,
    ).not.toBe('Ravi Shankar Pillai');
  });

  it('keeps the first value of a column of values read after a column of labels', () => {
    const read = lines('BIO-DATA', 'Name', "Father's Name", 'Anu Joseph', 'Joseph Mathew', 'Date of Birth');
    expect(extractName(read, ['aj1992@gmail.com'])?.name).toBe('Anu Joseph');
  });
});

import { describe, expect, it } from 'vitest';
import { headingKind } from '../../../lambdas/resume/headings';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findPhones } from '../../../lambdas/resume/fields/phone';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { lines, scanned } from './support/text-lines';

/** Rules for personal details in label/value tables by an independent author (development.ts d362–d369). */

describe('ranks and memberships around a name', () => {
  it('leaves out several ranks in a row and the mark of a retired officer', () => {
    expect(asName('Lt. Col. (Retd.) Syed Imran Haider Naqvi')).toBe('Syed Imran Haider Naqvi');
    expect(asName('Wg Cdr Anil Rao (Retd)')).toBe('Anil Rao');
    expect(asName('Maj. Gen. Ravi Kumar')).toBe('Ravi Kumar');
    expect(asName('Dr. Mrs. Asha Rao')).toBe('Asha Rao');
  });

  it('leaves out a membership whose body names its country in brackets', () => {
    expect(asName('Ms. Grace Wanjiru Kamau-Njoroge, CPA (K)')).toBe('Grace Wanjiru Kamau-Njoroge');
    expect(asName('Thabo Nkosi, CA(SA), MBA')).toBe('Thabo Nkosi');
  });

  it('reads the name from a details table with either', () => {
    const table = lines(
      'PERSONAL INFORMATION',
      'Name',
      ': Lt. Col. (Retd.) Syed Imran Haider Naqvi',
      "Father's Name",
      ': Syed Ali Haider Naqvi',
    );
    expect(extractName(table, ['imran.naqvi.retd@hotmail.com'])?.name).toBe('Syed Imran Haider Naqvi');
  });
});

describe('titles, initials and labels of bio-data forms', () => {
  it('leaves out titles in brackets and professions written short', () => {
    expect(asName('Dr. (Mrs.) N. M. Fernando')).toBe('N. M. Fernando');
    expect(asName('Barr. Chinedu Okeke')).toBe('Chinedu Okeke');
    expect(asName('Capt. (Dr.) Ravi Menon')).toBe('Ravi Menon');
  });

  it('keeps initials run together as printed, before the name or glued after it (fifteenth round)', () => {
    expect(asName('S.K. KARTHIKEYAN')).toBe('S.K. Karthikeyan');
    expect(asName('KARTHIKEYAN.S.K')).toBe('Karthikeyan S.K');
    expect(asName('Rahul Sharma, M.A.')).toBe('Rahul Sharma');
  });

  it('keeps Muhammad written short', () => {
    expect(asName('Mohd. Arif Khan')).toBe('Mohd. Arif Khan');
    expect(asName('Md. Rafiqul Islam')).toBe('Md. Rafiqul Islam');
  });

  it('reads the labels forms qualify', () => {
    for (const label of [
      'Names in Full',
      'Name with Initials',
      'Name in full with initials',
      'Name (in block letters)',
      'Your Name',
    ])
      expect(
        extractName(
          lines('CAREER OBJECTIVE', 'To work in a reputed firm.', `${label} : Ruwan Bandara`, 'Date of Birth : 12.03.1980'),
        )?.name,
      ).toBe('Ruwan Bandara');
  });
});

describe('a details table read in pieces', () => {
  it('reads a scanned value cell after its colon and the rule read as a bar', () => {
    const table = scanned(
      'CURRICULUM VITAE',
      'Name',
      ': | Er. S. K. KARTHIKEYAN, B.E.',
      "Father's Name",
      ': | Mr. K. Subramanian',
    );
    expect(extractName(table, ['sk.karthikeyan1989@gmail.com'])?.name).toBe('S. K. Karthikeyan');
  });

  it('takes the first value after a column of labels that the name label heads, never the next label', () => {
    const table = lines(
      'PERSONAL INFORMATION',
      'Name',
      'Sex',
      'State of',
      'Origin',
      'Contact',
      'Address',
      'Marital',
      'Status',
      'Engr. Chidi Obinna Nwosu, MNSE',
      'Male',
      'Date of',
      'Birth',
    );
    expect(extractName(table, ['chidi.nwosu@yahoo.com'])?.name).toBe('Chidi Obinna Nwosu');
  });

  it('takes no label the column does not know for the value', () => {
    const table = lines(
      'PERSONAL DETAILS',
      'Name',
      'Date of Birth',
      'Nationality',
      'Driving Licence',
      'Passport No.',
      ': Mohammed Abdul Rahman Shaikh',
    );
    expect(extractName(table, ['rahman.shaikh87@hotmail.com'])?.name).toBe('Mohammed Abdul Rahman Shaikh');
    const unknown = lines(
      'CURRICULUM VITAE',
      'RAVI KUMAR',
      'PERSONAL DETAILS',
      'Name',
      'Date of Birth',
      'Nationality',
      'Board Member',
      'Ravi Kumar',
    );
    expect(extractName(unknown, ['rk1990@gmail.com'])?.name).toBe('Ravi Kumar');
  });

  it('looks past a column of colons read between the labels and the values', () => {
    const table = lines(
      'PERSONAL INFORMATION',
      'Name',
      "Father's Name",
      'Date of Birth',
      'Domicile',
      ':',
      ':',
      ':',
      ':',
      'Lt. Col. (Retd.) Syed Imran Haider Naqvi',
      'Syed Ali Haider Naqvi',
      '21st November 1971',
      'Rawalpindi (Punjab)',
    );
    expect(extractName(table, ['imran.naqvi.retd@hotmail.com'])?.name).toBe('Syed Imran Haider Naqvi');
  });
});

describe('a province two countries share', () => {
  it('implies neither: Punjab after a Pakistani city leaves the country to the city', () => {
    const place = findPlace(lines('Domicile', ': Rawalpindi (Punjab)', 'Cell', ': 0300-5551234'));
    expect(place.country).not.toBe('IN');
    const phones = findPhones(lines('Cell', ': 0300-5551234'), place.country ?? 'PK');
    expect(phones.map((phone) => phone.value)).toContain('+92 300 5551234');
  });
});

describe('numbers in a details table', () => {
  it('reads a mobile whose value cell rule a scan read as a "1" before it', () => {
    const phones = findPhones(scanned('Mobile', '198427 31560', 'Phone (Res.)', ': | 0431 - 2456 789'), 'IN');
    expect(phones.map((phone) => phone.value)).toContain('+91 98427 31560');
  });

  it('reads it when the colon before the cell was read as a "+" set apart from the digits', () => {
    const phones = findPhones(scanned('Mobile', '+ 198427 31560', 'Phone (Res.)', ': 0431 - 2456 789'), 'IN');
    expect(phones.map((phone) => phone.value)).toContain('+91 98427 31560');
    expect(phones.map((phone) => phone.value)).not.toContain('+1 984 273 1560');
  });

  it('keeps a country code written against its digits', () => {
    const phones = findPhones(scanned('Mobile', '+1984 273 1560'), 'IN');
    expect(phones.map((phone) => phone.value)).toContain('+1 984 273 1560');
  });

  it('keeps a number that is valid with its first "1"', () => {
    const phones = findPhones(scanned('Mobile', '1800 425 1234'), 'IN');
    expect(phones.map((phone) => phone.value)).not.toContain('+91 80042 51234');
  });

  it('takes the second of two numbers in a row for the alternate one when its label was read away from it', () => {
    const table = lines('Name', 'Alt. Phone', 'Marital', 'Status', 'Phone', '+234 803 123 4567', '0809 555 1122', 'E-mail');
    const phones = findPhones(table, 'NG');
    expect(phones.find((phone) => phone.value === '+234 809 555 1122')?.alternate).toBe(true);
    expect(phones.find((phone) => phone.value === '+234 803 123 4567')?.alternate).toBeUndefined();
  });
});

describe('a town the gazetteer lacks at the end of a labelled address', () => {
  it('takes the last line of an address that starts with a house number', () => {
    const table = lines(
      'Permanent Address:',
      'No. 45/2, Temple Road,',
      'Pannipitiya,',
      'Maharagama.',
      'Mobile:',
      '+94 77 312 4589',
      'E-mail:',
      'someone@yahoo.com',
    );
    expect(findPlace(table).city).toBe('Maharagama');
  });

  it('takes no state or country, nor a line of a short address', () => {
    expect(findPlace(lines('Permanent Address:', 'No. 12, 4th Cross,', 'Kottayam Dist.,', 'Kerala', 'Mobile:')).city).not.toBe(
      'Kerala',
    );
    expect(findPlace(lines('Permanent Address:', 'No. 12, 4th Cross,', 'Pannipitiya,', 'Sri Lanka.', 'Mobile:')).city).not.toBe(
      'Sri Lanka',
    );
    expect(findPlace(lines('Address:', 'Temple Road,', 'Pannipitiya,', 'Maharagama.', 'Mobile:')).city).toBeUndefined();
  });
});

describe('referees of a Sri Lankan CV', () => {
  it('reads "Non-related Referees" as the references heading', () => {
    expect(headingKind('NON-RELATED REFEREES')).toBe('references');
  });
});

describe('qualifications beside the educational ones', () => {
  it('reads "Other Qualifications" as skills, "Educational Qualifications" as education', () => {
    expect(headingKind('OTHER QUALIFICATIONS')).toBe('skills');
    expect(headingKind('Additional Qualifications:')).toBe('skills');
    expect(headingKind('Educational Qualifications')).toBe('education');
  });
});

describe('a details table after a long resume', () => {
  const jobs = Array.from({ length: 90 }, (_, i) => `Handled accounts payable and vendor reconciliations for region ${i}.`);

  it('reads its name label far down when the top names no one', () => {
    const resume = lines(
      'RESUME',
      'CAREER OBJECTIVE',
      'To work in a reputed firm.',
      'WORK EXPERIENCE',
      ...jobs,
      'PERSONAL PROFILE',
      'Name',
      ': Ruwan Bandara',
    );
    expect(extractName(resume)?.name).toBe('Ruwan Bandara');
  });

  it('never takes a referee’s name label', () => {
    const resume = lines(
      'RESUME',
      'CAREER OBJECTIVE',
      'To work in a reputed firm.',
      'WORK EXPERIENCE',
      ...jobs,
      'REFERENCES',
      'Name : Kamal Perera',
    );
    expect(extractName(resume)?.name).not.toBe('Kamal Perera');
  });
});

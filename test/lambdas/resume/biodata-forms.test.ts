/**
 * Bio-data forms and contacts before the name (issue 15; development.ts d230–d241, by an
 * independent author): a personal-details table at the top under a title or at the end after the
 * sections, a declaration signed at a place, a second number labelled "Alt. Phone", a column of
 * labels read before the column of values, headings in two languages.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { extractName } from '../../../lambdas/resume/fields/name';
import { findPhones } from '../../../lambdas/resume/fields/phone';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { extractSections } from '../../../lambdas/resume/fields/sections';
import { headingKind } from '../../../lambdas/resume/headings';
import { lines } from './support/text-lines';

/** Thirty lines of sections, so that a details table after them is out of the contact block's reach. */
const body = Array.from({ length: 30 }, (_, i) => `Handled duty number ${i + 1} in the office.`);

describe('the place of a bio-data form', () => {
  it('is read from the labelled address of a details table after the sections', () => {
    const doc = lines(
      'Priya Sharma',
      'E-mail: priya.sharma@gmail.com',
      ...body,
      'Personal Profile',
      'Permanent',
      'Address:',
      'C-2/145, Sector B, Aliganj,',
      'Lucknow – 226 024 (U.P.)',
    );
    expect(findPlace(doc).city).toBe('Lucknow');
  });

  it('takes the address, not the local government area above it', () => {
    const doc = lines(
      'Name:',
      'Emeka Eze',
      'L.G.A.:',
      'Nnewi North',
      'Nationality:',
      'Nigerian',
      'Contact Address:',
      'No. 15 Aba Road,',
      'Rumuokoro,',
      'Port Harcourt,',
      'Rivers State.',
      'emeka@yahoo.com',
    );
    expect(findPlace(doc).city).toBe('Port Harcourt');
  });

  it('takes the hometown or the place of origin only when nothing else names a place', () => {
    const origin = ['Religion', ':', 'Christian', 'Hometown', ':', 'Kumasi', 'Mobile', ':', '024 456 7890', 'k.osei@gmail.com'];
    const address = ['Residential', 'Address', ':', 'H/No. 14, Zongo Road,', 'Akim Oda,', 'Eastern Region.', 'Place: Akim Oda'];
    expect(findPlace(lines(...body, ...origin, ...address)).city).toBe('Akim Oda');
    expect(findPlace(lines(...body, ...origin)).city).toBe('Kumasi');
    expect(findPlace(lines('State of Origin: Lagos State', 'Address: 4 Aba Road, Port Harcourt', 'k@gmail.com')).city).toBe(
      'Port Harcourt',
    );
  });

  it('reads a city closed by a full stop', () => {
    expect(findPlace(lines('Residential Address', '12B Admiralty Way,', 'Lekki Phase 1,', 'Lagos.', 'seun@gmail.com')).city).toBe(
      'Lagos',
    );
  });

  it('takes a town the gazetteer does not know when the declaration is signed where the address ends', () => {
    const address = [
      'Permanent Address',
      ':',
      'No. 56/1, Kandy Road,',
      'Mallawapitiya,',
      'Kurunegala.',
      'E-mail',
      ':',
      't.w@outlook.com',
    ];
    expect(findPlace(lines(...address, ...body, 'Declaration', 'Place: Kurunegala', 'Date:')).city).toBe('Kurunegala');
    // Signed somewhere the address does not name: no city.
    expect(findPlace(lines(...address, ...body, 'Declaration', 'Place: Mallawa', 'Date:')).city).toBeUndefined();
  });
});

describe('the phone of a bio-data form', () => {
  it('reads national numbers in the plan of the nationality row when nothing else names a country', () => {
    const doc = lines('Nationality', ':', 'Sri Lankan', 'Mobile', ':', '071-4567892', 'Home', ':', '037-2223456');
    expect(findPhones(doc).map((phone) => phone.value)).toContain('+94 71 456 7892');
  });

  it('reads them in the nationality’s plan first, though India’s plan holds them too', () => {
    const doc = lines('Nationality', ':', 'Ghanaian', 'Mobile', ':', '024 456 7890', 'E-mail', ':', 'k.osei@gmail.com');
    expect(findPhones(doc)[0]?.value).toBe('+233 24 456 7890');
    expect(findPhones(lines('Nationality: Ghanaian Religion: Christian', 'Mobile: 024 456 7890'))[0]?.value).toBe(
      '+233 24 456 7890',
    );
  });

  it('prefers the first number to the one labelled as a second', () => {
    const doc = lines('Phone', '+234 (0) 802 113 4567', 'Alt. Phone', '+234 (0) 909 554 2210', 'E-mail', 'seun@gmail.com');
    expect(extractFields(doc).phone).toBe('+234 802 113 4567');
    expect(findPhones(lines('Alternate Mobile: +91 98450 12345'))[0]).toMatchObject({ alternate: true });
    expect(findPhones(lines('Mobile: +91 98450 12345'))[0]).not.toHaveProperty('alternate');
  });
});

describe('the name of a details table read as a column of labels, then of values', () => {
  it('is the value in the name label’s place', () => {
    const doc = lines(
      'BIO DATA',
      'Full Name',
      'Name with Initials',
      'Date of Birth',
      'NIC Number',
      ': Tharindu Lakshan Wijesinghe',
      ': T. L. Wijesinghe',
      ': 1994-02-17',
      ': 940481736V',
    );
    expect(extractName(doc)?.name).toBe('Tharindu Lakshan Wijesinghe');
  });

  it('never takes a label such as "NIC Number" for the name', () => {
    expect(extractName(lines('NIC Number', 'Name with Initials'))?.name).toBeUndefined();
  });
});

describe('section headings', () => {
  it('in two languages name the section the known part names', () => {
    expect(headingKind('Ausbildung / Education')).toBe('education');
    expect(headingKind('Kenntnisse / Skills')).toBe('skills');
    expect(headingKind('Education | Formation')).toBe('education');
    expect(headingKind('Sales / Marketing')).toBeUndefined();
  });

  it('take "Strengths" as the skills when no heading names them', () => {
    expect(extractSections(lines('Strengths', 'Classroom management', 'Education', 'B.Ed.')).skills).toBe('Classroom management');
    expect(extractSections(lines('Skills', 'Python', 'Strengths', 'Hard working')).skills).toBe('Python');
  });
});

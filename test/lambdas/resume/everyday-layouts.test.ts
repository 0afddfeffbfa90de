import { describe, expect, it } from 'vitest';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { lines } from './support/text-lines';

/** Rules for everyday layouts by an independent author (development.ts d288–d297). */

describe('a name with memberships after it', () => {
  it('leaves an honorific and capitals after a comma out of a name in natural case', () => {
    expect(asName('Engr. Oluwaseun Adeyemi-Bakare, MNSE')).toBe('Oluwaseun Adeyemi-Bakare');
    expect(asName('Chidi Okafor, FNSE, COREN')).toBe('Chidi Okafor');
    expect(asName('Amaka Eze, MNIM')).toBe('Amaka Eze');
  });

  it('keeps a name in capitals written surname first', () => {
    expect(asName('KUMAR, RAVI')).not.toBe('Kumar');
  });

  it('takes the name under the document title, not the first employer', () => {
    const found = extractName(
      lines(
        'CURRICULUM VITAE',
        'Engr. Oluwaseun Adeyemi-Bakare, MNSE',
        'Senior Structural Engineer',
        'Professional Experience',
        'Julius Berger Nigeria Plc — Senior Structural Engineer (2018 – Present)',
      ),
      ['seun.adeyemi-bakare@yahoo.com'],
    );
    expect(found?.name).toBe('Oluwaseun Adeyemi-Bakare');
  });
});

describe('a name over two lines in a Word sidebar', () => {
  it('joins the surname whose initial the e-mail address keeps', () => {
    const sidebar = lines('Venkata Subramanian', 'Krishnamurthy', 'SAP FICO Consultant', 'Contact');
    expect(extractName(sidebar, ['v.subramanian.k@rediffmail.com'])?.name).toBe('Venkata Subramanian Krishnamurthy');
  });

  it('leaves a word alone whose initial the address does not account for', () => {
    const sidebar = lines('Venkata Subramanian', 'Krishnamurthy', 'SAP FICO Consultant');
    expect(extractName(sidebar, ['v.subramanian@rediffmail.com'])?.name).toBe('Venkata Subramanian');
    expect(extractName(sidebar, ['v.subramanian.r@rediffmail.com'])?.name).toBe('Venkata Subramanian');
  });
});

describe('an address wrapped beside a column of numbers', () => {
  it('takes the city from the street line above the country, not the job title above it', () => {
    const header = lines(
      'Senior Structural Engineer',
      '14 Adeola Odeku Street, Victoria Island, Lagos,',
      'Office: +234 201 271 4480',
      'Nigeria',
      'Mobile: +234 803 412 7765',
      'E-mail: seun.adeyemi-bakare@yahoo.com',
    );
    expect(findPlace(header, 'Oluwaseun Adeyemi-Bakare').city).toBe('Lagos');
  });
});

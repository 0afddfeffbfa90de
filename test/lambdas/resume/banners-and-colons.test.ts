/**
 * Banner contacts and colon columns (issue 15; development.ts d212–d217): dark banners whose
 * narrow cells LibreOffice wraps, and details forms whose colon stands in a column of its own,
 * two label/value pairs a row, which LibreOffice's PDF reads as one line.
 */
import { describe, expect, it } from 'vitest';
import { findEmails } from '../../../lambdas/resume/fields/email';
import { extractName } from '../../../lambdas/resume/fields/name';
import { lines } from './support/text-lines';

const emailsIn = (...texts: string[]) => findEmails(lines(...texts)).map((found) => found.value);

describe('an e-mail address LibreOffice breaks in a narrow banner cell', () => {
  it('goes on with its ending when cut before it', () => {
    expect(emailsIn('E:', 'venkatasubramanian.krishnamoorthy@tatacommunic.co', '.in', 'A: T. Nagar, Chennai')).toEqual([
      'venkatasubramanian.krishnamoorthy@tatacommunic.co.in',
    ]);
    expect(emailsIn('lakshmipriya.venkataraman@mail.greeninfraprojectsindia', '.com', 'Profile')).toEqual([
      'lakshmipriya.venkataraman@mail.greeninfraprojectsindia.com',
    ]);
  });

  it('goes on with the rest of a domain label cut inside it', () => {
    expect(emailsIn('✉ ravi.hegde@mail.tatacommunica', 'tions.com')).toEqual(['ravi.hegde@mail.tatacommunications.com']);
  });

  it('takes a local part cut after a dot, alone on its line under the label', () => {
    expect(emailsIn('EMAIL', 'ravi.shankar.', 'hegde@prestige.co.in')).toEqual(['ravi.shankar.hegde@prestige.co.in']);
  });

  it('leaves whole addresses and what follows them alone', () => {
    expect(emailsIn('anna@studio.design', 'www.portfolio.com')).toEqual(['anna@studio.design']);
    expect(emailsIn('ravi.hegde@gmail.com', '.NET developer')).toEqual(['ravi.hegde@gmail.com']);
    expect(emailsIn('Worked on sensors.', 'ravi@gmail.com')).toEqual(['ravi@gmail.com']);
    expect(emailsIn('e.g.', 'ravi@gmail.com')).toEqual(['ravi@gmail.com']);
  });
});

describe('a details row of two pairs with a colon column, read as one line', () => {
  it('cuts the name before the next label when the colon stands alone', () => {
    const read = lines(
      'BIO-DATA',
      'PERSONAL DETAILS',
      "Name of the Candidate : Kota Venkata Srinivas Father's Name : K. Ramaiah",
      'Date of Birth',
      ': 14-06-1985',
      'Store Keeper',
    );
    expect(extractName(read, ['kvs.stores@gmail.com'])?.name).toBe('Kota Venkata Srinivas');
  });

  it('does so for the value on the line under a bare "Name" label, before a husband\'s name', () => {
    const read = lines(
      'PERSONAL INFORMATION',
      'Name',
      ': B. Saraswathi Devi Husband Name : B. Ramesh',
      'Date of Birth : 03-03-1988',
    );
    expect(extractName(read, ['saraswathi.lab@yahoo.co.in'])?.name).toBe('B. Saraswathi Devi');
  });

  it('still reads a colon touching the label', () => {
    const read = lines("Name of the Candidate: Kota Venkata Srinivas Father's Name: K. Ramaiah");
    expect(extractName(read, [])?.name).toBe('Kota Venkata Srinivas');
  });
});

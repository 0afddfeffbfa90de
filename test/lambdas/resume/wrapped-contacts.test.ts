import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { findEmails, joinWrappedAddresses } from '../../../lambdas/resume/fields/email';
import { findPhones } from '../../../lambdas/resume/fields/phone';
import { headingKind } from '../../../lambdas/resume/headings';
import { extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { lines } from './support/text-lines';

const emailsIn = (...texts: string[]) => findEmails(lines(...texts)).map((found) => found.value);

describe('an e-mail address wrapped in a narrow column', () => {
  it.each([
    [['Email: katarzyna.wisniewska-', 'nowak@interia.pl'], 'katarzyna.wisniewska-nowak@interia.pl'],
    [['Email: subramaniam.venkatachala', 'm@protonmail.com'], 'subramaniam.venkatachalam@protonmail.com'],
    [['subramaniam.venkatachalam', '@protonmail.com'], 'subramaniam.venkatachalam@protonmail.com'],
    [['E-mail: venkatachalamsubra', 'm@outlook.com'], 'venkatachalamsubram@outlook.com'],
    [['Email: ravi.shankar@', 'protonmail.com'], 'ravi.shankar@protonmail.com'],
    [['ravi.shankar@proton', 'mail.com'], 'ravi.shankar@protonmail.com'],
    // LibreOffice breaks an address anywhere when it is wider than its column.
    [['E-mail:', 'venkataramanan.krishnamurthy@o', 'utlook.com and'], 'venkataramanan.krishnamurthy@outlook.com'],
    [['venkataramanan.krishnamurthy@gmail.co', 'm'], 'venkataramanan.krishnamurthy@gmail.com'],
  ])('%j is one address', (texts, address) => {
    expect(emailsIn(...texts)).toEqual([address]);
  });

  it.each([
    // The end of a sentence, a phone number, a capitalised word: the next line's address is whole.
    [['Firmware for motor controllers and sensors.', 'techie.blr@gmail.com'], 'techie.blr@gmail.com'],
    [['Mobile: +91 98765 12345', 'techie.blr@gmail.com'], 'techie.blr@gmail.com'],
    [['Kothrud, Pune', 'rohan@example.com'], 'rohan@example.com'],
    [['Email:', 'rohan@example.com'], 'rohan@example.com'],
    [['Contact', 'rohan@example.com'], 'rohan@example.com'],
    [['rohan@example.co', 'in Pune'], 'rohan@example.co'],
  ])('%j is not joined', (texts, address) => {
    expect(emailsIn(...texts)).toEqual([address]);
  });

  it('keeps the number of lines, so that line indexes still point at the same text', () => {
    expect(joinWrappedAddresses(['Email: a.b-', 'c@d.com Pune', 'x'])).toEqual(['Email: a.b-c@d.com', 'Pune', 'x']);
  });
});

describe('a phone number wrapped in a narrow column', () => {
  it('joins the digits that start the next line when only together they are a valid number', () => {
    expect(findPhones(lines('WhatsApp: +971 55 123', '4567', 'Email: fq@example.com')).map((p) => [p.value, p.kind])).toEqual([
      ['+971 55 123 4567', 'mobile'],
    ]);
  });

  it('leaves a whole number and the next line alone', () => {
    expect(findPhones(lines('Mobile: +91 98765 43210', '2019 – Present')).map((p) => p.value)).toEqual(['+91 98765 43210']);
  });

  it('prefers the wrapped WhatsApp mobile over an office line above it', () => {
    const fields = extractFields(
      lines('Tel: +971 4 321 0987', 'WhatsApp: +971 55 123', '4567', 'Email: fq.builds@gmail.com', 'Dubai, UAE'),
    );
    expect(fields.phone).toBe('+971 55 123 4567');
  });
});

describe('section headings in other words', () => {
  it.each([
    ['Career History', 'experience'],
    ['EMPLOYMENT RECORD', 'experience'],
    ['Where I Have Worked', 'experience'],
    ['Where I’ve Worked', 'experience'],
    ['Professional Background', 'experience'],
    ['C A R E E R   H I S T O R Y', 'experience'],
    ['01. Experience', 'experience'],
    ['► Toolbox', 'skills'],
    ['Toolbox', 'skills'],
    ['Tech Stack', 'skills'],
    ['Tools & Platforms', 'skills'],
    ['Academic Record', 'education'],
    ['Training & Education', 'education'],
    ['Studies:', 'education'],
    ['Get In Touch', 'other'],
    ['Key Facts', 'other'],
  ] as const)('%s is a %s heading', (heading, kind) => {
    expect(headingKind(heading)).toBe(kind);
  });

  it('does not take a sentence or a skill for a heading', () => {
    expect(headingKind('Worked on tools for the platform team')).toBeUndefined();
    expect(headingKind('Python')).toBeUndefined();
  });
});

describe('sidebar labels before the name', () => {
  it.each(['Reach Me', 'GET IN TOUCH', 'Key Facts', 'Core Strengths', 'Spoken Languages', 'Find Me Online'])(
    '"%s" is never the name',
    (label) => {
      expect(extractName(lines(label, 'Tel: 020-2567 8899', 'Pune', 'Rohan Deshmukh', 'Interior Designer'))?.name).toBe(
        'Rohan Deshmukh',
      );
    },
  );
});

describe('countries named in full', () => {
  it.each([
    ['Bergen, Norway', 'Bergen', 'NO'],
    ['Kraków, Poland', 'Kraków', 'PL'],
    ['Brno, Czech Republic', 'Brno', 'CZ'],
    ['Valencia, Spain', 'Valencia', 'ES'],
  ])('%s', (address, city, country) => {
    expect(findPlace(lines(address))).toEqual({ city, country });
  });

  it('reads a national number in the country the address names', () => {
    expect(extractFields(lines('Ingrid Halvorsen', 'Mobil: 912 34 567', 'Bergen, Norway')).phone).toBe('+47 91 23 45 67');
  });
});

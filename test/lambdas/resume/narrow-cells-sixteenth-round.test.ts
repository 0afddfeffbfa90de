import { describe, expect, it } from 'vitest';
import { findEmails } from '../../../lambdas/resume/fields/email';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { townCutInsideWord } from '../../../lambdas/resume/fields/narrow-cells';
import { findPhones } from '../../../lambdas/resume/fields/phone';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { lines, sized } from './support/text-lines';

/** Contact details wrapped in narrow Word/LibreOffice table cells (round sixteen, d570–d585). */

describe('an e-mail address wrapped twice inside its domain', () => {
  it('joins a domain cut before its dot and again before its last letter', () => {
    const found = findEmails(
      lines(
        'Mobile: +91 94440 12345',
        'r.venkatesh.subramanian@la',
        'rsen-toubro-constructions.co.i',
        'n',
        'linkedin.com/in/venkatesh-su',
      ),
    );
    expect(found.map((email) => email.value)).toEqual(['r.venkatesh.subramanian@larsen-toubro-constructions.co.in']);
  });

  it('never takes a web address as the domain’s rest', () => {
    const found = findEmails(lines('r.venkatesh.subramanian@la', 'linkedin.com/in/venkatesh-su'));
    expect(found.map((email) => email.value)).toEqual([]);
  });
});

describe('an e-mail address cut a letter or two before its end', () => {
  it('joins a one-letter last label with its rest', () => {
    const found = findEmails(lines('Mobile: +84 903 456 789', 'thanh.nguyen84@fpt.com.v', 'n', 'Hà Nội'));
    expect(found.map((email) => email.value)).toEqual(['thanh.nguyen84@fpt.com.vn']);
  });

  it('reads ".co" with "m.vn" after it as ".com.vn"', () => {
    const found = findEmails(lines('thanh.nguyen84@fpt.co', 'm.vn', 'Senior Engineer'));
    expect(found.map((email) => email.value)).toEqual(['thanh.nguyen84@fpt.com.vn']);
  });

  it('leaves a whole address before a word alone', () => {
    const found = findEmails(lines('ana.lopez@empresa.co', 'Bogotá'));
    expect(found.map((email) => email.value)).toEqual(['ana.lopez@empresa.co']);
  });
});

describe('a number cut right after its country code or first group', () => {
  it('joins the whole national number on the next line', () => {
    expect(findPhones(lines('Mobile: +234', '803 456 7812', 'ada.obi@example.com'))[0]?.value).toBe('+234 803 456 7812');
    expect(findPhones(lines('☎ +33 6', '12 34 56 78'))[0]?.value).toBe('+33 6 12 34 56 78');
    expect(findPhones(lines('Tel. +62', '812-3456-7890'))[0]?.value).toBe('+62 812 3456 7890');
  });

  it('looks past a wrapped address between to a line of digits alone', () => {
    expect(findPhones(lines('Mobile: +44', 'jane.doe@', '7824 556019', 'example.com'))[0]?.value).toBe('+44 7824 556019');
  });

  it('joins nothing that makes no valid number', () => {
    expect(findPhones(lines('Mobile: +44', '12 34')).map((phone) => phone.value)).toEqual([]);
  });
});

describe('an address whole on its own line', () => {
  it('is not the rest of a hyphenated word above it', () => {
    const found = findEmails(
      lines(
        'linkedin.com/in/jan-willem-',
        'E-mail',
        '27 83 95',
        'Oudegracht aan de',
        'van-der-berg',
        'janwillem.vanderberg@platform-engineering.nl',
      ),
    );
    expect(found.map((email) => email.value)).toEqual(['janwillem.vanderberg@platform-engineering.nl']);
  });

  it('still takes a local part cut at the cell’s edge', () => {
    const found = findEmails(lines('subramaniam.venkatachala', 'm@protonmail.com'));
    expect(found.map((email) => email.value)).toEqual(['subramaniam.venkatachalam@protonmail.com']);
  });
});

describe('links beside a wrapped e-mail address', () => {
  it('takes no portfolio from the address’s rest, and the site under it with a blank icon', () => {
    const links = findLinks(
      lines(
        'CONTACT',
        '✉ chiamaka.okonkwo-',
        'adeyemi@interswitch-',
        'group.com.ng',
        '\u0000 linkedin.com/in/chiamaka-',
        'okonkwo-adeyemi',
        '\u0000 chiamaka-builds.medium.com',
      ),
    );
    expect(links.portfolio).toBe('https://chiamaka-builds.medium.com');
  });

  it('takes no portfolio from a domain wrapped between letters', () => {
    const links = findLinks(lines('omar.alkhatib_netsec@zain-j', 'ordan-enterprise.com.jo', 'Building 9, Al-Madina Street'));
    expect(links.portfolio).toBeUndefined();
  });
});

describe('a profile address cut at a narrow cell’s edge', () => {
  it('takes a long hyphenated rest on the next line', () => {
    const links = findLinks(
      sized(['linkedin.com/in/venkatesh-su', 9], ['bramanian-structural', 9], ['No. 14, 3rd Cross Street', 9]),
    );
    expect(links.linkedin).toBe('https://linkedin.com/in/venkatesh-subramanian-structural');
  });

  it('takes a rest that starts at the hyphen the line broke before', () => {
    const links = findLinks(sized(['linkedin.com/in/omar-alkhatib', 9], ['-ccnp-security', 9]));
    expect(links.linkedin).toBe('https://linkedin.com/in/omar-alkhatib-ccnp-security');
  });

  it('takes no word of a sentence', () => {
    const links = findLinks(sized(['linkedin.com/in/omar-alkhatib', 9], ['Network engineer with ten years', 9]));
    expect(links.linkedin).toBe('https://linkedin.com/in/omar-alkhatib');
  });
});

describe('numbers wrapped in a narrow cell', () => {
  it('glues a second number’s trunk digit back to its rest after the separator', () => {
    const found = findPhones(lines('Mobile: +91 94440 12345 / 0', 'PHOTO', '44 2815 7788'), 'IN');
    expect(found.map((phone) => phone.value)).toEqual(['+91 94440 12345', '+91 44 2815 7788']);
  });

  it('reads the rest of a number four lines further in a row of four wrapping cells', () => {
    const found = findPhones(lines('Sel: 082 456', 'E-pos / Email', 'linkedin.com/in/anri-du-', 'Boord,', '7890'), 'ZA');
    expect(found[0]?.value).toBe('+27 82 456 7890');
  });

  it('takes a five-digit start on with its rest only when together they are valid', () => {
    const found = findPhones(lines('Sel: 082 456', 'Boord,', 'Stellenbosch'), 'ZA');
    expect(found.map((phone) => phone.value)).not.toContain('+27 82 456 7890');
  });
});

describe('an address cut inside a word', () => {
  it('reads a town cut between its letters across the break', () => {
    const place = findPlace(
      lines('omar@zain.com.jo', 'Building 9, Al-Madina Al-Mun', 'awwara Street, Tla’ Al-Ali, Am', 'man 11953, Jordan'),
    );
    expect(place).toEqual({ city: 'Amman', country: 'JO' });
  });

  it('reads a hyphenated town cut after a letter of its second half', () => {
    const place = findPlace(lines('t@dialog.lk', 'No. 42/7A, Sri Saranankara Road, Dehiwala-M', 'ount Lavinia, Sri Lanka'));
    expect(place.city).toBe('Dehiwala-Mount Lavinia');
  });

  it('takes no town from a street’s name cut between letters', () => {
    expect(
      townCutInsideWord('No. 14, 3rd Cross Street, Ka', 'maraj Nagar, Thiruvanmiyur,', () => ({ city: 'Chennai' })),
    ).toBeUndefined();
  });

  it('reads a postcode cut at its hyphen', () => {
    expect(townCutInsideWord('Rua de Santa Catarina 1124, 3.º Esq., 4000-', '447 Porto', (line) => ({ city: line }))).toEqual({
      city: 'Rua de Santa Catarina 1124, 3.º Esq., 4000-447 Porto',
    });
  });
});

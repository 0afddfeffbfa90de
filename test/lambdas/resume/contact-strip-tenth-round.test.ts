import { describe, expect, it } from 'vitest';
import { extractName, asName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { headingKind } from '../../../lambdas/resume/headings';
import type { TextLine } from '../../../lambdas/resume/types';
import { lines } from './support/text-lines';

/** Rules for contact-first layouts by an independent author (development.ts d312–d321). */

describe('a row of contacts above the name', () => {
  it('reads the city in a long row whose length is its e-mail address and links', () => {
    const row =
      '☎ 07723 900318 | ✉ firstname.surname-secondname@mail.some-consulting-firm.co.uk | ⌂ Manchester M4 1HN, United Kingdom | ↗ linkedin.com/in/firstname-surname-secondname';
    expect(row.length).toBeGreaterThan(140);
    expect(findPlace(lines(row, 'Firstname Surname'))).toEqual({ city: 'Manchester', country: 'GB' });
  });

  it('still reads no place in a long sentence', () => {
    const sentence =
      'Led a programme of migration work across Manchester, Leeds and Sheffield offices for the retail bank, moving forty services to the cloud over two years';
    expect(findPlace(lines(sentence)).city).toBeUndefined();
  });
});

describe('an Irish address with its Eircode', () => {
  it('drops the Eircode after the town', () => {
    expect(findPlace(lines('⌂ Dublin D02 X285, Ireland | ✉ a.b@example.ie'))).toEqual({ city: 'Dublin', country: 'IE' });
    expect(findPlace(lines('Galway H91 E2K3, Ireland'))).toEqual({ city: 'Galway', country: 'IE' });
  });
});

describe('a portfolio among contact pills read on one line', () => {
  it('takes a bare domain standing as a word beside an e-mail address and a profile', () => {
    const row = '617.555.0192 jo.smith@designmail.studio Boston, MA 02116 josmith.design linkedin.com/in/jo-smith';
    expect(findLinks(lines(row))).toEqual({ portfolio: 'https://josmith.design', linkedin: 'https://linkedin.com/in/jo-smith' });
  });

  it('takes it from a scan that reads the pills’ borders as brackets', () => {
    const row = '617.555.0192 ) ("jo.smith@designmail.studio )) (" Boston, MA 02116) ("josmith.design )';
    expect(findLinks(lines(row)).portfolio).toBe('https://josmith.design');
  });

  it('leaves a company’s site in a sentence alone', () => {
    expect(findLinks(lines('Built acme.design for clients, reachable at team@acme.com')).portfolio).toBeUndefined();
  });
});

describe('a heading styled as a code comment', () => {
  it('reads "// stack" and "// profile" as their headings', () => {
    expect(headingKind('// stack')).toBe('skills');
    expect(headingKind('// experience')).toBe('experience');
    expect(headingKind('// profile')).toBe('other');
    expect(headingKind('# skills')).toBe('skills');
  });
});

describe('a Korean or Chinese given name in capitals', () => {
  it('keeps the syllable after the hyphen in small letters', () => {
    expect(asName('KIM MIN-JUN')).toBe('Kim Min-jun');
    expect(asName('K I M   M I N - J U N')).toBe('Kim Min-jun');
    expect(asName('LEE JI-HOON')).toBe('Lee Ji-hoon');
    expect(asName('WANG HSIAO-MING')).toBe('Wang Hsiao-ming');
  });

  it('leaves western double names and names in natural case as they are', () => {
    expect(asName('KIM ANNE-MARIE')).toBe('Kim Anne-Marie');
    expect(asName('ANNA-LENA LEE')).toBe('Anna-Lena Lee');
    expect(asName('GRACE KAMAU-OTIENO')).toBe('Grace Kamau-Otieno');
    expect(asName('Park Seo-Yeon')).toBe('Park Seo-Yeon');
  });
});

describe('a Vietnamese name', () => {
  it('keeps "Van" beside a Vietnamese surname as a middle name, not a particle', () => {
    expect(asName('NGUYEN VAN AN')).toBe('Nguyen Van An');
    expect(asName('Tran Van Minh')).toBe('Tran Van Minh');
    expect(asName('An Van Nguyen')).toBe('An Van Nguyen');
  });

  it('still reads the Dutch particle elsewhere', () => {
    expect(asName('PIETER VAN DER MERWE')).toBe('Pieter van der Merwe');
    // Written with a capital by its owner in natural case, it stays as written (decision 0049: "Leon Van Claes").
    expect(asName('ANNA VAN DIJK')).toBe('Anna van Dijk');
    expect(asName('Anna Van Dijk')).toBe('Anna Van Dijk');
  });
});

describe('a name over two lines in a scan', () => {
  const scanned = (...rows: [string, number][]): TextLine[] =>
    rows.map(([text, fontSize]) => ({ text, fontSize, page: 1, ocr: true }));

  it('joins given names and a surname the e-mail address spells, measured unlike', () => {
    const read = scanned(
      ['jo.obrien.walsh@mail.studio', 12],
      ['Declan Patrick', 25],
      ["O'Brien-Walsh", 37],
      ['Product Designer', 11],
    );
    expect(extractName(read, ['declan.obrien.walsh@mail.studio'])?.name).toBe("Declan Patrick O'Brien-Walsh");
  });

  it('does not join a display line the address does not spell', () => {
    const read = scanned(['Declan Patrick', 25], ['Portfolio', 37], ['Product Designer', 11]);
    expect(extractName(read, ['declan.p@mail.studio'])?.name).toBe('Declan Patrick');
  });
});

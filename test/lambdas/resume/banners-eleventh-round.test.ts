import { describe, expect, it } from 'vitest';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findEmails } from '../../../lambdas/resume/fields/email';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';
import type { TextLine } from '../../../lambdas/resume/types';
import { lines, sized } from './support/text-lines';

/** Rules for dark header banners, eleventh round (d418–d425). */

describe('places in a banner row of icon cells', () => {
  it('reads on past a phone kind in brackets left alone once its number is out', () => {
    expect(
      findPlace(lines('⌂ Nairobi, Kenya ✆ +254 722 418 305 (mobile) ☎ 020 271 4400 ext. 112 (office) ✉ w.kamau@gmail.com')),
    ).toEqual({ city: 'Nairobi', country: 'KE' });
  });

  it('takes an area code in brackets and its number as one number, never as postcodes', () => {
    expect(findPlace(lines('⌂ West End, Brisbane QLD 4101 ✆ 0412 683 905 (mob) ☎ (07) 3844 2716 (home) ✉'))).toEqual({
      city: 'Brisbane',
      country: 'AU',
    });
  });

  it('does not count a site written with www. as words of the row', () => {
    expect(
      findPlace(
        lines(
          '⌂ Unit 4/27 Boundary Street, West End, Brisbane QLD 4101 ✆ 0412 683 905 (mob) ☎ (07) 3844 2716 (home) ✉ l.osullivan@bigpond.com ● www.osullivan-landscapes.com.au ● au.linkedin.com/in/losullivan',
        ),
      ),
    ).toEqual({ city: 'Brisbane', country: 'AU' });
  });
});

describe('the Arabic article in a name in natural case', () => {
  it('keeps "Al" as its owner writes it, and reads it as "al" in capitals', () => {
    expect(asName('Eng. Fatima Yousef Al Mansoori')).toBe('Fatima Yousef Al Mansoori');
    expect(asName('OMAR AL RASHID')).toBe('Omar al Rashid');
    expect(asName('Layla al-Rashid')).toBe('Layla al-Rashid');
  });
});

describe('a two-tone name: given names over a larger surname', () => {
  it('joins given names above a surname that is no name alone, when the address spells it', () => {
    const emails = ['c.tremblaygagnon@videotron.ca'];
    expect(
      extractName(
        sized(
          ['Chloé', 20],
          ['Tremblay-Gagnon, CPA', 26],
          ['Senior Financial Analyst – FP&A', 10.5],
          ['E', 8],
          [emails[0]!, 8.5],
        ),
        emails,
      )?.name,
    ).toBe('Chloé Tremblay-Gagnon');
    const katrin = ['katrin.vonderheide@posteo.de'];
    expect(
      extractName(sized(['Dr. Katrin', 20], ['von der Heide', 26], ['Data Scientist', 10.5], [katrin[0]!, 8.5]), katrin)?.name,
    ).toBe('Katrin von der Heide');
  });

  it('leaves them apart when the address spells nothing of the larger line', () => {
    const emails = ['chloe.t@videotron.ca'];
    expect(
      extractName(sized(['Chloé', 20], ['Gagnon-Roy', 26], ['Senior Analyst', 10.5], [emails[0]!, 8.5]), emails)?.name,
    ).not.toBe('Chloé Gagnon-Roy');
  });
});

describe('a name cell read apart by the contact cell beside it', () => {
  it('joins the lines in the largest type with the contacts read between them', () => {
    const emails = ['oliver.james.pemberton@harcourt-lowe.co.uk'];
    expect(
      extractName(
        sized(
          ['Oliver James', 24],
          ['✉ oliver.james.pemberton@harcourt-', 8.5],
          ['lowe.co.uk', 8.5],
          ['☎ 07831 442918 (Mobile)', 8.5],
          ['Pemberton, MRICS', 24],
          ['Senior Quantity Surveyor · Commercial', 11],
          ['PROFILE', 12],
        ),
        emails,
      )?.name,
    ).toBe('Oliver James Pemberton');
  });

  it('joins initials, a given name and a surname with post-nominals', () => {
    const emails = ['kr.meenakshisundaram@yahoo.co.in'];
    expect(
      extractName(
        sized(
          ['K. R.', 24],
          ['MEENAKSHI', 24],
          ['✉', 8.5],
          [emails[0]!, 8.5],
          ['SUNDARAM, ACA,', 24],
          ['CISA', 11],
          ['CAREER SUMMARY', 11.5],
        ),
        emails,
      )?.name,
    ).toBe('K. R. Meenakshi Sundaram');
  });

  it('does not join a later line in that type that the address does not spell', () => {
    const emails = ['oliver.j@harcourt.co.uk'];
    expect(
      extractName(
        sized(['Oliver James', 24], ['✉ oliver.j@harcourt.co.uk', 8.5], ['Quantity Surveyor', 24], ['PROFILE', 12]),
        emails,
      )?.name,
    ).toBe('Oliver James');
  });
});

describe('post-nominals in a smaller span', () => {
  it('rejoins a degree read in pieces after a comma read apart', () => {
    expect(asName('João Pedro dos Santos Albuquerque , PM P')).toBe('João Pedro dos Santos Albuquerque');
    expect(asName('João Pedro dos Santos Albuquerque , AB C')).toBeUndefined();
  });

  it('reads audit certifications as post-nominals', () => {
    expect(asName('K. R. MEENAKSHI SUNDARAM, ACA, CISA')).toBe('K. R. Meenakshi Sundaram');
  });
});

describe('scans of banners', () => {
  const scanned = (...rows: [string, number][]): TextLine[] =>
    rows.map(([text, fontSize]) => ({ text, fontSize, page: 1, ocr: true }));

  it('reads round bullets read as "@", "©" or "®" between a link and its neighbours as separators', () => {
    expect(cleanOcrText('= w.kamau@gmail.com @ github.com/wanjiru-kamau ® wanjirukamau.dev')).toBe(
      'w.kamau@gmail.com | github.com/wanjiru-kamau | wanjirukamau.dev',
    );
    expect(cleanOcrText('github.com/wanjiru-kamau@wanjirukamau.dev')).toBe('github.com/wanjiru-kamau | wanjirukamau.dev');
    expect(cleanOcrText('priya . sharma @ gmail . com')).toBe('priya.sharma@gmail.com');
  });

  it('drops post-nominals read as a word of small letters after a scanned name line', () => {
    const emails = ['oliver.james.pemberton@harcourt-lowe.co.uk'];
    expect(
      extractName(
        scanned(['Oliver James', 18], ['Pemberton yu', 18], ['Senior Quantity Surveyor - Commercial', 8], [emails[0]!, 7]),
        emails,
      )?.name,
    ).toBe('Oliver James Pemberton');
  });
});

describe('an address cut in its cell inside a row read along its baselines', () => {
  it('takes the rest that starts the next line', () => {
    expect(
      findEmails(lines('✉ oliver.james.pemberton@harcourt- ⌂ 14 Weetwood Lane,', 'lowe.co.uk Leeds LS16 5NP')).map(
        (found) => found.value,
      ),
    ).toEqual(['oliver.james.pemberton@harcourt-lowe.co.uk']);
    expect(
      findEmails(lines('o.pemberton@harcourt- ☎ 07831 442918', 'lowe.co.uk 0113 269 4471')).map((found) => found.value),
    ).toEqual(['o.pemberton@harcourt-lowe.co.uk']);
  });

  it('leaves a hyphen in a sentence and a rest that makes no address alone', () => {
    expect(findEmails(lines('o.pemberton@harcourt- ☎ 07831 442918', 'Leeds 0113 269 4471')).map((found) => found.value)).toEqual(
      [],
    );
  });
});

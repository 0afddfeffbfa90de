import { describe, expect, it } from 'vitest';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findEmails } from '../../../lambdas/resume/fields/email';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { lines, sized } from './support/text-lines';

/** Rules for dark header banners by an independent author (development.ts d370–d377). */

describe('titles before a name', () => {
  it('drops continental academic and engineering titles, one after another', () => {
    expect(asName("ir. Pieter-Jan van 't Hoff")).toBe("Pieter-Jan van 't Hoff");
    expect(asName('Dipl.-Ing. Hans-Jürgen Müller-Lüdenscheidt')).toBe('Hans-Jürgen Müller-Lüdenscheidt');
    expect(asName('Dr.-Ing. Katrin Vogel')).toBe('Katrin Vogel');
    expect(asName('Prof.ª Dra. Fernanda Lima')).toBe('Fernanda Lima');
    expect(asName('Ing. Tomáš Novák')).toBe('Tomáš Novák');
  });

  it('keeps a given name that only looks like a short title', () => {
    expect(asName('Ing Larsen')).toBe('Ing Larsen');
  });
});

describe('particles inside a name', () => {
  it("reads the Dutch 't as a particle", () => {
    expect(asName("Pieter-Jan van 't Hoff")).toBe("Pieter-Jan van 't Hoff");
    expect(asName('Maarten van ’t Veer')).toBe('Maarten van ’t Veer');
  });

  it('reads a surname after an elided particle, alone only as the rest of a name', () => {
    expect(asName('Fernanda d’Ávila Monteiro')).toBe('Fernanda d’Ávila Monteiro');
    expect(asName('d’Ávila Monteiro')).toBeUndefined();
    expect(extractName(lines('Fernanda', 'd’Ávila Monteiro', 'Professora Associada'), ['f.monteiro@usp.br'])?.name).toBe(
      'Fernanda d’Ávila Monteiro',
    );
  });

  it('does not take a lower-case word with an apostrophe for a particle', () => {
    expect(asName("Anna o'clock")).toBeUndefined();
  });
});

describe('engineering licences after a name', () => {
  it('drops P.Eng. and P.E.', () => {
    expect(asName('Connor J. McAllister, P.Eng.')).toBe('Connor J. McAllister');
    expect(asName('Dana Whitfield, P.E.')).toBe('Dana Whitfield');
  });
});

describe('a name in two weights over two lines of a banner', () => {
  it('joins a given name and a lighter surname set a little smaller', () => {
    const band = sized(
      ['Dr Aoife', 22],
      ['O’Callaghan', 20],
      ['Postdoctoral Researcher, Marine Ecology', 10],
      ['✆ 087 234 5619', 8],
      ['Body text of the profile', 9.5],
      ['More body text', 9.5],
      ['Still more', 9.5],
    );
    expect(extractName(band, ['a.b@gmail.com'])?.name).toBe('Aoife O’Callaghan');
  });

  it('does not join a second line in much smaller type', () => {
    const band = sized(['Aoife', 22], ['Callaghan', 12], ['Body text', 9.5], ['More body text', 9.5], ['Still more', 9.5]);
    expect(extractName(band, [])?.name).not.toBe('Aoife Callaghan');
  });
});

describe('links written whole', () => {
  it('takes a site with its scheme or www. under a country ending as the portfolio', () => {
    expect(findLinks(lines('› https://aoifeocallaghan.ie')).portfolio).toBe('https://aoifeocallaghan.ie');
    expect(findLinks(lines('web https://www.mcallister-geotech.ca')).portfolio).toBe('https://www.mcallister-geotech.ca');
  });

  it("takes a country's second level as an ending", () => {
    expect(findLinks(lines('linkedin.com/in/someone · chidinmaeze.com.ng')).portfolio).toBe('https://chidinmaeze.com.ng');
  });

  it('leaves a bare name with a country ending alone', () => {
    expect(findLinks(lines('Node.js')).portfolio).toBeUndefined();
  });
});

describe('places in a banner', () => {
  it('reads a country by its own name', () => {
    expect(findPlace(lines('Strijp-S, Eindhoven, Nederland'))).toEqual({ city: 'Eindhoven', country: 'NL' });
  });

  it('takes the city of a city and its district', () => {
    expect(findPlace(lines('⌂ Stuttgart-Vaihingen')).city).toBe('Stuttgart');
    expect(findPlace(lines('✉ a@b.de | ⌂ Berlin-Mitte')).city).toBe('Berlin');
  });

  it('drops a "Based in" label without a colon', () => {
    expect(findPlace(lines('Based in Calgary, AB')).city).toBe('Calgary');
  });
});

describe('more titles and post-nominals', () => {
  it('drops other titles before the name', () => {
    expect(asName('Dr. med. Anna Schmidt')).toBe('Anna Schmidt');
    expect(asName('Dott.ssa Giulia Rossi')).toBe('Giulia Rossi');
    expect(asName('Atty. Maria Santos')).toBe('Maria Santos');
  });

  it('drops post-nominals set apart by spaces and certification marks', () => {
    expect(asName('Emma Wilson, MSc CEng MICE')).toBe('Emma Wilson');
    expect(asName('Ahmed Al-Farsi, CEng MIMechE')).toBe('Ahmed Al-Farsi');
    expect(asName('Jane Doe, PMP®')).toBe('Jane Doe');
  });

  it('keeps a given name after a surname and a comma', () => {
    expect(asName('Smith, John')).not.toBe('Smith');
  });
});

describe("a banner's contact labels", () => {
  it('never takes a row of labels in another language for a name', () => {
    const strip = lines('MOBIEL', 'KANTOOR', 'E-MAIL', 'LOCATIE', '+31 6 1234 5678', '+31 40 247 3190');
    expect(extractName(strip, ['pj@ziggo.nl'])).toBeUndefined();
    expect(asName('Celular Fixo')).toBeUndefined();
  });
});

describe('an address cut in a row of wrapped cells', () => {
  it('takes the ending from the start of the line of rests', () => {
    const strip = lines('E-MAIL', 'LOCATIE', 'pieterjan.vanthoff@ziggo.', 'Strijp-S, Eindhoven,', 'nl Nederland');
    expect(findEmails(strip).map((found) => found.value)).toEqual(['pieterjan.vanthoff@ziggo.nl']);
  });

  it('leaves an address closed by a sentence full stop alone', () => {
    const text = lines('Write to anna@studio.com.', 'Skills', 'in Python and R');
    expect(findEmails(text).map((found) => found.value)).toEqual(['anna@studio.com']);
  });
});

describe('a surname set larger than the given name', () => {
  const body = Array.from({ length: 6 }, (_, i): [string, number] => [`Body text line ${i} with several words.`, 9.5]);

  it('puts the given names on the smaller line above before it', () => {
    const band = sized(['Maria', 22], ['Gonzalez Ruiz', 26], ['Data Analyst', 11], ...body);
    expect(extractName(band, [])?.name).toBe('Maria Gonzalez Ruiz');
  });

  it('leaves a line above in much smaller type alone', () => {
    const band = sized(['Maria', 12], ['Gonzalez Ruiz', 26], ['Data Analyst', 11], ...body);
    expect(extractName(band, [])?.name).toBe('Gonzalez Ruiz');
  });
});

describe('a Mc surname in capitals', () => {
  it('reads McALLISTER as McAllister', () => {
    expect(asName('CONNOR McALLISTER')).toBe('Connor McAllister');
    expect(asName('Connor McALLISTER')).toBe('Connor McAllister');
  });
});

describe("a bare site under a country's ending", () => {
  it('is the portfolio alone or in a row of contacts', () => {
    expect(findLinks(lines('aoifeocallaghan.ie')).portfolio).toBe('https://aoifeocallaghan.ie');
    expect(findLinks(lines('087 234 5619 | janssen.nl')).portfolio).toBe('https://janssen.nl');
  });

  it('is not in a sentence', () => {
    expect(findLinks(lines('Built the booking engine for hotels.nl and others')).portfolio).toBeUndefined();
  });
});

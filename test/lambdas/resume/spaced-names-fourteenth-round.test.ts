import { describe, expect, it } from 'vitest';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { lines, sized } from './support/text-lines';

/** Rules for names in letter-spaced capitals by a blind author (round fourteen, d522–d529). */

describe('shortened given names', () => {
  it('keeps an initial written as its digraph, after an honorific', () => {
    expect(asName('DR. CH. VENKATA RAMANA')).toBe('Ch. Venkata Ramana');
    expect(asName('Sh. Rajesh Kumar')).toBe('Sh. Rajesh Kumar');
  });

  it('never takes a digraph with its full stop as the last word', () => {
    expect(asName('Venkata Ramana Ch.')).toBeUndefined();
  });

  it('keeps a given name shortened with its raised ending', () => {
    expect(asName('M.ª José Ortega')).toBe('M.ª José Ortega');
  });
});

describe('particles in a name in capitals', () => {
  it('counts "DE LA" as particles, not as words of the name', () => {
    expect(asName('M.ª JOSÉ DE LA FUENTE ORTEGA')).toBe('M.ª José de la Fuente Ortega');
    expect(asName('LUIS FERNANDO DE LA VEGA ORTIZ')).toBe('Luis Fernando de la Vega Ortiz');
  });

  it('still takes no line of six words in capitals without particles', () => {
    expect(asName('SENIOR DATA PLATFORM ENGINEER TEAM LEAD')).toBeUndefined();
  });

  it('reads the name in capitals at the top', () => {
    const top = lines('M.ª JOSÉ DE LA FUENTE ORTEGA', 'Ingeniera de datos', 'Tlf.: 612 48 93 07 · Correo: mj@gmail.com');
    expect(extractName(top, ['mj@gmail.com'])?.name).toBe('M.ª José de la Fuente Ortega');
  });
});

describe('memberships after a degree', () => {
  it('leaves out a degree and memberships after a name in natural case, with no comma', () => {
    expect(asName('Sinéad O’Brien-Kelly BEng MIEI')).toBe('Sinéad O’Brien-Kelly');
    expect(asName('Emma Wilson MSc CEng MICE')).toBe('Emma Wilson');
  });

  it('leaves a name in capitals and a surname in capitals alone', () => {
    expect(asName('Jean DUPONT')).toBe('Jean Dupont');
    expect(asName('Alvin TAN BENG HOCK')).toBe('Alvin Tan Beng Hock');
  });
});

describe('a name over two lines, the second typed letter by letter', () => {
  it('joins the letters of the second line into their word', () => {
    const top = lines(
      'ENGR. CHUKWUEMEKA A.',
      'O K O N K W O - E Z E',
      'B.Eng., MNSE, R.Engr. (COREN) — Backend Software Engineer',
      'Phone: 0803 417 2290 | Email: chukwuemeka.okonkwoeze@gmail.com',
    );
    expect(extractName(top, ['chukwuemeka.okonkwoeze@gmail.com'])?.name).toBe('Chukwuemeka A. Okonkwo-Eze');
  });
});

describe('an Eircode after the town', () => {
  it('names Ireland and the town before it, a town the gazetteer leaves out', () => {
    expect(findPlace(lines('M 087 214 6631 / E s.k@proton.me / 27 Newcastle Road, Galway H91 C2X4'))).toEqual({
      city: 'Galway',
      country: 'IE',
    });
  });

  it('takes no Canadian postcode for one', () => {
    expect(findPlace(lines('12 Rue Main, Sherbrooke J1H 2L1')).country).not.toBe('IE');
  });
});

describe('a name in tracked small capitals whose word gaps were lost', () => {
  it('cuts the run of letters before each capital after a small letter, in display type', () => {
    const top = sized(['SinéadO’Brien-KellyBEngMIEI', 20], ['Site Reliability Engineer', 9], ['E s.obk@proton.me', 9]);
    expect(extractName(top, ['s.obk@proton.me'])?.name).toBe('Sinéad O’Brien-Kelly');
  });

  it('leaves "McDonald" whole and body type alone', () => {
    const top = sized(['AlasdairMcDonaldFraser', 20], ['Engineer', 9]);
    expect(extractName(top, [])?.name).toBe('Alasdair McDonald Fraser');
    expect(extractName(sized(['ThisIsNotAName', 10]), [])?.name).toBeUndefined();
  });
});

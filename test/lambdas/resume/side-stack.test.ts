/**
 * Names broken over lines in a dark sidebar whose second line is a particle-led surname or a
 * surname under two given names (development.ts d218–d224, template side-stack), Portugal's
 * postcodes and a label left alone in a contact row, and headings in Portuguese and Spanish.
 */
import { describe, expect, it } from 'vitest';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { headingKind } from '../../../lambdas/resume/headings';
import { sectionCheck } from '../../fixtures/resumes/corpus';
import { lines, sized } from './support/text-lines';

describe('given names over a surname led by its particle', () => {
  it('joins the particle-led line to the given names (Word formats, no type sizes)', () => {
    const email = ['joaopedro.dasilva84@sapo.pt'];
    const read = lines(
      'JF',
      "Hello, I'm",
      'João Pedro',
      'da Silva Ferreira',
      'Full-Stack Developer',
      'Competências',
      'TypeScript',
    );
    expect(extractName(read, email)?.name).toBe('João Pedro da Silva Ferreira');
    const malay = lines('MA', 'Muhammad Hafiz', 'bin Ahmad', 'Process Engineer', 'Contact', 'hafiz.ahmad89@yahoo.com.my');
    expect(extractName(malay, ['hafiz.ahmad89@yahoo.com.my'])?.name).toBe('Muhammad Hafiz bin Ahmad');
  });

  it('goes on to a third line in display type, or with the particles alone', () => {
    const pdf = sized(['JF', 20], ['João Pedro', 24], ['da Silva', 24], ['Ferreira', 24], ['Full-Stack Developer', 10.5]);
    expect(extractName(pdf, ['jp@example.com'])?.name).toBe('João Pedro da Silva Ferreira');
    const alone = lines('Anna Maria', 'van der', 'Berg', 'Designer');
    expect(extractName(alone, ['am@example.com'])?.name).toBe('Anna Maria van der Berg');
  });

  it('never takes a one-word role under the surname without evidence', () => {
    const role = lines('Ana Maria', 'da Costa', 'Paralegal', 'Contact', 'ana.costa@example.com');
    expect(extractName(role, ['ana.costa@example.com'])?.name).toBe('Ana Maria da Costa');
    const small = sized(['Ana Maria', 24], ['da Costa', 24], ['Paralegal', 10.5]);
    expect(extractName(small, ['x@example.com'])?.name).toBe('Ana Maria da Costa');
  });
});

describe('longer names in a sidebar', () => {
  it('counts no particle among the words of a name', () => {
    expect(asName('Luis Fernando de la Vega Ortiz')).toBe('Luis Fernando de la Vega Ortiz');
    expect(asName('One Two Three Four Five Six')).toBeUndefined();
  });

  it('takes four lines in display type, and a name under a Spanish title', () => {
    const four = sized(
      ['CURRÍCULUM', 8.5],
      ['Luis', 22],
      ['Fernando', 22],
      ['de la Vega', 22],
      ['Ortiz', 22],
      ['Ingeniero de Datos', 10.5],
    );
    expect(extractName(four, ['lf@example.com'])?.name).toBe('Luis Fernando de la Vega Ortiz');
    const word = lines(
      'Móvil: +34 612 345 678 | ✉ luisfer.ortiz@gmail.com',
      'Currículum',
      'Luis Fernando',
      'de la Vega',
      'Ortiz',
      'Ingeniero de Datos',
    );
    expect(extractName(word, ['luisfer.ortiz@gmail.com'])?.name).toBe('Luis Fernando de la Vega Ortiz');
  });

  it('joins particles alone and the surname under them after a list, where one-word lines do not join', () => {
    const read = lines(
      'Education',
      'MSc Operations Management, 2016',
      'PH',
      'Pieter Jan',
      'van den',
      'Heuvel',
      'Supply Chain Planner',
    );
    expect(extractName(read, ['pj.heuvel@ziggo.nl'])?.name).toBe('Pieter Jan van den Heuvel');
    const list = lines('Skills', 'Power BI', 'Tableau', 'Python', 'Contact', 'pj.heuvel@ziggo.nl');
    expect(extractName(list, ['pj.heuvel@ziggo.nl'])?.name).not.toBe('Power BI Tableau');
  });
});

describe('a sidebar read after the main column', () => {
  it('joins a surname under two given names when the address spells both', () => {
    const read = lines(
      'Education',
      'B.Eng Civil Engineering, University of Nigeria, Nsukka, 2010',
      'Chukwuemeka Ikenna',
      'Okonkwo',
      'Civil / Structural Engineer',
      'Contact',
      'chukwuemeka.okonkwo2010@gmail.com',
    );
    expect(extractName(read, ['chukwuemeka.okonkwo2010@gmail.com'])?.name).toBe('Chukwuemeka Ikenna Okonkwo');
    const unspelled = lines('Education', 'BSc, 2010', 'Chukwuemeka Ikenna', 'Okonkwo', 'Contact', 'ci.eng@gmail.com');
    expect(extractName(unspelled, ['ci.eng@gmail.com'])?.name).not.toBe('Chukwuemeka Ikenna Okonkwo');
  });
});

describe('places in a row of contacts', () => {
  it("reads Portugal's postcode and never a label left alone by its number", () => {
    const row =
      'Telemóvel: +351 912 345 678 | ✉ jp@sapo.pt | Rua de Santa Catarina 210, 4000-447 Porto, Portugal | github.com/jp';
    expect(findPlace(lines(row))).toEqual({ city: 'Porto', country: 'PT' });
    expect(findPlace(lines('Rua de Santa Catarina 210, 4000-447 Porto, Portugal |')).city).toBe('Porto');
    expect(findPlace(lines('Telemóvel: +351 912 345 678 | Portugal')).city).toBeUndefined();
    // "Mobile" is also a city in Alabama: a label left alone by its number is none.
    expect(findPlace(lines('Mobile: +1 251 555 0134')).city).toBeUndefined();
    expect(findPlace(lines('Mobile: +91 98470 12345', 'Kadavanthra, Kochi')).city).toBe('Kochi');
  });
});

describe('headings', () => {
  it('reads Portuguese and Spanish headings and a few more English ones', () => {
    expect(headingKind('Experiência Profissional')).toBe('experience');
    expect(headingKind('Experiencia laboral')).toBe('experience');
    expect(headingKind('FORMAÇÃO')).toBe('education');
    expect(headingKind('Formación académica')).toBe('education');
    expect(headingKind('COMPETÊNCIAS')).toBe('skills');
    expect(headingKind('Sobre mim')).toBe('other');
    expect(headingKind('Education & Registration')).toBe('education');
    expect(headingKind('Methods')).toBe('skills');
    expect(headingKind('Registration')).toBeUndefined();
  });
});

describe('section phrases', () => {
  it('finds a phrase wrapped over two lines', () => {
    const parsed = { experience: 'Senior Accountant — Anglo American\nPlatinum\n2020 – Present', education: '', skills: '' };
    expect(sectionCheck(parsed, { sections: { experience: 'Anglo American Platinum' } } as never)).toEqual([]);
  });
});

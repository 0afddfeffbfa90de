/**
 * Names broken over lines in dark sidebars (issue 15, seventh round): a surname whose particle
 * comes first on its own line, and a name whose lines have the main column's lines between them.
 */
import { describe, expect, it } from 'vitest';
import { extractName, surnameWithParticle } from '../../../lambdas/resume/fields/name';
import { lines, sized } from './support/text-lines';

describe('a surname led by its particle on the line under the given name', () => {
  it('reads "van Dijk" (or "van der") as the rest of a name, never as a name of its own', () => {
    expect(surnameWithParticle('van Dijk')).toBe('van Dijk');
    expect(surnameWithParticle('de la Cruz')).toBe('de la Cruz');
    expect(surnameWithParticle('van der')).toBe('van der');
    expect(surnameWithParticle('and Partners')).toBeUndefined();
    expect(surnameWithParticle('Dijk')).toBeUndefined();
  });

  it('joins it to a given name that is also a word', () => {
    const read = lines('Summer', 'van Dijk', 'Contact', '+31 6 4123 8870', 'summer.vandijk@protonmail.com');
    expect(extractName(read, ['summer.vandijk@protonmail.com'])?.name).toBe('Summer van Dijk');
    const display = sized(['Summer', 26], ['van Dijk', 26], ['CONTACT', 9.5], ['summer.vandijk@protonmail.com', 9.5]);
    expect(extractName(display, ['summer.vandijk@protonmail.com'])?.name).toBe('Summer van Dijk');
  });
});

describe("a sidebar name with the main column's lines between its lines", () => {
  it('skips lines in smaller type up to the next line in the display type', () => {
    const read = sized(
      ['Profile', 12],
      ['Financial planning and analysis for retail.', 10.5],
      ['Faith Adaeze', 26],
      ['Experience', 12],
      ['Financial Analyst, The Hut Group, 2019 – Present', 10.5],
      ['Okafor', 26],
      ['Financial Analyst', 10.5],
      ['Mobile: 07912 345678', 9.5],
      ['Skills', 12],
      ['Python', 10.5],
    );
    expect(extractName(read, ['faith.okafor@yahoo.co.uk'])?.name).toBe('Faith Adaeze Okafor');
    const single = sized(
      ['Grace', 26],
      ['Work Experience', 12],
      ['Marketing Manager, Reckitt', 10.5],
      ['Whitfield', 26],
      ['Python', 10.5],
    );
    expect(extractName(single, ['gw@example.com'])?.name).toBe('Grace Whitfield');
  });

  it('never skips more than three lines, nor a line in larger type', () => {
    const far = sized(['Faith Adaeze', 26], ['Experience', 12], ['One', 10.5], ['Two', 10.5], ['Three', 10.5], ['Okafor', 26]);
    expect(extractName(far, ['fa@example.com'])?.name).toBe('Faith Adaeze');
    const larger = sized(['Faith Adaeze', 20], ['RESUME', 28], ['Okafor', 20], ['Profile', 12], ['Text', 10.5]);
    expect(extractName(larger, ['fa@example.com'])?.name).not.toBe('Faith Adaeze Okafor');
  });
});

describe('Word sidebars (no type sizes)', () => {
  it('takes a given name that is also a country under a sentence of a profile', () => {
    const read = lines(
      'Profile',
      'Builds demand forecasts and pricing models for grocery retail.',
      'Jordan',
      'Elise',
      'Whitaker',
      'Data Scientist',
    );
    expect(extractName(read, ['jw1990@gmail.com'])?.name).toBe('Jordan Elise Whitaker');
    // At the end of an address block it is still the place.
    const address = lines('Address', 'Amman', 'Jordan', 'Lena Vogelsang', 'UX Researcher');
    expect(extractName(address, ['lena.v@gmail.com'])?.name).toBe('Lena Vogelsang');
  });

  it('leaves a one-word role under a two-line name out when the address spells the name and not the role', () => {
    const read = (email: string) => lines('Hope', 'Martinez', 'Paralegal', 'Contact', '(512) 834-2291', email, 'Austin, TX');
    expect(extractName(read('hope.martinez@gmail.com'), ['hope.martinez@gmail.com'])?.name).toBe('Hope Martinez');
    expect(extractName(lines('Maria', 'Victoria', 'Santos'), ['maria.santos@gmail.com'])?.name).toBe('Maria Victoria Santos');
    expect(extractName(lines('Pieter', 'van der', 'Meer', 'Hydraulic Engineer'), ['pieter@ziggo.nl'])?.name).toBe(
      'Pieter van der Meer',
    );
  });
});

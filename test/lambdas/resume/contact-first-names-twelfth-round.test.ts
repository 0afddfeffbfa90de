import { describe, expect, it } from 'vitest';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { headingKind } from '../../../lambdas/resume/headings';
import { lines, sized } from './support/text-lines';

/** Rules for names set modestly after the contact details, round twelve (development d466–d473). */

describe('the name under its small label after a contact table', () => {
  it('takes the line under a label in another language, never the label as a first name', () => {
    const page = lines(
      'Adresse',
      '12, Rue Exemple, 20000 Casablanca',
      'GSM',
      '06 12 34 56 78',
      'E-mail',
      'k.benali@example.ma',
      'Candidat',
      'Karim Ben Ali',
      'Chef de projet',
    );
    expect(extractName(page, ['k.benali@example.ma'])?.name).toBe('Karim Ben Ali');
  });

  it('reads the labels of French, Spanish, Portuguese and Polish forms', () => {
    const under = (label: string) => extractName(lines(label, 'Ana Sofia Ribeiro', 'Enfermeira'), ['asribeiro@example.pt'])?.name;
    for (const label of ['Nom et prénom', 'Nombre completo', 'Nome completo', 'Candidata', 'Imię i nazwisko', 'Kandydatka'])
      expect(under(label)).toBe('Ana Sofia Ribeiro');
    expect(extractName(lines('Nombre: Ana Sofia Ribeiro'))?.name).toBe('Ana Sofia Ribeiro');
  });

  it('keeps a name in small type under a small label beside a larger role', () => {
    const page = sized(
      ['Mobile', 8.5],
      ['0722 000 111', 8.5],
      ['Name of the applicant', 8],
      ['Ion-Radu Ionescu', 11],
      ['Desired employment / occupational field', 8],
      ['Embedded Software Engineer', 10],
    );
    expect(extractName(page, ['ionescu.ion.r@example.com'])?.name).toBe('Ion-Radu Ionescu');
  });
});

describe('the town of an address wrapped at its hyphen', () => {
  it('reads a hyphenated town broken over two lines of a narrow cell as one', () => {
    const block = lines('Str. Exemplu nr. 3, ap. 2, 400114 Cluj-', 'Napoca, România', 'Mobile', '0722 000 111');
    expect(findPlace(block)).toEqual({ city: 'Cluj-Napoca', country: 'RO' });
  });

  it('leaves a line ending in a hyphen that does not start the town', () => {
    expect(findPlace(lines('Bd. Eroilor 5, 500001 Brașov -', 'Brașov, România')).city).toBe('Brașov');
  });
});

describe('headings after a name set in a letter', () => {
  it('reads "Special Skills" and Spanish skills qualified as technical', () => {
    expect(headingKind('SPECIAL SKILLS')).toBe('skills');
    expect(headingKind('Conocimientos técnicos')).toBe('skills');
    expect(headingKind('Special')).toBeUndefined();
  });
});

describe('the town of an address wrapped at its hyphen, its label read between', () => {
  it('reads across the label cell LibreOffice puts between the two halves', () => {
    const block = lines(
      'Str. Exemplu nr. 3, ap. 2, 400114 Cluj-',
      'Address',
      'Napoca, România',
      'Mobile',
      '0722 000 111',
      'i.ionescu@example.ro',
    );
    expect(findPlace(block)).toEqual({ city: 'Cluj-Napoca', country: 'RO' });
  });
});

describe('a town after the postcode that ends a street address', () => {
  it('takes a town the gazetteer lacks after the postcode, the street number before it', () => {
    expect(findPlace(lines('Tel. 612 48 73 05', 'C/ de Colón, 24, 3.º B, 46004 València', 'l.mo@example.com')).city).toBe(
      'València',
    );
    expect(findPlace(lines('Hauptstraße 12, 79539 Lörrach', 'm.k@example.de')).city).toBe('Lörrach');
  });

  it('takes no year and no segment without a street number for a postcode and a town', () => {
    expect(findPlace(lines('Acme Corp, 2019 Present')).city).toBeUndefined();
    expect(findPlace(lines('Team of 12345 Engineers')).city).toBeUndefined();
  });
});

describe('the name beside its role on one line', () => {
  it('cuts a role after a comma off the name', () => {
    const page = lines(
      'Mob. +44 7700 900123',
      'jo.smith@example.com',
      'Leeds, UK',
      'Joanna Smith, Chartered Accountant',
      'Summary',
    );
    expect(extractName(page, ['jo.smith@example.com'])?.name).toBe('Joanna Smith');
    expect(asName('Joanna Smith, Chartered Accountant')).toBeUndefined();
  });

  it('leaves a surname first and post-nominals after the comma alone', () => {
    expect(extractName(lines('SMITH, Joanna', 'jo.smith@example.com'), ['jo.smith@example.com'])?.name).toBe('Joanna Smith');
    expect(extractName(lines('Joanna Smith, FCCA', 'jo.smith@example.com'), ['jo.smith@example.com'])?.name).toBe('Joanna Smith');
  });
});

describe('the name after its role and a dash', () => {
  it('takes the name after the role when the e-mail address spells it', () => {
    const page = lines(
      'Mob. +961 3 000 000',
      'r.haddad@example.com',
      'Achrafieh, Beirut',
      'Chartered Accountant — Rania Haddad',
      'Summary',
    );
    expect(extractName(page, ['r.haddad@example.com'])?.name).toBe('Rania Haddad');
  });

  it('takes no employer after a job title', () => {
    const page = lines('Mob. +961 3 000 000', 'r.haddad@example.com', 'Software Engineer – Morgan Stanley');
    expect(extractName(page, ['r.haddad@example.com'])?.name).not.toBe('Morgan Stanley');
  });
});

describe('the city of a letter-style sender block', () => {
  it('takes a town the gazetteer lacks on the postcode line under its street', () => {
    expect(findPlace(lines('Hauptstraße 12', '79539 Lörrach', 'Tel. 0176 1234 5678', 'm.k@example.de')).city).toBe('Lörrach');
  });

  it('reads an Italian province code in brackets as no American state', () => {
    const block = lines('Via Roma 12', '20121 Milano (MI)', 'Cell. 333 123 4567', 'g.rossi@example.com');
    expect(findPlace(block)).toEqual({ city: 'Milano', country: 'IT' });
    expect(findPlace(lines('Detroit (MI)'))).toEqual({ city: 'Detroit', country: 'US' });
  });

  it('drops the capital district after its city', () => {
    expect(findPlace(lines('Carrera 7 # 71-21, Apto 502', 'Chapinero, Bogotá D.C.', 'Colombia'))).toEqual({
      city: 'Bogotá',
      country: 'CO',
    });
  });

  it('takes no floor of a building for a postal district', () => {
    expect(findPlace(lines('Calle 50, Edificio Global Bank, Piso 4', 'Tel: 6123-4567', 'a.b@example.com')).city).toBeUndefined();
  });
});

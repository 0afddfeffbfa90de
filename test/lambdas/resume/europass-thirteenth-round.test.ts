import { describe, expect, it } from 'vitest';
import { extractName } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { extractSections, joinWrappedHeadings } from '../../../lambdas/resume/fields/sections';
import { headingKind } from '../../../lambdas/resume/headings';
import { cleanOcrText } from '../../../lambdas/resume/text/ocr-cleanup';
import { lines } from './support/text-lines';

/** Rules for Europass CVs, round thirteen (development d482–d489). */

describe('Europass headings in the template’s own words', () => {
  it('reads the 2004–2012 skills rows in Italian, Spanish, Portuguese and French', () => {
    for (const heading of [
      'CAPACITÀ E COMPETENZE TECNICHE',
      'Capacità e competenze personali',
      'Altre capacità e competenze',
      'Capacidades y competencias informáticas',
      'Otras capacidades y competencias',
      'Aptidões e competências técnicas',
      'Aptitudes et compétences informatiques',
    ])
      expect(headingKind(heading)).toBe('skills');
  });

  it('reads the 2013 and online editor’s skills, and leaves the language grid out of them', () => {
    for (const heading of [
      'Job-related skills',
      'Digital competence',
      'DIGITAL SKILLS',
      'COMPETÊNCIAS DIGITAIS',
      'Competenze digitali',
    ])
      expect(headingKind(heading)).toBe('skills');
    expect(headingKind('COMPETÊNCIAS LINGUÍSTICAS')).toBe('other');
    expect(headingKind('ABOUT MYSELF')).toBe('other');
    expect(headingKind('JOB APPLIED FOR')).toBe('other');
  });

  it('reads education and training as the template names it', () => {
    for (const heading of ['ISTRUZIONE E FORMAZIONE', 'Educación y formación', 'EDUCAÇÃO E FORMAÇÃO', 'Éducation et formation'])
      expect(headingKind(heading)).toBe('education');
  });

  it('reads the Greek CV in capitals without accents and in natural case with them', () => {
    expect(headingKind('ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ')).toBe('experience');
    expect(headingKind('ΕΚΠΑΙΔΕΥΣΗ ΚΑΙ ΚΑΤΑΡΤΙΣΗ')).toBe('education');
    expect(headingKind('Εκπαίδευση και κατάρτιση')).toBe('education');
    expect(headingKind('Ψηφιακές δεξιότητες')).toBe('skills');
    expect(headingKind('ΑΤΟΜΙΚΕΣ ΠΛΗΡΟΦΟΡΙΕΣ')).toBe('other');
    expect(headingKind('Γλωσσικές δεξιότητες')).toBe('other');
    // The rows inside a section are no headings.
    expect(headingKind('Μητρική γλώσσα')).toBeUndefined();
    expect(headingKind('PATENTE O PATENTI')).toBeUndefined();
  });

  it('keeps the technical skills of a 2004 table under a wrapped heading', () => {
    const sections = extractSections(
      lines(
        'ESPERIENZA LAVORATIVA',
        'Esempio S.r.l.',
        'CAPACITÀ E COMPETENZE',
        'PERSONALI',
        'MADRELINGUA',
        'Italiano',
        'CAPACITÀ E COMPETENZE',
        'TECNICHE',
        'AutoCAD, Revit',
        'PATENTE O PATENTI',
        'B',
      ),
    );
    expect(sections.skills).toContain('AutoCAD, Revit');
    expect(sections.experience).not.toContain('AutoCAD');
  });

  it('gives no name from the Greek personal information heading', () => {
    const page = lines(
      'europass',
      'Βιογραφικό σημείωμα',
      'ΑΤΟΜΙΚΕΣ ΠΛΗΡΟΦΟΡΙΕΣ',
      'Νίκος Αλεξίου',
      '⌂ Οδός 1, 10431 Αθήνα (Ελλάδα)',
    );
    expect(extractName(page, ['n.alexiou@example.gr'])?.name).toBe('Νίκος Αλεξίου');
  });
});

describe('the surname-first name row of the 2004–2012 CV', () => {
  it('reads the label with its plurals in brackets, and two surnames before the comma', () => {
    const page = lines(
      'europass',
      'Curriculum Vitae',
      'Información personal',
      'Apellido(s) / Nombre(s)',
      'García López, Marta',
      'Dirección(es)',
    );
    expect(extractName(page, ['mgarcia@example.es'])?.name).toBe('Marta García López');
    for (const label of ['Cognome(i) / Nome(i)', 'Nachname(n) / Vorname(n)', 'Apelido(s) / Nome(s) próprio(s)'])
      expect(extractName(lines(label, 'Rossi, Anna Maria', 'Indirizzo(i)'))?.name).toBe('Anna Maria Rossi');
  });

  it('starts the given names where the e-mail address spells them before the surname', () => {
    const page = lines('Surname(s) / First name(s)', 'Adeyemi Tunde Olusegun', 'Address(es)', 'Lagos, Nigeria');
    expect(extractName(page, ['tunde.adeyemi@example.com'])?.name).toBe('Tunde Olusegun Adeyemi');
    // With no such address, the last word is the given name, as before.
    expect(extractName(lines('Nazwisko / Imię', 'Wiśniewska-Kot Anna', 'Adres'))?.name).toBe('Anna Wiśniewska-Kot');
  });
});

describe('the online editor’s address and job lines', () => {
  it('drops the kind of address after it', () => {
    expect(findPlace(lines('Endereço: Rua Exemplo 10, 4000-100 Porto, Portugal (Casa)'))).toEqual({
      city: 'Porto',
      country: 'PT',
    });
    expect(findPlace(lines('Home: Rua Exemplo 10, 1000-001 Lisboa, Portugal (Home)')).city).toBe('Lisboa');
  });

  it('reads no word for "to date" into a job’s town', () => {
    expect(findPlace(lines('03/2020 – ATUAL Porto, Portugal'))).toEqual({ city: 'Porto', country: 'PT' });
    expect(findPlace(lines('09/2018 – PRESENT Lyon, France')).city).toBe('Lyon');
    expect(findPlace(lines('2014 – 2017 Braga, Portugal')).city).toBe('Braga');
  });
});

describe('a scanned 2004–2012 Europass table', () => {
  it('drops a bracket read beside an I in a word of capitals, the same stroke twice', () => {
    expect(cleanOcrText('BIANCH]I, Marta')).toBe('BIANCHI, Marta');
    // A bracket with no I beside it is still the I itself, and a pair of brackets stays.
    expect(cleanOcrText('WISNIEWSK]')).toBe('WISNIEWSKI');
    expect(cleanOcrText('[ROSSI]')).toBe('[ROSSI]');
  });

  it('joins a heading cell whose two lines measure apart, never printed type', () => {
    const scan = (first: number, second: number) =>
      joinWrappedHeadings([
        { text: 'CAPACITA E', fontSize: first, page: 1, ocr: true },
        { text: 'COMPETENZE PERSONALI', fontSize: second, page: 1, ocr: true },
      ]).map((line) => line.text);
    expect(scan(10.1, 7.9)).toEqual(['CAPACITA E COMPETENZE PERSONALI']);
    expect(scan(14, 7.9)).toEqual(['CAPACITA E', 'COMPETENZE PERSONALI']);
    const printed = joinWrappedHeadings([
      { text: 'CAPACITÀ E', fontSize: 10, page: 1 },
      { text: 'COMPETENZE PERSONALI', fontSize: 8, page: 1 },
    ]);
    expect(printed).toHaveLength(2);
  });
});

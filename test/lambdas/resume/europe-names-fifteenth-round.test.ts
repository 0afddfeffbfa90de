/**
 * European names, fifteenth round (development d554–d561): Polish titles written without a full
 * stop ("mgr inż."), Hungarian headings and a Hungarian address (postcode and town before the
 * street), a row of contacts wrapped after a comma in a Spanish street address. The names here
 * are other people's: the rules are the layout's.
 */
import { describe, expect, it } from 'vitest';
import { extractName, withoutLeadingTitles } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { headingKind } from '../../../lambdas/resume/headings';
import { lines } from './support/text-lines';

describe('Polish and Czech titles before a name', () => {
  it('are stripped, "mgr" without its full stop as Polish writes it', () => {
    expect(withoutLeadingTitles('mgr inż. Katarzyna Nowak')).toBe('Katarzyna Nowak');
    expect(withoutLeadingTitles('dr hab. inż. Piotr Zieliński')).toBe('Piotr Zieliński');
    expect(withoutLeadingTitles('PhDr. Eva Horáková')).toBe('Eva Horáková');
    expect(withoutLeadingTitles('Bc. Tomáš Dvořák')).toBe('Tomáš Dvořák');
  });

  it('leave a sidebar name over two lines whole', () => {
    const doc = lines('mgr inż. Katarzyna', 'Wiśniewska-Nowak', 'Analityk danych', 'Kontakt', 'k.wisniewska@example.pl');
    expect(extractName(doc, ['k.wisniewska@example.pl'])?.name).toBe('Katarzyna Wiśniewska-Nowak');
  });

  it('keep a name that only starts like one', () => {
    expect(withoutLeadingTitles('Mgrdich Tashjian')).toBe('Mgrdich Tashjian');
  });
});

describe('Hungarian headings', () => {
  it('are the sections they name', () => {
    expect(headingKind('Szakmai tapasztalat')).toBe('experience');
    expect(headingKind('Tanulmányok')).toBe('education');
    expect(headingKind('Készségek')).toBe('skills');
    expect(headingKind('Személyes adatok')).toBe('other');
    expect(headingKind('Bemutatkozás')).toBe('other');
  });
});

describe('a Hungarian address, postcode and town first', () => {
  it('names the town, not the flat after the street', () => {
    const doc = lines('Személyes adatok', 'Lakcím:', '6720 Szeged, Kárász utca 9. II/4.', 'Mobil:', '+36 20 555 0101');
    expect(findPlace(doc).city).toBe('Szeged');
  });

  it('never takes a year for a postcode', () => {
    expect(findPlace(lines('2019 Szeged, Kárász utca 9.')).city).toBeUndefined();
  });
});

describe('a row of contacts wrapped after a comma in the address', () => {
  it('reads the town after the postcode on the next line, not the street named like a city', () => {
    const doc = lines('Tel. +34 600 11 22 33 | ana@example.es | C/ Valencia,', '12, 2º A, 29001 Málaga', 'ANA RUIZ');
    expect(findPlace(doc).city).toBe('Málaga');
  });

  it('keeps the line’s city when the next line is no end of an address', () => {
    const doc = lines('Tel. +34 600 11 22 33 | ana@example.es | Bilbao,', 'España', 'ANA RUIZ');
    expect(findPlace(doc).city).toBe('Bilbao');
  });
});

describe('a surname in capitals over given names, the address spelling their initials first', () => {
  it('reads the given names first ("jb.martinlegrand@…")', () => {
    const doc = lines('MARTIN-LEGRAND', 'Jean-Baptiste', 'Chef de projet', 'Coordonnées');
    expect(extractName(doc, ['jb.martinlegrand@example.fr'])?.name).toBe('Jean-Baptiste Martin-Legrand');
  });

  it('keeps the printed order when the address spells the surname first (an East Asian name)', () => {
    const doc = lines('TAN', 'Wei Ming', 'Software Engineer', 'Contact');
    expect(extractName(doc, ['tan.wm@example.sg'])?.name).toBe('Tan Wei Ming');
  });

  it('keeps a given name in capitals over a surname', () => {
    expect(extractName(lines('MARIA', 'Garcia', 'Arquitecta'), ['m.garcia@example.es'])?.name).toBe('Maria Garcia');
  });
});

describe('a Hungarian document title above the name', () => {
  it('is no part of the name ("ÖNÉLETRAJZ" over "Szabó Péter")', () => {
    const doc = lines('ÖNÉLETRAJZ', 'Szabó Péter', 'Adatmérnök', 'peter.szabo@example.hu');
    expect(extractName(doc, ['peter.szabo@example.hu'])?.name).toBe('Szabó Péter');
  });
});

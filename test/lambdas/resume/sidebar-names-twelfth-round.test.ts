/**
 * Dark sidebars whose name is split over two lines, twelfth round (development d458–d465): given
 * names light over a bold surname, the surname in capitals first, a particle leading the surname,
 * given names Chromium wraps in a narrow cell, a German CV's "LEBENSLAUF" over the name. Builds on
 * sidebars-eleventh-round.test.ts. The names here are other people's: the rules are the layout's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findLinks } from '../../../lambdas/resume/fields/links';
import { extractName, givenNamesBeforeSurnameInCapitals } from '../../../lambdas/resume/fields/name';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { extractDocLines } from '../../../lambdas/resume/text/doc';
import { lines, sized } from './support/text-lines';

describe('given names over a larger surname in a sidebar', () => {
  it('join a surname alone in much larger type when the address spells it', () => {
    const pdf = sized(
      ['Kim Anh', 15],
      ['Pham-Le', 25],
      ['PRODUCT DESIGNER', 10],
      ['CONTACT', 9],
      ['kimanh.phamle@example.com', 9],
    );
    expect(extractName(pdf, ['kimanh.phamle@example.com'])?.name).toBe('Kim Anh Pham-Le');
    expect(extractName(pdf, ['studio@example.com'])?.name).toBe('Kim Anh');
  });

  it('take both lines of given names wrapped over a particle’s surname', () => {
    const pdf = sized(['Lucas', 20], ['Gabriel', 20], ['da Costa', 22], ['Analista de Dados', 10.5], ['CONTATO', 10.5]);
    expect(extractName(pdf, ['lucas.gcosta@example.com'])?.name).toBe('Lucas Gabriel da Costa');
  });

  it('never take a heading above as given names', () => {
    const pdf = sized(['PROFILE', 20], ['Lucas', 20], ['da Costa', 22], ['Analyst', 10.5], ['Contact', 10.5]);
    expect(extractName(pdf, ['lucas.costa@example.com'])?.name).toBe('Lucas da Costa');
  });

  it('go on past a German CV’s title to the surname, an umlaut spelled out in the address', () => {
    const pdf = sized(['LEBENSLAUF', 7.5], ['Lena Sophie', 15], ['Müller', 25], ['INGENIEURIN', 10], ['KONTAKT', 9]);
    expect(extractName(pdf, ['lena.mueller@example.de'])?.name).toBe('Lena Sophie Müller');
    const doc = lines('Kurzprofil', 'LEBENSLAUF', 'Lena Sophie', 'Müller', 'Ingenieurin', 'Kontakt', 'lena.mueller@example.de');
    expect(extractName(doc, ['lena.mueller@example.de'])?.name).toBe('Lena Sophie Müller');
  });
});

describe('a surname in capitals over the given names', () => {
  it('reads the given names first in a PDF, the smaller line under the surname', () => {
    const pdf = sized(
      ['Qualifications', 13.5],
      ['BCom Accounting, University of Cape Town – 2012', 10.5],
      ['DU TOIT', 22],
      ['Anna Louise', 17],
      ['Financial Manager', 11.5],
      ['anna.dutoit@example.co.za', 10.5],
    );
    expect(extractName(pdf, ['anna.dutoit@example.co.za'])?.name).toBe('Anna Louise Du Toit');
  });

  it('reorders a Word file’s lines only when the address spells given name then surname', () => {
    expect(givenNamesBeforeSurnameInCapitals('Du Toit Anna Louise', 'DU TOIT', ['anna.dutoit@example.com'])).toBe(
      'Anna Louise Du Toit',
    );
    expect(givenNamesBeforeSurnameInCapitals('Maria Garcia', 'MARIA', ['maria.garcia@example.com'])).toBe('Maria Garcia');
    // The address may spell only a later given name ("mfernanda").
    expect(givenNamesBeforeSurnameInCapitals('Da Silva Ana Beatriz', 'DA SILVA', ['abeatriz.dasilva@example.com'])).toBe(
      'Ana Beatriz Da Silva',
    );
    expect(givenNamesBeforeSurnameInCapitals('Du Toit Anna Louise', 'DU TOIT', ['info@example.com'])).toBe('Du Toit Anna Louise');
  });
});

describe('a legacy Word file’s letter-spaced text', () => {
  it('is read, not taken for text deleted with tracked changes (LibreOffice writes the spacing as sprmCDxaSpace)', async () => {
    const dir = 'test/fixtures/resumes/documents';
    const texts = (await extractDocLines(readFileSync(`${dir}/d458-thiago-n12-word-table.doc`))).map((line) => line.text);
    expect(texts).toContain('CONTATO');
    expect(texts).toContain('COMPETÊNCIAS');
    const surnameFirst = (await extractDocLines(readFileSync(`${dir}/d459-marike-n12-word-table.doc`))).map((line) => line.text);
    expect(surnameFirst.slice(surnameFirst.indexOf('VAN WYK'), surnameFirst.indexOf('VAN WYK') + 2)).toEqual([
      'VAN WYK',
      'Marike Annelie',
    ]);
  });
});

describe('a sidebar’s contacts under the name', () => {
  it('read no state from a title’s bracketed abbreviation', () => {
    const pdf = sized(
      ['Chartered Accountant (SA) ·', 11.5],
      ['Financial Manager', 11.5],
      ['082 451 7736', 10.5],
      ['anna.dutoit@example.co.za', 10.5],
      ['14 Protea Street, Waterkloof,', 10.5],
      ['Pretoria, 0181', 10.5],
    );
    expect(findPlace(pdf)).toEqual({ city: 'Pretoria', country: 'ZA' });
    expect(findPlace(lines('Québec (Québec) G1R 4P5')).city).toBe('Québec');
  });

  it('take a site on a domain of the candidate’s own over a profile on a portfolio host', () => {
    const doc = lines('Contact', 'kim.anh@example.com', 'behance.net/kimanhpham', 'kimanh.design', 'Skills');
    expect(findLinks(doc).portfolio).toBe('https://kimanh.design');
    expect(findLinks(lines('Contact', 'kim.anh@example.com', 'behance.net/kimanhpham')).portfolio).toBe(
      'https://behance.net/kimanhpham',
    );
  });
});

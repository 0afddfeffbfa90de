/**
 * Word and Google Docs gallery templates as people fill them in, thirteenth round (development
 * d506–d513): a given name set larger than the surname under it, two given names over two
 * surnames joined by a particle in a Word file, a unit after a number in a template's sample
 * bullet, and the given names' initials of a scanned footer's address. The names here are other
 * people's: the rules are the layout's.
 */
import { describe, expect, it } from 'vitest';
import { extractName } from '../../../lambdas/resume/fields/name';
import { repairHandle } from '../../../lambdas/resume/fields/ocr-handles';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { lines, sized } from './support/text-lines';

describe('a given name over a smaller surname', () => {
  it('joins the surname line in smaller display type when the address spells a word', () => {
    const pdf = sized(
      ['Dr. Rohini', 24],
      ['Patwardhan-Joshi', 19],
      ['DATA ENGINEER', 10],
      ['CONTACT', 11],
      ['rohini.pj@example.com', 9.5],
    );
    expect(extractName(pdf, ['rohini.pj@example.com'])?.name).toBe('Rohini Patwardhan-Joshi');
  });

  it('joins a surname Chromium broke at its hyphen', () => {
    const pdf = sized(
      ['Dr. Rohini', 24],
      ['Patwardhan-', 19],
      ['Joshi', 19],
      ['DATA ENGINEER', 10],
      ['CONTACT', 11],
      ['rohini.pj@example.com', 9.5],
      ['Nashik, Maharashtra', 9.5],
    );
    expect(extractName(pdf, ['rohini.pj@example.com'])?.name).toBe('Rohini Patwardhan-Joshi');
  });

  it('joins a surname line nothing else claims, never a line in body type', () => {
    const unspelled = sized(['Rohini', 24], ['Patwardhan-Joshi', 19], ['Engineer', 10], ['x', 10], ['y', 10]);
    // A studio's address says nothing either way: the surname line nothing else claims is the name's.
    expect(extractName(unspelled, ['studio@example.com'])?.name).toBe('Rohini Patwardhan-Joshi');
    const whole = sized(['Acme', 24], ['Ana Souza', 19], ['Engineer', 10], ['x', 10], ['y', 10]);
    expect(extractName(whole, ['ana.souza@example.com'])?.name).not.toBe('Acme Ana Souza');
    const body = sized(['Rohini', 24], ['Patwardhan-Joshi', 11], ['Engineer', 10], ['x', 10], ['y', 10]);
    expect(extractName(body, ['rohini.pj@example.com'])?.name).not.toBe('Rohini Patwardhan-Joshi');
  });
});

describe('two given names over two surnames joined by a particle, in a Word file', () => {
  const doc = (email: string) =>
    lines('Ana Beatriz', 'Carvalho da Silva', 'Analista Financeira', 'Rua Augusta, 1200', 'São Paulo – SP', email);

  it('are one name when the address spells a surname', () => {
    expect(extractName(doc('bia.carvalho@example.com.br'), ['bia.carvalho@example.com.br'])?.name).toBe(
      'Ana Beatriz Carvalho da Silva',
    );
  });

  it('stay apart without the address', () => {
    expect(extractName(doc('contato@example.com.br'), ['contato@example.com.br'])?.name).toBe('Ana Beatriz');
  });
});

describe('a unit after a number is no state', () => {
  it('reads no city from a bullet ending "11 MB"', () => {
    expect(findPlace(lines('Reduced the app bundle from 40 MB to 12 MB')).city).toBeUndefined();
  });

  it('still reads a city before its state', () => {
    expect(findPlace(lines('Winnipeg MB · ana@example.com')).city).toBe('Winnipeg');
  });
});

describe('a scanned address of the given names’ initials', () => {
  it('sets a j read as l or i right against the initials', () => {
    expect(repairHandle('lm.gagnon', 'Jean-Marc Gagnon')).toBe('jm.gagnon');
    expect(repairHandle('im.gagnon', 'Jean-Marc Gagnon')).toBe('jm.gagnon');
  });

  it('leaves a handle that owes nothing to the name', () => {
    expect(repairHandle('lm.ventes', 'Jean-Marc Gagnon')).toBe('lm.ventes');
  });
});

/**
 * Title lines above or beside the name, fourteenth round (development d514–d521): a bio-data's
 * "Name" row with a nickname in brackets, a "Nombre:" row in capitals with "DE LA", titles in other
 * languages over the name ("Hoja de vida", "Životopis", "Βιογραφικό Σημείωμα"), a boxed "CURRICULUM
 * VITAE OF …" wrapped before the surname, "Δρ." before a Greek name in capitals. The names here are
 * other people's: the rules are the layout's.
 */
import { describe, expect, it } from 'vitest';
import { asName, extractName } from '../../../lambdas/resume/fields/name';
import { repairHandle } from '../../../lambdas/resume/fields/ocr-handles';
import { findPlace } from '../../../lambdas/resume/fields/region';
import { headingKind } from '../../../lambdas/resume/headings';
import { lines, sized } from './support/text-lines';

describe('a nickname in brackets after a labelled name', () => {
  it('is dropped from a bio-data Name row', () => {
    const doc = lines(
      'BIODATA',
      'Name',
      ':',
      'Md. Tanvir Ahmed (Tonu)',
      "Father's Name",
      ':',
      'Md. Abdul Karim',
      'Mobile',
      ':',
      '01711-000000',
    );
    expect(extractName(doc, ['tanvir.ahmed@example.com'])?.name).toBe('Md. Tanvir Ahmed');
  });

  it('never turns a sentence in brackets into a name', () => {
    expect(asName('Md. Tanvir Ahmed (Tonu)')).toBeUndefined();
  });
});

describe('capital particles inside a long name', () => {
  it('do not count as words of the name', () => {
    expect(asName('ANA LUCÍA DE LA TORRE MÉNDEZ')).toBe('Ana Lucía de la Torre Méndez');
    expect(extractName(lines('HOJA DE VIDA', 'Nombre:', 'ANA LUCÍA DE LA TORRE MÉNDEZ', 'Cargo:', 'Abogada'), [])?.name).toBe(
      'Ana Lucía de la Torre Méndez',
    );
  });

  it('still refuse six words besides them', () => {
    expect(asName('ANA LUCÍA MARÍA DE LA TORRE MÉNDEZ RUIZ GIL')).toBeUndefined();
  });
});

describe('document titles in other languages', () => {
  it('are never the name, glued or spaced, over a name with its titles', () => {
    expect(extractName(lines('HOJADEVIDA', 'Nombre:', 'PABLO ANDRÉS GÓMEZ', 'Cargo:', 'Ingeniero Civil'), [])?.name).toBe(
      'Pablo Andrés Gómez',
    );
    expect(
      extractName(lines('Životopis', 'Ing. Petr Svoboda, Ph.D.', 'Pozice:', 'Inženýr'), ['petr.svoboda@example.cz'])?.name,
    ).toBe('Petr Svoboda');
  });

  it('reads a Greek name in capitals under a Greek title, with its ending accented', () => {
    const pdf = sized(
      ['ΒΙΟΓΡΑΦΙΚΟ ΣΗΜΕΙΩΜΑ', 16],
      ['Δρ. Γεώργιος', 14],
      ['ΒΛΑΧΑΚΗΣ', 14],
      ['Μηχανικός', 10],
      ['Πατησίων 10, Αθήνα', 10],
      ['g.vlachakis@example.gr', 10],
    );
    expect(extractName(pdf, ['g.vlachakis@example.gr'])?.name).toBe('Γεώργιος Βλαχάκης');
    expect(asName('ΕΛΕΝΗ ΠΑΠΑΔΟΠΟΥΛΟΥ')).toBe('Ελενη Παπαδοπούλου');
  });
});

describe('a title line holding the name, wrapped before the surname', () => {
  const pdf = (email: string) =>
    sized(['CURRICULUM VITAE OF CA RAHUL', 16], ['MEHTA', 16], ['Chartered Accountant', 10], ['Mumbai', 10], [email, 10]);

  it('takes the surname when the address spells it', () => {
    expect(extractName(pdf('ca.rahulmehta@example.com'), ['ca.rahulmehta@example.com'])?.name).toBe('Rahul Mehta');
  });

  it('leaves it without the address', () => {
    expect(extractName(pdf('office@example.com'), ['office@example.com'])?.name).toBe('Rahul');
  });
});

describe('a scanned address built from a name without its initial', () => {
  it('stays as read: no letter was lost to an icon', () => {
    expect(repairHandle('rajeshkumar.a1993', 'A. Rajesh Kumar')).toBe('rajeshkumar.a1993');
    expect(repairHandle('ucas.almeida', 'Lucas Almeida')).toBe('lucas.almeida');
  });
});

describe('a bio-data religion or caste row', () => {
  it('is never the place, though its value reads as a town and a province code', () => {
    // d514's LibreOffice PDF: the permanent address is read only when no other row gives a place.
    const doc = lines(
      'BIO-DATA',
      'Name',
      ': Er. A. RAJESH KUMAR, B.E.',
      'Religion / Community',
      ': Hindu / BC',
      'Marital Status',
      ': Married',
      'Permanent Address',
      ': No. 12/4, Gandhi Street,',
      'West Mambalam, Chennai - 600 033,',
      'Tamil Nadu.',
      'Mobile No.',
      ': 94440 12873',
      'Email Id',
      ': rajeshkumar.a1993@gmail.com',
    );
    expect(findPlace(doc).city).toBe('Chennai');
  });
});

describe('a Greek city written in Greek', () => {
  it('is found by its transliterated name', () => {
    const doc = lines('Γεώργιος Βλαχάκης', 'Πατησίων 10, 104 34 Αθήνα', 'g.vlachakis@example.gr', 'Κιν.: 694 000 0000');
    expect(findPlace(doc)).toMatchObject({ city: 'Αθήνα', country: 'GR' });
  });
});

describe('Czech and Greek section headings', () => {
  it('head their sections', () => {
    expect(headingKind('Pracovní zkušenosti')).toBe('experience');
    expect(headingKind('Vzdělání')).toBe('education');
    expect(headingKind('Dovednosti')).toBe('skills');
    expect(headingKind('ΣΠΟΥΔΈΣ')).toBe('education');
  });
});

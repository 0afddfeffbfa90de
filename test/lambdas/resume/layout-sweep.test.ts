/**
 * Names and numbers the layout sweep found read wrong (sweep/layouts.ts, `run.ts --layouts`): the
 * development templates restyled around the name (tracking, letters typed apart, larger type, a
 * broken line), so that a narrow column wraps what it did not before. Each case fails without its rule.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../lambdas/resume/fields/builtin';
import { extractName } from '../../../lambdas/resume/fields/name';
import { isLetterSpaced, mergeLetterSpacedWords } from '../../../lambdas/resume/text/pdf';
import { linesOfPlainText } from '../../../lambdas/resume/text/plain-text';
import { box } from './support/text-boxes';
import { lines, sized } from './support/text-lines';

describe('a name a narrow column wraps', () => {
  it('goes on past a particle line in capitals ("NORBERTO" / "DA" / "MACEDO")', () => {
    const pdf = sized(['NORBERTO', 36], ['DA', 36], ['MACEDO', 36], ['Interior Designer', 9], ['Contact', 10], ['Cell', 9]);
    expect(extractName(pdf, ['macedo.norberto@gmail.com'])?.name).toBe('Norberto da Macedo');
  });

  it('takes a larger surname over lines: after particles, at a hyphen, or two words', () => {
    const sidebar = (...surname: string[]) =>
      sized(
        ['LEBENSLAUF', 7.5],
        ['Phoebe', 15],
        ...surname.map((line): [string, number] => [line, 25]),
        ['PROCUREMENT', 10],
        ['KONTAKT', 9],
      );
    expect(extractName(sidebar('zu', 'Hache-', 'Huke'), ['phoebe461@hotmail.com'])?.name).toBe('Phoebe zu Hache-Huke');
    expect(extractName(sidebar('von der', 'Hache'), ['phoebe461@hotmail.com'])?.name).toBe('Phoebe von der Hache');
    expect(extractName(sidebar('Hache', 'Huke'), ['phoebe461@hotmail.com'])?.name).toBe('Phoebe Hache Huke');
  });

  it('joins given names over two lines to the larger surname under them', () => {
    const pdf = sized(
      ['LEBENSLAUF', 7.5],
      ['B.D. Baala', 15],
      ['Balagovind', 15],
      ['Varrier,', 25],
      ['CPA', 25],
      ['CHARTERED ACCOUNTANT', 10],
    );
    expect(extractName(pdf, ['baalavarrier@outlook.com'])?.name).toBe('B.D. Baala Balagovind Varrier');
  });

  it('ends a details value at the abbreviated phone label, and takes a two-letter surname the cell wrapped', () => {
    const form = (...value: string[]) =>
      sized(
        ['RESUME', 16],
        ['PERSONAL DETAILS', 10.5],
        ['Name', 9.5],
        ...value.map((line): [string, number] => [line, 9.5]),
        ['Ph', 9.5],
        ['+998-91-280-34-31', 9.5],
      );
    expect(extractName(form('FOTIH', 'MUSTAFOYEV'), ['fmustafoyev@gmail.com'])?.name).toBe('Fotih Mustafoyev');
    expect(extractName(form('Ramata', 'Maguette', 'Aw'), ['ramata288@yahoo.com'])?.name).toBe('Ramata Maguette Aw');
    // An abbreviation is no surname.
    expect(extractName(form('Ramata', 'Maguette', 'HR'), ['ramata288@yahoo.com'])?.name).toBe('Ramata Maguette');
  });

  it("ends a title line's name on the next line of a Word file when the address spells the whole name", () => {
    const word = (email: string) =>
      lines(`M 601 749 440 | ${email} | Brno`, 'Resume of Romul', 'Rada', 'Product Owner', 'Profile');
    expect(extractName(word('romulrada@hotmail.com'), ['romulrada@hotmail.com'])?.name).toBe('Romul Rada');
    expect(extractName(word('romul77@hotmail.com'), ['romul77@hotmail.com'])?.name).toBe('Romul');
  });
});

describe('letters typed or tracked apart', () => {
  it("make a Word file's surname on the line under the given names", () => {
    const word = lines('JŪLIJS LEONĪDA', 'M U I Ž N I E C E', 'Procurement Officer', 'Phone 21 903 534');
    expect(extractName(word, ['julijs594@outlook.com'])?.name).toBe('Jūlijs Leonīda Muižniece');
    // A list's last line over a name typed so is no given names to it.
    const sidebar = lines('CERTIFICATIONS', 'NEBOSH IGC (2019)', 'D U S T I N', 'L E H N E R', 'SOLUTIONS ARCHITECT', 'ABOUT ME');
    expect(extractName(sidebar, ['dustin923@proton.me'])?.name).toBe('Dustin Lehner');
  });

  it('are a word with the hyphen a line broke at, or the comma before post-nominals', () => {
    expect(isLetterSpaced('TA B R I S O V-')).toBe(true);
    expect(isLetterSpaced('V a r r i e r,')).toBe(true);
    expect(isLetterSpaced('HR IT-')).toBe(false);
  });

  it('take two letters on the line under a spaced word in its type as a word ("CLOVIS" / "D E" / "DAVID")', () => {
    const merged = mergeLetterSpacedWords([
      box('C L O V I S', 40, 60, 120, 19),
      box('D E', 40, 84, 30, 19),
      box('D A V I D', 40, 108, 100, 19),
    ]);
    expect(merged.map((b) => b.text)).toEqual(['CLOVIS', 'DE', 'DAVID']);
    // Far below, or in another size, two letters stay as they are ("A K" initials).
    expect(mergeLetterSpacedWords([box('C L O V I S', 40, 60, 120, 19), box('A K', 40, 160, 30, 19)]).map((b) => b.text)).toEqual(
      ['CLOVIS', 'A K'],
    );
    expect(mergeLetterSpacedWords([box('C L O V I S', 40, 60, 120, 19), box('A K', 40, 84, 30, 10)]).map((b) => b.text)).toEqual([
      'CLOVIS',
      'A K',
    ]);
  });
});

describe('a number a narrow cell wraps twice at its hyphens', () => {
  it('is joined when the three parts make a valid number', () => {
    const form = sized(
      ['Ramata Aw', 14],
      ['Phone', 10],
      ['+221-70-', 10],
      ['181-72-', 10],
      ['37', 10],
      ['E-mail', 10],
      ['ramata288@yahoo.com', 10],
    );
    expect(extractFields(form).phone).toBe('+221 70 181 72 37');
    const notANumber = sized(
      ['Ramata Aw', 14],
      ['Phone', 10],
      ['+221-70-', 10],
      ['181-', 10],
      ['3', 10],
      ['ramata288@yahoo.com', 10],
    );
    expect(extractFields(notANumber).phone).toBeUndefined();
  });
});

describe('a name before its role (name-dash-role)', () => {
  it('reads a name typed apart before a bar and the role in a Word file ("M R .   S A R A L A   K A U L | …")', () => {
    const typed = 'M\u00a0R\u00a0.\u00a0 \u00a0S\u00a0A\u00a0R\u00a0A\u00a0L\u00a0A\u00a0 \u00a0K\u00a0A\u00a0U\u00a0L';
    const [first] = linesOfPlainText(`${typed} | Cloud Infrastructure Engineer\nsaralakaul@rediffmail.com`);
    expect(first!.text).toBe('MR. SARALA KAUL | Cloud Infrastructure Engineer');
    // Letters of one width apart only: nothing to tell words by, left as typed.
    expect(linesOfPlainText('A B C D | Team Lead')[0]!.text).toBe('A B C D | Team Lead');
  });

  it('takes the surname from the line with the role after a bar, when the address spells it', () => {
    const pdf = (last: string) => sized(['L G', 18], ['ANALA GEMINE', 18], [last, 18], ['vermatalwar.anala@yahoo.com', 10.5]);
    const emails = ['vermatalwar.anala@yahoo.com'];
    expect(extractName(pdf('VERMA-TALWAR | Petroleum Engineer'), emails)?.name).toBe('L G Anala Gemine Verma-Talwar');
    const barAtEnd = sized(['L G', 18], ['ANALA GEMINE VERMA-TALWAR |', 18], ['Petroleum Engineer', 18], [emails[0]!, 10.5]);
    expect(extractName(barAtEnd, emails)?.name).toBe('L G Anala Gemine Verma-Talwar');
    // A role line under the name, with its own qualifier after a dash, is no surname.
    const role = lines('Oluwaseun Adebayo-Williams', 'Solicitor — Employment Law', 'oadebayo@outlook.com');
    expect(extractName(role, ['oadebayo@outlook.com'])?.name).toBe('Oluwaseun Adebayo-Williams');
  });
});

describe('a date over a phone label', () => {
  it('never starts a number ("14 March 1988" / "Ph" / "06 20 127 4794")', () => {
    const form = lines(
      'Name',
      'IVÁN MEZEI-NOVÁK',
      'Date of Birth',
      '14 March 1988',
      'Ph',
      '06 20 127 4794',
      'Address',
      'Szeged – 40156, Hungary',
    );
    expect(extractFields(form).phone).toBe('+36 20 127 4794');
  });
});

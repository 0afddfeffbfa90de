import { describe, expect, it } from 'vitest';
import { mergeLetterSpacedWords } from '../../../lambdas/resume/text/pdf';
import { orderTextBoxes } from '../../../lambdas/resume/text/reading-order';
import { box, texts } from './support/text-boxes';

describe('reading order of PDF text', () => {
  it('reads a single column top to bottom, joining the pieces of a line', () => {
    expect(texts([box('second line', 40, 60), box('Hello', 40, 40, 25), box('world', 70, 40, 25)])).toEqual([
      'Hello world',
      'second line',
    ]);
  });

  it('reads a sidebar column before the main column instead of interleaving their lines', () => {
    // Independent columns: the sidebar's lines are spaced differently from the main column's.
    const sidebar = ['Contact', 'a@b.example', 'Skills', 'Go'].map((t, i) => box(t, 30, 46 + i * 17, 100));
    const main = ['Jane Doe', 'Experience', 'Acme Corp', 'Education'].map((t, i) => box(t, 200, 40 + i * 14, 300));
    expect(texts([...main, ...sidebar])).toEqual([
      'Contact',
      'a@b.example',
      'Skills',
      'Go',
      'Jane Doe',
      'Experience',
      'Acme Corp',
      'Education',
    ]);
  });

  it('reads a full-width header first, then the columns below it', () => {
    const header = box('JANE DOE – Cloud Engineer – jane@example.com', 30, 20, 470, 14);
    const left = [box('Skills', 30, 62, 100), box('Go', 30, 79, 100), box('Rust', 30, 96, 100)];
    const right = [box('Experience', 200, 60, 300), box('Acme Corp', 200, 74, 300), box('2019 – 2024', 200, 88, 300)];
    expect(texts([...right, ...left, header])).toEqual([
      'JANE DOE – Cloud Engineer – jane@example.com',
      'Skills',
      'Go',
      'Rust',
      'Experience',
      'Acme Corp',
      '2019 – 2024',
    ]);
  });

  it('does not take the gaps of a single row (an icon row, headings side by side) for columns', () => {
    const iconRow = [box('✉ jane@example.com', 30, 20, 110), box('☎ +91 98765 43210', 160, 20, 90), box('⌂ Pune', 270, 20, 40)];
    const headings = [box('PROFILE', 30, 45, 50, 11), box('SKILLS', 400, 45, 45, 11)];
    const body = [
      box('Cloud engineer with ten years of practice.', 30, 62, 300),
      box('Go', 400, 66, 20),
      box('Moved three companies to AWS.', 30, 76, 300),
      box('Rust', 400, 83, 20),
    ];
    expect(texts([...body, ...headings, ...iconRow])).toEqual([
      '✉ jane@example.com',
      '☎ +91 98765 43210',
      '⌂ Pune',
      'PROFILE',
      'Cloud engineer with ten years of practice.',
      'Moved three companies to AWS.',
      'SKILLS',
      'Go',
      'Rust',
    ]);
  });

  it('reads dates set flush right beside job titles row by row, not as a column of dates', () => {
    const rows = [
      box('Experience', 30, 20, 80, 12),
      box('NetApp Inc — Sunnyvale', 30, 40, 150),
      box('Mar 2016 – Present', 470, 40, 90),
      box('Managed 14 engineers.', 50, 54, 120),
      box('Shipped storage features.', 50, 68, 130),
      box('Western Digital — San Jose', 30, 88, 160),
      box('Jun 2011 – Feb 2016', 470, 88, 90),
      box('Wrote SSD firmware in C.', 50, 102, 130),
      box('Skills', 30, 126, 40, 12),
      box('C, Go, Python', 30, 142, 80),
    ];
    expect(texts(rows)).toEqual([
      'Experience',
      'NetApp Inc — Sunnyvale',
      'Mar 2016 – Present',
      'Managed 14 engineers.',
      'Shipped storage features.',
      'Western Digital — San Jose',
      'Jun 2011 – Feb 2016',
      'Wrote SSD firmware in C.',
      'Skills',
      'C, Go, Python',
    ]);
  });

  it('reads a small table row by row', () => {
    const table = [
      ['Qualification', 'Institution', 'Year'],
      ['B.E. (CSE)', 'SRM Institute', '2023'],
      ['HSC', 'Velammal School', '2019'],
    ].flatMap((row, r) => row.map((cell, c) => box(cell, 30 + c * 160, 40 + r * 16, 70)));
    expect(texts(table)).toEqual([
      'Qualification',
      'Institution',
      'Year',
      'B.E. (CSE)',
      'SRM Institute',
      '2023',
      'HSC',
      'Velammal School',
      '2019',
    ]);
  });

  it('reads letter-spaced capitals ("W O R K  E X P E R I E N C E") as words', () => {
    const heading = mergeLetterSpacedWords([box('W O R K', 30, 40, 45, 11), box('E X P E R I E N C E', 84, 40, 97, 11)]);
    expect(texts(heading)).toEqual(['WORK EXPERIENCE']);
    expect(mergeLetterSpacedWords([box('A B Singh', 30, 40)])[0]!.text).toBe('A B Singh');
  });

  it('keeps reading a column region across a blank strip in one column', () => {
    const left = [box('Skills', 30, 43, 100), box('Go', 30, 59, 100), box('Languages', 30, 103, 100)];
    const right = [
      box('Experience', 200, 40, 300),
      box('Acme', 200, 54, 300),
      box('Beta Corp', 200, 70, 300),
      box('Gamma', 200, 86, 300),
    ];
    expect(texts([...left, ...right])).toEqual(['Skills', 'Go', 'Languages', 'Experience', 'Acme', 'Beta Corp', 'Gamma']);
  });

  it('splits parts of a line separated by a wide gap into separate lines, keeping their order', () => {
    const lines = orderTextBoxes([box('Karthik Subramanian', 40, 20, 200, 22), box('k@example.com', 250, 30, 100, 10.5)]);
    expect(lines.map((l) => l.text)).toEqual(['Karthik Subramanian', 'k@example.com']);
    expect(lines[0]!.fontSize).toBe(22);
  });
});

import { describe, expect, it } from 'vitest';
import { mergeLetterSpacedWords } from '../../../lambdas/resume/text/pdf';
import { joinTypedLetterSpacing, linesOfPlainText } from '../../../lambdas/resume/text/plain-text';
import { isSpacedCapitalsGap } from '../../../lambdas/resume/text/reading-order';
import type { TextBox } from '../../../lambdas/resume/text/text-box';

const box = (text: string, left: number, right: number, extra: Partial<TextBox> = {}): TextBox => ({
  text,
  left,
  right,
  top: 0,
  bottom: 20,
  fontSize: 20,
  ...extra,
});

describe('names in spaced capitals (ninth round)', () => {
  it('joins the letters of a line typed with wider gaps between words (DOCX, DOC)', () => {
    expect(joinTypedLetterSpacing('O M A R\u00a0\u00a0 A L\u00a0\u00a0 R A S H I D')).toBe('OMAR AL RASHID');
    expect(joinTypedLetterSpacing('S\u00a0 N\u00a0 E\u00a0 H\u00a0 A\u00a0\u00a0\u00a0 K\u00a0 U\u00a0 L')).toBe('SNEHA KUL');
    expect(joinTypedLetterSpacing('R O H A N  K  B H A N D A R I')).toBe('ROHAN K BHANDARI');
    expect(linesOfPlainText('O M A R   A L   R A S H I D\nProcurement Officer').map((line) => line.text)).toEqual([
      'OMAR AL RASHID',
      'Procurement Officer',
    ]);
  });

  it('leaves lines alone that are not typed letter by letter, or have no wider word gap', () => {
    expect(joinTypedLetterSpacing('P R O F I L E')).toBe('P R O F I L E');
    expect(joinTypedLetterSpacing('Team  A  B  C')).toBe('Team  A  B  C');
    expect(joinTypedLetterSpacing('A B  C')).toBe('A B  C');
  });

  it('joins a hostile line of 200,000 spaced letters without overflowing the call stack', () => {
    const joined = joinTypedLetterSpacing(`${'a '.repeat(200_000)} b`);
    expect(joined).toBe(`${'a'.repeat(200_000)} b`);
  });

  it('keeps capital words of one size apart by drawn spaces on one line (PDF)', () => {
    expect(isSpacedCapitalsGap(box('ROHAN', 154, 241, { spaceAfter: true }), box('K', 268, 284))).toBe(true);
    // No space drawn between: a gap between cells.
    expect(isSpacedCapitalsGap(box('ROHAN', 154, 241), box('K', 268, 284))).toBe(false);
    // Natural-case words, or a gap of columns.
    expect(isSpacedCapitalsGap(box('Rohan', 154, 241, { spaceAfter: true }), box('Bhandari', 268, 350))).toBe(false);
    expect(isSpacedCapitalsGap(box('ROHAN', 154, 241, { spaceAfter: true }), box('SKILLS', 320, 400))).toBe(false);
  });

  it('merges letter-spaced words up to 4 em apart when a space is drawn between them', () => {
    const boxes = [
      box('M A R I A', 42.7, 132.7, { fontSize: 18, spaceAfter: true }),
      box('D E', 181.9, 215.1, { fontSize: 18, spaceAfter: true }),
      box('S O U Z A', 264.3, 359.4, { fontSize: 18 }),
    ];
    expect(mergeLetterSpacedWords(boxes).map((b) => b.text)).toEqual(['MARIA DE SOUZA']);
    const apart = boxes.map((b) => ({ ...b, spaceAfter: undefined }));
    expect(mergeLetterSpacedWords(apart).map((b) => b.text)).toEqual(['MARIA', 'D E', 'SOUZA']);
  });
});

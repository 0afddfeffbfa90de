import type { TextLine } from '../types';
import { least } from '../extremes';

/**
 * Non-empty, whitespace-normalised lines of plain text (DOCX and DOC extraction output).
 * `tabEndsLine` for word-extractor, which ends each table cell with a tab.
 */
export function linesOfPlainText(text: string, { tabEndsLine = false } = {}): TextLine[] {
  return (
    text
      // Word's vertical tab (manual line break) and form feed (page break) also end a line.
      .split(tabEndsLine ? /\r\n|[\r\n\v\f\t\u2028\u2029]/ : /\r\n|[\r\n\v\f\u2028\u2029]/)
      .map((line) =>
        joinTypedLetterSpacing(line)
          .replace(/[\s\u00a0]+/g, ' ')
          .trim(),
      )
      .filter((line) => line.length > 0)
      .map((text) => ({ text }))
  );
}

/**
 * Four or more single letters, a space or more between each two; an initial's full stop, a
 * hyphen or an apostrophe typed apart like a letter ("R A M O N   D .   V I L L A N U E V A"), and
 * a comma or a dot between the parts of a place ("P U N E ,   I N D I A").
 */
const TYPED_LETTERS = /^\p{Zs}*\p{L}(?:\p{Zs}+[\p{L}.'’,·|-]){3,}\p{Zs}*$/u;

/**
 * Letters typed apart, then a bar or a dash between spaces and the rest of the line. Bounded (a
 * name typed apart is short): unbounded, a line of many thousand spaces took quadratic time.
 */
const TYPED_BEFORE_ROLE = /^([^|–—]{1,160}?)(?=\p{Zs}{1,8}[|–—]\p{Zs}{1,8}\p{L}{2})/u;

/**
 * How wide a typed space is, in em: a thin space between letters and an en space between words
 * ("A O I F E  N Í") differ by their kind, not by how many were typed.
 */
const SPACE_WIDTHS: Record<string, number> = {
  '\u2002': 0.5,
  '\u2003': 1,
  '\u2004': 0.33,
  '\u2005': 0.25,
  '\u2006': 0.17,
  '\u2007': 0.55,
  '\u2008': 0.25,
  '\u2009': 0.2,
  '\u200a': 0.1,
  '\u202f': 0.2,
  '\u205f': 0.22,
  '\u3000': 1,
};

function gapWidth(gap: string): number {
  return [...gap].reduce((sum, space) => sum + (SPACE_WIDTHS[space] ?? 0.25), 0);
}

/**
 * A line typed with spaces between its letters and wider runs between its words ("O M A R   A L
 * R A S H I D", "S  N  E  H  A    K  U  L  K  A  R  N  I") loses its word gaps once whitespace
 * is collapsed: its letters are joined into words here first ("OMAR AL RASHID"). Only lines of
 * single letters, whose letter gaps are all of one width and word gaps wider.
 */
export function joinTypedLetterSpacing(line: string): string {
  // A name typed apart before its role ("M R .   S A R A L A   K A U L | Cloud Engineer").
  const role = TYPED_BEFORE_ROLE.exec(line);
  if (role && TYPED_LETTERS.test(role[1]!)) return joinTypedLetterSpacing(role[1]!) + line.slice(role[1]!.length);
  // Most lines are not: they are told apart without splitting them.
  if (!TYPED_LETTERS.test(line)) return line;
  const pieces = line.replace(/^\p{Zs}+|\p{Zs}+$/gu, '').split(/(\p{Zs}+)/u);
  const letters = pieces.filter((_, i) => i % 2 === 0);
  const gaps = pieces.filter((_, i) => i % 2 === 1).map(gapWidth);
  const letterGap = least(gaps);
  if (!gaps.some((gap) => gap > letterGap + 0.01)) return line;
  return letters.reduce((text, letter, i) => text + (i > 0 && gaps[i - 1]! > letterGap + 0.01 ? ' ' : '') + letter, '');
}

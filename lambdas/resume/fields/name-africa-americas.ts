import type { TextLine } from '../types';

/**
 * Name forms printed in Africa and the Americas (round fifteen, d562–d569): letters with tone
 * marks as combining accents, a nickname in quotes inside the name, and a form's surname row
 * with the given names in a row of their own.
 */

/**
 * A name word whose letters carry combining marks, as Yoruba writes its tones and dotted vowels
 * ("Adébáyọ̀": the grave over the dotted o has no precomposed letter). Read as its letters
 * without the marks: a capital and small letters, or capitals only, hyphened parts alike.
 */
const MARKED_WORD =
  /^(?:\p{Lu}\p{M}*(?:\p{Ll}\p{M}*)+|(?:\p{Lu}\p{M}*){2,})(?:[-'’](?:\p{Lu}\p{M}*(?:\p{Ll}\p{M}*)+|(?:\p{Lu}\p{M}*){2,}))*$/u;

export function isToneMarkedWord(word: string): boolean {
  return /\p{M}/u.test(word) && MARKED_WORD.test(word);
}

/** One or two words in quotes between words of the name: “Trey”, "Bobby", ‘Kiki’. */
const QUOTED_NICKNAME = /^(\S.*?)\s+["“”‘’'](\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}.]*)?)["“”‘’']\s+(\S.*)$/u;

/**
 * "Marcus A. “Trey” Whitfield III": the name the owner goes by, in quotes inside the name as
 * Americans print it, is not a word of the legal name; the name is the words around it.
 */
export function withoutQuotedNickname(text: string): string {
  const match = QUOTED_NICKNAME.exec(text);
  return match ? `${match[1]} ${match[3]}` : text;
}

/** A row that asks for the surname alone: "Nom", "Surname", "Last name", "Apellidos", "Nachname". */
const SURNAME_ROW =
  /^(?:nom(?:\s+de\s+famille)?|surname|last\s+name|family\s+name|apellidos?|nachname|familienname|sobrenome|cognome)(?!\p{L})\s*[:\-–]?\s*(.*)$/iu;
/** A row that asks for the given names: "Prénom(s)", "First name", "Given names", "Nombres", "Vorname". */
const GIVEN_ROW =
  /^(?:pr[ée]noms?(?:\s*\(s\))?|first\s+names?|given\s+names?|forenames?|nombres?|vornamen?|nome(?:\s+próprio)?)(?!\p{L})\s*[:\-–]?\s*(.*)$/iu;

/** The value of a label row: after its colon on the line, or on the next line after a colon cell. */
function rowValue(lines: readonly TextLine[], index: number, pattern: RegExp): { value: string; line: number } | undefined {
  const match = pattern.exec(lines[index]!.text.trim());
  if (!match) return undefined;
  const own = match[1]!.replace(/^[:\-–]\s*/, '').trim();
  if (own) return { value: own, line: index };
  const next = lines[index + 1]?.text
    .trim()
    .replace(/^[:\-–]\s*/, '')
    .trim();
  return next ? { value: next, line: index + 1 } : undefined;
}

/**
 * An état-civil table with the surname and the given names in rows of their own ("Nom : DIALLO" /
 * "Prénom : Aminata"): the one-word name found in the surname row gets the given names of the row
 * near it before it. `asName` reads the joined words (the surname out of its capitals).
 */
export function withGivenNamesRow(
  found: { name: string; line: number } | undefined,
  lines: readonly TextLine[],
  asName: (text: string) => string | undefined,
): { name: string; line: number } | undefined {
  if (!found || found.name.includes(' ')) return found;
  const labelAt = [found.line, found.line - 1, found.line - 2].find(
    (at) => at >= 0 && rowValue(lines, at, SURNAME_ROW)?.line === found.line,
  );
  if (labelAt === undefined) return found;
  for (let at = Math.max(0, labelAt - 4); at < Math.min(lines.length, labelAt + 6); at++) {
    if (at === labelAt) continue;
    const given = rowValue(lines, at, GIVEN_ROW);
    const givenName = given ? asName(given.value) : undefined;
    if (!givenName || givenName.split(' ').length > 3) continue;
    const name = asName(`${given!.value} ${lines[found.line]!.text.replace(SURNAME_ROW, '$1').replace(/^[:\-–]\s*/, '')}`);
    return name && name.endsWith(found.name) ? { ...found, name } : found;
  }
  return found;
}

/**
 * Names that a template sets where another person's page had something else (remixes, sixteenth
 * round): a tagline printed in the title line's place before the name.
 */
import type { TextLine } from '../types';
import { isAnyHeading } from '../headings';
import { asciiLetters } from './ascii-letters';
import { VIETNAMESE_SURNAMES } from './east-asian-names';

/** The top lines in which a title line may carry the name. */
const TITLE_LINES = 3;

/** Parts of a tagline kept apart by a middle dot, a bullet or a bar: "Registered Nurse · Whānau Ora". */
const TAGLINE_SEPARATOR = /\s[·•|]\s/u;

const lettersOf = (word: string) => asciiLetters(word.toLowerCase()).replace(/[^a-z]/g, '');

const localParts = (emails: readonly string[]) => emails.map((email) => lettersOf(email.split('@')[0] ?? '')).filter(Boolean);

/**
 * "Registered Nurse · Whānau Ora Aroha M. Te Rangi" (a template that prints its title line, in
 * the name's type, before the name, given a person whose title line is a tagline): the words at
 * the line's end from the one the e-mail address starts with ("aroha.terangi@…") are the name,
 * when the address also spells its last word. Only after a tagline's separator, in the top lines,
 * and with the line below when it goes on in the same type ("… AILA Liam" / "O’Sullivan").
 */
export function nameEndingTagline(
  lines: readonly TextLine[],
  emails: readonly string[],
  asName: (text: string) => string | undefined,
): { name: string; line: number } | undefined {
  const locals = localParts(emails);
  if (locals.length === 0) return undefined;
  for (const [index, line] of lines.slice(0, TITLE_LINES).entries()) {
    const parts = line.text.trim().split(TAGLINE_SEPARATOR);
    if (parts.length < 2) continue;
    const words = parts[parts.length - 1]!.split(/\s+/);
    const next = lines[index + 1];
    const goesOn =
      next && line.fontSize !== undefined && next.fontSize === line.fontSize && /^\p{Lu}[\p{L}'’-]+$/u.test(next.text.trim())
        ? next.text.trim()
        : undefined;
    for (let start = 0; start < words.length; start += 1) {
      const first = lettersOf(words[start]!);
      if (first.length < 2 || !locals.some((local) => local.startsWith(first))) continue;
      for (const tail of goesOn ? [goesOn, ''] : ['']) {
        const candidate = [...words.slice(start), tail].join(' ').trim();
        const last = lettersOf(candidate.split(' ').pop()!);
        if (candidate.split(' ').length < 2 || last.length < 3 || !locals.some((local) => local.includes(last))) continue;
        const name = asName(candidate);
        if (name) return { name, line: index };
      }
    }
  }
  return undefined;
}

/**
 * A hyphenated surname that the e-mail address spells with a full stop between its parts
 * ("O'Brien-Walsh", "declan.obrien.walsh@…"): the letters of the word, in the local part read
 * without its separators. Words of five letters or more.
 */
export function spelledAcrossSeparators(word: string, emails: readonly string[]): boolean {
  const letters = lettersOf(word);
  return letters.length >= 5 && localParts(emails).some((local) => local.includes(letters));
}

/**
 * A details table's last row ends where the next section's heading starts ("Nguyen-" / "Tran" /
 * "OBJECTIVE"): a heading in larger type than the row's value, or in capitals, ends a wrapped value
 * as the next row's label does.
 */
export function endsTableAtHeading(line: TextLine, value: TextLine): boolean {
  const text = line.text.trim();
  if (!isAnyHeading(text)) return false;
  const larger = line.fontSize !== undefined && value.fontSize !== undefined && line.fontSize > value.fontSize;
  return larger || (/\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text));
}

/**
 * Letter-spaced capitals whose spacing a PDF reads as a word gap inside a word ("DR. ANNELIESE VA N
 * DEN BERG"): a lone capital without a full stop after a word of one to three letters joins that
 * word when the e-mail address spells the two with the word after them ("a.vandenberg@…" holds
 * "vanden"), the only lone capital on the line. A middle initial ("JOHN A SMITH") follows a
 * longer word and stays; letters typed apart ("K S ANANYA") are left to the rules for those.
 */
export function letterSpacedWordRejoined(text: string, emails: readonly string[]): string {
  if (/\p{Ll}/u.test(text) || !/ \p{Lu} /u.test(text)) return text;
  const locals = localParts(emails);
  const words = text.trim().split(/\s+/);
  // Letters typed apart ("J U L I A N A", "K S ANANYA") are other rules' to read: one lone capital only.
  if (words.filter((word) => /^\p{Lu}$/u.test(word)).length !== 1) return text;
  const joined: string[] = [];
  for (const [i, word] of words.entries()) {
    const before = joined[joined.length - 1];
    const after = words[i + 1];
    const lone = /^\p{Lu}$/u.test(word) && before !== undefined && after !== undefined && /^\p{Lu}{2,3}$/u.test(before);
    if (lone && locals.some((local) => local.includes(lettersOf(before + word + after))))
      joined[joined.length - 1] = before + word;
    else joined.push(word);
  }
  return joined.length === words.length ? text : joined.join(' ');
}

/**
 * "ENGR. OLUWASEUN" / "ADEYEMI-BAKARE, MNSE": a surname in capitals on the name's second line with
 * memberships after its comma. Alone the line reads as "SURNAME, Given" ("OKAFOR, ADA"); under a
 * titled given name the whole reads given names first, the capitals after the comma memberships
 * (asName says so of the two lines joined). The surname, or undefined.
 */
export function surnameBeforeMemberships(
  text: string,
  next: string,
  asName: (text: string) => string | undefined,
): string | undefined {
  const match = /^([\p{Lu}'’-]{2,}),\s*\p{Lu}{2,6}\.?(?:,\s*\p{Lu}{2,6}\.?)*$/u.exec(next.trim());
  if (!match || /\p{Ll}/u.test(text)) return undefined;
  const joined = asName(`${text.trim()} ${next.trim()}`);
  const alone = asName(text);
  const surname = asName(match[1]!);
  return joined && alone && surname && joined === `${alone} ${surname}` ? surname : undefined;
}

/**
 * "Name RESHMA P R": a details table's bare "Name" cell and its value in capitals read as one line
 * (no colon between). A bare "Name" may start a sentence, so only a value in capitals whose first
 * word the e-mail address spells ("reshmapr1994@…").
 */
export function valueAfterBareNameCell(
  lines: readonly TextLine[],
  emails: readonly string[],
  asName: (text: string) => string | undefined,
  start: number,
  end: number,
): { name: string; line: number } | undefined {
  const locals = localParts(emails);
  for (let index = start; index < Math.min(lines.length, end); index += 1) {
    const match = /^name\s+(\p{Lu}[\p{Lu}\s.'’-]+)$/iu.exec(lines[index]!.text.trim());
    const first = match ? lettersOf(match[1]!.split(/\s+/)[0]!) : '';
    if (!match || first.length < 3 || !locals.some((local) => local.startsWith(first))) continue;
    const name = asName(match[1]!);
    if (name) return { name, line: index };
  }
  return undefined;
}

/** Marks only Vietnamese puts on Latin letters: the horn (ơ, ư), the dot below (ạ, ị) and the hook above (ả, ỏ). */
const VIETNAMESE_MARK = /[\u031B\u0323\u0309]/u;

/**
 * "NGUYỄN" / "THỊ" / "PHƯƠNG" / "THẢO" in a sidebar, one word a line, with "phuongthao.nguyen@…":
 * Vietnamese prints the family name first and writes the given name first in an e-mail address,
 * so the address's order does not turn the name round. A known Vietnamese family name first, in a
 * name that carries Vietnamese marks.
 */
export function isVietnameseFamilyFirst(name: string): boolean {
  const first = name.split(' ')[0] ?? '';
  return VIETNAMESE_SURNAMES.has(lettersOf(first)) && VIETNAMESE_MARK.test(name.normalize('NFD'));
}

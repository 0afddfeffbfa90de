import type { TextLine } from '../types';

/**
 * Name forms of the Arabic-speaking world, Turkey, Iran, Malaysia and Indonesia, as their
 * resumes print them (round fifteen). Called from name.ts; each rule names a layout's form.
 */

/**
 * An Indonesian degree after the name is dotted parts: "S.T.", "M.T.", "S.Kom.", "S.E.", "M.Sc.",
 * "Ak." (and "Ph.D." among them). Between two parts at most a comma and spaces, and only one way
 * to read them: nested repeats here let a crafted row of "S.S.S.…!" take exponential time.
 */
const DEGREE_PART = String.raw`\p{Lu}\p{Ll}{0,3}\.`;
const ONE_NAME_WITH_DEGREES = new RegExp(
  String.raw`^(\p{Lu}[\p{L}'’-]{2,})\s*,\s*${DEGREE_PART}(?:\s*(?:,\s*)?${DEGREE_PART})*$`,
  'u',
);

/**
 * "Sutrisno, S.T., M.T.": many Indonesians bear one name only, printed with their degrees after a
 * comma. Under a name label (a "Nama Lengkap" row) that one word is the whole name; the degrees,
 * dotted abbreviations, are not part of it. Returns the word as printed (the caller cases it).
 */
export function singleNameBeforeDottedDegrees(value: string): string | undefined {
  // A scan reads the value cell's colon as a mark ("© Sutrisno, S.T., M.T.").
  return ONE_NAME_WITH_DEGREES.exec(value.trim().replace(/^[:©®+.]+\s*/u, ''))?.[1];
}

/**
 * "KHALID BIN SAEED AL MANSOORI" → "Khalid bin Saeed Al Mansoori": after a patronymic ("bin",
 * "bint", "ibn" and a father's name), an "Al" before the last word names the family, as Gulf names
 * write it in English with a capital ("Mohammed bin Rashid Al Maktoum"); without a patronymic the
 * article in capitals stays the particle ("OMAR AL RASHID" → "Omar al Rashid").
 */
export function isFamilyArticleAfterPatronymic(words: readonly string[], index: number): boolean {
  if (!/^al$/i.test(words[index] ?? '') || index !== words.length - 2) return false;
  return words.slice(1, index - 1).some((word) => /^(?:bin|binti|bint|ibn)$/i.test(word));
}

/** A line that opens with the patronymic's "bin", "binti", "bint" or "ibn" and a name word after it. */
const PATRONYMIC_LINE = /^(?:bin|binti|bint|ibn)\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}$/iu;

/**
 * "NURUL AISYAH" (21 pt) / "BINTI MOHD. YUSOF" (17 pt): a sidebar breaks a Malay or Arabic name
 * before its patronymic and sets that line smaller. A line starting with "bin"/"binti" begins no
 * heading, role or address, so under the name on its page, in type no larger and not much smaller,
 * it is the rest of the name whatever the two sizes' ratio.
 */
export function isPatronymicLineUnder(line: TextLine, next: TextLine): boolean {
  if (!PATRONYMIC_LINE.test(next.text.trim()) || next.page !== line.page || Boolean(next.ocr) !== Boolean(line.ocr)) return false;
  if (line.fontSize === undefined || next.fontSize === undefined) return true;
  return next.fontSize <= line.fontSize + 0.5 && next.fontSize >= line.fontSize * 0.6;
}

/**
 * "KHALID BIN SAEED AL" / "MANSOORI": a banner name wrapped after the Arabic article in capitals.
 * The article starts the family name, never ends a name, so the next line goes on with it as after
 * "de la"; in capitals only (a name in natural case may end in the word "Al").
 */
export function endsInArabicArticle(text: string): boolean {
  return /\s(?:AL|EL)$/.test(text.trim());
}

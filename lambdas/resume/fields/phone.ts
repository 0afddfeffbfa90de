/**
 * Phone numbers as candidates write them, formatted for display ("+91 98765 43210"; E.164 for
 * storage with toE164). A number with its own +code is read in that country. A national number is
 * read in the document's country: the one its address names (region.ts), else the country of the
 * e-mail address's domain (".no", ".co.uk"); when no number is valid there, in India's plan. A number
 * written in the North American 3-3-4 shape that is not an Indian mobile is read as +1 (fictional
 * 555 numbers included, which are possible but not valid).
 *
 * Each number carries its kind, from its label ("Mobile:", "Res:", "(office)") or else from the
 * numbering plan (an Indian 080-4123 7788 is a landline), so the candidate's own mobile can win.
 */
import {
  findNumbers,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import type { TextLine } from '../types';
import type { Found } from './email';
import { findEmails } from './email';
import { secondNumberCut } from './narrow-cells';
import { documentRegion, namedCountries, nationalities } from './region';

const DEFAULT_REGION: CountryCode = 'IN';
// Area codes start with 2–9: "021 123 4567" (Auckland) is no North American number.
const NORTH_AMERICAN_SHAPE = /^(?:\+?1[\s.-]?)?(?:\([2-9]\d{2}\)\s?|[2-9]\d{2}[\s.-])\d{3}[\s.-]\d{4}$/;

export type PhoneKind = 'mobile' | 'landline' | 'unknown';

export interface FoundPhone extends Found {
  kind: PhoneKind;
  /** How the kind is known: from a label beside the number, or from the numbering plan only. */
  labelled: boolean;
  /** Labelled as a second number ("Alt. Phone", "Alternate Mobile", "Emergency Contact"): not the one to call first. */
  alternate?: true;
  /** Labelled only as a messaging app's ("WhatsApp:"), not also as a mobile ("Cell / WhatsApp"). */
  messaging?: true;
}

// Also in the languages of the candidates' countries: "Celular", "Mobil", "Handy", "GSM", "Cep",
// "Tel. kom."; "Casa", "Fixo", "Fijo", "Festnetz" for a home line.
const MOBILE_WORD = String.raw`(?:mob(?:ile)?|mobiel|mobil|m[oó]vil|cell(?:ular)?|cel(?:ular)?|hp|h\/p|handphone|handy|gsm|cep|kom(?:[oó]rka)?|whats\s?app|m|personal)`;
const LANDLINE_WORD = String.raw`(?:res(?:idence)?|home|casa|fixo|fijo|festnetz|land\s?line|off(?:ice)?|work|business|clinic|o|r|fax|direct|board|reception|std)`;
/**
 * A label ending just before a number: the word ("Mobile", "Cell Phone", "Mob. No.") or the word
 * in brackets after a neutral one ("Phone (Mobile)", "Tel (M)", "Contact No. (R)"), then a colon,
 * dash or nothing.
 */
const labelPattern = (word: string) =>
  new RegExp(
    String.raw`(?:\b${word}\b\.?(?:\s*(?:phone|ph|tel)\b\.?)?|\(\s*${word}\.?\s*\))\s*(?:no\.?|number|#)?\s*[:;\-–—.]?\s*$`,
    'i',
  );
const MOBILE_LABEL = labelPattern(MOBILE_WORD);
const ALTERNATE_LABEL = /\b(?:alt|alternat(?:e|ive)|secondary|emergency)\b\.?(?:\s*[\p{L}.()]+){0,3}\s*[:\-–]?\s*$/iu;
const LANDLINE_LABEL = labelPattern(LANDLINE_WORD);
const MESSAGING_LABEL = /\b(?:whats\s?app|viber|telegram|signal)\b\.?\s*(?:no\.?|number|#)?\s*[:\-–]?\s*$/i;
/** Words that also make a messaging app's number a mobile one to call ("Mob./WhatsApp", "Celular/WhatsApp"). */
const CALL_WORD = /\b(?:mob(?:ile)?|mobil|m[oó]vil|cell(?:ular)?|cel|celular|handy|gsm|hp|phone|ph|tel(?:ephone)?|contact)\b/i;
/** A mobile phone's icon in place of the label ("📱 512.555.0148"). */
const MOBILE_ICON = /[\u{1F4F1}\u{1F4F2}]\uFE0F?\s*[:\-–]?\s*$/u;
const MOBILE_AFTER = /^\s*\((?:m|mob(?:ile)?|cell|whatsapp)\)/i;
const LANDLINE_AFTER = /^\s*\((?:r|res(?:idence)?|o|off(?:ice)?|home|work|landline)\)/i;

export function normalisePhone(raw: string, region: CountryCode = DEFAULT_REGION): string | undefined {
  const number = parsePhoneNumberFromString(raw.replace(/^\((\+\d{1,3})\)/, '$1'), region);
  return number ? accept(number, raw.trim(), region) : undefined;
}

/** E.164 ("+919876543210") of a display-formatted number, for storage. */
export function toE164(display: string): string | undefined {
  return parsePhoneNumberFromString(display)?.number;
}

/** `named`: the country the address names (null: none), when the caller has read it already, knowing the name. */
export function findPhones(lines: readonly TextLine[], named: CountryCode | null = documentRegion(lines) ?? null): FoundPhone[] {
  // The address's country, else the e-mail domain's or the nationality's (weaker hints); when none
  // of the numbers is valid there (an Indian mobile written nationally by someone abroad), India.
  const hinted = named ?? emailCountry(lines) ?? nationalities(lines)[0];
  const found = hinted && hinted !== DEFAULT_REGION ? phonesIn(lines, hinted) : [];
  if (found.length > 0) return found;
  const indian = phonesIn(lines, DEFAULT_REGION);
  if (indian.length > 0 || named) return indian;
  // No country in the contact block and no number valid in India: a national number of a country
  // the resume names elsewhere (its jobs' or schools' cities).
  for (const country of namedCountries(lines)) {
    if (country === hinted || country === DEFAULT_REGION) continue;
    const abroad = phonesIn(lines, country);
    if (abroad.length > 0) return abroad;
  }
  return indian;
}

function phonesIn(lines: readonly TextLine[], region: CountryCode): FoundPhone[] {
  const found: FoundPhone[] = [];
  const stranded = strandedAlternateLabel(lines);
  joinWrappedNumbers(
    // Thin, narrow no-break and figure spaces ("06 12 34 56 78" as typographers set it) are spaces.
    lines.map((line) => {
      const text = line.text.replace(/\p{Zs}/gu, ' ');
      return line.ocr ? withoutRuleReadAsDigit(text, region) : text;
    }),
    region,
    lines.map((line) => line.ocr === true),
  ).forEach((lineText, index) => {
    // "(+91) 98765 43210": the parser reads the parenthesised country code as national digits.
    // A comma between two numbers is a list, not a dialling pause before an extension.
    const text = splitFusedNumbers(lineText.replace(/\((\+\d{1,3})\)/g, '$1 ').replace(/,(?=\s*[+(\d])/g, ' |'), region);
    let previousEnd = 0;
    for (const read of numbersIn(text, region)) {
      const match = withoutStrayDigits(read, text, region);
      const raw = text.slice(match.startsAt, match.endsAt);
      const value = accept(match.number, raw, region);
      if (!value) continue;
      const before = text.slice(previousEnd, match.startsAt) || labelLine(lines, index);
      const after = text.slice(match.endsAt, match.endsAt + 14);
      found.push({
        value,
        line: index,
        ...kindOf(before, after, value),
        ...(ALTERNATE_LABEL.test(before) || (stranded && secondUnderFirst(found, index, text.slice(0, match.startsAt)))
          ? { alternate: true as const }
          : {}),
        ...(messagingOnly(before) ? { messaging: true as const } : {}),
      });
      previousEnd = match.endsAt;
    }
  });
  return found;
}

/**
 * An alternate number's label alone, away from any number ("Alt. Phone" between "State" and
 * "Marital": LibreOffice reads a table of two label/value pairs a row as its column of labels,
 * then the values).
 */
function strandedAlternateLabel(lines: readonly TextLine[]): boolean {
  return lines.some((line, i) => {
    const text = line.text.trim();
    return text.length <= 24 && !/\d/.test(text) && ALTERNATE_LABEL.test(text) && !/\d/.test(lines[i + 1]?.text ?? '');
  });
}

/** A number alone at the start of its line, right under another number with nothing between: the second of the two. */
function secondUnderFirst(found: readonly FoundPhone[], index: number, before: string): boolean {
  return before.trim() === '' && found.at(-1)?.line === index - 1;
}

/** A number wrapped twice at its hyphens in a narrow cell ("+221-70-" / "181-72-" / "37"), joined when valid so. */
function joinTwiceWrapped(out: string[], i: number, line: string, region: CountryCode): boolean {
  const middle = /-$/.test(line) ? /^\s*(\d[\d-]*-)\s*$/.exec(out[i + 1] ?? '') : null;
  const last = middle ? /^\s*(\d{1,4})\s*$/.exec(out[i + 2] ?? '') : null;
  if (!middle || !last || !validNumberAtEnd(`${line}${middle[1]}${last[1]}`, region)) return false;
  out[i] = `${line}${middle[1]}${last[1]}`;
  out[i + 1] = '';
  out[i + 2] = '';
  return true;
}

/**
 * A number wrapped in a narrow column ("WhatsApp: +971 55 123" / "4567"): the digits that start
 * the next line are moved back when only together they make a valid number. Same line indexes.
 */
function joinWrappedNumbers(texts: readonly string[], region: CountryCode, ocr: readonly boolean[] = []): string[] {
  const out = [...texts];
  for (let i = 0; i + 1 < out.length; i += 1) {
    if (ocr[i] && ocr[i + 1]) labelBetween(out, i, region);
    if (endReadFirst(out, i, region)) continue;
    const line = out[i]!.trimEnd();
    if (joinSecondNumber(out, i, line, region)) continue;
    if (joinTwiceWrapped(out, i, line, region)) continue;
    // A number may also break after a hyphen or its area code in brackets: "(403) 261-" / "7734", "Cell (403)" / "261-7734".
    if (!unfinishedNumber(line, region) && !shortNumberAtEnd(line, region)) continue;
    // The next line; or, read row by row beside a table cell that wraps, a line of digits alone a
    // few lines further ("Cell: +971 50 123" / "Email" / "m" / "4567"), no digits between.
    for (let at = i + 1; at < Math.min(out.length, i + 1 + WRAPPED_NUMBER_REACH); at += 1) {
      const next = /^\s*(\d[\d\s-]{0,8}\d|\d)(?=\s|$)/.exec(out[at]!);
      const alone = next !== null && out[at]!.trim() === next[1]!.trim();
      const digitsAlone = /^\d[\d\s-]*\d$/.test(out[at]!.trim());
      const whole = at === i + 1 || digitsAlone ? wholeNationalRest(line, out[at]!, region) : undefined;
      if (
        whole !== undefined &&
        !(next && validNumberAtEnd(`${line}${line.endsWith('-') ? '' : ' '}${next[1]!.trim()}`, region))
      ) {
        out[i] = `${line} ${whole}`;
        out[at] = out[at]!.trimStart().slice(whole.length).trimStart();
        break;
      }
      if (next && (at === i + 1 || alone)) {
        const joined = `${line}${line.endsWith('-') ? '' : ' '}${next[1]!.trim()}`;
        if (validNumberAtEnd(joined, region)) {
          out[i] = joined;
          out[at] = out[at]!.slice(next[0].length).trimStart();
          break;
        }
        // Another cell's digits alone (a PIN code "560034") may come first: look past them.
        if (alone) continue;
        break;
      }
      const first = next ? firstOfRestsRow(line, out[at]!, region) : undefined;
      if (first) {
        out[i] = `${line} ${first}`;
        out[at] = out[at]!.trimStart().slice(first.length).trimStart();
        break;
      }
      // The next cell's number, wrapped as well ("T +49 (0)" / "M +49 176" / … / "2241 14-2345 2345 6789").
      if (CELL_NUMBER_START.test(out[at]!) && unfinishedNumber(out[at]!.trimEnd(), region)) continue;
      // Digits of an e-mail address between ("1990@outlook.co.in", a wrapped cell's rest) are no number.
      if (/\d/.test(out[at]!.replace(/\S*@\S*/g, ''))) break;
    }
  }
  return out;
}

/**
 * A number cut right after its country code or its first group ("Mobile: +234" / "803 456 7812",
 * "☎ +33 6" / "12 34 56 78"): the rest is longer than a wrapped tail, so the next line's leading
 * groups are tried from all of them down to two; the longest that makes the number valid is its rest.
 */
function wholeNationalRest(line: string, next: string, region: CountryCode): string | undefined {
  if (!/\+\d{1,3}(?:\s\d{1,4})?\)?$/.test(line)) return undefined;
  const groups = /^\s*(\d+(?:[\s-]\d+)*)(?=\s|$)/.exec(next)?.[1]?.split(/(?<=\d)(?=[\s-])/) ?? [];
  for (let count = groups.length; count >= 2; count -= 1) {
    const rest = groups.slice(0, count).join('').trim();
    if (validNumberAtEnd(`${line} ${rest}`, region)) return rest;
  }
  return undefined;
}

/**
 * Lines a wrapped number's rest may be read after its start: a row of four wrapping cells read
 * line by line puts the other three cells' lines between ("Sel: 082 456" / "E-pos / Email" /
 * "linkedin.com/in/anri-du-" / "Boord," / "7890", LibreOffice's d577).
 */
const WRAPPED_NUMBER_REACH = 4;

/** "14 March 1988", "Born: 03.11.1990": a date's year ends the line, never a number's start ("Ph" / "06 20 127 4794" under it). */
const DATE_AT_END = /(?:\b\p{L}{3,}\.?,?|\d[./-])\s?(?:19|20)\d{2}$/u;

/**
 * "Sel: 082 456" (a cut South African mobile whose start a short-number plan happens to allow):
 * a number of five national digits or fewer at the end of a line is taken as a start as well; its
 * rest is joined only when together they make a valid number.
 */
function shortNumberAtEnd(line: string, region: CountryCode): boolean {
  if (!/\d$/.test(line)) return false;
  const last = [...numbersIn(line, region)].at(-1);
  return last !== undefined && last.endsAt === line.length && last.number.nationalNumber.length <= 5;
}

/**
 * "Mobile: +91 94440 12345 / 0" / "PHOTO" / "44 2815 7788" (narrow-cells.ts `secondNumberCut`):
 * the second number's rest is the first line of digits alone within reach, no other digits between.
 */
function joinSecondNumber(out: string[], i: number, line: string, region: CountryCode): boolean {
  if (!/[/|,;]\s*\d{1,2}$/.test(line)) return false;
  for (let at = i + 1; at < Math.min(out.length, i + 1 + WRAPPED_NUMBER_REACH); at += 1) {
    const text = out[at]!.trim();
    if (!/\d/.test(text)) continue;
    const joined = secondNumberCut(line, text, (raw) => normalisePhone(raw, region) !== undefined);
    if (!joined) return false;
    out[i] = joined;
    out[at] = '';
    return true;
  }
  return false;
}

/**
 * A number wrapped in a narrow table cell after a bold label ("Mobile: +91 98400" / "71235"), read
 * with the label's column first: the digits that end it, one group alone, come between the label
 * and the number's start. They join the start when only together they make a valid number; their
 * own line is left empty.
 */
function endReadFirst(out: string[], i: number, region: CountryCode): boolean {
  const end = /^\s*(\d{2,8})\s*$/.exec(out[i]!)?.[1];
  const start = out[i + 1]?.trimEnd();
  // Right under the cell's label and its colon ("Mobile:", "Mob.:"), no other digits between.
  const label = i > 0 && /^[^\d]{2,30}:\s*$/.test(out[i - 1]!);
  if (!end || !start || !label || !unfinishedNumber(start, region)) return false;
  const joined = `${start}${start.endsWith('-') ? '' : ' '}${end}`;
  if (!validNumberAtEnd(joined, region)) return false;
  out[i + 1] = joined;
  out[i] = '';
  return true;
}

/** A cell's number alone after its short label or letter mark, written with its country code ("M +49 176"). */
const CELL_NUMBER_START = /^\s*(?:[\p{L}.:]{1,12}\s*)?\+\d[\d\s().-]*$/u;

/** A number's start that wraps: digits (or a trunk prefix in brackets, "+49 (0)") that make no valid number yet. */
function unfinishedNumber(line: string, region: CountryCode): boolean {
  return /\d-?$|\(\d{1,5}\)$/.test(line) && !DATE_AT_END.test(line) && !validNumberAtEnd(line, region);
}

/**
 * The cells of a row of numbers, each wrapped, read first lines first and then their second lines
 * as one line of digits ("2241 14-2345 2345 6789"): the first cell's rest is the shortest run of
 * its groups that makes a valid number.
 */
function firstOfRestsRow(line: string, rests: string, region: CountryCode): string | undefined {
  const trimmed = rests.trim();
  if (!/^\d[\d -]*\d$/.test(trimmed)) return undefined;
  const groups = trimmed.split(/\s+/);
  for (let count = 1; count < groups.length; count += 1) {
    const first = groups.slice(0, count).join(' ');
    if (validNumberAtEnd(`${line} ${first}`, region)) return first;
  }
  return undefined;
}

/**
 * Two numbers side by side with only a space between (cells of a banner that LibreOffice's PDF
 * reads as one line: "010 1234 5678 02 2345 6789") run together into one that no plan holds:
 * they are parted where both halves are valid numbers.
 */
function splitFusedNumbers(text: string, region: CountryCode): string {
  return text.replace(/\+?\d[\d\s().-]{14,}\d/g, (run) => {
    if ([...numbersIn(run, region)].some((match) => match.number.isValid())) return run;
    for (const space of run.matchAll(/\s+/g)) {
      const [head, tail] = [run.slice(0, space.index), run.slice(space.index + space[0].length)];
      if (parsePhoneNumberFromString(head, region)?.isValid() && parsePhoneNumberFromString(tail, region)?.isValid())
        return `${head} | ${tail}`;
    }
    return run;
  });
}

/**
 * Scans only: a number wrapped in a table cell whose label cell is centred beside its second line
 * is read "+48 601" / "Mob 234 567". A line that holds only the start of a number, followed by a
 * short label and digits that complete it into a valid number, becomes the label and the number,
 * and the next line what is left after the digits.
 */
function labelBetween(out: string[], i: number, region: CountryCode): void {
  const line = out[i]!.trim();
  if (!/^[+(]?\d[\d\s().-]*\d$/.test(line) || validNumberAtEnd(line, region)) return;
  const next = /^\s*(\p{L}[\p{L} ./]{0,18}?[:.;]?)\s*\|?\s*(\d[\d\s-]{0,8}\d|\d)(?=\s|$)/u.exec(out[i + 1]!);
  if (!next) return;
  const joined = `${line} ${next[2]!.trim()}`;
  if (!validNumberAtEnd(joined, region)) return;
  out[i] = `${next[1]!.trim()} ${joined}`;
  out[i + 1] = out[i + 1]!.slice(next[0].length).trimStart();
}

/**
 * Scans: a details table's rule or the colon before a value cell, read as a "1" glued to the number
 * ("198427 31560" or "+ 198427 31560" for ": | 98427 31560"). A line that starts with such a number, not valid, which
 * is valid without its first "1", is read without it.
 */
function withoutRuleReadAsDigit(text: string, region: CountryCode): string {
  // The colon may be read as a "+" set apart from the digits ("+ 198427 31560"); a country code's
  // plus is written against its digits ("+1 984 …").
  const match = /^(\s*(?:(?:[:|]|\+(?=\s))\s*)*)1(\d[\d\s-]{6,}\d)(?=\s*$)/.exec(text);
  if (!match || parsePhoneNumberFromString(`1${match[2]}`, region)?.isValid()) return text;
  const lead = match[1]!.replace('+', ':');
  return parsePhoneNumberFromString(match[2]!, region)?.isValid() ? `${lead}${match[2]}` : text;
}

type NumberMatch = ReturnType<typeof numbersIn> extends Iterable<infer M> ? M : never;

/**
 * "+91 98765 43210 1" (a box's border or a mark after the number read as a digit): a number that
 * is not valid but is valid without a last group of one or two digits set apart by a space is
 * read without it.
 */
function withoutStrayDigits(match: NumberMatch, text: string, region: CountryCode): NumberMatch {
  if (match.number.isValid()) return match;
  const head = /^(.*\d)\s+\d{1,2}$/.exec(text.slice(match.startsAt, match.endsAt))?.[1];
  const number = head ? parsePhoneNumberFromString(head, region) : undefined;
  return head && number?.isValid() ? { ...match, number, endsAt: match.startsAt + head.length } : match;
}

function validNumberAtEnd(text: string, region: CountryCode): boolean {
  return [...numbersIn(text, region)].some((match) => match.endsAt === text.length && match.number.isValid());
}

function numbersIn(text: string, region: CountryCode) {
  // leniency is supported at runtime but missing from the package's types; an object variable
  // (not a literal) passes the type check. POSSIBLE keeps +1 555 numbers, which we then vet.
  const options = { defaultCountry: region, v2: true as const, leniency: 'POSSIBLE' };
  return findNumbers(text, options);
}

/** A short label alone on the line before ("Mobile" in one table cell, the number in the next). */
function labelLine(lines: readonly TextLine[], index: number): string {
  for (let i = index - 1; i >= Math.max(0, index - 2); i -= 1) {
    const text = lines[i]!.text.trim();
    if (/^[:\-–]?$/.test(text)) continue;
    return text.length <= 24 && !/\d/.test(text) ? text : '';
  }
  return '';
}

/** A number labelled only as a messaging app's: "WhatsApp: +234 …", not "Cell / WhatsApp: …". */
function messagingOnly(before: string): boolean {
  const label = before.replace(/[|•·,;/]+\s*$/, '').trimEnd();
  const match = MESSAGING_LABEL.exec(label);
  return match !== null && !CALL_WORD.test(label.slice(Math.max(0, match.index - 16), match.index));
}

function kindOf(before: string, after: string, value: string): { kind: PhoneKind; labelled: boolean } {
  const label = before.replace(/[|•·,;/]+\s*$/, '').trimEnd();
  // An extension ("ext. 31", "x204") is a switchboard's: an office line, whatever icon is before it.
  if (parsePhoneNumberFromString(value)?.ext) return { kind: 'landline', labelled: true };
  if (MOBILE_LABEL.test(label) || MOBILE_ICON.test(label) || MOBILE_AFTER.test(after)) return { kind: 'mobile', labelled: true };
  if (LANDLINE_LABEL.test(label) || LANDLINE_AFTER.test(after)) return { kind: 'landline', labelled: true };
  const type = parsePhoneNumberFromString(value)?.getType();
  if (type === 'MOBILE') return { kind: 'mobile', labelled: false };
  if (type === 'FIXED_LINE' || type === 'TOLL_FREE' || type === 'SHARED_COST') return { kind: 'landline', labelled: false };
  return { kind: 'unknown', labelled: false };
}

function accept(number: PhoneNumber, raw: string, region: CountryCode): string | undefined {
  if (isMonthOfYear(raw)) return undefined;
  const international = raw.startsWith('+');
  const american = NORTH_AMERICAN_SHAPE.test(raw) ? parsePhoneNumberFromString(raw, 'US') : undefined;
  const indianMobile = number.isValid() && number.countryCallingCode === '91' && number.getType() === 'MOBILE';
  // "(212) 555-0134" is also a valid Indian landline, but nobody in India writes one that way.
  if (
    american?.isValid() &&
    american.countryCallingCode === '1' &&
    !indianMobile &&
    (region === 'IN' || region === 'US' || region === 'CA')
  )
    return american.formatInternational();
  if (number.isValid()) return number.formatInternational();
  // Not valid in the document's country: perhaps an Indian number in a resume from abroad.
  if (!international && region !== DEFAULT_REGION) {
    const indian = parsePhoneNumberFromString(raw, DEFAULT_REGION);
    if (indian?.isValid() && indian.getType() === 'MOBILE') return indian.formatInternational();
  }
  const digits = raw.replace(/\D/g, '');
  // Possible but not in the plan's allocated ranges (new ranges, fictional numbers): kept when
  // written in full, with a +code or in a country the address names.
  if ((international || region !== DEFAULT_REGION) && number.isPossible() && digits.length >= 10)
    return number.formatInternational();
  if (american?.isPossible() && american.countryCallingCode === '1' && (region === 'IN' || region === 'US' || region === 'CA'))
    return american.formatInternational();
  return undefined;
}

/** A month and year as resumes date jobs: "07/2018", "02/2021". */
const MONTH_OF_YEAR = /(?<![\d/])(?:0?[1-9]|1[0-2])\/(?:19|20)\d{2}(?![\d/])/;

/**
 * "07/2018 - 02/2021": a job's dates, read on a scan as a line of their own, make ten digits that
 * pass for a Vietnamese number (d439). Digits holding a month and year are a date, never a number.
 */
function isMonthOfYear(raw: string): boolean {
  return MONTH_OF_YEAR.test(raw);
}

/** Country-code domains used as generic ones: they say nothing of where the owner lives. */
const GENERIC_CC_DOMAINS = new Set(['io', 'me', 'co', 'tv', 'ai', 'fm', 'ly', 'to', 'cc', 'ws', 'gg', 'sh', 'app', 'dev']);

/**
 * With no country in the address, the country of the e-mail provider's domain
 * ("ingrid@online.no" → NO; "…@btinternet.co.uk" → GB) reads national numbers better than India.
 */
function emailCountry(lines: readonly TextLine[]): CountryCode | undefined {
  for (const { value } of findEmails(lines)) {
    const top = value.split('.').at(-1)!.toLowerCase();
    if (top.length !== 2 || GENERIC_CC_DOMAINS.has(top)) continue;
    const code = (top === 'uk' ? 'GB' : top.toUpperCase()) as CountryCode;
    if (isSupportedCountry(code)) return code;
  }
  return undefined;
}

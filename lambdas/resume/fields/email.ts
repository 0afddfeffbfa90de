/** E-mail addresses in text, with the line each appears on. */
import { LIMITS } from '../../contract/limits';
import type { TextLine } from '../types';
import { domainCutTwice, ownAddressUnderWord } from './narrow-cells';

const EMAIL =
  /[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9_%+-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}/g;

export interface Found {
  value: string;
  line: number;
}

export function findEmails(lines: readonly TextLine[]): Found[] {
  const found: Found[] = [];
  joinWrappedAddresses(lines.map((line) => invisibleBreaksOut(line.text))).forEach((line, index) => {
    // "mailto:" prefixes and "E-mail:" labels glued to the address are common in exports.
    const text = unmaskAddresses(line.replace(/mailto:/gi, ' '));
    for (const match of text.matchAll(EMAIL)) {
      const value = match[0].toLowerCase();
      if (value.length <= LIMITS.email) found.push({ value, line: index });
    }
  });
  return found;
}

/** An address made of the whole of what it is read from, but for punctuation after it ("gmail.com)"). */
const WHOLE_EMAIL = new RegExp(`^${EMAIL.source}(?![\\w@-]|\\.\\w)`);
/** An address anywhere in a string, without the global flag's state between calls. */
const AN_EMAIL = new RegExp(EMAIL.source);
/**
 * What Word and web templates put inside a long address so that it breaks, or does not, at the
 * right place: a soft hyphen or a zero-width space is dropped, a non-breaking hyphen is a hyphen
 * ("venkata\u00adsubramanian@…", "asha\u2011k@…").
 */
export function invisibleBreaksOut(text: string): string {
  return /[\u00ad\u200b-\u200d\u2060\ufeff\u2010\u2011]/.test(text)
    ? text.replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '').replace(/[\u2010\u2011]/g, '-')
    : text;
}

const LOCAL_PART = /^[A-Za-z0-9._%+-]+$/;
const DOMAIN_START = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*/;
const COMMON_ENDING = /\.(?:com|org|net|info|edu|gov|biz|co\.in|co\.uk|ac\.in|org\.in|net\.in)$/i;
const EMAIL_LABEL = /(?:e-?mail(?:\s*id)?|mail)\s*[:\-–]?\s*$/i;
/** A letter mark for the e-mail address, first in its cell ("E katharina.von-"), as "T" and "M" mark numbers. */
const EMAIL_LETTER = /^\s*E\s*[:.]?\s*$/;

/**
 * An address too long for its column is wrapped: after a hyphen ("katarzyna.wisniewska-" /
 * "nowak@interia.pl", where browsers may break), or anywhere when it is longer than the column
 * ("subramaniam.venkatachala" / "m@protonmail.com", LibreOffice's emergency break). The
 * continuation is moved back onto the line the address starts on, so that the whole address is
 * found there and the tail alone is not. Same number of lines, same indexes.
 */
export function joinWrappedAddresses(texts: readonly string[]): string[] {
  const out = [...texts];
  for (let i = 0; i + 1 < out.length; i += 1) {
    joinCutInsideRow(out, i);
    const line = out[i]!.trimEnd();
    const tail = /\S+$/.exec(line)?.[0] ?? '';
    if (!tail) continue;
    const at = continuationLine(out, i, line, tail);
    if (at === undefined) continue;
    const next = out[at]!.trimStart();
    const head = /^\S+/.exec(next)![0];
    out[i] = `${line}${head}`;
    out[at] = next.slice(head.length).trimStart();
    // Cut twice in a narrow cell ("name.sur-" / "name@mail.bright-" / "wave.co.uk"): the joined
    // line may be cut again, so it is looked at once more.
    i -= 1;
  }
  return out;
}

/** An address whose domain is cut at a hyphen or a dot, with the next cell's text after it on its line. */
const CUT_INSIDE_ROW = /(?<![\w.%+-])([A-Za-z0-9][\w.%+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*[-.])(?=\s+\S)/;

/**
 * A row of cells read along its baselines, each cell's lines in turn: the address cut in its cell
 * stands inside the line, the next cell's text after it, and its rest starts the next line
 * ("✉ oliver.james.pemberton@harcourt- ⌂ 14 Weetwood Lane," / "lowe.co.uk Leeds LS16 5NP"). The
 * rest is joined when the two make a whole address with an ending addresses use. `out` is changed.
 */
function joinCutInsideRow(out: string[], i: number): void {
  const match = CUT_INSIDE_ROW.exec(out[i]!);
  const next = out[i + 1]?.trimStart() ?? '';
  const first = /^[a-z0-9][a-z0-9.-]*[a-z]/.exec(next)?.[0];
  if (!match || !first || !/^\s|^$/.test(next.slice(first.length))) return;
  const whole = `${match[1]}${first}`;
  if (!WHOLE_EMAIL.test(whole) || !COMMON_ENDING_OR_COUNTRY.test(whole) || !sameCase(match[1]!, first)) return;
  const end = match.index + match[1]!.length;
  out[i] = `${out[i]!.slice(0, end)}${first}${out[i]!.slice(end)}`;
  out[i + 1] = next.slice(first.length).trimStart();
}

/** Lines a table cell's continuation may be read away from its start (cells of the next row between). */
const CELL_CONTINUATION_LINES = 6;

/**
 * The line that continues an address cut at the end of line `i`: the next line, or, when the
 * address cannot end where it is cut ("venkatasubramanian.r-", "…@hotmail.co" with an "m" alone
 * further down), a later line within a few that starts with the rest (an address's own line, or
 * its last letters alone), no other address between. Reading a table row by row or a wrapping cell
 * beside cells of other rows puts the cell's second line after theirs.
 */
function continuationLine(lines: readonly string[], i: number, line: string, tail: string): number | undefined {
  const head = (at: number) => /^\S+/.exec(lines[at]!.trimStart())?.[0] ?? '';
  if (head(i + 1) && continuesAddress(line, tail, head(i + 1))) return i + 1;
  const unfinished = !tail.includes('@')
    ? cutLocalPart(line, tail)
      ? 'local'
      : undefined
    : cutDomain(tail)
      ? 'domain'
      : undefined;
  if (!unfinished) return undefined;
  for (let at = i + 1; at < Math.min(lines.length, i + 1 + CELL_CONTINUATION_LINES); at += 1) {
    const text = lines[at]!.trim();
    const first = head(at);
    if (at > i + 1 && unfinished === 'local' && /^[A-Za-z0-9][\w.%+-]*@/.test(first) && continuesAddress(line, tail, first))
      return at;
    // The domain's rest alone on its line, ending in letters ("associates.in", "OM"), not a number.
    if (at > i + 1 && unfinished === 'domain' && text === first && /\p{L}$/u.test(first) && continuesAddress(line, tail, first))
      return at;
    if (at > i + 1 && unfinished === 'domain' && domainRestStartsRow(tail, first)) return at;
    // Another address, or the cell's own continuation already taken: no further.
    if (text.includes('@')) return undefined;
  }
  return undefined;
}

/**
 * A row of cells wrapped alike, read as their first lines and then all their rests on one line
 * ("pieterjan.vanthoff@ziggo." / "Strijp-S, Eindhoven," / "nl Nederland", LibreOffice's reading of
 * a banner's contact strip): an address cut at a dot or its "@", with no ending yet, takes the
 * first word of that line when the two make an address with an ending addresses use.
 */
function domainRestStartsRow(tail: string, first: string): boolean {
  if (!/[.@]$/.test(tail) || AN_EMAIL.test(tail) || !/^[a-z0-9][a-z0-9.-]*$/.test(first)) return false;
  const whole = `${tail.replace(/^.*[^\w.%+@-]/, '')}${first}`;
  return WHOLE_EMAIL.test(whole) && COMMON_ENDING_OR_COUNTRY.test(whole);
}

/**
 * A local part cut short ("venkatasubramanian.r-"), whose rest may be read lines further: in lower
 * case with a dot, an underscore or a digit inside, or after an e-mail label or its icon. A word
 * broken at its hyphen ("Lefebvre-" / "Desrosiers" in a sidebar, "Problem-" / "solving") is none.
 */
function cutLocalPart(line: string, tail: string): boolean {
  // Digits alone ("0161-") start a phone number wrapped in its cell, not an address.
  if (!/[-._]$/.test(tail) || !LOCAL_PART.test(tail) || !/\p{L}/u.test(tail)) return false;
  const before = line.slice(0, line.length - tail.length);
  if (/^[\s\p{So}\p{Co}\p{Cc}]+$/u.test(before) || EMAIL_LABEL.test(before) || EMAIL_LETTER.test(before)) return true;
  return before.trim() === '' && tail === tail.toLowerCase() && /[._\d]/.test(tail.slice(0, -1));
}

/**
 * A domain cut short: "name@mail.nair-", "NAME@GMAIL.C" (no address yet), or "name@hotmail.co" (a
 * whole address, but one that only with a letter or two more is a common domain).
 */
function cutDomain(tail: string): boolean {
  if (!AN_EMAIL.test(tail) || /[.@-]$/.test(tail)) return true;
  // "…@larsen-toubro-constructions.co.i": no ending is one letter.
  return (!COMMON_ENDING.test(tail) && /\.[a-z]{2}$/i.test(tail)) || /\.[a-z]$/i.test(tail);
}

/**
 * "priya.raghunathan92@gmail" / ".com": a domain wrapped before its ending's dot in a narrow cell
 * (LibreOffice's break of Zety's contact strip, another cell's "12345" read between). The dot
 * and an ending addresses use, alone, finish it.
 */
function endingCutBeforeItsDot(tail: string, head: string): boolean {
  if (!/@[A-Za-z0-9-]+$/.test(tail) || !/^\.[a-z]{2,}(?:\.[a-z]{2})?$/i.test(head)) return false;
  const whole = `${tail.replace(/^.*[^\w.%+@-]/, '')}${head}`;
  return WHOLE_EMAIL.test(whole) && COMMON_ENDING_OR_COUNTRY.test(whole);
}

/** A domain is written in one case: its rest is in the case of its start ("GMAIL.C" / "OM", never "Contact"). */
function sameCase(tail: string, head: string): boolean {
  const domain = tail.slice(tail.indexOf('@') + 1).replace(/[^\p{L}]/gu, '');
  const rest = head.replace(/[^\p{L}]/gu, '');
  if (!domain || !rest) return true;
  if (domain === domain.toUpperCase()) return rest === rest.toUpperCase();
  if (domain === domain.toLowerCase()) return rest === rest.toLowerCase();
  return true;
}

function continuesAddress(line: string, tail: string, head: string): boolean {
  if (tail.includes('@')) {
    if (!sameCase(tail, head)) return false;
    // "name@" / "gmail.com", "name@protonmail." / "com": the domain goes on, and ends in letters
    // ("…@manipal-" never takes another cell's "2210").
    if (!AN_EMAIL.test(tail) || /[.@-]$/.test(tail))
      return (
        (DOMAIN_START.test(head) && !/[@/]/.test(head) && WHOLE_EMAIL.test(`${tail.replace(/^.*[^\w.%+@-]/, '')}${head}`)) ||
        endingCutBeforeItsDot(tail, head) ||
        domainCutTwice(tail, head)
      );
    // "name@gmail.co" / "m": whole already, but only with the rest is it a common domain.
    return (
      (/^[a-z]{1,3}[,;]?$/i.test(head) &&
        COMMON_ENDING.test(`${tail}${head.replace(/[,;]$/, '')}`) &&
        !COMMON_ENDING.test(tail)) ||
      cutBeforeEnding(tail, head) ||
      cutInsideDomainLabel(tail, head) ||
      cutInsideLastLabel(tail, head)
    );
  }
  if (!head.includes('@') || !LOCAL_PART.test(tail) || /^\d+$/.test(tail)) return false;
  // A phone number written with dots or a "+" ("+91.98100.23456") ends its line; no address starts so.
  if (!/\p{L}/u.test(tail) && tail.replace(/\D/g, '').length >= 6) return false;
  if (head.startsWith('@')) return true;
  // The end of a sentence ("… and sensors.") or of a phone number is not half an address. What
  // starts an address stands alone, after a label or after a separator.
  const before = line.slice(0, line.length - tail.length);
  // An icon before the address ("✉ sameer.k.deshpande-") stands for its label.
  const labelled = /^[\s\p{So}\p{Co}\p{Cc}]+$/u.test(before) || EMAIL_LABEL.test(before) || EMAIL_LETTER.test(before);
  // After a label or its icon no sentence ends: "Email – ravi.kumar." / "iyer@gmail.com" is cut at a dot.
  if (/\.$/.test(tail))
    return (labelled && /^[A-Za-z0-9][\w%+-]*(?:\.[\w%+-]+)*\.$/.test(tail)) || dottedLocalPartAlone(before, tail);
  if (!(before.trim() === '' || labelled || /[|•·:,;]\s*$/.test(before))) return false;
  if (/[-_]$/.test(tail)) return true;
  // A link's words ("Email me", "Mail us") over the address written out are no part of it, nor is
  // a word in another case than the address ("me" / "ALICIA.MORENO@…").
  const local = head.slice(0, head.indexOf('@'));
  if (/^(?:me|us)$/i.test(tail) || (/\p{L}/u.test(local) && local === local.toUpperCase() && tail !== tail.toUpperCase()))
    return false;
  // An address's local part is nearly always lower case, and carries a dot, digits or a label.
  return tail === tail.toLowerCase() && (/[._\d-]/.test(tail) || EMAIL_LABEL.test(before)) && !ownAddressUnderWord(tail, head);
}

/**
 * A local part alone on its line, cut after a dot, with a dot inside as well ("raghavendra.subraya."
 * / "hegde@…" in a banner cell under its label): no sentence ends in such a word.
 */
function dottedLocalPartAlone(before: string, tail: string): boolean {
  return before.trim() === '' && /^[a-z0-9][a-z0-9_%+-]+(?:\.[a-z0-9_%+-]{2,})+\.$/.test(tail);
}

/**
 * A domain cut before its ending ("name@company.co" / ".in", "name@mail.greeninfraprojectsindia" /
 * ".com"): the tail reads as a whole address, but ends in a second-level label or in no ending
 * addresses use, and the rest is an ending alone.
 */
function cutBeforeEnding(tail: string, head: string): boolean {
  if (!/^\.(?:com|org|net|edu|gov|[a-z]{2})(?:\.[a-z]{2})?[,;]?$/i.test(head)) return false;
  return /\.(?:co|ac|org|net|gov|edu|com|nic|res)$/i.test(tail) || endsInNoEnding(tail);
}

/**
 * A domain cut a letter or two before its end, its rest alone on the next line ("…@fpt.com.v" /
 * "n", "…@fpt.co" / "m.vn"): no domain ends in a one-letter label, and ".co" with "m.vn" after it
 * is the ".com.vn" of many countries' addresses.
 */
function cutInsideLastLabel(tail: string, head: string): boolean {
  const rest = head.replace(/[,;]$/, '');
  if (/\.[a-z]$/i.test(tail)) return /^[a-z]{1,2}$/i.test(rest) && COMMON_ENDING_OR_COUNTRY.test(`${tail}${rest}`);
  return /\.co$/i.test(tail) && /^m\.[a-z]{2}$/i.test(rest);
}

/**
 * LibreOffice's emergency break inside a domain's label ("name@mail.tatacommunica" / "tions.com"):
 * the tail reads as a whole address but ends in no ending, and the rest alone is a domain's end in
 * lower case ("tions.com", "ations.co.in"), never a web address.
 */
function cutInsideDomainLabel(tail: string, head: string): boolean {
  return (
    endsInNoEnding(tail) &&
    /^[a-z0-9-]+(?:\.[a-z]{2,})+[,;]?$/.test(head) &&
    !/^www\./.test(head) &&
    COMMON_ENDING_OR_COUNTRY.test(head.replace(/[,;]$/, ''))
  );
}

/** A last label of five letters or more that no address ends in ("tatacommunica"). */
function endsInNoEnding(tail: string): boolean {
  const ending = tail.slice(tail.lastIndexOf('.') + 1).toLowerCase();
  return ending.length >= 5 && !GENERIC_ENDINGS.has(ending);
}

/** Domain endings of five letters or more that addresses use: no cut before them. */
const GENERIC_ENDINGS = new Set([
  'email',
  'online',
  'design',
  'digital',
  'studio',
  'media',
  'tech',
  'space',
  'world',
  'academy',
  'agency',
  'consulting',
  'solutions',
  'services',
  'company',
  'network',
  'systems',
  'global',
  'group',
  'london',
  'berlin',
  'africa',
]);
const COMMON_ENDING_OR_COUNTRY = /\.(?:com|org|net|edu|gov|[a-z]{2})$/i;

/** "r.iyengar [at] outlook [dot] com", written against address harvesters: the "@" and dots back. */
export function unmaskAddresses(text: string): string {
  const AT = /\s*[[({<]\s*at\s*[\])}>]\s*/gi;
  if (!AT.test(text)) return text;
  let result = text.replace(AT, '@');
  // Dots of the domain after the "@" ("outlook [dot] co [dot] uk"), then of the local part before it.
  const DOMAIN_DOT = /(@[\w-]+(?:\.[\w-]+)*)\s*[[({<]\s*dot\s*[\])}>]\s*(?=[a-z])/i;
  while (DOMAIN_DOT.test(result)) result = result.replace(DOMAIN_DOT, '$1.');
  return result.replace(/([\w-]+)\s*[[({<]\s*dot\s*[\])}>]\s*(?=[\w.-]+@)/gi, '$1.');
}

/** E-mail addresses in text, with the line each appears on. */
import { LIMITS } from '../../contract/limits';
import type { TextLine } from '../types';

const EMAIL =
  /[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9_%+-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}/g;

export interface Found {
  value: string;
  line: number;
}

export function findEmails(lines: readonly TextLine[]): Found[] {
  const found: Found[] = [];
  joinWrappedAddresses(lines.map((line) => line.text)).forEach((line, index) => {
    // "mailto:" prefixes and "E-mail:" labels glued to the address are common in exports.
    const text = unmaskAddresses(line.replace(/mailto:/gi, ' '));
    for (const match of text.matchAll(EMAIL)) {
      const value = match[0].toLowerCase();
      if (value.length <= LIMITS.email) found.push({ value, line: index });
    }
  });
  return found;
}

const LOCAL_PART = /^[A-Za-z0-9._%+-]+$/;
const DOMAIN_START = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*/;
const COMMON_ENDING = /\.(?:com|org|net|info|edu|gov|biz|co\.in|co\.uk|ac\.in|org\.in|net\.in)$/i;
const EMAIL_LABEL = /(?:e-?mail(?:\s*id)?|mail)\s*[:\-–]?\s*$/i;

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
    const line = out[i]!.trimEnd();
    const next = out[i + 1]!.trimStart();
    const tail = /\S+$/.exec(line)?.[0] ?? '';
    const head = /^\S+/.exec(next)?.[0] ?? '';
    if (!tail || !head || !continuesAddress(line, tail, head)) continue;
    out[i] = `${line}${head}`;
    out[i + 1] = next.slice(head.length).trimStart();
  }
  return out;
}

function continuesAddress(line: string, tail: string, head: string): boolean {
  if (tail.includes('@')) {
    // "name@" / "gmail.com", "name@protonmail." / "com": the domain goes on.
    if (!new RegExp(EMAIL.source).test(tail) || /[.@-]$/.test(tail)) return DOMAIN_START.test(head) && !head.includes('@');
    // "name@gmail.co" / "m": whole already, but only with the rest is it a common domain.
    return (
      /^[a-z]{1,3}[,;]?$/.test(head) && COMMON_ENDING.test(`${tail}${head.replace(/[,;]$/, '')}`) && !COMMON_ENDING.test(tail)
    );
  }
  if (!head.includes('@') || !LOCAL_PART.test(tail) || /^\d+$/.test(tail)) return false;
  // A phone number written with dots or a "+" ("+91.98100.23456") ends its line; no address starts so.
  if (!/\p{L}/u.test(tail) && tail.replace(/\D/g, '').length >= 6) return false;
  if (head.startsWith('@')) return true;
  // The end of a sentence ("… and sensors.") or of a phone number is not half an address. What
  // starts an address stands alone, after a label or after a separator.
  const before = line.slice(0, line.length - tail.length);
  if (/\.$/.test(tail) || !(before.trim() === '' || EMAIL_LABEL.test(before) || /[|•·:,;]\s*$/.test(before))) return false;
  if (/[-_]$/.test(tail)) return true;
  // An address's local part is nearly always lower case, and carries a dot, digits or a label.
  return tail === tail.toLowerCase() && (/[._\d-]/.test(tail) || EMAIL_LABEL.test(before));
}

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

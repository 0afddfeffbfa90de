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
  lines.forEach((line, index) => {
    // "mailto:" prefixes and "E-mail:" labels glued to the address are common in exports.
    const text = line.text.replace(/mailto:/gi, ' ');
    for (const match of text.matchAll(EMAIL)) {
      const value = match[0].toLowerCase();
      if (value.length <= LIMITS.email) found.push({ value, line: index });
    }
  });
  return found;
}

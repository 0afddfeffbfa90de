/**
 * Phone numbers as candidates write them, normalised to international format. India is the
 * default region; a number written in the North American 3-3-4 shape that is not an Indian
 * number is read as +1 (fictional 555 numbers included, which are possible but not valid).
 */
import { findNumbers, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import type { TextLine } from '../types';
import type { Found } from './email';

const DEFAULT_REGION = 'IN' as const;
// leniency is supported at runtime but missing from the package's types; an object variable
// (not a literal) passes the type check. POSSIBLE keeps +1 555 numbers, which we then vet.
const SEARCH_OPTIONS = { defaultCountry: DEFAULT_REGION, v2: true as const, leniency: 'POSSIBLE' };
const NORTH_AMERICAN_SHAPE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}$/;

export function normalisePhone(raw: string): string | undefined {
  const number = parsePhoneNumberFromString(raw.replace(/^\((\+\d{1,3})\)/, '$1'), DEFAULT_REGION);
  return number ? accept(number, raw.trim()) : undefined;
}

export function findPhones(lines: readonly TextLine[]): Found[] {
  const found: Found[] = [];
  lines.forEach((line, index) => {
    // "(+91) 98765 43210": the parser reads the parenthesised country code as national digits.
    const text = line.text.replace(/\((\+\d{1,3})\)/g, '$1 ');
    for (const match of findNumbers(text, SEARCH_OPTIONS)) {
      const raw = text.slice(match.startsAt, match.endsAt);
      const value = accept(match.number, raw);
      if (value) found.push({ value, line: index });
    }
  });
  return found;
}

function accept(number: PhoneNumber, raw: string): string | undefined {
  const american = NORTH_AMERICAN_SHAPE.test(raw) ? parsePhoneNumberFromString(raw, 'US') : undefined;
  const indianMobile = number.isValid() && number.countryCallingCode === '91' && number.getType() === 'MOBILE';
  // "(212) 555-0134" is also a valid Indian landline, but nobody in India writes one that way.
  if (american?.isValid() && american.countryCallingCode === '1' && !indianMobile) return american.formatInternational();
  if (number.isValid()) return number.formatInternational();
  const digits = raw.replace(/\D/g, '');
  if (raw.startsWith('+') && number.isPossible() && digits.length >= 10) return number.formatInternational();
  if (american?.isPossible() && american.countryCallingCode === '1') return american.formatInternational();
  return undefined;
}

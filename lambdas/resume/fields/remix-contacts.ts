/**
 * Phones and places in layouts that were never made for the person printed through them (the
 * sixteenth round's remixes): a label cell shifted onto the next row's value, a postcode after a
 * flat's number with no comma, a nationality row that says another country than the address.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { TextLine } from '../types';
import { countryByName, worldCityCountry } from './gazetteer';

/**
 * "Email Delft, Netherlands": a grid of label and value cells set one row out of step puts a
 * contact label before the address. "Email", "Phone", "Tel" name no town's first word: the town is
 * what follows. "Mobile" and "Office" are dropped only before a city of the gazetteer ("Mobile" is
 * also a city in Alabama).
 */
const CONTACT_LABEL_BEFORE = /^(?:e-?mail|phone|tel(?:ephone)?|web(?:site)?)\s+(?=\p{Lu}\p{Ll})/iu;
const CONTACT_LABEL_BEFORE_CITY = /^(?:mobile|office|cell)\s+(?=\p{Lu}\p{Ll})/iu;
/**
 * "M +43 …" / "E livia@…" / "A Salzburg, Austria": a contact row's one-letter label (A for address,
 * L for location) before the town. Only before a city of the gazetteer that is not itself written
 * with the letter ("A Coruña").
 */
const LETTER_LABEL_BEFORE_CITY = /^[AL]\s+(?=\p{Lu}\p{Ll})/u;

export function withoutContactLabelBeforeCity(segment: string): string {
  const label = CONTACT_LABEL_BEFORE.exec(segment);
  if (label) return segment.slice(label[0].length);
  const match = CONTACT_LABEL_BEFORE_CITY.exec(segment) ?? LETTER_LABEL_BEFORE_CITY.exec(segment);
  if (!match) return segment;
  const rest = segment.slice(match[0].length);
  return worldCityCountry(rest.trim()) && !worldCityCountry(segment.trim()) ? rest : segment;
}

/**
 * How well a country's plan reads the numbers found in it: those valid there, less those only
 * possible. A national number read in the plan of a nationality row ("Nationality: Emirati" left
 * by a template over an address in São Paulo) passes as possible only ("(11) 98765-4321" →
 * "+971 11987654321"), and the address's plan reads it better; a Nepali bio-data's mobile and
 * landline are both valid in Nepal's plan, though its citizenship number reads as a possible one.
 */
export function planScore(values: readonly string[]): number {
  return values.reduce((sum, value) => sum + (parsePhoneNumberFromString(value)?.isValid() === true ? 1 : -1), 0);
}

/**
 * "Col. Americana, Guadalajara, Jal.": Mexico (and others) write the state short as a word of two
 * to four letters, its full stop already taken off the line's end ("Jal.", "Gto.", "Qro."). Like
 * "RJ" after Rio de Janeiro, after a city of the gazetteer it makes a guess of that city.
 */
export function isStateWrittenShort(segment: string): boolean {
  return /^\p{Lu}\p{Ll}{1,3}$/u.test(segment.trim()) && !worldCityCountry(segment.trim());
}

/**
 * "phường Thượng Đình, quận Thanh Xuân, Hà Nội": Vietnamese addresses name the ward, the district
 * and the alley in small letters before their names ("phường", "quận", "huyện", "ngõ"). A line
 * that does is an address, wrapped off the row of contacts above it, and its city stands.
 */
const WARD_OR_DISTRICT = /(?:^|[\s,])(?:phường|quận|huyện|xã|tỉnh|thị xã|thị trấn|ngõ|ngách|hẻm)\s+[\p{Lu}\d]/u;

export function hasWardOrDistrict(text: string): boolean {
  return WARD_OR_DISTRICT.test(text);
}

/**
 * "Venkata Ramana" / "Kotha" / "Civil Site Supervisor" / "Cell Mobile +91 99490 12345": the
 * candidate's own role, a short line just under the name, says nothing of a referee for the number
 * below it ("Supervisor" there is the candidate's job, not the referee's).
 */
export function isRoleUnderName(lines: readonly TextLine[], nameLine: number | undefined, index: number): boolean {
  if (nameLine === undefined || index <= nameLine || index > nameLine + 3) return false;
  const text = lines[index]?.text.trim() ?? '';
  return text.length > 0 && text.split(/\s+/).length <= 6 && !/[\d@:]/.test(text);
}

/**
 * "Mobile: 9841234567 | Phone: 01-5521234 | … | Kupondole-10, Lalitpur": a town the gazetteer
 * places in one country (Lalitpur, India) that the page never writes out, while it names another
 * country in its text ("Leapfrog Technology Nepal Pvt. Ltd."). The numbers are read in the named
 * country when its plan reads them strictly better and reads a number the town's cannot (the Kathmandu landline "01-5521234" is valid
 * only in Nepal's plan; the mobile in both). `read` reads the page's numbers in a country's plan.
 */
export function namedCountryOverGuessedTown(
  lines: readonly TextLine[],
  country: CountryCode,
  read: (country: CountryCode) => string[],
): CountryCode {
  const placed = read(country);
  let best = country;
  let bestScore = planScore(placed);
  for (const named of countriesNamedInText(lines)) {
    if (named === country) continue;
    const values = read(named);
    const score = planScore(values);
    // A number only the named plan reads at all, not the same numbers read otherwise ("06 2345 6789"
    // from Utrecht is valid in Germany's plan too).
    if (score > bestScore && values.length > placed.length) [best, bestScore] = [named, score];
  }
  return best;
}

/** Countries whose names stand as words in the text, one or two words long ("Nepal", "South Africa"). */
function countriesNamedInText(lines: readonly TextLine[]): CountryCode[] {
  const found = new Set<CountryCode>();
  for (const line of lines) {
    const words = line.text.split(/[^\p{L}]+/u).filter((word) => /^\p{Lu}/u.test(word));
    for (let i = 0; i < words.length; i += 1) {
      for (const candidate of [words[i]!, `${words[i]} ${words[i + 1] ?? ''}`.trim()]) {
        if (candidate.length < 4) continue;
        const code = countryByName(candidate);
        if (code) found.add(code);
      }
    }
  }
  return [...found];
}

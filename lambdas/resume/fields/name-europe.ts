/**
 * Name forms of continental Europe that the general rules in name.ts do not know.
 */
import { asciiLetters } from './ascii-letters';

/**
 * Polish, Czech and Slovak academic titles before a name. Polish writes an abbreviation that ends
 * with the word's last letter without a full stop ("mgr inż. Bartłomiej …", "dr hab. Anna …"), so
 * "mgr" is a title bare; the Czech and Slovak doctorates ("PhDr.", "RNDr.", "JUDr.", "MUDr.") and
 * "Bc." only with their stop. Never part of the name.
 */
const CENTRAL_EUROPEAN_TITLE = /^(?:mgr\.?|inż\.|hab\.|bc\.|(?:ph|rn|ju|mu|paed|mvd|th)dr\.)\s+/iu;

/** The text without one Central European title at its start ("mgr inż. Bartłomiej" → "inż. Bartłomiej"). */
export function withoutCentralEuropeanTitle(text: string): string {
  return text.replace(CENTRAL_EUROPEAN_TITLE, '');
}

/**
 * Whether an e-mail address's local part is the given names' initials, then the surname: French
 * and Dutch addresses shorten a double given name so ("as.dupontmoreau@…" for "DUPONT-MOREAU" /
 * "Anne-Sophie", "jw.vanderheijden@…"). Then the surname printed first in capitals goes last.
 */
export function emailSpellsInitialsBeforeSurname(given: readonly string[], surname: string, emails: readonly string[]): boolean {
  const key = asciiLetters(surname);
  const initials = given
    .flatMap((word) => word.split('-'))
    .map(asciiLetters)
    .filter(Boolean)
    .map((word) => word[0])
    .join('');
  if (key.length < 3 || initials.length === 0) return false;
  return emails.some((email) => {
    const local = asciiLetters(email.split('@')[0]!);
    return local.length > key.length && local.indexOf(key) === initials.length && local.startsWith(initials);
  });
}

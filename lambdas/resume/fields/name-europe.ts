/**
 * Name forms of continental Europe that the general rules in name.ts do not know.
 */

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

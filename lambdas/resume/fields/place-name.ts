/** How place names are compared: the gazetteer's keys and the words of an address alike. */

/** Lower case without accents or the letters that do not decompose ("Łódź" → "lodz"). */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łŀ]/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/đ/g, 'd')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

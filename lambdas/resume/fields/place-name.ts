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
    .replace(/[\u0370-\u03ff]+/gu, greekInLatinLetters)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Greek letters (accents already gone) as the gazetteer's Latin names spell them. */
const GREEK_LETTERS: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/**
 * A Greek place written in Greek, as the gazetteer's Latin name transliterates it: "Θεσσαλονίκη" →
 * "thessaloniki", "Αθήνα" → "athina" ("ου" is "ou").
 */
function greekInLatinLetters(word: string): string {
  return word.replace(/ου/g, 'ou').replace(/[\u0370-\u03ff]/gu, (letter) => GREEK_LETTERS[letter] ?? letter);
}

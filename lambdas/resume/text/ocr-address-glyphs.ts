/**
 * Scans only (round sixteen): an e-mail address whose first or last letters OCR read as a glyph no
 * address holds, after text/ocr-cleanup.ts's other repairs. Each rule names the glyph and where it
 * stands in the address; the rest of the line is left alone.
 */

export function withAddressGlyphsRepaired(text: string): string {
  return withShortProviderName(withEndingCom(withInitialReadAsBrace(withDotAfterLetterLabel(text))));
}

/** Small words a line may have between a label and an address ("E: write to me@…"), never an address's part. */
const NOT_ADDRESS_WORDS = new Set([
  'me',
  'us',
  'or',
  'and',
  'via',
  'on',
  'is',
  'by',
  'at',
  'to',
  'id',
  'reach',
  'write',
  'email',
  'mail',
  'mailto',
  'contact',
]);

/**
 * "E gowri site@rediffmail.com" for "gowri.site@…": a contact row's one-letter label in bold ("M",
 * "E", "A" before mobile, e-mail, address) and then an address whose dot, in small light type on a
 * dark band, was read as a space. ocr-cleanup.ts joins such a word after a separator or a colon;
 * the e-mail's letter label "E" at the line's start or after a separator stands for them.
 */
export function withDotAfterLetterLabel(text: string): string {
  return text.replace(
    /(^|[|•·]\s*|\s{2,})E:?\s+([a-z][a-z0-9]+) ([a-z][a-z0-9._-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?![\w.-])(?!\s+[a-z]{2,})/gm,
    (whole, before: string, word: string, address: string) =>
      NOT_ADDRESS_WORDS.has(word) ? whole : `${before}E ${word}.${address}`,
  );
}

/**
 * "• {.vandenheuvel@outlook.com" for "j.vandenheuvel@…": a "j" (its hook below the line) read as
 * "{" at an address's start, before the dot after an initial. An address never starts with a
 * brace nor with a dot, so a "{" alone before ".word@" is the initial's j.
 */
export function withInitialReadAsBrace(text: string): string {
  return text.replace(/(^|[\s•·|«»:=,;])\{(?=\.[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+\.)/gi, '$1j');
}

/**
 * "kwame…@gmail.cor" for "@gmail.com": the last stroke of the ending's "m" lost in small type.
 * There is no ".cor" ending, so an address ending so ends ".com".
 */
export function withEndingCom(text: string): string {
  return text.replace(/(@[a-z0-9-]+(?:\.[a-z0-9-]+)*)\.cor(?![a-z0-9.@_-])/gi, (_, domain: string) => `${domain}.com`);
}

/**
 * "b.szczesny.kowalczyk@02.pl" for "@o2.pl": O2's mailbox (Poland's o2.pl, as common there as
 * Gmail) read with a zero for its "o". A provider's name that short is too little to guess from
 * in general (text/ocr-cleanup.ts's PROVIDERS are four letters and more), so this one is named.
 */
export function withShortProviderName(text: string): string {
  return text.replace(/(?<=[a-z0-9._%+-]@)02(?=\.pl(?![a-z0-9.-]))/gi, 'o2');
}

/**
 * Post-OCR repair of what tesseract commonly gets wrong in contact details, before fields are
 * looked for: spaces around the "@" and the dots of an address, "©" or "®" read for "@", ".corn"
 * for ".com", and letters read in place of digits inside a number (O/o → 0, l/I/| → 1, S → 5,
 * B → 8). Words are left alone: only tokens that are mostly digits, and only around an "@".
 */

/** Letters tesseract confuses with digits, by the digit they stand for. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  '|': '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
};

export function cleanOcrText(text: string): string {
  return fixCapitals(fixNumbers(fixAddresses(text)));
}

/**
 * "WISNIEWSK]" → "WISNIEWSKI", "PlLLAI" → "PILLAI": in a word of capitals (three or more), a
 * stroke read as "|" or "l", as "!" inside the word, or as a bracket at the word's end or start
 * that has no partner, is the capital I.
 */
function fixCapitals(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])[\p{Lu}|!l[\]]{3,}(?![\p{L}\p{N}])/gu, (token) => {
    const capitals = (token.match(/\p{Lu}/gu) ?? []).length;
    if (capitals < 3 || capitals === token.length) return token;
    if (token.includes('[') && token.includes(']')) return token;
    const inner = token.slice(1, -1);
    if (/[[\]]/.test(inner)) return token;
    return token.replace(/[|l]|(?<=.)!(?=.)|^\[|\]$/g, 'I');
  });
}

function fixAddresses(text: string): string {
  // "©" and "®" look like "@" to tesseract; only between an address's two halves.
  let result = text.replace(/([A-Za-z0-9._-])\s?[©®]\s?([A-Za-z0-9-]+\s?\.)/g, '$1@$2');
  if (!result.includes('@')) return result;
  // "priya . sharma @ gmail . com" → "priya.sharma@gmail.com". Only dots may be spaced: in
  // "21098 - meenakshi.iyer@…" the dash is the separator before the address (a "·" read as "-").
  result = result.replace(
    /([A-Za-z][A-Za-z0-9%+_-]*(?:\s?\.\s?[A-Za-z0-9%+_-]+)*)\s*@\s*([A-Za-z0-9-]+(?:\s?\.\s?[A-Za-z0-9-]+)+)/g,
    (_, local: string, domain: string) => `${local.replace(/\s/g, '')}@${fixDomain(domain.replace(/\s/g, ''))}`,
  );
  return result;
}

function fixDomain(domain: string): string {
  return domain
    .replace(/\.(?:corn|c0m|cam|co rn|conn)$/i, '.com')
    .replace(/\.(?:1n|ln)$/i, '.in')
    .replace(/^gmai[1l|I]\./i, 'gmail.')
    .replace(/^(?:grnail|gmial|gmaii)\./i, 'gmail.')
    .replace(/^(?:yah00|yaho0|yah0o)\./i, 'yahoo.')
    .replace(/^(?:hotmai1|hotrnail)\./i, 'hotmail.')
    .replace(/^(?:out1ook|0utlook|outl0ok)\./i, 'outlook.');
}

/**
 * "98O65 432l0" → "98065 43210": in a token of at least four characters that is mostly digits (a
 * part of a phone number), the look-alike letters are digits.
 */
function fixNumbers(text: string): string {
  return text.replace(/(?<![\p{L}@.])[+(]?[0-9OoDQlIi|SsBZzG][0-9OoDQlIi|SsBZzG)-]{3,}(?![\p{L}@])/gu, (token) => {
    const digits = token.replace(/\D/g, '').length;
    const lookalikes = [...token].filter((c) => c in DIGIT_LOOKALIKES).length;
    if (lookalikes === 0 || digits < 3 || lookalikes * 3 > digits) return token;
    return [...token].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');
  });
}

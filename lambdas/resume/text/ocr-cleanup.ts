/**
 * Post-OCR repair of what tesseract commonly gets wrong in contact details, before fields are
 * looked for: spaces around the "@" and the dots of an address, "©" or "®" read for "@", ".corn"
 * for ".com", and letters read in place of digits inside a number (O/o → 0, l/I/| → 1, S → 5,
 * B → 8). Words are left alone: only tokens that are mostly digits, and only around an "@".
 */

import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { withAddressGlyphsRepaired } from './ocr-address-glyphs';

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
  b: '6',
  g: '9',
  q: '9',
};

export function cleanOcrText(text: string): string {
  const contacts = plusReadAsFour(
    withoutPlusBeforeZero(
      fixNumbers(fixAddresses(bulletsReadAsAt(withoutIcons(withoutBorders(colonReadAsDot(withoutStrayQuote(text))))))),
    ),
  );
  const fixed = fixLinkedIn(
    fixStateCodes(fixLabels(fixCapitals(joinedAtHyphens(withoutSpeckDots(withoutSpeckUnderscore(contacts)))))),
  );
  return withAddressGlyphsRepaired(fixed);
}

/**
 * "linkealn, com/in/annelievdmeulen" → "linkedin.com/in/annelievdmeulen": LinkedIn's host name in
 * small or grey type read up to two letters wrong, its dot as a comma or a space. A profile's path
 * ("/in/", "/pub/") after ".com" is LinkedIn's alone.
 */
function fixLinkedIn(text: string): string {
  return text.replace(
    /(?<![\w.])(www\s?[.,]\s?)?([a-z1|]{6,10})\s?[.,]\s?c[o0]m\s?\/\s?(in|pub)\s?\/\s?(?=[\w-])/gi,
    (whole, www: string | undefined, host: string, path: string) =>
      host.toLowerCase() !== 'linkedin' && editDistance(host.toLowerCase(), 'linkedin') <= 2
        ? `${www ? 'www.' : ''}linkedin.com/${path}/`
        : whole,
  );
}

/** Levenshtein distance (short words only). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** US states whose abbreviation ends in a letter whose small form looks like its capital. */
const STATE_CODES = new Set(['AK', 'CO', 'DC', 'KS', 'MO', 'MS', 'NC', 'NJ', 'OK', 'SC', 'WV']);

/**
 * "Jersey City, Nj" → "Jersey City, NJ": a state's abbreviation after a city, ending the line or
 * before a ZIP code, its second capital read as the small letter of the same shape (j, c, k, o, s, v).
 */
function fixStateCodes(text: string): string {
  return text.replace(/(?<=\p{L},\s?)(\p{Lu})([a-z])(?=\s+\d{5}(?:-\d{4})?\b|\s*$)/gu, (code, first: string, second: string) =>
    STATE_CODES.has(`${first}${second.toUpperCase()}`) && /[cjkosvwxz]/.test(second) ? `${first}${second.toUpperCase()}` : code,
  );
}

/**
 * "| Kavya Shetty", "venkatasubramanian.r- |", "‘| hospitals.co.in": a table's ruled border read as
 * a mark of its own at either end of a line. Nothing a resume writes starts or ends a line so.
 */
function withoutBorders(text: string): string {
  return colonCellBeforeBorder(text)
    .replace(/^[‘’'"]?[|[\]]+\s+(?=\S)/, '')
    .replace(/(?<=\S)\s+[|[\]]+[‘’'"]?$/, '');
}

/**
 * ": | Mohammed Irfan Shaikh", "1 | +91 98220 13579": a details table's colon column, its colon
 * (or the colon read as a 1, i, l, ! or, with a speck, ©), then the ruled border of the value's
 * cell. The value follows a colon; the border is no part of it.
 */
function colonCellBeforeBorder(text: string): string {
  return text.replace(/^(?:[:;©®]|[1il!])\s*[|[\]]\s*(?=\S)/, ': ');
}

const ICON_BOX = String.raw`(?:[[({][1lIJ\])}]|\[\])`;
const ICON_SIGN = String.raw`[=©®@&]`;
const CONTACT_AHEAD = String.raw`(?=[+(]?\d|[A-Za-z0-9][\w.%+-]*(?:@|[-._]$))`;
const ICON_BEFORE_CONTACT = new RegExp(String.raw`^(?:${ICON_BOX}|${ICON_SIGN})\s*${CONTACT_AHEAD}`);
const BOX_BEFORE_WORD = new RegExp(String.raw`^${ICON_BOX}(?=\s+\p{L})`, 'u');
const BOX_BETWEEN_CONTACTS = new RegExp(String.raw`(?<=\S)\s+(?:=\s+)?${ICON_BOX}\s+(?=\S)`, 'g');
const SIGN_BEFORE_CONTACT = new RegExp(String.raw`(?<=\S)\s+=\s+${CONTACT_AHEAD.replace('$', '(?:\\s|$)')}`, 'g');
const SIGN_BEFORE_NUMBER = new RegExp(String.raw`(?<=\S)\s+[©®@]\s+(?=[+(]?\d)`, 'g');
const SIGN_AFTER_NUMBER = new RegExp(String.raw`(?<=\d)\s+${ICON_SIGN}$`);

/**
 * The glyph of a contact icon as tesseract reads it: an empty box (a glyph the page's font lacks)
 * as "[1", "(1", "{J", "[J" or "[]", an envelope or a handset as "=", "©", "®", "@" or "&" alone.
 * At the start of a line, before a number or an address (or its start, "= sameer.k.deshpande-"),
 * it goes: the address must stand alone or after a label to be joined with its rest. Within a
 * line, a box between contacts is a separator ("… 255 6677 {J Neethu.Thomas-1990@…").
 */
function withoutIcons(text: string): string {
  return (
    text
      .replace(ICON_BEFORE_CONTACT, '')
      .replace(BOX_BEFORE_WORD, '')
      .replace(BOX_BETWEEN_CONTACTS, ' | ')
      .replace(SIGN_BEFORE_CONTACT, ' | ')
      .replace(SIGN_BEFORE_NUMBER, ' | ')
      // The next cell's icon read onto the end of a number cut in its cell ("+91 98860 =").
      .replace(SIGN_AFTER_NUMBER, '')
      // A house or a pin before an address read as a small letter ("a Jersey City, NJ", "a Col.
      // Del Valle, …", "o Lekki Phase 1, Lagos"): a lone small letter before capitalised words
      // (abbreviations and a house's or a district's number among them) and a comma, as a line of
      // prose seldom starts.
      .replace(/^[a-z]\s+(?=\p{Lu}\p{Ll}*\.?(?:[\s-](?:\p{Lu}\p{Ll}*\.?|\d+\p{L}?))*,\s*\p{Lu})/u, '')
      .trimStart()
  );
}

/** A link with a path ("github.com/wanjiru-kamau") and an "@" (or "©", "®") after it before a domain. */
const AT_AFTER_LINK_PATH =
  /(\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/[\w./-]*[\w-])\s?[@©®]\s?(?=[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b)/gi;
/** An "@" alone between a contact ending in a domain and a link with a path. */
const AT_BEFORE_LINK = /(?<=\.[a-z]{2,})\s+[@©®]\s+(?=(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/)/gi;

/**
 * A banner's round bullets between contacts ("● github.com/…") read as "@", "©" or "®": "…@gmail.com
 * @ github.com/wanjiru-kamau ® wanjirukamau.dev". An address's local part holds no slash, so such a
 * sign right after a link's path, or alone before a link, is a separator.
 */
function bulletsReadAsAt(text: string): string {
  return text.replace(AT_AFTER_LINK_PATH, '$1 | ').replace(AT_BEFORE_LINK, ' | ');
}

/**
 * "491 98450 12345" for "+91 98450 12345": the plus of a country code read as a 4 (small type after
 * an icon), or in a serif face as a t ("t49 171 2345678"). Only where the number as read is no
 * number and with a plus it is a valid one.
 */
function plusReadAsFour(text: string): string {
  return text.replace(
    /(?<![\d+])(?:4|(?<!\p{L})t)(\d{1,3})((?:[\s.-]?\(?\d+\)?){2,6})/gu,
    (whole, code: string, rest: string) => {
      const digits = `${code}${rest}`.replace(/\D/g, '');
      if (digits.length < 8 || digits.length > 15 || isValidPhoneNumber(whole.trim(), 'IN')) return whole;
      return isValidPhoneNumber(`+${code}${rest}`) ? `+${code}${rest}` : whole;
    },
  );
}

/**
 * "NGUYEN THI _": a speck on the dark sidebar under a name in capitals read as an underscore, a
 * word of its own at the line's end. A line of capitals ends in no underscore.
 */
function withoutSpeckUnderscore(text: string): string {
  return text.replace(/^([\p{Lu}'’.\s-]*\p{Lu})\s+_+$/u, '$1');
}

/**
 * "RUKMINI. IYER": a speck after a word of capitals in a line of capitals only (a name, a heading)
 * read as a full stop. Initials ("R. K. NARAYAN") and short titles ("DR.") keep theirs.
 */
function withoutSpeckDots(text: string): string {
  if (!/^[\p{Lu}'’.\s-]+$/u.test(text) || !/\p{Lu}{4,}\.\s+\p{Lu}/u.test(text)) return text;
  return text.replace(/(\p{Lu}{4,})\.(?=\s+\p{Lu})/gu, '$1');
}

/**
 * "ASANTE- MENSAH", "Weber- Lindqvist": a hyphenated name whose halves tesseract set apart as two
 * words. A hyphen at a word's end before a word in the same style (both capitals, or both
 * capitalised) joins them; a dash between words ("Engineer - Infosys") has spaces both sides.
 */
function joinedAtHyphens(text: string): string {
  return text
    .replace(/(?<![\p{L}-])(\p{Lu}{2,})-\s+(?=\p{Lu}{2,}(?![\p{Ll}]))/gu, '$1-')
    .replace(/(?<![\p{L}-])(\p{Lu}\p{Ll}+)-\s+(?=\p{Lu}\p{Ll}+(?![\p{L}]*\d))/gu, '$1-');
}

/**
 * ". Santiago Ferreyra": a details table's colon before a value, in small or condensed type, read
 * as a full stop or a comma. No line of text starts with one followed by a word.
 */
function colonReadAsDot(text: string): string {
  return text.replace(/^[.,]\s+(?=[\p{L}\p{N}+(])/u, ': ');
}

/**
 * "+ 0532 123 45 67": a label's colon or an icon before a national number read as a plus. A
 * country code never starts with 0, so a plus before a 0 is no part of the number.
 */
function withoutPlusBeforeZero(text: string): string {
  return text.replace(/(^|[\s:|])\+\s*(?=0\d)/g, '$1');
}

/**
 * "‘Nadia Rahman", "\" AISHA BELLO": a speck or the edge of a band before a line read as a quote
 * mark, where the line quotes nothing (no other quote mark in it).
 */
function withoutStrayQuote(text: string): string {
  const match = /^[‘’'"“”`´]+\s?(?=\p{Lu})/u.exec(text);
  // An apostrophe inside a word ("O'Sullivan") closes no quotation.
  const rest = text.slice(match?.[0].length ?? 0).replace(/(?<=\p{L})['’](?=\p{L})/gu, '');
  if (!match || /[‘’'"“”`´]/.test(rest)) return text;
  return text.slice(match[0].length);
}

/**
 * Contact labels that decide which number is the candidate's own (fields/phone.ts), those no
 * common word is one letter away from ("Office" is, from "Officer").
 */
const LABELS = ['Mobile', 'WhatsApp', 'Telephone', 'Residence', 'Landline'];

/**
 * "Mabile: +91 …" → "Mobile: +91 …": a word of five or more letters one letter wrong, missing,
 * extra or two letters swapped from a contact label, where a number follows it.
 */
function fixLabels(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])[\p{L}10|]{4,}(?=\s*[.:;\-–]?\s*[+(]?\d)/gu, (word) => {
    if (word.length < 5) return word;
    const label = LABELS.find((candidate) => oneEditApart(word.toLowerCase(), candidate.toLowerCase()));
    return label && label.toLowerCase() !== word.toLowerCase() ? label : word;
  });
}

/** One substitution, insertion, deletion or swap of neighbours apart (and not equal). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length)
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * "WISNIEWSK]" → "WISNIEWSKI", "PlLLAI" → "PILLAI": in a word of capitals (three or more), a
 * stroke read as "|" or "l", as "!" inside the word, or as a bracket at the word's end or start
 * that has no partner, is the capital I.
 */
function fixCapitals(text: string): string {
  return withoutStrokeReadTwice(text)
    .replace(/(?<![\p{L}\p{N}])[\p{Lu}|!l[\]]{3,}(?![\p{L}\p{N}])/gu, (token) => {
      const capitals = (token.match(/\p{Lu}/gu) ?? []).length;
      if (capitals < 3 || capitals === token.length) return token;
      if (token.includes('[') && token.includes(']')) return token;
      const inner = token.slice(1, -1);
      if (/[[\]]/.test(inner)) return token;
      return token.replace(/[|l]|(?<=.)!(?=.)|^\[|\]$/g, 'I');
    })
    .replace(/(?<![\p{L}\p{N}])(\p{Lu}{3,})!(?=\s+\p{Lu}{2,})/gu, '$1I');
}

/**
 * "BIANCH]I, Giulia" → "BIANCHI": in a word of capitals, a lone bracket right beside an I is the same
 * stroke read twice (a name in a Europass table's value cell at 200 dpi), not a letter of its own.
 */
function withoutStrokeReadTwice(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])[\p{Lu}[\]]{3,}(?![\p{L}\p{N}])/gu, (token) => {
    const brackets = (token.match(/[[\]]/g) ?? []).length;
    if (brackets !== 1 || (token.match(/\p{Lu}/gu) ?? []).length < 3) return token;
    return token.replace(/(?<=\p{Lu})[[\]](?=I)|(?<=I)[[\]](?=\p{Lu})/u, '');
  });
}

/** Words before an address that label it rather than begin it. */
const ADDRESS_LABELS = new Set(['EMAIL', 'E-MAIL', 'MAIL', 'ID', 'AT', 'CONTACT', 'WRITE', 'TO']);
/** The same in lower case, and small words a line may start with before an address. */
const LOWER_LABELS = new Set(['me', 'us', 'or', 'and', 'via', 'on', 'is', 'by', 'reach', 'email', 'mailto']);

function fixAddresses(text: string): string {
  // "©" and "®" look like "@" to tesseract; only between an address's two halves.
  let result = atBeforeProvider(labelGluedToAddress(text))
    // "TOMASZ WISNIEWSKI@WP.PL": in an address set in letter-spaced capitals the dot between two
    // words reads as the spacing; a capital word just before it, at the start of the line or
    // after a separator, is joined back with a dot (not a label such as "EMAIL").
    .replace(
      /(^|[|•·/]\s*|\s{2,})([A-Z][A-Z0-9]{1,})\s([A-Z][A-Z0-9._%+-]*@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,})(?![A-Za-z0-9])/g,
      (whole, before: string, word: string, address: string) =>
        ADDRESS_LABELS.has(word) ? whole : `${before}${word}.${address}`,
    )
    // "maricel.villanueva rn@up.edu.ph": an underscore in small type lost, read as a space. A
    // lower-case word with a dot inside, alone before the rest of an address, is its first part.
    .replace(
      /(^|[|•·:]\s*)([a-z][a-z0-9]*(?:\.[a-z0-9]+)+) ([a-z0-9]{1,8}@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?![\w.-])/g,
      '$1$2_$3',
    )
    // "lukas brandt@posteo.de", "prakash kulkarni91@…", "= kavya shetty@…": the dot between an
    // address's words, in small type, a shaded cell or grey type, read as a space. A lower-case word
    // alone between the line's start, a separator, an icon read as "=" or a label's colon and the
    // rest of an address is its first part (not a label's word: "email", "id", "reach"; nor a
    // sentence's, the address followed by small words: "… is my address").
    .replace(
      /(^|[|•·:=]\s*)([a-z][a-z0-9]+) ([a-z][a-z0-9._-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?![\w.-])(?!\s+[a-z]{2,})/g,
      (whole, before: string, word: string, address: string) =>
        ADDRESS_LABELS.has(word.toUpperCase()) || LOWER_LABELS.has(word) ? whole : `${before}${word}.${address}`,
    )
    // "|ucas.almeida@…": an address's first letter l read as "|" (an address holds no "|").
    .replace(/(^|\s)\|(?=[a-z][a-z0-9._%+-]*\s?[@©®])/g, '$1l')
    // "…@wp.p!": nor a domain a "!" or a "|".
    .replace(/(@[A-Za-z0-9-]+(?:\.[A-Za-z0-9!|-]*)*\.[A-Za-z]*)[!|]([A-Za-z]*)(?![A-Za-z0-9.@-])/g, '$1l$2')
    .replace(/([A-Za-z0-9._-])\s?[©®]\s?([A-Za-z0-9-]+\s?\.)/g, '$1@$2');
  if (!result.includes('@')) return result;
  result = dotReadAsSpace(result);
  // "…@webmail.co,za": a dot of the domain read as a comma (a domain holds none).
  result = result.replace(/(@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}),(?=[a-z]{2,3}(?![\w.-]))/g, '$1.');
  // "priya . sharma @ gmail . com" → "priya.sharma@gmail.com". Only dots may be spaced: in
  // "21098 - meenakshi.iyer@…" the dash is the separator before the address (a "·" read as "-").
  result = result.replace(
    /([A-Za-z][A-Za-z0-9%+_-]*(?:\s?\.\s?[A-Za-z0-9%+_-]+)*)\s*@\s*([A-Za-z0-9-]+(?:\s?\.\s?[A-Za-z0-9-]+)+)/g,
    (_, local: string, domain: string) => `${local.replace(/\s/g, '')}@${fixDomain(domain.replace(/\s/g, ''))}`,
  );
  return result;
}

/**
 * "E-Mail.k.weiss@posteo.de": a label cell's gap before its value read as a dot or lost (XING's
 * Lebenslauf, "E-Mail" / "k.weiss@…" in a table). An address is written in small letters, so the
 * label with its capital, glued to the address's first letter, is set apart again.
 */
function labelGluedToAddress(text: string): string {
  return text.replace(/(^|[\s|•·])(E-?Mail|E-?MAIL|Email)(?:\.\s?)?(?=[a-z0-9][a-z0-9._%+-]*@)/g, '$1$2 ');
}

/**
 * "arjun.deshpande@gmail com": the dot before a domain's ending lost in small type. A domain with
 * no dot yet, then a space and two or three small letters (with a country's code after a dot:
 * "co in"), alone before the line's end or a separator, is that ending.
 */
function dotReadAsSpace(text: string): string {
  return text.replace(
    /(@[A-Za-z0-9-]{2,}) ([a-z]{2,3}(?:[. ][a-z]{2})?)(?=\s*(?:$|[|•·,;]))/g,
    (_, domain: string, ending: string) => `${domain}.${ending.replace(' ', '.')}`,
  );
}

/**
 * "shettyagmailcom", "megha(a)yahoo.co.in": an address in small grey type whose "@" was read as
 * "a" (glued to both halves), "(a)", "©" or "®" and whose dots were lost or read as commas. A
 * provider's name and its ending after a local part show where the "@" and the dot were.
 */
function atBeforeProvider(text: string): string {
  const address = new RegExp(
    String.raw`(?<![\w.@-])([a-z0-9][a-z0-9._-]*?)(?:a|\s?(?:\(a\)|[©®@])\s?)(${PROVIDERS.join('|')})\s?[.,]?\s?(com|co[.,]?in|co[.,]?uk|in|net)(?![\w@-]|[.,]\w)`,
    'gi',
  );
  return text.replace(address, (whole, local: string, provider: string, ending: string) => {
    // A whole address already ("kavya@gmail.com") is left to the rules below.
    if (/@\s?[a-z]+\.[a-z]/i.test(whole)) return whole;
    const tld = ending.replace(/[.,]/g, '').replace(/^co(?=in|uk)/i, 'co.');
    return `${local}@${provider}.${tld}`;
  });
}

/** Mail providers' names, which OCR reads one look-alike letter wrong ("outiook"). */
const PROVIDERS = [
  'gmail',
  'googlemail',
  'yahoo',
  'hotmail',
  'outlook',
  'rediffmail',
  'icloud',
  'protonmail',
  'proton',
  'yandex',
  'fastmail',
  'btinternet',
  'zoho',
  // National providers as common on resumes as the global ones.
  'posteo',
  'libero',
  'laposte',
  'orange',
  'bigpond',
  'seznam',
  'interia',
  'rambler',
  'ymail',
  'rocketmail',
  'mailbox',
];

/** Letters and digits tesseract takes for one another in a provider's name, both ways. */
const DOMAIN_CONFUSIONS: [string, string][] = [
  ['i', 'l'],
  ['i', '1'],
  ['l', '1'],
  ['o', '0'],
  ['rn', 'm'],
  ['cl', 'd'],
  ['vv', 'w'],
  ['a', 'o'],
  ['e', 'c'],
  ['h', 'b'],
  ['l', 'f'],
  ['g', 'c'],
];

/** "outiook.com" → "outlook.com": a domain's first label one confusion away from a provider's name. */
function fixProvider(domain: string): string {
  const [first = '', ...rest] = domain.split('.');
  const lower = first.toLowerCase();
  if (rest.length === 0 || PROVIDERS.includes(lower)) return domain;
  for (const [a, b] of DOMAIN_CONFUSIONS)
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const)
      for (let at = lower.indexOf(from); at >= 0; at = lower.indexOf(from, at + 1)) {
        const variant = lower.slice(0, at) + to + lower.slice(at + from.length);
        if (PROVIDERS.includes(variant)) return [variant, ...rest].join('.');
      }
  return domain;
}

function fixDomain(domain: string): string {
  return withWholeGmailEnding(fixProvider(domain))
    .replace(/\.(?:corn|c0m|cam|co rn|conn)$/i, '.com')
    .replace(/\.(?:1n|ln)$/i, '.in')
    .replace(/^gmai[1l|I]\./i, 'gmail.')
    .replace(/^(?:grnail|gmial|gmaii)\./i, 'gmail.')
    .replace(/^(?:yah00|yaho0|yah0o)\./i, 'yahoo.')
    .replace(/^(?:hotmai1|hotrnail)\./i, 'hotmail.')
    .replace(/^(?:out1ook|0utlook|outl0ok)\./i, 'outlook.');
}

/**
 * "…@gmail.co" / "m": the ending's last letter wrapped alone onto the next line of a narrow column
 * (LinkedIn's export), dropped as a speck. Gmail has no other ending than ".com".
 */
function withWholeGmailEnding(domain: string): string {
  return domain.replace(/^((?:gmail|googlemail)\.co)$/i, '$1m');
}

/**
 * "98O65 432l0" → "98065 43210": in a token of at least four characters that is mostly digits (a
 * part of a phone number), the look-alike letters are digits.
 */
function fixNumbers(text: string): string {
  return text.replace(/(?<![\p{L}@.])[+(]?[0-9OoDQlIi|SsBZzGbgq][0-9OoDQlIi|SsBZzGbgq)-]{3,}(?![\p{L}@])/gu, (token) => {
    // A "|" at either end is a border or a separator beside the number, not a 1.
    const [, lead = '', core = '', trail = ''] = /^(\|*)(.*?)(\|*)$/.exec(token) ?? [];
    const digits = core.replace(/\D/g, '').length;
    const lookalikes = [...core].filter((c) => c in DIGIT_LOOKALIKES).length;
    const fixed =
      lookalikes === 0 || digits < 3 || lookalikes * 3 > digits ? core : [...core].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');
    return `${lead}${lead && ' '}${fixed}${trail && ' '}${trail}`;
  });
}

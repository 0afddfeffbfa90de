/**
 * Accents the English model cannot read. Its alphabet has no "ő", "č", "ł", "ı", "ă" or "ć", so a
 * scanned "IVÁN MEZEI-NOVÁK" or "Jurečková" comes out "IVAN MEZEI-NOVAK", "Jureckova": a name read
 * wrong. The page says which language its names are likely in: the country of its phone number, of
 * its e-mail address's domain, or named in its address. That language's model reads the names
 * again, and a word it reads as the English reading with accents (the same letters once accents
 * are taken off, in the same part of the page) is taken with them. Letters it reads otherwise are
 * left as English read them: the second reading only ever adds accents. Only the parts a name may
 * be are read again (`accentCandidates`), cut out and stacked into one small picture (`stacked`):
 * the whole page again took longer than the first reading.
 */
import type { OcrAccentLanguage } from '../../contract/ocr-languages';
import { greatest, least } from '../extremes';
import { headingKind } from '../headings';
import { crop, type GreyImage, type Rectangle } from './scan-image';

/**
 * Tesseract languages by the country calling codes, e-mail country domains and country names that
 * point to them. Only languages whose names carry letters the English model lacks; Serbian and
 * Montenegrin names in Latin letters are read with the Croatian model (the same letters).
 */
const LANGUAGES: readonly {
  language: OcrAccentLanguage;
  codes: readonly string[];
  domains: readonly string[];
  countries: RegExp;
}[] = [
  { language: 'hun', codes: ['36'], domains: ['hu'], countries: /\b(?:hungary|magyarorsz[aá]g)\b/i },
  { language: 'slk', codes: ['421'], domains: ['sk'], countries: /\b(?:slovakia|slovensko)\b/i },
  { language: 'ces', codes: ['420'], domains: ['cz'], countries: /\b(?:czech\s+republic|czechia|česko)\b/i },
  { language: 'pol', codes: ['48'], domains: ['pl'], countries: /\b(?:poland|polska)\b/i },
  {
    language: 'hrv',
    codes: ['385', '381', '382', '387'],
    // Not .me: a mail service's (proton.me) as often as Montenegro's.
    domains: ['hr', 'rs', 'ba'],
    countries: /\b(?:croatia|hrvatska|serbia|srbija|montenegro|bosnia)\b/i,
  },
  { language: 'slv', codes: ['386'], domains: ['si'], countries: /\b(?:slovenia|slovenija)\b/i },
  { language: 'tur', codes: ['90'], domains: ['tr'], countries: /\b(?:turkey|t[üu]rkiye)\b/i },
  { language: 'aze', codes: ['994'], domains: ['az'], countries: /\b(?:azerbaijan|az[əe]rbaycan)\b/i },
  { language: 'lav', codes: ['371'], domains: ['lv'], countries: /\b(?:latvia|latvija)\b/i },
  { language: 'lit', codes: ['370'], domains: ['lt'], countries: /\b(?:lithuania|lietuva)\b/i },
  { language: 'est', codes: ['372'], domains: ['ee'], countries: /\b(?:estonia|eesti)\b/i },
  { language: 'ron', codes: ['40', '373'], domains: ['ro', 'md'], countries: /\b(?:romania|rom[aâ]nia|moldova)\b/i },
  {
    language: 'spa',
    codes: ['34', '52', '54', '56', '57', '51', '58', '53', '593', '591', '595', '598', '502', '503', '504', '505', '506', '507'],
    domains: ['es', 'mx', 'ar', 'cl', 'pe', 've', 'ec', 'uy', 'py', 'bo', 'cr', 'gt'],
    countries:
      /\b(?:spain|espa[ñn]a|m[eé]xico|argentina|chile|colombia|per[uú]|venezuela|ecuador|uruguay|paraguay|bolivia|costa\s+rica|guatemala)\b/i,
  },
  {
    language: 'por',
    codes: ['351', '55', '244', '258'],
    domains: ['pt', 'br', 'ao', 'mz'],
    countries: /\b(?:portugal|brazil|brasil|angola|mo[cç]ambique|mozambique)\b/i,
  },
  {
    language: 'fra',
    codes: ['33', '32', '352', '221', '225', '237', '223', '226', '229', '241'],
    domains: ['fr', 'be', 'lu', 'sn', 'ci', 'cm'],
    countries:
      /\b(?:france|belgi(?:um|que)|luxembourg|s[eé]n[eé]gal|c[oô]te\s+d['’]ivoire|cameroun|cameroon|mali|burkina\s+faso|b[eé]nin|gabon)\b/i,
  },
  {
    language: 'deu',
    codes: ['49', '43', '41', '423'],
    domains: ['de', 'at', 'ch', 'li'],
    countries: /\b(?:germany|deutschland|austria|[öo]sterreich|switzerland|schweiz|suisse|liechtenstein)\b/i,
  },
  { language: 'ita', codes: ['39'], domains: ['it'], countries: /\b(?:italy|italia)\b/i },
  { language: 'swe', codes: ['46'], domains: ['se'], countries: /\b(?:sweden|sverige)\b/i },
  { language: 'nor', codes: ['47'], domains: ['no'], countries: /\b(?:norway|norge)\b/i },
  { language: 'dan', codes: ['45'], domains: ['dk'], countries: /\b(?:denmark|danmark)\b/i },
  { language: 'fin', codes: ['358'], domains: ['fi'], countries: /\b(?:finland|suomi)\b/i },
  { language: 'isl', codes: ['354'], domains: ['is'], countries: /\b(?:iceland|[íi]sland)\b/i },
  { language: 'vie', codes: ['84'], domains: ['vn'], countries: /\b(?:vietnam|viet\s+nam|việt\s+nam)\b/i },
  { language: 'gle', codes: ['353'], domains: ['ie'], countries: /\b(?:ireland|[ée]ire)\b/i },
];

/** The languages this module may read with (each a data package, `@tesseract.js-data/<language>`). */
export const ACCENT_LANGUAGES: readonly OcrAccentLanguage[] = LANGUAGES.map(({ language }) => language);

/**
 * The language of the page's names, from its text as English read it: the country code of a number
 * written with one ("+36 20 …"), else a country named ("Szeged, Hungary"), else the country domain
 * of an e-mail address ("…@freemail.hu"; never .co or .me, which mail services use). Undefined for
 * a page of none of these (or of an English-speaking country).
 */
export function accentLanguage(text: string): OcrAccentLanguage | undefined {
  // A number: eight digits or more after the "+" ("+40% a year" is none).
  for (const [, digits] of text.matchAll(/(?:^|[^\w+])\+\s?(\d[\d\s().-]{6,}\d)/g)) {
    const run = digits!.replace(/\D/g, '');
    if (run.length < 8) continue;
    // The longest calling code the digits start with ("+421" before "+42…").
    for (const length of [3, 2, 1]) {
      const found = LANGUAGES.find(({ codes }) => codes.includes(run.slice(0, length)));
      if (run.length >= length && found) return found.language;
    }
  }
  const named = LANGUAGES.find(({ countries }) => countries.test(text));
  if (named) return named.language;
  for (const [, domain] of text.matchAll(/@[\w.-]+\.([a-z]{2})\b/gi)) {
    const found = LANGUAGES.find(({ domains }) => domains.includes(domain!.toLowerCase()));
    if (found) return found.language;
  }
  return undefined;
}

/** The word as letters without accents: "Jurečková" and "Jureckova" are the same word. */
export function withoutAccents(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıİ]/g, (letter) => (letter === 'ı' ? 'i' : 'I'))
    .replace(/[łŁ]/g, (letter) => (letter === 'ł' ? 'l' : 'L'))
    .replace(/[đĐ]/g, (letter) => (letter === 'đ' ? 'd' : 'D'))
    .replace(/[øØ]/g, (letter) => (letter === 'ø' ? 'o' : 'O'));
}

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

interface ReadWord {
  text: string;
  confidence?: number;
  bbox: Box;
}

/** A word of a name or a place: letters, with a hyphen, an apostrophe or a full stop at most. */
const LETTERS_WORD = /^[\p{L}'’.,-]+$/u;

/** How sure the second reading must be of a word (0–100) for its accents to be taken. */
const MIN_CONFIDENCE = 70;

/** A part of the page as read (its text, after any reading again, and the words it was read from). */
interface ReadPart {
  text: string;
  words: readonly ReadWord[];
}

/** A part that may be a name, and where it is on the page. */
export interface AccentCandidate {
  part: number;
  area: Rectangle;
}

/** Parts read again for accents, at most: the largest type first (a name is set larger than the text). */
const MOST_PARTS = 12;

/**
 * The parts a name (or a place) may be: one to six words of letters, one of them capitalised, and
 * no section heading ("Experience" is set large too). The largest type first, `MOST_PARTS` at most,
 * each with the rectangle of the words it was read from, with room above for a capital's accent
 * ("Á" stands over the line) and a little around.
 */
export function accentCandidates(parts: readonly ReadPart[]): AccentCandidate[] {
  return parts
    .flatMap((part, index) => {
      const tokens = part.text.trim().split(/\s+/);
      const named =
        part.words.length > 0 &&
        tokens.length <= 6 &&
        tokens.every((token) => LETTERS_WORD.test(token)) &&
        tokens.some((token) => /^\p{Lu}\p{L}/u.test(token)) &&
        !headingKind(part.text);
      if (!named) return [];
      const box = {
        left: least(part.words.map((word) => word.bbox.x0)),
        right: greatest(part.words.map((word) => word.bbox.x1)),
        top: least(part.words.map((word) => word.bbox.y0)),
        bottom: greatest(part.words.map((word) => word.bbox.y1)),
      };
      return [{ part: index, box }];
    })
    .sort((a, b) => b.box.bottom - b.box.top - (a.box.bottom - a.box.top))
    .slice(0, MOST_PARTS)
    .map(({ part, box }) => {
      const height = box.bottom - box.top;
      return {
        part,
        area: {
          left: Math.max(0, box.left - height * 0.5),
          right: box.right + height * 0.5,
          top: Math.max(0, box.top - height * 0.4),
          bottom: box.bottom + height * 0.2,
        },
      };
    });
}

/**
 * The parts with each word that `again` (the candidates' areas read in another language) reads
 * within the part's area as the same letters with accents (`accentsOf`) written as it reads them.
 * Only candidates' words of letters are changed: an address or a number never is.
 */
export function withAccentsRead<P extends ReadPart>(
  parts: readonly P[],
  candidates: readonly AccentCandidate[],
  again: readonly ReadWord[],
): P[] {
  const out = [...parts];
  for (const { part, area } of candidates) {
    const inside = again.filter(
      (word) =>
        (word.confidence ?? 100) >= MIN_CONFIDENCE &&
        /[^\p{ASCII}]/u.test(word.text) &&
        within((word.bbox.x0 + word.bbox.x1) / 2, area.left, area.right) &&
        within((word.bbox.y0 + word.bbox.y1) / 2, area.top, area.bottom),
    );
    if (inside.length === 0) continue;
    const text = out[part]!.text.replace(/\S+/g, (token) =>
      LETTERS_WORD.test(token)
        ? (inside.find((word) => word.text !== token && accentsOf(token, word.text))?.text ?? token)
        : token,
    );
    if (text !== out[part]!.text) out[part] = { ...out[part]!, text };
  }
  return out;
}

const within = (value: number, from: number, to: number) => value >= from && value <= to;

/**
 * The second reading is the English one with accents: the same letters once accents are taken off
 * ("IVÁN" of "IVAN"); or, where English read an accented letter as another ("Ledn" of "León",
 * "Huzanié" of "Huzanić") or left it out ("Patio" of "Patiño"), one or two letters that differ are
 * accented ones of the second reading, every other letter the same.
 */
function accentsOf(english: string, again: string): boolean {
  if (withoutAccents(english) === withoutAccents(again)) return true;
  const [a, b] = [[...english], [...again]];
  const accented = (letter: string) => /[^\p{ASCII}]/u.test(letter) && /\p{L}/u.test(letter);
  if (a.length === b.length && a.length >= 3) {
    const differ = a.flatMap((letter, i) => (letter === b[i] ? [] : [i]));
    return differ.length <= 2 && differ.every((i) => accented(b[i]!));
  }
  // One accented letter English did not read at all.
  return (
    b.length === a.length + 1 &&
    a.length >= 3 &&
    b.some((letter, i) => accented(letter) && [...b.slice(0, i), ...b.slice(i + 1)].join('') === english)
  );
}

/**
 * The areas cut out of the page and stacked one under another on white, a gap of paper between
 * them, so that one reading reads them all; `toPage` moves a box read on the stack back to where
 * it is on the page (undefined for one that is in no area).
 */
export function stacked(
  page: GreyImage,
  areas: readonly Rectangle[],
): { image: GreyImage; toPage: (box: Box) => Box | undefined } {
  const cuts = areas.map((area) =>
    crop(page, { left: area.left, top: area.top, width: area.right - area.left, height: area.bottom - area.top }),
  );
  const margin = 20;
  const width = greatest(cuts.map((cut) => cut.width)) + 2 * margin;
  const places: { top: number; height: number; area: Rectangle }[] = [];
  let y = margin;
  cuts.forEach((cut, i) => {
    places.push({ top: y, height: cut.height, area: areas[i]! });
    y += cut.height + Math.max(margin, Math.round(cut.height * 0.6));
  });
  const height = y + margin;
  const data = new Uint8Array(width * height).fill(255);
  cuts.forEach((cut, i) => {
    for (let row = 0; row < cut.height; row += 1)
      data.set(cut.data.subarray(row * cut.width, (row + 1) * cut.width), (places[i]!.top + row) * width + margin);
  });
  const toPage = (box: Box) => {
    const middle = (box.y0 + box.y1) / 2;
    const place = places.find(({ top, height }) => middle >= top && middle < top + height);
    if (!place) return undefined;
    const [dx, dy] = [Math.round(place.area.left) - margin, Math.round(place.area.top) - place.top];
    return { x0: box.x0 + dx, x1: box.x1 + dx, y0: box.y0 + dy, y1: box.y1 + dy };
  };
  return { image: { data, width, height }, toPage };
}

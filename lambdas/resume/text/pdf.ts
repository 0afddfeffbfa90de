/** PDF text layer extraction with unpdf (a serverless build of pdf.js). */
import { getResolvedPDFJS } from 'unpdf';
import { ResumeError } from '../errors';
import { RESUME_LIMITS } from '../limits';
import type { TextLine } from '../types';
import { checkPdfInflation } from './inflate-bounds';
import { ocrPdfPages } from './ocr';
import { orderTextBoxes, type TextBox } from './reading-order';
import { mailtoAddress } from './mailto';

interface PositionedItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

function isPositionedItem(item: object): item is PositionedItem {
  return 'str' in item && 'transform' in item;
}

export async function extractPdfLines(bytes: Uint8Array, signal: AbortSignal): Promise<TextLine[]> {
  // pdf.js inflates streams in JavaScript with no bound: inflate them within the budget first.
  await checkPdfInflation(bytes);
  // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
  const { getDocument } = await getResolvedPDFJS();
  const task = getDocument({
    data: bytes.slice(),
    useSystemFonts: true,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0, // errors only: no console warnings for every odd PDF
  });
  // Destroying the loading task stops parsing and frees the document, opened or not.
  const stop = () => void task.destroy();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const pdf = await openPdf(task.promise);
    if (pdf.numPages > RESUME_LIMITS.maxPages)
      throw new ResumeError('too-large', `The document has ${pdf.numPages} pages; at most ${RESUME_LIMITS.maxPages} are read.`);
    const lines: TextLine[] = [];
    const withoutText: number[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages && !signal.aborted; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const [, , , pageTop = 0] = page.view;
      const content = await page.getTextContent();
      const boxes: TextBox[] = [];
      const drawnSpaces: DrawnSpace[] = [];
      for (const item of content.items) {
        if (!isPositionedItem(item)) continue;
        const [scaleX = 0, skewY = 0, , scaleY = 0, x = 0, y = 0] = item.transform as number[];
        if (item.str.trim() === '') {
          // A space drawn on its own between two runs of type: the previous run ends a word.
          const previous = boxes.at(-1);
          if (item.str !== '' && previous && Math.abs(pageTop - y - previous.bottom) < 1) {
            previous.spaceAfter = true;
            drawnSpaces.push({ after: previous, left: x, right: x + item.width, bottom: pageTop - y });
          }
          continue;
        }
        const fontSize = Math.hypot(scaleY, skewY) || Math.abs(scaleX) || item.height;
        boxes.push({
          text: item.str,
          left: x,
          right: x + item.width,
          top: pageTop - y - fontSize,
          bottom: pageTop - y,
          fontSize,
        });
      }
      await withTrackedWordsApart(page, boxes);
      keepPlaceholdersInWords(boxes, drawnSpaces);
      addLinkedAddresses(boxes, await page.getAnnotations(), pageTop);
      for (const line of orderTextBoxes(mergeLetterSpacedWords(joinSmallCapitals(joinSpacedSingleLetters(boxes)))))
        lines.push({ ...line, page: pageNumber });
      if (readableCharacters(boxes) < MIN_PAGE_CHARACTERS) withoutText.push(pageNumber);
      page.cleanup();
    }
    // A scan: the first page has no text layer. Its first pages are read by OCR.
    if (withoutText[0] !== 1 || signal.aborted) return lines;
    const scanned = withoutText.filter((pageNumber) => pageNumber <= RESUME_LIMITS.ocrMaxPages);
    const read = await ocrPdfPages(pdf, bytes, scanned, signal);
    return [...lines.filter((line) => !scanned.includes(line.page!)), ...read].sort((a, b) => a.page! - b.page!);
  } finally {
    signal.removeEventListener('abort', stop);
    void task.destroy();
  }
}

/**
 * An e-mail address that is only a link's target ("✉ Email me" linking to mailto:…): the address
 * is put after the text of the link, so that it is read where the link is. Addresses the page's
 * text already holds are left alone.
 */
export function addLinkedAddresses(boxes: readonly TextBox[], annotations: readonly unknown[], pageTop: number): void {
  // Runs may split an address anywhere ("ALICIA.MORENO@BERKELEY" ".EDU"): compared without spaces.
  const text = boxes
    .map((box) => box.text)
    .join('')
    .replace(/\s+/g, '')
    .toLowerCase();
  for (const annotation of annotations) {
    const { url, rect } = (annotation ?? {}) as { url?: unknown; rect?: unknown };
    if (typeof url !== 'string' || !Array.isArray(rect) || rect.length !== 4) continue;
    const address = mailtoAddress(url);
    if (!address || text.includes(address.toLowerCase())) continue;
    const [x1, y1, x2, y2] = (rect as number[]).map(Number) as [number, number, number, number];
    const top = pageTop - Math.max(y1, y2);
    const bottom = pageTop - Math.min(y1, y2);
    // The link's text: the last run that lies within the link's area.
    const inside = boxes.filter(
      (box) => box.right > Math.min(x1, x2) && box.left < Math.max(x1, x2) && box.bottom > top && box.top < bottom,
    );
    const last = inside.at(-1);
    if (last) last.text = `${last.text} ${address}`;
  }
}

interface DrawnSpace {
  after: TextBox;
  left: number;
  right: number;
  bottom: number;
}

/**
 * LibreOffice draws a letter its font lacks ("ṇ" of "Pāṇinian") as a space in the text's font and
 * then the letter from a fallback font, later, in that very place. A space that a run of type
 * covers is such a placeholder, not a word space: "Pā" "ṇ" "inian" read as one word.
 */
export function keepPlaceholdersInWords(boxes: readonly TextBox[], spaces: readonly DrawnSpace[]): void {
  if (spaces.length === 0) return;
  const byBaseline = new Map<number, TextBox[]>();
  for (const box of boxes) {
    const key = Math.round(box.bottom);
    const row = byBaseline.get(key);
    if (row) row.push(box);
    else byBaseline.set(key, [box]);
  }
  // Bounded work on a page of many thousand runs on one line (hostile files are input too).
  let budget = 2_000_000;
  for (const space of spaces) {
    const width = space.right - space.left;
    const key = Math.round(space.bottom);
    const near = [key - 1, key, key + 1].flatMap((k) => byBaseline.get(k) ?? []);
    budget -= near.length;
    if (budget < 0) return;
    const covered = near.some(
      (box) =>
        box !== space.after &&
        Math.abs(box.bottom - space.bottom) < 1 &&
        Math.min(box.right, space.right) - Math.max(box.left, space.left) > width * 0.5,
    );
    if (width > 0 && covered) space.after.spaceAfter = false;
  }
}

/** Letters a tracked run needs before its words are looked for: a name or a heading, not "U K". */
const TRACKED_RUN_LETTERS = 6;

/** A pdf.js page, as far as reading its text goes; `keepWhiteSpace` reaches pdf.js by patches/unpdf-keep-white-space.mjs. */
interface TextContentPage {
  getTextContent(options?: object): Promise<{ items: object[] }>;
}

/**
 * Letter-spaced capitals ("LUX FYNN VINK" under CSS letter-spacing) come from pdf.js as "L U X F Y
 * N N V I N K": it drops the space glyph drawn between two words and puts one space in every gap
 * of tracked type, so the words are lost. Asked to keep drawn spaces (patches/unpdf-keep-white-
 * space.mjs), it reads "L U X   F Y N N   V I N K": the drawn space with the tracking on either
 * side. Only pages with such a run are read a second time, and only those runs take its words.
 */
export async function withTrackedWordsApart(page: TextContentPage, boxes: TextBox[]): Promise<void> {
  const tracked = boxes.filter(
    (box) => spelledPieces(box.text.trim().split(/ +/u)) && box.text.replace(/\s/g, '').length >= TRACKED_RUN_LETTERS,
  );
  if (tracked.length === 0) return;
  const spaced = (await page.getTextContent({ keepWhiteSpace: true })).items.filter(isPositionedItem);
  for (const box of tracked) {
    const letters = box.text.replace(/\s/g, '');
    const match = spaced.find(
      (item) => Math.abs((item.transform[4] ?? 0) - box.left) < 0.5 && item.str.replace(/\s/g, '') === letters,
    );
    const words = match && trackedRunWords(match.str);
    if (words) Object.assign(box, { text: words, letterSpaced: true });
  }
}

/**
 * Pieces of a run read letter by letter: most of them single letters, the rest pairs or clusters
 * that fonts kern and Chromium draws as one under letter spacing ("VA", "AWA", "KOVÁ").
 */
function spelledPieces(pieces: readonly string[]): boolean {
  return (
    pieces.length >= 2 &&
    pieces.every((piece) => [...piece].length <= 4) &&
    pieces.filter((piece) => [...piece].length === 1).length >= pieces.length * 0.6
  );
}

/**
 * The words of a tracked run read with its drawn spaces ("L U X   F Y N N" → "LUX FYNN", "VA L É R
 * I A   R .   I H N A Č Á KOVÁ" → "VALÉRIA R. IHNAČÁKOVÁ"): two or more words apart by two spaces
 * or more, spelled letter by letter. Anything else (a sentence with a wide word space) is no
 * tracked run: undefined.
 */
export function trackedRunWords(text: string): string | undefined {
  const words = text.trim().split(/ {2,}/u);
  if (words.length < 2 || !spelledPieces(words.flatMap((word) => word.split(' ')))) return undefined;
  return words.map((word) => word.replace(/ /g, '')).join(' ');
}

/** Letters and digits below which a page has no text layer (a page number, a stamp). */
const MIN_PAGE_CHARACTERS = 20;

function readableCharacters(boxes: readonly TextBox[]): number {
  return boxes.reduce((sum, box) => sum + box.text.replace(/[^\p{L}\p{N}]/gu, '').length, 0);
}

/** A comma or a full stop may follow the last letter ("V a r r i e r," before post-nominals). */
const LETTER_SPACED = /^\s*(?:\S ){2,}\S[,.]?\s*$/u;
/** Two spaced letters ("U L"): letter-spaced only beside a longer letter-spaced word. */
const SPACED_PAIR = /^\s*\S \S\s*$/u;

/**
 * A word spelled with a space between its letters, also when a kerned pair or three of capitals
 * is drawn as one run ("V E N K ATA R A M A N": Chromium under CSS letter spacing): four pieces
 * or more, three in four of them single letters. A hyphen or an apostrophe spaced like a letter
 * belongs to the word ("A L - K H AT I B", "O ’ S U L L I VA N").
 */
export function isLetterSpaced(text: string): boolean {
  if (LETTER_SPACED.test(text)) return true;
  // A line's last letter may carry the hyphen its word broke at ("TA B R I S O V-" / "AHROROVA").
  const pieces = text
    .trim()
    .replace(/(?<=\p{Lu})[-‐]$/u, '')
    .split(' ')
    .filter((piece) => !/^[-'’‘]$/u.test(piece));
  if (pieces.length === 3 && kernedCapitals(pieces)) return true;
  if (pieces.length < 4 || !pieces.every((piece) => /^\p{Lu}{1,3}$/u.test(piece))) return false;
  return pieces.filter((piece) => piece.length === 1).length >= pieces.length * 0.75;
}

/** Pairs of capitals that fonts kern, drawn as one run under CSS letter spacing ("AV", "YA", "LT", "TO"). */
const KERNED_PAIR = /^(?:A[TVWY]|[TVWY][A.,O]|L[TVWY]|[FP][A.,]|O[TVWY])$/u;

/**
 * "K AV YA": a short word in tracked capitals whose kerned pairs Chromium draws as one run each,
 * three pieces only. Each piece a capital or a pair that fonts kern, one a capital alone.
 */
function kernedCapitals(pieces: readonly string[]): boolean {
  const singles = pieces.filter((piece) => /^\p{Lu}$/u.test(piece)).length;
  return singles >= 1 && pieces.every((piece) => /^\p{Lu}$/u.test(piece) || KERNED_PAIR.test(piece));
}

/** At most this many em between two letters of a word typed with spaces between them. */
const SPACED_LETTER_GAP = 1.2;

/**
 * "H A N N A H" typed with no-break spaces between the letters (a Canva name in wide-spaced
 * capitals): Chromium draws each letter as a run of its own and each space as another, so no run
 * is letter-spaced and the letters 0.7 em apart are read as columns, line by line ("H" "M" "A" "Ü"
 * …). Three or more single letters on one baseline in one size, each with a space drawn after it
 * and within a letter gap of the next, evenly spaced (a word's letters, not words' in tracked
 * capitals, "YUKI TANAKA") and no other run beside them, are one letter-spaced run.
 */
export function joinSpacedSingleLetters(boxes: readonly TextBox[]): TextBox[] {
  const joined: TextBox[] = [];
  for (let i = 0; i < boxes.length; i += 1) {
    // Checked before the run is walked: each letter inside a run has its neighbour beside it, so a
    // run that was not taken is not walked again from each of its letters (quadratic on a long one).
    if (besideOnBaseline(boxes[i - 1], boxes[i])) {
      joined.push(boxes[i]!);
      continue;
    }
    let end = i;
    const gap = (boxes[i + 1]?.left ?? 0) - boxes[i]!.right;
    while (end + 1 < boxes.length && nextSpacedLetter(boxes[end]!, boxes[end + 1]!, gap)) end += 1;
    const alone = !besideOnBaseline(boxes[end], boxes[end + 1]);
    if (end - i < 2 || !alone || !/^\p{L}$/u.test(boxes[i]!.text.trim())) {
      joined.push(boxes[i]!);
      continue;
    }
    const letters = boxes.slice(i, end + 1);
    joined.push({
      ...letters[0]!,
      text: letters.map((box) => box.text.trim()).join(' '),
      right: letters.at(-1)!.right,
      spaceAfter: letters.at(-1)!.spaceAfter,
    });
    i = end;
  }
  return joined;
}

/**
 * Another run on the baseline within a letter gap: the letters are part of a longer letter-spaced
 * line ("R U K" "M" "I" "N" "I" "I Y E R"), which mergeLetterSpacedWords and reading order join.
 */
function besideOnBaseline(left: TextBox | undefined, right: TextBox | undefined): boolean {
  if (!left || !right || Math.abs(left.bottom - right.bottom) >= 1) return false;
  return right.left - left.right < left.fontSize * SPACED_LETTER_GAP * 2;
}

/** A word gap between spaced letters ("Y U K I   T A N A K A"): the letters' gaps differ by half. */
const EVEN_GAPS = 1.5;

function nextSpacedLetter(letter: TextBox, next: TextBox, gap: number): boolean {
  const own = next.left - letter.right;
  return (
    own <= gap * EVEN_GAPS &&
    own >= gap / EVEN_GAPS &&
    letter.spaceAfter === true &&
    /^\p{L}$/u.test(letter.text.trim()) &&
    /^\p{L}$/u.test(next.text.trim()) &&
    Math.abs(letter.bottom - next.bottom) < 1 &&
    Math.abs(letter.fontSize - next.fontSize) < 0.5 &&
    next.left > letter.right &&
    next.left - letter.right < letter.fontSize * SPACED_LETTER_GAP
  );
}

/**
 * pdf.js spells letter-spaced text (a common style for resume headings) with a space between
 * every letter, one item per word: "W O R K", "E X P E R I E N C E", with wide gaps between.
 * Such neighbours on one baseline become one box reading "WORK EXPERIENCE". Words typed apart by
 * several spaces under wide spacing ("M A R I A   D E   S O U Z A") stand up to 4 em apart: a
 * space drawn between them says they are still one line.
 */
export function mergeLetterSpacedWords(boxes: readonly TextBox[]): TextBox[] {
  const merged: TextBox[] = [];
  for (const box of boxes) {
    const previous = merged.at(-1);
    if (!isLetterSpaced(box.text) && !(previous?.letterSpaced && (SPACED_PAIR.test(box.text) || spacedInitial(box.text)))) {
      merged.push(box);
      continue;
    }
    const word = { ...box, text: box.text.replace(/ /g, '').trim() };
    const continues =
      previous?.letterSpaced &&
      Math.abs(previous.bottom - box.bottom) < 1 &&
      box.left > previous.right &&
      box.left - previous.right < box.fontSize * (previous.spaceAfter ? 4 : 2.5);
    if (previous && continues)
      merged[merged.length - 1] = {
        ...previous,
        text: `${previous.text} ${word.text}`,
        right: box.right,
        spaceAfter: box.spaceAfter,
      };
    else if (isLetterSpaced(box.text) || (previous?.letterSpaced && SPACED_PAIR.test(box.text) && lineBelow(previous, box)))
      merged.push({ ...word, letterSpaced: true });
    else merged.push(box);
  }
  return merged;
}

/**
 * A word of two letters on the line under a letter-spaced word in its type ("CLOVIS" / "D E" /
 * "DAVID", "JIAYI" / "W U"): spaced as that word is, so a word too.
 */
function lineBelow(previous: TextBox, box: TextBox): boolean {
  return (
    Math.abs(previous.fontSize - box.fontSize) < 0.5 &&
    box.top >= previous.bottom - previous.fontSize * 0.2 &&
    box.top - previous.bottom < previous.fontSize * 1.5
  );
}

/**
 * "KAVYA" then "S." (drawn "S ." under letter spacing, joined as an initial first): a middle
 * initial after a letter-spaced word, within its gap, goes on with it ("KAVYA S." / "NAIR").
 */
function spacedInitial(text: string): boolean {
  return /^\s*\p{Lu}\.\s*$/u.test(text);
}

/** A word's full-size capital, after a hyphen when it starts the second half of a name ("-W"). */
const SMALL_CAPS_INITIAL = /^[-‐]?\s?\p{Lu}$/u;
/** The rest of the word in small capitals, letter-spaced or not ("L U W A S E U N"), or one letter ("Te": "T" "E"). */
const SMALL_CAPS_REST = /^\p{Lu}(?: ?\p{Lu})*$/u;
/** An initial under letter spacing, its full stop spaced like a letter: "M ." */
const SPACED_INITIAL = /^(\p{Lu}) \.$/u;

/**
 * Words in small capitals (CSS `font-variant: small-caps`, Word's Small Caps) are drawn as a
 * capital and a run of smaller capitals; with letter spacing LibreOffice draws a space between
 * the two ("O" " " "L U W A S E U N"), read as a word gap: "O LUWASEUN A DEBAYO -W ILLIAMS". A
 * capital followed within a letter gap by capitals a tenth to two fifths smaller on its baseline
 * is one word with them, and so is a hyphen-led half that follows such a word ("ADEBAYO-WILLIAMS").
 */
export function joinSmallCapitals(boxes: readonly TextBox[]): TextBox[] {
  const joined: TextBox[] = [];
  let lastWord: TextBox | undefined;
  for (let i = 0; i < boxes.length; i += 1) {
    const initial = withSpacedInitialJoined(boxes[i]!);
    const rest = boxes[i + 1];
    if (!rest || !isSmallCapsWord(initial, rest)) {
      joined.push(initial);
      lastWord = undefined;
      continue;
    }
    const letters = [rest, ...smallCapsLettersAfter(boxes, i + 1, initial.fontSize)];
    const last = letters.at(-1)!;
    const word: TextBox = {
      ...initial,
      text: [initial, ...letters]
        .map((box) => box.text)
        .join('')
        .replace(/\s+/g, ''),
      right: last.right,
      top: Math.min(initial.top, rest.top),
      spaceAfter: last.spaceAfter,
    };
    i += letters.length;
    if (lastWord && /^[-‐]/.test(word.text) && word.left - lastWord.right < initial.fontSize * 0.3) {
      Object.assign(lastWord, { text: lastWord.text + word.text, right: word.right, spaceAfter: word.spaceAfter });
      continue;
    }
    joined.push(word);
    lastWord = word;
  }
  return joined;
}

/**
 * Chromium draws tracked small capitals one letter a run ("A" 28 pt, then "R" "O" "H" "A" 19.5 pt,
 * each with a space run after it): the small letters after the first, each a single capital in
 * the first one's size and within a letter gap of the one before, are the rest of the word.
 */
function smallCapsLettersAfter(boxes: readonly TextBox[], first: number, initialSize: number): TextBox[] {
  const letters: TextBox[] = [];
  let previous = boxes[first]!;
  for (let i = first + 1; i < boxes.length; i += 1) {
    const box = boxes[i]!;
    const gap = box.left - previous.right;
    if (
      !/^\p{Lu}$/u.test(box.text.trim()) ||
      !/^\p{Lu}$/u.test(previous.text.trim()) ||
      Math.abs(box.fontSize - previous.fontSize) > 0.1 ||
      Math.abs(box.bottom - previous.bottom) >= 1 ||
      gap <= -1 ||
      gap >= initialSize * 0.3
    )
      break;
    letters.push(box);
    previous = box;
  }
  return letters;
}

/** "M ." → "M.": a tracked initial, so that the name reads "Aroha M. Te Rangi". */
function withSpacedInitialJoined(box: TextBox): TextBox {
  const match = SPACED_INITIAL.exec(box.text.trim());
  return match ? { ...box, text: `${match[1]}.` } : box;
}

function isSmallCapsWord(initial: TextBox, rest: TextBox): boolean {
  const ratio = rest.fontSize / initial.fontSize;
  const gap = rest.left - initial.right;
  return (
    SMALL_CAPS_INITIAL.test(initial.text.trim()) &&
    SMALL_CAPS_REST.test(rest.text.trim()) &&
    ratio >= 0.6 &&
    ratio <= 0.9 &&
    Math.abs(initial.bottom - rest.bottom) < 1 &&
    gap > -1 &&
    gap < initial.fontSize * 0.3
  );
}

async function openPdf<T>(opening: Promise<T>): Promise<T> {
  try {
    return await opening;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') throw new ResumeError('encrypted', 'The PDF is password-protected.');
    throw new ResumeError('corrupt', 'The PDF could not be read.');
  }
}

/**
 * OCR for PDF pages without a text layer (scanned resumes), fully offline: tesseract.js (wasm)
 * with the English LSTM model from the @tesseract.js-data/eng package, so nothing is fetched at
 * run time. A scanned page is one large picture: its pixels are taken from pdf.js as decoded and
 * handed to tesseract as a greyscale PGM (no canvas needed). A page drawn some other way (vector
 * outlines, several pictures) is rendered by pdf.js onto @napi-rs/canvas instead.
 *
 * tesseract.js runs its own worker thread; it is terminated when the work ends or is aborted.
 */
import { createRequire } from 'node:module';
import type Tesseract from 'tesseract.js';
import { dirname, join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import type { TextLine } from '../types';
import { RESUME_LIMITS } from '../limits';
import { cleanOcrText } from './ocr-cleanup';
import { accentCandidates, accentLanguage, stacked, withAccentsRead } from './ocr-diacritics';
import {
  bandCells,
  blanked,
  crop,
  darkBands,
  darkColumns,
  estimateSkew,
  framed,
  invertDarkAreas,
  resize,
  squeeze,
  straighten,
  toPgmBytes,
  withColumnInverted,
  withoutUnderlines,
  type GreyImage,
  type Rectangle,
} from './scan-image';
import { greatest, least, median } from '../extremes';
import { lostLines } from './lost-lines';
import { headingKind } from '../headings';

/** The subset of pdf.js's document proxy this module uses (unpdf does not export the type). */
export interface PdfDocument {
  getPage(pageNumber: number): Promise<{ view: number[] }>;
}

interface PageImage {
  /** Greyscale PGM, or PNG from the canvas renderer. */
  image: Buffer;
  /** The prepared pixels of a scanned page (not of a rendered one), for reading parts again. */
  grey?: GreyImage;
  dpi: number;
  /** Dark columns (sidebars), left out of `image` and read apart, each cut out of `grey`. */
  columns?: Rectangle[];
  /**
   * Each dark band cut into cells (`bandCells`, a strip of it holding two or more), its cells in
   * reading order, left out of `image` and read apart.
   */
  bandRows?: Rectangle[][];
}

/** A rectangle of the page as scanned, on the page enlarged by `factor`. */
function scaled(area: Rectangle, factor: number): Rectangle {
  if (factor === 1) return area;
  const at = (value: number) => Math.round(value * factor);
  return { left: at(area.left), right: at(area.right), top: at(area.top), bottom: at(area.bottom) };
}

/** Lines of the given pages, read by OCR; `ocr: true` on each. */
export async function ocrPdfPages(
  pdf: PdfDocument,
  bytes: Uint8Array,
  pageNumbers: readonly number[],
  signal: AbortSignal,
  settings: ScanSettings = DEFAULT_SCAN_SETTINGS,
): Promise<TextLine[]> {
  if (pageNumbers.length === 0) return [];
  const Tesseract = (await import('tesseract.js')).default;
  const worker = await englishWorker();
  // An aborted read may leave tesseract mid-page: that worker is never used again.
  const stop = () => void dropWorker(worker);
  signal.addEventListener('abort', stop, { once: true });
  // Aborted while the engine started: nothing may go on reading in the background, or the next
  // scan in this thread would queue behind it.
  if (signal.aborted) stop();
  try {
    const lines: TextLine[] = [];
    const budget = { fragmented: RESUME_LIMITS.ocrMaxRereads, unsure: OCR_MAX_UNSURE_REREADS };
    for (const pageNumber of pageNumbers) {
      if (signal.aborted) break;
      const page = await pageImage(pdf, bytes, pageNumber, settings);
      if (!page || signal.aborted) continue;
      // Automatic page segmentation (tesseract.js defaults to one uniform block, which loses a
      // name set large above the rest, and columns).
      await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO, user_defined_dpi: String(Math.round(page.dpi)) });
      if (signal.aborted) break;
      const read = await linesOfPage(worker, page, Tesseract.PSM);
      const pageLines = page.grey ? withUnderscoresRead(read, page.grey) : read;
      const unaccented = await partsOfPage(pageLines, page.dpi, budget, (words, several) =>
        signal.aborted ? Promise.resolve(undefined) : readAsOneLine(worker, page, words, Tesseract.PSM, several),
      );
      const parts = await withPageAccents(unaccented, page, signal);
      if (signal.aborted) break;
      for (const part of sameTypeSized(displayNameJoined(displayLinesTogether(continuedNumbersTogether(parts)), page.dpi)))
        lines.push({ text: cleanOcrText(part.text), page: pageNumber, fontSize: part.fontSize, ocr: true });
    }
    return lines;
  } catch (error) {
    void dropWorker(worker);
    // Aborted (time limit): the caller has already answered; the terminated engine's errors are noise.
    if (signal.aborted) return [];
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
    // Kept only inside the extraction worker (isolated.ts): on a main thread the engine's own
    // thread would keep the process alive for the idle minute.
    if (kept?.worker === worker) {
      if (isMainThread) void dropWorker(worker);
      else keepIdle();
    }
  }
}

type OcrWorker = Tesseract.Worker;

/**
 * The page's parts with the accents of its names' language read (ocr-diacritics.ts): the parts a
 * name may be, read again by that language's model, started for this page and ended after it. A
 * language whose model is not installed, or a failure of the second reading, leaves the parts as
 * English read them.
 */
async function withPageAccents(parts: OcrPart[], page: PageImage, signal: AbortSignal): Promise<OcrPart[]> {
  const language = accentLanguage(parts.map((part) => part.text).join('\n'));
  if (!language || !page.grey || signal.aborted) return parts;
  const candidates = accentCandidates(parts);
  if (candidates.length === 0) return parts;
  const Tesseract = (await import('tesseract.js')).default;
  let worker: OcrWorker | undefined;
  const stop = () => void worker?.terminate().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    worker = await startWorker(language, modelDataPath(language));
    if (signal.aborted) return parts;
    const { image, toPage } = stacked(page.grey, withinPageHeight(candidates, page.grey.height));
    await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO, user_defined_dpi: String(Math.round(page.dpi)) });
    const { data } = await worker.recognize(toPgmBytes(image), {}, { text: false, blocks: true });
    const words = (data.blocks ?? [])
      .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)))
      .flatMap((word) => {
        const bbox = toPage(word.bbox);
        return bbox ? [{ ...word, bbox }] : [];
      });
    return withAccentsRead(parts, candidates, words);
  } catch {
    return parts;
  } finally {
    signal.removeEventListener('abort', stop);
    stop();
  }
}

/**
 * The candidates' areas, largest type first, as long as together they are no taller than the page:
 * the stacked picture never costs more than reading the page again (a crafted page of huge words
 * would otherwise stack twelve pages' height).
 */
function withinPageHeight(candidates: readonly { area: Rectangle }[], height: number): Rectangle[] {
  let used = 0;
  return candidates.map(({ area }) => area).filter((area) => (used += area.bottom - area.top) <= height);
}

type OcrLine = Tesseract.Line;

/**
 * The page's lines as tesseract reads them, and a dark column's (a sidebar, `darkColumns`) read
 * apart from the rest, inverted: read with the page, its lines came interleaved with the main
 * column's ("Ven kata" / "Owned delivery for …" / "Ra mana") and its small grey labels on the dark
 * ("MOBILE", "HOME") not at all, so that a landline was taken for the mobile. A column on the left
 * comes first, one on the right after the main column, as text documents read them.
 */
async function linesOfPage(worker: OcrWorker, page: PageImage, psm: typeof Tesseract.PSM): Promise<OcrLine[]> {
  // An area read apart sits on a margin of paper, as a page does: cut to its edge, its first line
  // was sometimes not read.
  const margin = Math.round(page.dpi * 0.4);
  const areaOf = (area: Rectangle) => ({
    left: area.left,
    top: area.top,
    width: area.right - area.left,
    height: area.bottom - area.top,
  });
  const shift = (area: Rectangle) => ({ left: area.left - margin, top: area.top - margin });
  const linesOf = async (image: Buffer, offset = { left: 0, top: 0 }) => {
    const { data } = await worker.recognize(image, {}, { text: false, blocks: true });
    const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
    return offset.left === 0 && offset.top === 0 ? lines : lines.map((line) => shifted(line, offset));
  };
  const { data } = await worker.recognize(page.image, {}, { text: false, blocks: true });
  const main = linesEndsInPlace(
    (data.blocks ?? []).map((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines)),
    page.grey?.width ?? Number.POSITIVE_INFINITY,
  );
  if (!page.grey) return main;
  // Display type the page's layout left out (a name under a bar of small contacts): read alone, as one line, in its place.
  const readApart = [...(page.columns ?? []), ...(page.bandRows ?? []).flat()];
  const lost = lostLines(
    page.grey,
    main.map(({ bbox }) => ({ left: bbox.x0, right: bbox.x1, top: bbox.y0, bottom: bbox.y1 })),
    readApart,
  );
  if (lost.length > 0) {
    await worker.setParameters({ tessedit_pageseg_mode: psm.SINGLE_LINE });
    for (const area of lost) {
      const lines = await linesOf(toPgmBytes(framed(crop(page.grey, areaOf(area)), margin)), shift(area));
      const at = main.findIndex((line) => line.bbox.y0 >= area.top);
      main.splice(at < 0 ? main.length : at, 0, ...lines);
    }
    await worker.setParameters({ tessedit_pageseg_mode: psm.AUTO });
  }
  // A band's cells, each read as a page of its own, in its place among the page's lines.
  for (const row of page.bandRows ?? []) {
    const lines: OcrLine[] = [];
    for (const cell of row) {
      const image = framed(withoutUnderlines(crop(page.grey, areaOf(cell)), page.dpi), margin);
      lines.push(...(await linesOf(toPgmBytes(image), shift(cell))));
    }
    const at = main.findIndex((line) => line.bbox.y0 >= row[0]!.top);
    main.splice(at < 0 ? main.length : at, 0, ...lines);
  }
  if (!page.columns?.length) return main;
  const before: OcrLine[] = [];
  const after: OcrLine[] = [];
  // A sidebar is one column of lines of several sizes; read as a page, a line of it was at times
  // left out (the mobile number under a name in large type).
  await worker.setParameters({ tessedit_pageseg_mode: psm.SINGLE_COLUMN });
  for (const column of page.columns) {
    const lines = await linesOf(toPgmBytes(framed(crop(page.grey, areaOf(column)), margin)), shift(column));
    (column.left + column.right < page.grey.width ? before : after).push(...lines);
  }
  await worker.setParameters({ tessedit_pageseg_mode: psm.AUTO });
  return [...before, ...main, ...after];
}

/**
 * A line's end in letter-spaced type that tesseract's page layout set apart as a block of its own
 * and read after everything else: "+91 97170 55432 | abhishek.verma.dev@gmail.com" at the top,
 * "Gurugram," at the bottom (an address at the end of such a line would be as far from its
 * label). A block of one line on the band of an earlier line that reaches past the page's middle,
 * to its right and within a few line heights of its end, is moved to follow that line. A column
 * beside, of several lines, stays, and so does a value beside a column of labels.
 */
export function linesEndsInPlace<T extends { words: readonly OcrWord[] }>(
  blocks: readonly (readonly T[])[],
  pageWidth: number,
): T[] {
  const lines = blocks.flat();
  const lone = new Set(blocks.filter((block) => block.length === 1).map((block) => block[0]!));
  const box = (line: T) => ({
    left: least(line.words.map((word) => word.bbox.x0)),
    right: greatest(line.words.map((word) => word.bbox.x1)),
    top: least(line.words.map((word) => word.bbox.y0)),
    bottom: greatest(line.words.map((word) => word.bbox.y1)),
  });
  for (const end of [...lone]) {
    if (end.words.length === 0) continue;
    const tail = box(end);
    const at = lines.indexOf(end);
    const start = lines.slice(0, at).findLast((line) => {
      if (line.words.length === 0 || lone.has(line)) return false;
      const head = box(line);
      const height = Math.min(head.bottom - head.top, tail.bottom - tail.top);
      const overlap = Math.min(head.bottom, tail.bottom) - Math.max(head.top, tail.top);
      // A line past the page's middle: no column of labels beside their values (a Europass CV).
      return (
        overlap >= height * 0.6 && head.right > pageWidth / 2 && tail.left > head.right && tail.left - head.right <= 6 * height
      );
    });
    if (!start || lines.indexOf(start) === at - 1) continue;
    lines.splice(at, 1);
    lines.splice(lines.indexOf(start) + 1, 0, end);
  }
  return lines;
}

/**
 * An e-mail address's underscore read as a word space ("valeria ihnacakova65@yahoo.com" for
 * "valeria_ihnacakova65@…"): the underscore is a thin stroke at the foot of the type, which
 * tesseract drops, keeping only the gap it fills. Two words of a line, the second an address and the
 * first a run of letters, digits, dots or hyphens, are one address joined by "_" when the gap
 * between their boxes holds such a stroke: a row near the words' foot inked across most of the gap,
 * with no ink above it up to the small letters' middle (no letter, no mark of a label).
 */
export function withUnderscoresRead<L extends { words: readonly OcrWord[] }>(lines: readonly L[], image: GreyImage): L[] {
  return lines.map((line) => {
    const words = [...line.words];
    let changed = false;
    for (let i = words.length - 2; i >= 0; i -= 1) {
      const [a, b] = [words[i]!, words[i + 1]!];
      if (!/^[a-z0-9][a-z0-9._-]*$/i.test(a.text) || !/^_?[a-z0-9][a-z0-9._-]*@/i.test(b.text)) continue;
      // Read, but as a word of its own: "gemini _pandeysethi50@gmail.com".
      const read = b.text.startsWith('_') || a.text.endsWith('_');
      if (!read && !underscoreBetween(image, a.bbox, b.bbox)) continue;
      const bbox = {
        x0: Math.min(a.bbox.x0, b.bbox.x0),
        x1: Math.max(a.bbox.x1, b.bbox.x1),
        y0: Math.min(a.bbox.y0, b.bbox.y0),
        y1: Math.max(a.bbox.y1, b.bbox.y1),
      };
      words.splice(i, 2, {
        ...a,
        text: `${a.text.replace(/_$/, '')}_${b.text.replace(/^_/, '')}`,
        bbox,
        confidence: Math.min(a.confidence ?? 100, b.confidence ?? 100),
      });
      changed = true;
    }
    return changed ? { ...line, words } : line;
  });
}

/**
 * The gap between two words' boxes holds an underscore (`withUnderscoresRead`): under the words'
 * foot, a stroke at least a third of the small letters' height long where the two words meet (tesseract's
 * boxes may take it in), with paper between it and the foot (a descender hangs from its letter), and
 * none under the middle of the first word (an underlined link's line runs under all of it).
 */
export function underscoreBetween(image: GreyImage, a: OcrWord['bbox'], b: OcrWord['bbox']): boolean {
  const { data, width, height } = image;
  // The small letters' height: the shorter word's box (an address has "@" and often descenders).
  const size = Math.min(a.y1 - a.y0, b.y1 - b.y0);
  if (size <= 0 || b.x0 - a.x1 > size * 1.5 || b.x0 < a.x1 - size * 0.2) return false;
  const ink = (x: number, y: number) => y >= 0 && y < height && x >= 0 && x < width && data[y * width + x]! < 160;
  const reach = Math.round(size * 0.3);
  const [from, to] = [Math.round(a.x1 - size), Math.round(b.x0 + size)];
  const foot = Math.min(a.y1, b.y1);
  const middle = Math.round((a.x0 + a.x1) / 2);
  for (let y = foot + 1; y <= foot + Math.round(size * 0.45); y += 1)
    for (let x = from; x < to; x += 1) {
      if (!ink(x, y)) continue;
      let end = x;
      while (end < to && ink(end, y)) end += 1;
      const [start, stop] = [x, end];
      x = end;
      if (stop - start < Math.max(3, size * 0.35) || start > b.x0 + reach || stop < a.x1 - reach) continue;
      // Longer than an underscore: an underline under the address, or a rule.
      if (start <= from || stop >= to) continue;
      if (ink(middle, y) || ink(middle, y + 1)) continue;
      if (paperAbove(ink, start, stop, foot + 1, y)) return true;
    }
  return false;
}

/**
 * Ink between a stroke and the words' foot is a tenth of the stroke's length at most (paper, not a
 * descender). Counting stops once past it: a hostile page's huge words would make the full count cubic.
 */
function paperAbove(ink: (x: number, y: number) => boolean, start: number, stop: number, top: number, bottom: number): boolean {
  const most = (stop - start) * 0.1;
  let between = 0;
  for (let row = top; row < bottom; row += 1)
    for (let col = start; col < stop; col += 1) if (ink(col, row) && (between += 1) > most) return false;
  return true;
}

/** A line read from a part of the page, its boxes moved to where that part is on the page. */
function shifted(line: OcrLine, { left, top }: { left: number; top: number }): OcrLine {
  const move = <B extends { x0: number; x1: number; y0: number; y1: number }>(box: B): B => ({
    ...box,
    x0: box.x0 + left,
    x1: box.x1 + left,
    y0: box.y0 + top,
    y1: box.y1 + top,
  });
  return { ...line, bbox: move(line.bbox), words: line.words.map((word) => ({ ...word, bbox: move(word.bbox) })) };
}

/**
 * The tesseract worker with the English model loaded, kept between scans in this (extraction)
 * thread: starting it (the wasm engine and the model) takes about a second on an idle machine and
 * three on a loaded one. It is terminated after `ocrWorkerIdleMs` without a scan, on any failure
 * or abort, and with the thread.
 */
let kept: { worker: OcrWorker; idleTimer?: NodeJS.Timeout } | undefined;

async function englishWorker(): Promise<OcrWorker> {
  if (kept) {
    clearTimeout(kept.idleTimer);
    return kept.worker;
  }
  const worker = await startWorker('eng', englishDataPath());
  kept = { worker };
  return worker;
}

/** A tesseract worker with a language's LSTM model from `langPath`, read offline (no cache, no network). */
async function startWorker(language: string, langPath: string): Promise<OcrWorker> {
  const Tesseract = (await import('tesseract.js')).default;
  return Tesseract.createWorker(language, Tesseract.OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true });
}

function keepIdle(): void {
  if (!kept) return;
  const { worker } = kept;
  kept.idleTimer = setTimeout(() => void dropWorker(worker), RESUME_LIMITS.ocrWorkerIdleMs);
  kept.idleTimer.unref();
}

async function dropWorker(worker: OcrWorker): Promise<void> {
  if (kept?.worker === worker) {
    clearTimeout(kept.idleTimer);
    kept = undefined;
  }
  await worker.terminate().catch(() => undefined);
}

/** Where the English model is (`RESUME_OCR_LANG_PATH` overrides it). */
export function englishDataPath(): string {
  return process.env.RESUME_OCR_LANG_PATH || modelDataPath('eng');
}

/**
 * Where a language's model is: its data package `@tesseract.js-data/<language>`. In the Lambda
 * bundle the data packages are shipped as node modules beside the handler
 * (infra/cloud/ocr-bundling.ts), so resolution works the same way.
 */
export function modelDataPath(language: string): string {
  const require = createRequire(import.meta.url);
  // The LSTM-only "best_int" model: 2.9 MB instead of 10.9 MB for English, and the engine mode we run.
  return join(dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0_best_int');
}

interface OcrWord {
  text: string;
  /** 0–100, as tesseract reports it; taken as sure when absent. */
  confidence?: number;
  bbox: { x0: number; x1: number; y0: number; y1: number };
}

/**
 * A line tesseract read across two columns ("Reach Me          Rohan Deshmukh": a sidebar label
 * beside the name, on a slightly skewed page) is split where the gap between two words is far
 * wider than a space: several times the height of the type.
 */
export function columnsOf<T extends OcrWord>(words: readonly T[]): T[][] {
  if (words.length === 0) return [];
  const heights = words.map((word) => word.bbox.y1 - word.bbox.y0).sort((a, b) => a - b);
  const height = Math.max(1, heights[Math.floor(heights.length / 2)]!);
  const parts: T[][] = [[words[0]!]];
  for (let i = 1; i < words.length; i += 1) {
    const gap = words[i]!.bbox.x0 - words[i - 1]!.bbox.x1;
    if (gap > RESUME_LIMITS.ocrColumnGapHeights * height) parts.push([]);
    parts.at(-1)!.push(words[i]!);
  }
  return parts;
}

/**
 * A line tesseract read in pieces: half its words or more one or two letters long, two of them
 * single letters, as large type at a fine resolution sometimes comes out ("C h loé Lefev re- D u bo
 * S"), or three single letters (not "a" or "I") among four words or more ("Mari sol E C h eve rria"). Initials
 * ("A. K. Sharma") and short words in a sentence are not that: they carry a dot or are a minority.
 */
export function isFragmented(text: string): boolean {
  const words = text.split(' ').filter(Boolean);
  const pieces = words.filter((word) => /^\p{L}{1,2}-?$/u.test(word)).length;
  const letters = words.filter((word) => /^\p{L}$/u.test(word)).length;
  // Not counting the one-letter English words "a" and "I".
  const strays = words.filter((word) => /^\p{L}$/u.test(word) && !/^[aAI]$/.test(word)).length;
  return (words.length >= 4 && ((pieces * 2 >= words.length && letters >= 2) || strays >= 3)) || mixedIntoCapitals(words);
}

/**
 * Letter-spaced capitals read with small letters among them ("KWABENA OWUuUSsSu": each spaced
 * capital taken for a capital and a small letter): a line of two or more words, the others in
 * capitals, where a word of capitals has a small letter before a capital, or a letter read twice,
 * small then capital ("oO LIVER" in letter-spaced serif capitals).
 */
function mixedIntoCapitals(words: readonly string[]): boolean {
  const letters = words.map((word) => word.replace(/[^\p{L}]/gu, '')).filter((word) => word.length >= 2);
  if (letters.length < 2) return false;
  const capitals = letters.filter((word) => word === word.toUpperCase()).length;
  const mixed = letters.filter((word) => (/^\p{Lu}{2}/u.test(word) && /\p{Ll}\p{Lu}/u.test(word)) || readTwice(word)).length;
  return mixed >= 1 && capitals + mixed === letters.length && capitals >= 1;
}

/** A spaced capital read as its small letter and itself ("oO LIVER", "OWUuUSsSu"); never "iOS". */
function readTwice(word: string): boolean {
  return [...word].some((letter, i) => i + 1 < word.length && /\p{Ll}/u.test(letter) && word[i + 1] === letter.toUpperCase());
}

/**
 * The parts of a page's OCR lines worth keeping, each a column's share of a line (`columnsOf`).
 * Confidence is judged part by part, from its words: a line tesseract read across a column gap
 * can be half a good phone number and half noise ("4567 SL RA RELL ra"), or a name beside a box
 * whose smaller type came out as one unreadable word ("Harish Chandra Pillai Prisogeticdontil").
 * A part read in pieces, or too unsure to keep, is read again alone as one line (`reread`), within
 * the budget for the document; an unsure part's second read replaces it only when it is sure.
 */
export async function partsOfPage(
  lines: readonly { words: readonly OcrWord[] }[],
  dpi: number,
  budget: { fragmented: number; unsure: number },
  reread: (words: readonly OcrWord[], several?: boolean) => Promise<{ text: string; confidence: number } | undefined>,
): Promise<OcrPart[]> {
  const parts: OcrPart[] = [];
  for (const line of lines)
    for (const words of columnsOf(line.words).flatMap(withStackedLinesApart)) {
      let text = joinWords(words);
      let confidence = meanConfidence(judged(words));
      const sure = confidence >= RESUME_LIMITS.ocrMinLineConfidence;
      // Large type read in pieces ("C h loé Lefev re- D u bo S"): read again as one line.
      if (sure && budget.fragmented > 0 && isFragmented(text)) {
        budget.fragmented -= 1;
        const again = await reread(words);
        if (again && !isFragmented(again.text)) text = again.text;
      }
      // Unreadable as read with the lines around it: read alone, as one line, once more, or as the
      // two or three lines it may be (a banner's cell of contacts beside a line of the other cell
      // came out as one word: "Mining Engineer Era ii a)"). Only a sure second read replaces it:
      // noise read alone is still noise ("= — Te y", 48).
      if (!sure && budget.unsure > 0 && worthRereading(words, dpi)) {
        budget.unsure -= 1;
        const again = await reread(words, true);
        if (again && again.confidence >= OCR_MIN_REREAD_CONFIDENCE) ({ text, confidence } = again);
      }
      const lineCount = text.split('\n').length;
      if (lineCount > 1) {
        const size = typeSize(words, dpi);
        for (const each of text.split('\n')) parts.push({ text: each, words, fontSize: size && size / lineCount });
        continue;
      }
      const fontSize = typeSize(words, dpi);
      const contact =
        confidence < RESUME_LIMITS.ocrMinLineConfidence ? (numberAfterIcon(text) ?? addressAfterMark(text)) : undefined;
      if (contact) text = contact;
      else if (confidence < RESUME_LIMITS.ocrMinLineConfidence || !isText(text, fontSize)) continue;
      parts.push({ text, words, fontSize });
    }
  return parts;
}

/** How far, in the line's type heights, a cell's stacked lines stand from the name before them. */
const STACKED_CELL_GAP = 0.6;

/**
 * A line's last words apart from the rest when they are the lines of a cell beside it, read into
 * the line as one word: a name in large type beside a cell of contacts stacked in small type came
 * out as "GEMINI DHANANJAY PANDEY- Ciosizeizas", the three lines of contacts one word of confidence
 * 0 taller than the name's capitals. Among the words at the line's end that tesseract is unsure of
 * (under 30), the first at least a quarter taller than the line's other words and those after it
 * are a part of their own, read again as the lines they are (`partsOfPage`), when the words before
 * are a name's (capitalised words of letters).
 */
export function withStackedLinesApart<T extends OcrWord>(words: readonly T[]): T[][] {
  let at = words.length;
  while (at > 1 && (words[at - 1]!.confidence ?? 100) < 30) at -= 1;
  if (at === words.length || at === 0) return [[...words]];
  const usual = median(words.slice(0, at).map((word) => word.bbox.y1 - word.bbox.y0))!;
  const tall = words.findIndex((word, i) => i >= at && word.bbox.y1 - word.bbox.y0 >= usual * 1.25);
  // Only after words of a name (capitalised, no digits): a number's line keeps its end.
  const named = words.slice(0, Math.max(0, tall)).every((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word.text));
  // Another cell stands apart from the name by more than a word's gap; the end of the name's own
  // last word, taller by its accent ("MULL" + "ÜER" of "MÜLLER"), does not.
  const apart = tall > 0 && words[tall]!.bbox.x0 - words[tall - 1]!.bbox.x1 >= usual * STACKED_CELL_GAP;
  return tall > 0 && named && apart ? [words.slice(0, tall), words.slice(tall)] : [[...words]];
}

/**
 * "[512.555.0148": a phone number glued to the icon before it, read as one word that tesseract is
 * unsure of (a word is as sure as its worst glyph, the icon's). The number alone, when the rest is
 * a number of 7 to 15 digits written as numbers are (digits, spaces, dots, dashes, brackets).
 */
export function numberAfterIcon(text: string): string | undefined {
  const match = /^[^\p{L}\p{N}+(]{0,3}([+(]?\d[\d .()-]*\d)$/u.exec(text.trim());
  if (!match) return undefined;
  // Not a span of years ("2019 - 2021").
  if (/^(?:19|20)\d\d\s*-\s*(?:19|20)\d\d$/.test(match[1]!)) return undefined;
  const digits = match[1]!.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? match[1] : undefined;
}

/** Endings of addresses beyond a country's two letters. */
const ADDRESS_ENDINGS = 'com|org|net|edu|gov|mil|int|info|biz|io|dev|ai|app|tech|me|co|engineering|email|online|name|pro';

/**
 * ":kbalaji.raghavan@yahoo.co.in" read as ".kbalaji…": an e-mail address glued to a label's colon
 * or an icon, one word that tesseract is unsure of (as sure as its worst glyph). The address
 * alone, when the rest is a well-formed address ending in a known ending or a country's code.
 */
export function addressAfterMark(text: string): string | undefined {
  // A short label may come before the mark ("E:'megan.c@…": a one-letter label in a grid).
  const address = new RegExp(
    String.raw`^(?:\p{L}{1,6}\s?[:;])?[^\p{L}\p{N}]{0,3}([a-z0-9][a-z0-9._%+-]*[a-z0-9]@[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:${ADDRESS_ENDINGS}|[a-z]{2}))$`,
    'iu',
  );
  return address.exec(text.trim())?.[1];
}

/**
 * The words' area read again as a single line of text (page segmentation mode 7), which keeps
 * large type whole and reads small type beside large type with its own line model. Widely
 * letter-spaced capitals defeat that mode ("ddl B EN ACO" for "KWABENA OWUSU") but not the
 * single-block mode (6): when the line read is unsure or still in pieces, the block mode is tried
 * too, then a tighter crop and a crop squeezed to half its width; the surest read of one whole
 * line is kept. The page mode is set back afterwards.
 * The area is cut out of the prepared page (a small picture reads in a fraction of the time of
 * the page with a rectangle), or given as a rectangle of a rendered page. Undefined when nothing
 * was read.
 */
async function readAsOneLine(
  worker: OcrWorker,
  page: PageImage,
  words: readonly OcrWord[],
  psm: typeof Tesseract.PSM,
  several = false,
): Promise<{ text: string; confidence: number } | undefined> {
  const left = least(words.map((word) => word.bbox.x0));
  const right = greatest(words.map((word) => word.bbox.x1));
  const top = least(words.map((word) => word.bbox.y0));
  const bottom = greatest(words.map((word) => word.bbox.y1));
  const area = (padShare: number) => {
    const pad = Math.round((bottom - top) * padShare);
    return {
      left: Math.max(0, left - pad),
      top: Math.max(0, top - pad),
      width: right - left + 2 * pad,
      height: bottom - top + 2 * pad,
    };
  };
  const read = async (mode: Tesseract.PSM, padShare: number, narrow = 1) => {
    const rectangle = area(padShare);
    await worker.setParameters({ tessedit_pageseg_mode: mode });
    const { data } = page.grey
      ? await worker.recognize(toPgmBytes(squeeze(crop(page.grey, rectangle), narrow)), {}, { text: true })
      : await worker.recognize(page.image, { rectangle }, { text: true });
    const lines = data.text
      .trim()
      .split(/\n+/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    const whole = lines.length === 1 && !isFragmented(lines[0]!);
    return whole ? { text: lines[0]!, confidence: data.confidence } : undefined;
  };
  // Tried in turn until one is sure: a tighter crop keeps specks and the neighbouring lines'
  // edges out ("E-M-ELY CARTER", 22, then "EMILY CARTER", 94), and a crop squeezed to half its
  // width brings wide letter spacing near ordinary spacing.
  const attempts: [Tesseract.PSM, number, number][] = [
    [psm.SINGLE_LINE, 0.3, 1],
    [psm.SINGLE_BLOCK, 0.3, 1],
    [psm.SINGLE_LINE, 0.1, 1],
    [psm.SINGLE_LINE, 0.3, 0.5],
  ];
  let best: { text: string; confidence: number } | undefined;
  try {
    for (const [mode, padShare, narrow] of page.grey ? attempts : attempts.slice(0, 2)) {
      const got = await read(mode, padShare, narrow);
      if (got && got.confidence > (best?.confidence ?? -1)) best = got;
      if (best && best.confidence >= OCR_MIN_REREAD_CONFIDENCE) break;
    }
    // Not one line: the block's two or three lines, each whole.
    if (several && page.grey && !(best && best.confidence >= OCR_MIN_REREAD_CONFIDENCE)) {
      const got = await readSureLines(worker, crop(page.grey, area(0.3)), psm.SINGLE_BLOCK, 3);
      if (got && got.confidence > (best?.confidence ?? -1)) best = got;
    }
    return best;
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: psm.AUTO });
  }
}

/**
 * A crop read as a block of up to `maxLines` lines, keeping the lines tesseract is sure of, each
 * whole: the block's confidence is its lines' together, and the edge of a neighbouring line that
 * the crop cut through ("’ loll abain' 1 amsdeam" under "Islington, London") made a cell's e-mail
 * address read right (confidence 90) count as unsure. Undefined when no line is sure.
 */
async function readSureLines(
  worker: OcrWorker,
  image: GreyImage,
  mode: Tesseract.PSM,
  maxLines: number,
): Promise<{ text: string; confidence: number } | undefined> {
  await worker.setParameters({ tessedit_pageseg_mode: mode });
  const { data } = await worker.recognize(toPgmBytes(image), {}, { text: false, blocks: true });
  const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  if (lines.length === 0 || lines.length > maxLines) return undefined;
  const sure = lines
    .map((line) => withoutEdgeMarks(line.words))
    .filter((words) => words.length > 0)
    .map((words) => ({ text: joinWords(words), confidence: meanConfidence(words) }))
    .filter((line) => line.confidence >= OCR_MIN_REREAD_CONFIDENCE && !isFragmented(line.text));
  if (sure.length === 0) return undefined;
  return { text: sure.map((line) => line.text).join('\n'), confidence: least(sure.map((line) => line.confidence)) };
}

/**
 * A line's words without the marks at its ends (an icon, a bullet, the edge of a band: no letter
 * or digit), which tesseract is never sure of ("* oliver.whitcombe@…": 0 and 89, the line 30).
 */
export function withoutEdgeMarks<T extends { text: string }>(words: readonly T[]): T[] {
  const hasText = (word: T) => /[\p{L}\p{N}]/u.test(word.text);
  const first = words.findIndex(hasText);
  if (first < 0) return [];
  return words.slice(first, words.findLastIndex(hasText) + 1);
}

/**
 * The words a line is judged by: without the marks at its ends (an icon, a table's border, a
 * colon cell: "© | +91 9822013579", the mark 0 and the border 10 beside a number read at 48),
 * unless it is nothing but marks.
 */
function judged(words: readonly OcrWord[]): readonly OcrWord[] {
  const inner = withoutEdgeMarks(words);
  return inner.length > 0 ? inner : words;
}

/** Rereads of parts of a page too unsure to keep, per document (each a few tenths of a second). */
const OCR_MAX_UNSURE_REREADS = 4;
/** How sure (0–100) the second read of such a part must be to be kept. */
const OCR_MIN_REREAD_CONFIDENCE = 60;

interface OcrPart {
  text: string;
  words: readonly OcrWord[];
  fontSize: number | undefined;
}

function joinWords(words: readonly OcrWord[]): string {
  return words
    .map((word, i) => (i > 0 && !splitCapitals(words[i - 1]!, word) ? ' ' : '') + word.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Two words of capitals that are one word cut at a gap between letters ("VI KRAM", "CHAU HAN":
 * large bold capitals at 300 dpi, where tesseract takes the gap beside an I or before a wide
 * letter for a space): of one height, and the gap under three tenths of it. A word space between
 * capitals is wider than a third of their height in any common face, condensed ones too.
 */
export function splitCapitals(a: OcrWord, b: OcrWord): boolean {
  if (!/^\p{Lu}+$/u.test(a.text) || !/^\p{Lu}+$/u.test(b.text)) return false;
  const heights = [a.bbox.y1 - a.bbox.y0, b.bbox.y1 - b.bbox.y0];
  const height = least(heights);
  if (height <= 0 || greatest(heights) > height * 1.2) return false;
  return b.bbox.x0 - a.bbox.x1 < height * 0.3;
}

function meanConfidence(words: readonly OcrWord[]): number {
  return words.length === 0 ? 0 : words.reduce((sum, word) => sum + (word.confidence ?? 100), 0) / words.length;
}

/**
 * A part worth a second read: type of text size (at least 5 points high; rules and specks are
 * thinner) and something like words (one stroke read as "|" or "1" is a border).
 */
export function worthRereading(words: readonly OcrWord[], dpi: number): boolean {
  const heights = words.map((word) => word.bbox.y1 - word.bbox.y0).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)] ?? 0;
  const width = greatest(words.map((word) => word.bbox.x1)) - least(words.map((word) => word.bbox.x0));
  return (height * 72) / dpi >= 5 && width >= 2 * height;
}

/**
 * Text, not what is left of a table's or a box's border read as a line of its own ("|", "H", "]",
 * ":", fewer than two letters or digits), nor a rule or specks read as type under 3 points high.
 */
export function isText(text: string, fontSize: number | undefined): boolean {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2 && (fontSize === undefined || fontSize >= 3);
}

/**
 * Parts in reading order, with a number wrapped in a narrow column kept together: tesseract reads
 * a column's lines together with the other column's lines beside them, so the rest of a number
 * ("WhatsApp: +971 55 123" / "4567") came after a heading of the next column ("Profile"). A part
 * that starts with digits, set directly under a part that ends with digits (the same left edge,
 * the next line down) is moved up to follow it; fields/phone.ts joins the two when only together
 * they make a valid number.
 */
export function continuedNumbersTogether<T extends { text: string; words: readonly OcrWord[] }>(parts: readonly T[]): T[] {
  const out = [...parts];
  for (let i = 0; i < out.length; i += 1) {
    const above = out[i]!;
    // The icon of the next cell may end the line ("+91 98860 =": "✉" read as "=").
    if (!/\d(?:\s+[^\p{L}\p{N}\s]{1,2})?$/u.test(above.text)) continue;
    const a = boxOf(above.words);
    const height = a.y1 - a.y0;
    const below = out.findIndex((part, j) => {
      if (j <= i + 1 || !/^\d/.test(part.text)) return false;
      const b = boxOf(part.words);
      return Math.abs(b.x0 - a.x0) <= height && b.y0 >= a.y0 + height * 0.5 && b.y0 <= a.y1 + height * 1.5;
    });
    if (below < 0) continue;
    // Nothing of the same column between them.
    const b = boxOf(out[below]!.words);
    const between = out.slice(i + 1, below).some((part) => {
      const c = boxOf(part.words);
      return c.x0 < a.x1 && c.x1 > a.x0 && c.y0 < b.y0 && c.y1 > a.y1;
    });
    if (between) continue;
    const [moved] = out.splice(below, 1);
    out.splice(i + 1, 0, moved!);
  }
  return out;
}

/**
 * Lines of display type kept together: a name set large in a banner's first cell over two lines
 * ("VIKRAM" / "CHAUHAN"), beside cells of contacts in small type, comes back row by row across the
 * band, the contacts' lines between its two halves. A part directly under another (the same left
 * edge, the next line down, type within a tenth of its size) is moved up to follow it when every
 * part between is in another column and in type at least a third smaller: a table of labels and
 * values in one type is still read row by row.
 */
export function displayLinesTogether<T extends { words: readonly OcrWord[]; fontSize: number | undefined }>(
  parts: readonly T[],
): T[] {
  const out = [...parts];
  for (let i = 0; i < out.length; i += 1) {
    const size = out[i]!.fontSize;
    if (!size) continue;
    const a = boxOf(out[i]!.words);
    const height = a.y1 - a.y0;
    const below = out.findIndex((part, j) => {
      if (j <= i + 1 || !part.fontSize || Math.max(part.fontSize, size) / Math.min(part.fontSize, size) >= 1.1) return false;
      const b = boxOf(part.words);
      return Math.abs(b.x0 - a.x0) <= height && b.y0 >= a.y0 + height * 0.5 && b.y0 <= a.y1 + height;
    });
    if (below < 0) continue;
    const b = boxOf(out[below]!.words);
    const elsewhere = out.slice(i + 1, below).every((part) => {
      const c = boxOf(part.words);
      const besides = c.x0 >= Math.max(a.x1, b.x1) || c.x1 <= Math.min(a.x0, b.x0);
      return besides && (part.fontSize ?? 0) * 1.3 <= size;
    });
    if (!elsewhere) continue;
    const [moved] = out.splice(below, 1);
    out.splice(i + 1, 0, moved!);
  }
  return out;
}

/**
 * A name set over two or three lines of display type ("SASCHA VON" / "HERMS", "Kieran Bernadine" /
 * "O'Reilly-Glover", "B. TANYA USHA" / "NAMBEESAN-" / "IYENGAR" in a dark sidebar) read as the one
 * line it is. A text layer says the lines are in one type, and the name rules join them on that;
 * OCR's sizes are measured from word boxes (capitals, descenders and apostrophes make them vary by
 * a third), so those rules join scanned lines only when the e-mail address spells the second, and
 * a surname it does not spell was lost. Here the lines are measured as type (`emSize`: each word's
 * height for the letters it has) and joined when they are one block of display type: the page's
 * first two or three lines of type at least 1.6 times its body text, within an eighth of each
 * other, one directly under the other (gap under their height) at the same left edge or centred
 * alike, in the same case, each one to four words of a name (capitalised words, initials, a
 * hyphen or apostrophe; no heading, no digits, no "@", not letter-spaced capitals read in pieces).
 * Once a page, for its first such block.
 */
export function displayNameJoined<T extends { text: string; words: readonly OcrWord[]; fontSize: number | undefined }>(
  parts: readonly T[],
  dpi: number,
): T[] {
  const sizes = parts.map((part) => emSize(part.words, dpi));
  const body = median(sizes.filter((size): size is number => size !== undefined));
  if (body === undefined) return [...parts];
  const display = (i: number) => (sizes[i] ?? 0) >= body * DISPLAY_NAME_RATIO && isNameLine(parts[i]!.text);
  for (let i = 0; i + 1 < parts.length; i += 1) {
    if (!display(i)) continue;
    let end = i;
    while (
      end + 1 < parts.length &&
      end - i < 2 &&
      display(end + 1) &&
      sameBlock(parts[end]!, parts[end + 1]!, sizes[end]!, sizes[end + 1]!)
    )
      end += 1;
    if (end === i) continue;
    const run = parts.slice(i, end + 1);
    const words = run.reduce((sum, part) => sum + part.text.split(' ').length, 0);
    if (words > 6) return [...parts];
    const text = run.map((part) => part.text.trim()).reduce((a, b) => (/\p{L}-$/u.test(a) ? `${a}${b}` : `${a} ${b}`));
    const joined = {
      ...run[0]!,
      text,
      words: run.flatMap((part) => part.words),
      fontSize: greatest(run.map((part) => part.fontSize ?? 0)),
    };
    return [...parts.slice(0, i), joined, ...parts.slice(end + 1)];
  }
  return [...parts];
}

/** How much larger than the page's body text a name's lines are at least. */
const DISPLAY_NAME_RATIO = 1.6;

/** One to four words of a name: capitalised words, initials, particles; no heading. */
function isNameLine(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length > 4 || headingKind(text)) return false;
  const particle = /^(?:van|von|der|den|de|del|della|di|da|dos|das|du|la|le|bin|binti|al|el|ter|ten|zu)$/iu;
  // Letter-spaced capitals read in pieces ("HA NN AH"): the name rules put those together.
  const pieces = words.filter((word) => /^\p{L}{1,2}$/u.test(word) && !particle.test(word)).length;
  if (pieces >= 2) return false;
  return (
    words.some((word) => /\p{L}{2}/u.test(word)) &&
    words.every((word) => /^(?:\p{Lu}[\p{L}'’-]*[.,]?|\p{Lu}\.|\p{Lu}\.\p{Lu}\.)$/u.test(word) || particle.test(word))
  );
}

function sameBlock(
  a: { text: string; words: readonly OcrWord[] },
  b: { text: string; words: readonly OcrWord[] },
  sizeA: number,
  sizeB: number,
): boolean {
  if (Math.max(sizeA, sizeB) / Math.min(sizeA, sizeB) > 1.125) return false;
  const capitals = (text: string) => !/\p{Ll}/u.test(text);
  if (capitals(a.text) !== capitals(b.text)) return false;
  const above = boxOf(a.words);
  const below = boxOf(b.words);
  const height = Math.max(above.y1 - above.y0, below.y1 - below.y0);
  const aligned = Math.abs(above.x0 - below.x0) <= height || Math.abs(above.x0 + above.x1 - below.x0 - below.x1) / 2 <= height;
  return aligned && below.y0 > above.y0 && below.y0 - above.y1 < height;
}

/**
 * The size of a line's type in points as a text layer gives it (the em), from its words' boxes:
 * a word of capitals or ascenders is about 0.7 em high, one with descenders too about 0.92, one of
 * small letters without either about 0.5, and with descenders 0.72. The median over its words.
 */
export function emSize(words: readonly OcrWord[], dpi: number): number | undefined {
  const ems = words.flatMap((word) => {
    const letters = word.text.replace(/[^\p{L}\p{N}]/gu, '');
    if (letters.length === 0) return [];
    const tall = /[\p{Lu}\p{N}bdfhklt]/u.test(letters) || /[^\p{ASCII}]/u.test(letters);
    const deep = /[gjpqy]/.test(letters);
    const share = tall ? (deep ? 0.92 : 0.7) : deep ? 0.72 : 0.5;
    return [((word.bbox.y1 - word.bbox.y0) * 72) / dpi / share];
  });
  return median(ems);
}

/**
 * Lines one under the other at the same left edge whose type sizes are read within a tenth of
 * each other are in one type, as a text document would say: tesseract's boxes put a bold line a
 * point smaller than the light lines under it ("PIETER" 12.7, "VAN DER" 13.7, "MEER" 13.7), and the
 * name was taken from the larger two only. Each such run takes its largest size.
 */
export function sameTypeSized<T extends { words: readonly OcrWord[]; fontSize: number | undefined }>(parts: readonly T[]): T[] {
  const out = parts.map((part) => ({ ...part }));
  let start = 0;
  for (let i = 1; i <= out.length; i += 1) {
    if (i < out.length && sameBlockAndType(out[i - 1]!, out[i]!)) continue;
    const run = out.slice(start, i);
    const largest = greatest(run.map((part) => part.fontSize ?? 0));
    if (run.length > 1 && largest > 0) for (const part of run) part.fontSize = largest;
    start = i;
  }
  return out;
}

function sameBlockAndType(a: { words: readonly OcrWord[]; fontSize: number | undefined }, b: typeof a): boolean {
  if (a.fontSize === undefined || b.fontSize === undefined) return false;
  if (Math.max(a.fontSize, b.fontSize) / Math.min(a.fontSize, b.fontSize) >= 1.1) return false;
  const above = boxOf(a.words);
  const below = boxOf(b.words);
  const height = Math.max(above.y1 - above.y0, below.y1 - below.y0);
  return Math.abs(above.x0 - below.x0) <= height && below.y0 >= above.y0 && below.y0 - above.y1 <= height;
}

function boxOf(words: readonly OcrWord[]): OcrWord['bbox'] {
  return {
    x0: least(words.map((word) => word.bbox.x0)),
    x1: greatest(words.map((word) => word.bbox.x1)),
    y0: least(words.map((word) => word.bbox.y0)),
    y1: greatest(words.map((word) => word.bbox.y1)),
  };
}

/** The size of the line's type in points, from its words' heights (robust to a skewed line). */
function typeSize(words: readonly { bbox: { y0: number; y1: number } }[], dpi: number): number | undefined {
  if (words.length === 0) return undefined;
  const heights = words.map((word) => word.bbox.y1 - word.bbox.y0).sort((a, b) => a - b);
  return (heights[Math.floor(heights.length / 2)]! * 72) / dpi;
}

/** How a scanned page is prepared; the defaults are RESUME_LIMITS' (bench/resume-ocr.ts varies them). */
export interface ScanSettings {
  /** Scans coarser than this many dpi are enlarged by `upscaleFactor` first. */
  upscaleBelowDpi: number;
  upscaleFactor: number;
  /** Straighten a page skewed by at least this many degrees (Infinity: never). */
  deskewFromDegrees: number;
  /** Turn light type on dark bands and sidebars into dark type on light. */
  invertDark: boolean;
}

export const DEFAULT_SCAN_SETTINGS: ScanSettings = {
  upscaleBelowDpi: RESUME_LIMITS.ocrUpscaleBelowDpi,
  upscaleFactor: RESUME_LIMITS.ocrUpscaleFactor,
  deskewFromDegrees: RESUME_LIMITS.ocrDeskewFromDegrees,
  invertDark: true,
};

export async function pageImage(
  pdf: PdfDocument,
  bytes: Uint8Array,
  pageNumber: number,
  settings: ScanSettings = DEFAULT_SCAN_SETTINGS,
): Promise<PageImage | undefined> {
  const page = await pdf.getPage(pageNumber);
  const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
  const widthInches = Math.abs(x1 - x0) / 72;
  const heightInches = Math.abs(y1 - y0) / 72;
  const picture = await largestPicture(pdf, pageNumber);
  // The scan is the page: one picture covering most of it.
  if (picture && picture.width * picture.height > 0) {
    const dpi = Math.min(picture.width / widthInches, picture.height / heightInches);
    if (dpi >= RESUME_LIMITS.ocrMinDpi) {
      let grey = toGrey(picture);
      const skew = estimateSkew(grey);
      if (Math.abs(skew) >= settings.deskewFromDegrees) grey = straighten(grey, skew);
      // After straightening: a band is inverted as the rectangle it then is.
      const bands = settings.invertDark ? darkBands(grey, dpi) : [];
      grey = invertDarkAreas(grey, dpi, bands);
      const cells = bands.map((band) => bandCells(grey, band, dpi)).filter((row) => row.length > 0);
      // Tesseract reads small type best near 300 dpi: a coarse scan is enlarged first.
      const scale = enlargement(dpi, settings);
      if (scale !== 1) grey = resize(grey, scale);
      const columns = settings.invertDark ? darkColumns(grey, dpi * scale) : [];
      grey = columns.reduce((image, column) => withColumnInverted(image, column, dpi * scale), grey);
      const bandRows = cells.map((row) => row.map((cell) => scaled(cell, scale)));
      if (columns.length === 0 && bandRows.length === 0) return { image: toPgmBytes(grey), grey, dpi: dpi * scale };
      // The page read without its dark columns and its bands' cells, each read apart; parts of any
      // of them read again from `grey`.
      const main = [...columns, ...bandRows.flat()].reduce((image, area) => blanked(image, area, dpi * scale), grey);
      return { image: toPgmBytes(main), grey, dpi: dpi * scale, columns, bandRows };
    }
  }
  return renderPage(bytes, pageNumber);
}

/**
 * How much a scan of `dpi` is enlarged before OCR: by `upscaleFactor` below `upscaleBelowDpi`,
 * with 2% to spare, since a page scanned at 200 dpi can come out a pixel or two short of the PDF
 * page's width (199.9 dpi), and enlarging it doubles the work for nothing.
 */
export function enlargement(dpi: number, settings: ScanSettings = DEFAULT_SCAN_SETTINGS): number {
  return dpi < settings.upscaleBelowDpi * 0.98 ? settings.upscaleFactor : 1;
}

interface Picture {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  channels: number;
}

async function largestPicture(pdf: PdfDocument, pageNumber: number): Promise<Picture | undefined> {
  const { extractImages } = await import('unpdf');
  const pictures = (await extractImages(pdf as never, pageNumber)) as Picture[];
  return pictures.sort((a, b) => b.width * b.height - a.width * a.height)[0];
}

function toGrey({ data, width, height, channels }: Picture): GreyImage {
  const grey = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < grey.length; i += 1, j += channels)
    grey[i] = channels >= 3 ? (data[j]! * 299 + data[j + 1]! * 587 + data[j + 2]! * 114) / 1000 : data[j]!;
  return { data: grey, width, height };
}

async function renderPage(bytes: Uint8Array, pageNumber: number): Promise<PageImage | undefined> {
  const { renderPageAsImage } = await import('unpdf');
  const dpi = RESUME_LIMITS.ocrRenderDpi;
  try {
    const png = await renderPageAsImage(bytes.slice(), pageNumber, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: dpi / 72,
    });
    return { image: Buffer.from(png), dpi };
  } catch {
    // No canvas for this platform: the page stays unread rather than failing the whole parse.
    return undefined;
  }
}

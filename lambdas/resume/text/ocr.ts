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
import { estimateSkew, invertDarkAreas, resize, straighten, toPgmBytes, type GreyImage } from './scan-image';

/** The subset of pdf.js's document proxy this module uses (unpdf does not export the type). */
export interface PdfDocument {
  getPage(pageNumber: number): Promise<{ view: number[] }>;
}

interface PageImage {
  /** Greyscale PGM, or PNG from the canvas renderer. */
  image: Buffer;
  dpi: number;
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
    let rereads = 0;
    for (const pageNumber of pageNumbers) {
      if (signal.aborted) break;
      const page = await pageImage(pdf, bytes, pageNumber, settings);
      if (!page || signal.aborted) continue;
      // Automatic page segmentation (tesseract.js defaults to one uniform block, which loses a
      // name set large above the rest, and columns).
      await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO, user_defined_dpi: String(Math.round(page.dpi)) });
      if (signal.aborted) break;
      const { data } = await worker.recognize(page.image, {}, { text: false, blocks: true });
      for (const block of data.blocks ?? [])
        for (const paragraph of block.paragraphs)
          for (const line of paragraph.lines) {
            if (line.confidence < RESUME_LIMITS.ocrMinLineConfidence) continue;
            for (const words of columnsOf(line.words)) {
              let text = words
                .map((word) => word.text)
                .join(' ')
                .replace(/\s+/g, ' ')
                .trim();
              // Large type read in pieces ("C h loé Lefev re- D u bo S"): read again as one line.
              if (rereads < RESUME_LIMITS.ocrMaxRereads && isFragmented(text)) {
                rereads += 1;
                const again = await readAsOneLine(worker, page.image, words, Tesseract.PSM);
                if (signal.aborted) break;
                if (again && !isFragmented(again)) text = again;
              }
              if (text)
                lines.push({ text: cleanOcrText(text), page: pageNumber, fontSize: typeSize(words, page.dpi), ocr: true });
            }
          }
    }
    return lines;
  } catch (error) {
    void dropWorker(worker);
    // Aborted (time limit): the caller has already answered; the terminated engine's errors are noise.
    if (signal.aborted) return [];
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
    // Kept only inside the extraction worker (text/isolated.ts): on a main thread the engine's own
    // thread would keep the process alive for the idle minute.
    if (kept?.worker === worker) {
      if (isMainThread) void dropWorker(worker);
      else keepIdle();
    }
  }
}

type OcrWorker = Tesseract.Worker;

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
  const Tesseract = (await import('tesseract.js')).default;
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: englishDataPath(),
    cacheMethod: 'none',
    gzip: true,
  });
  kept = { worker };
  return worker;
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

/**
 * Where the English model is. In the Lambda bundle the data package is shipped as a node module
 * beside the handler (see infra/cloud/api-functions.ts), so resolution works the same way.
 */
export function englishDataPath(): string {
  const fromEnv = process.env.RESUME_OCR_LANG_PATH;
  if (fromEnv) return fromEnv;
  const require = createRequire(import.meta.url);
  // The LSTM-only "best_int" model: 2.9 MB instead of 10.9 MB, and the engine mode we run.
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

interface OcrWord {
  text: string;
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
 * S"). Initials ("A. K. Sharma") and short words in a sentence are not that: they carry a dot or
 * are a minority.
 */
export function isFragmented(text: string): boolean {
  const words = text.split(' ').filter(Boolean);
  const pieces = words.filter((word) => /^\p{L}{1,2}-?$/u.test(word)).length;
  const letters = words.filter((word) => /^\p{L}$/u.test(word)).length;
  return words.length >= 4 && pieces * 2 >= words.length && letters >= 2;
}

/**
 * The words' area read again as a single line of text (page segmentation mode 7), which keeps
 * large type whole; the page mode is set back afterwards. Undefined when nothing was read.
 */
async function readAsOneLine(
  worker: OcrWorker,
  image: Buffer,
  words: readonly OcrWord[],
  psm: typeof Tesseract.PSM,
): Promise<string | undefined> {
  const left = Math.min(...words.map((word) => word.bbox.x0));
  const right = Math.max(...words.map((word) => word.bbox.x1));
  const top = Math.min(...words.map((word) => word.bbox.y0));
  const bottom = Math.max(...words.map((word) => word.bbox.y1));
  const pad = Math.round((bottom - top) * 0.3);
  await worker.setParameters({ tessedit_pageseg_mode: psm.SINGLE_LINE });
  try {
    const rectangle = {
      left: Math.max(0, left - pad),
      top: Math.max(0, top - pad),
      width: right - left + 2 * pad,
      height: bottom - top + 2 * pad,
    };
    const { data } = await worker.recognize(image, { rectangle }, { text: true });
    const text = data.text.replace(/\s+/g, ' ').trim();
    return text || undefined;
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: psm.AUTO });
  }
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
      if (settings.invertDark) grey = invertDarkAreas(grey, dpi);
      // Tesseract reads small type best near 300 dpi: a coarse scan is enlarged first.
      const scale = enlargement(dpi, settings);
      if (scale !== 1) grey = resize(grey, scale);
      return { image: toPgmBytes(grey), dpi: dpi * scale };
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

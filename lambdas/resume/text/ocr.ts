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
import { dirname, join } from 'node:path';
import type { TextLine } from '../types';
import { RESUME_LIMITS } from '../limits';

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
): Promise<TextLine[]> {
  if (pageNumbers.length === 0) return [];
  const Tesseract = (await import('tesseract.js')).default;
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: englishDataPath(),
    cacheMethod: 'none',
    gzip: true,
  });
  const stop = () => void worker.terminate();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const lines: TextLine[] = [];
    for (const pageNumber of pageNumbers) {
      if (signal.aborted) break;
      const page = await pageImage(pdf, bytes, pageNumber);
      if (!page || signal.aborted) continue;
      // Automatic page segmentation (tesseract.js defaults to one uniform block, which loses a
      // name set large above the rest, and columns).
      await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO, user_defined_dpi: String(Math.round(page.dpi)) });
      if (signal.aborted) break;
      const { data } = await worker.recognize(page.image, {}, { text: false, blocks: true });
      for (const block of data.blocks ?? [])
        for (const paragraph of block.paragraphs)
          for (const line of paragraph.lines) {
            const text = line.text.replace(/\s+/g, ' ').trim();
            if (text && line.confidence >= RESUME_LIMITS.ocrMinLineConfidence)
              lines.push({ text, page: pageNumber, fontSize: typeSize(line.words, page.dpi), ocr: true });
          }
    }
    return lines;
  } catch (error) {
    // Aborted (time limit): the caller has already answered; the terminated worker's errors are noise.
    if (signal.aborted) return [];
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
    await worker.terminate().catch(() => undefined);
  }
}

/**
 * Where the English model is. In the Lambda bundle the data package is shipped as a node module
 * beside the handler (see infra/cloud/api-functions.ts), so resolution works the same way.
 */
function englishDataPath(): string {
  const fromEnv = process.env.RESUME_OCR_LANG_PATH;
  if (fromEnv) return fromEnv;
  const require = createRequire(import.meta.url);
  // The LSTM-only "best_int" model: 2.9 MB instead of 10.9 MB, and the engine mode we run.
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** The size of the line's type in points, from its words' heights (robust to a skewed line). */
function typeSize(words: readonly { bbox: { y0: number; y1: number } }[], dpi: number): number | undefined {
  if (words.length === 0) return undefined;
  const heights = words.map((word) => word.bbox.y1 - word.bbox.y0).sort((a, b) => a - b);
  return (heights[Math.floor(heights.length / 2)]! * 72) / dpi;
}

async function pageImage(pdf: PdfDocument, bytes: Uint8Array, pageNumber: number): Promise<PageImage | undefined> {
  const page = await pdf.getPage(pageNumber);
  const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
  const widthInches = Math.abs(x1 - x0) / 72;
  const heightInches = Math.abs(y1 - y0) / 72;
  const picture = await largestPicture(pdf, pageNumber);
  // The scan is the page: one picture covering most of it.
  if (picture && picture.width * picture.height > 0) {
    const dpi = Math.min(picture.width / widthInches, picture.height / heightInches);
    // Tesseract reads small type best near 300 dpi: a coarse scan is enlarged twice first.
    const scale = dpi < RESUME_LIMITS.ocrUpscaleBelowDpi ? 2 : 1;
    if (dpi >= RESUME_LIMITS.ocrMinDpi) return { image: toPgm(picture, scale), dpi: dpi * scale };
  }
  return renderPage(bytes, pageNumber);
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

function toPgm({ data, width, height, channels }: Picture, scale: 1 | 2): Buffer {
  const grey = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < grey.length; i += 1, j += channels)
    grey[i] = channels >= 3 ? (data[j]! * 299 + data[j + 1]! * 587 + data[j + 2]! * 114) / 1000 : data[j]!;
  const out = scale === 1 ? grey : enlargeTwice(grey, width, height);
  return Buffer.concat([Buffer.from(`P5\n${width * scale} ${height * scale}\n255\n`), out]);
}

/** Bilinear enlargement by two of a greyscale image. */
function enlargeTwice(grey: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  const at = (x: number, y: number) => grey[Math.min(y, height - 1) * width + Math.min(x, width - 1)]!;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const a = at(x, y);
      const right = at(x + 1, y);
      const down = at(x, y + 1);
      const o = 2 * y * 2 * width + 2 * x;
      out[o] = a;
      out[o + 1] = (a + right) >> 1;
      out[o + 2 * width] = (a + down) >> 1;
      out[o + 2 * width + 1] = (a + right + down + at(x + 1, y + 1)) >> 2;
    }
  return out;
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

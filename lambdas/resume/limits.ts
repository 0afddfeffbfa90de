import { LIMITS } from '../contract/limits';

/** Bounds on the work one parse may do. */
export const RESUME_LIMITS = {
  maxBytes: LIMITS.resumeBytes,
  maxPages: 20,
  /**
   * Bytes that all compressed parts of one file (DOCX entries, PDF Flate streams) may inflate to,
   * counted while inflating, whatever the file's headers claim (guards against zip and flate bombs).
   * Counting holds one 64 KB chunk at a time (text/inflate-bounds.ts), so this budget costs time,
   * not memory; the largest resume of the corpus inflates to under 1 MB.
   */
  maxInflatedBytes: 80 * 1024 * 1024,
  /** More extracted text than this is refused as too large (about 40 dense pages). */
  maxTextChars: 150_000,
  extractionTimeoutMs: 8_000,
  /**
   * A scanned PDF: text layer, then OCR of its first pages. Measured on a loaded 2-core machine,
   * one A4 page at 150–300 dpi took 3–8 s (see bench/resume-parse.ts); two pages and the model's
   * start fit in this. The worker that runs extraction needs this much wall clock and about
   * 450 MB (tesseract's wasm heap and the decoded page).
   */
  scanTimeoutMs: 25_000,
  /** The OCR engine with its model stays loaded this long after a scan, for the next one. */
  ocrWorkerIdleMs: 60_000,
  /** Scans are read on their first pages only (the contact block is there). */
  ocrMaxPages: 2,
  /** A page picture coarser than this is rendered again instead (too coarse for OCR anyway). */
  ocrMinDpi: 100,
  /** A scan coarser than this is enlarged before OCR (small type reads better)… */
  ocrUpscaleBelowDpi: 200,
  /** …by this factor. */
  ocrUpscaleFactor: 2,
  /** A scan turned by at least this many degrees is straightened before OCR (±3° are measured). */
  ocrDeskewFromDegrees: 0.3,
  /** Resolution at which a page that is not one picture is rendered for OCR. */
  ocrRenderDpi: 200,
  /** Lines tesseract is less sure of than this (0–100) are noise: specks, rules, photos. */
  ocrMinLineConfidence: 35,
  /** A gap between two words of an OCR line wider than this many type heights separates columns. */
  ocrColumnGapHeights: 3,
  /** Lines of a scan read again as one line when the first read broke them into pieces, per document. */
  ocrMaxRereads: 3,
  geminiTimeoutMs: 6_000,
  sectionChars: LIMITS.extractedSection,
  /**
   * Text and field extraction run in a worker thread that is terminated past these bounds (isolated.ts).
   * `timeoutMs` is the hard wall-clock limit (the in-worker limit is `extractionTimeoutMs`);
   * extraction that needs longer (OCR of a scan) passes its own through ExtractOptions.
   */
  worker: {
    timeoutMs: 10_000,
    /** V8 old-generation heap ceiling of the worker, in MB. */
    maxHeapMb: 256,
    maxYoungGenerationMb: 16,
    /**
     * Process memory (RSS) the worker may add, in MB: buffers outside the V8 heap (inflated
     * streams, images) are not counted by the heap ceiling, so the parent watches the process.
     */
    maxRssGrowthMb: 600,
    /**
     * Workers that may run at once in one process; further parses wait their turn. One: a Lambda
     * container serves one request at a time anyway, and on the local stack two workers at once
     * grew the process by 318 MB under the hostile-files bench (bench/hostile-files.ts), one by
     * 181–230 MB, and left the CPU to the requests of everyone else.
     */
    concurrency: 1,
  },
} as const;

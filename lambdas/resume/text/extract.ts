/**
 * Text extraction by content type, bounded in size, pages, inflated size and time. Callers run it
 * in a worker (isolated.ts) that is terminated at hard time and memory limits.
 */
import type { ResumeMimeType } from '../../contract/schemas';
import { ResumeError } from '../errors';
import { RESUME_LIMITS } from '../limits';
import type { TextLine } from '../types';
import { extractDocLines } from './doc';
import { extractDocxLines } from './docx';
import { extractPdfLines } from './pdf';
import { UNSAFE_FILE_MESSAGE } from './inflate-bounds';

/** Letters and digits below which a file counts as having no text (a page number on a scan). */
const MIN_READABLE_CHARACTERS = 20;

export interface ExtractOptions {
  timeoutMs?: number;
}

export async function extractLines(
  type: ResumeMimeType,
  bytes: Uint8Array,
  { timeoutMs }: ExtractOptions = {},
): Promise<TextLine[]> {
  if (bytes.byteLength > RESUME_LIMITS.maxBytes) throw new ResumeError('too-large', 'The file is larger than 5 MB.');
  // A PDF may be a scan, read by OCR (text/ocr.ts), which takes seconds rather than milliseconds.
  const limit = timeoutMs ?? (type === 'application/pdf' ? RESUME_LIMITS.scanTimeoutMs : RESUME_LIMITS.extractionTimeoutMs);
  const lines = await withTimeLimit(limit, (signal) => {
    switch (type) {
      case 'application/pdf':
        return extractPdfLines(bytes, signal);
      case 'application/msword':
        return extractDocLines(bytes);
      case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
        return extractDocxLines(bytes);
    }
  });
  const characters = lines.reduce((sum, line) => sum + line.text.length, 0);
  // A page number or a stray label on a scanned page is still nothing to read.
  if (lines.reduce((sum, line) => sum + line.text.replace(/[^\p{L}\p{N}]/gu, '').length, 0) < MIN_READABLE_CHARACTERS)
    throw new ResumeError('no-text', 'No text could be read from the file (it may be a scanned image).');
  // Word files have no reliable page count; their text length stands in for it.
  if (characters > RESUME_LIMITS.maxTextChars) throw new ResumeError('too-large', 'The document is far longer than a resume.');
  return lines;
}

/**
 * Runs the work with an abort signal and rejects with a timeout when it overruns. The timer is
 * always cleared, and the PDF reader listens to the signal to stop and free its document, so
 * nothing keeps running (or keeps the Lambda's event loop busy) after the answer.
 */
async function withTimeLimit<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ResumeError('timeout', UNSAFE_FILE_MESSAGE));
    }, ms);
  });
  const running = work(controller.signal);
  // After a timeout the work may still settle (usually with an error from the destroyed document).
  running.catch(() => undefined);
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}

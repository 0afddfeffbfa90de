/**
 * Resume parsing: the interface the API calls. Text extraction (PDF, DOCX, DOC) lives in text/,
 * field extraction in fields/ (built-in), both run in the bounded worker of isolated.ts; an optional field extractor (Gemini, in
 * lambdas/adapters) may be passed in. This module is the only entry point.
 */
import { ResumeError } from './errors';
import { extractLinesIsolated, parseLinesIsolated } from './isolated';
import type { ParsedResume } from './types';

export { ResumeError, type ResumeErrorCode } from './errors';
import { detectResumeType } from './detect';
export { detectResumeType };
export type { ContactFields, ParsedResume, ResumeSections } from './types';

export interface ParseOptions {
  /** Limit on text extraction, in milliseconds (default 8 s; 25 s for a PDF, which may be a scan). */
  timeoutMs?: number;
  /**
   * An extractor tried before the built-in one (Gemini, when configured). Undefined from it, or
   * no extractor, means the built-in extractor answers.
   */
  fieldExtractor?: FieldExtractor;
}

export type FieldExtractor = (text: string) => Promise<Omit<ParsedResume, 'source' | 'fromScan'> | undefined>;

/** A parse's fields and sections with the resume's whole plain text (lines in reading order). */
export type ParsedResumeWithText = ParsedResume & { text: string };

const plainText = (lines: readonly { text: string }[]) => lines.map((line) => line.text).join('\n');

/** The plain text of a resume, without field extraction (staff read a Word resume as text). */
export async function extractResumeText(bytes: Uint8Array, options: Pick<ParseOptions, 'timeoutMs'> = {}): Promise<string> {
  const type = detectResumeType(bytes);
  if (!type) throw new ResumeError('unsupported', 'Only PDF, DOC and DOCX files are accepted.');
  return plainText(await extractLinesIsolated(type, bytes, { timeoutMs: options.timeoutMs }));
}

/**
 * Extracts contact fields and sections from a resume's bytes. Throws ResumeError for files it
 * cannot read: unsupported, too-large, no-text, encrypted, corrupt or timeout.
 */
export async function parseResume(bytes: Uint8Array, options: ParseOptions = {}): Promise<ParsedResumeWithText> {
  const type = detectResumeType(bytes);
  if (!type) throw new ResumeError('unsupported', 'Only PDF, DOC and DOCX files are accepted.');
  // The fields too are read in the bounded worker: a rule slow on hostile text costs this parse a timeout, not the process.
  const { lines, fields: builtin } = await parseLinesIsolated(type, bytes, { timeoutMs: options.timeoutMs });
  const fromScan = lines.some((line) => line.ocr);
  // OCR text included: Gemini reads a scan's text like any other.
  const text = plainText(lines);
  if (options.fieldExtractor) {
    const fromExtractor = await options.fieldExtractor(text);
    // Links and city come from the built-in extractor; Gemini is not asked for them.
    const { city, linkedin, github, portfolio } = builtin;
    if (fromExtractor) return { city, linkedin, github, portfolio, ...fromExtractor, source: 'gemini', fromScan, text };
  }
  return { ...builtin, source: 'builtin', fromScan, text };
}

/**
 * Resume parsing: the interface the API calls. Text extraction (PDF, DOCX, DOC) lives in text/,
 * field extraction in fields/ (built-in); an optional field extractor (Gemini, in
 * lambdas/adapters) may be passed in. This module is the only entry point.
 */
import type { ResumeMimeType } from '../contract/schemas';
import { ResumeError } from './errors';
import { extractFields } from './fields/builtin';
import { extractLinesIsolated } from './text/isolated';
import type { ParsedResume } from './types';

export { ResumeError, type ResumeErrorCode } from './errors';
export type { ContactFields, ParsedResume, ResumeSections } from './types';

export interface ParseOptions {
  /** Limit on text extraction, in milliseconds (default 8 s). */
  timeoutMs?: number;
  /**
   * An extractor tried before the built-in one (Gemini, when configured). Undefined from it, or
   * no extractor, means the built-in extractor answers.
   */
  fieldExtractor?: FieldExtractor;
}

export type FieldExtractor = (text: string) => Promise<Omit<ParsedResume, 'source'> | undefined>;

/** The resume type by magic bytes (never by file name), or undefined. */
export function detectResumeType(bytes: Uint8Array): ResumeMimeType | undefined {
  if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46) return 'application/pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if ([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((b, i) => bytes[i] === b)) return 'application/msword';
  return undefined;
}

/**
 * Extracts contact fields and sections from a resume's bytes. Throws ResumeError for files it
 * cannot read: unsupported, too-large, no-text, encrypted, corrupt or timeout.
 */
export async function parseResume(bytes: Uint8Array, options: ParseOptions = {}): Promise<ParsedResume> {
  const type = detectResumeType(bytes);
  if (!type) throw new ResumeError('unsupported', 'Only PDF, DOC and DOCX files are accepted.');
  const lines = await extractLinesIsolated(type, bytes, { timeoutMs: options.timeoutMs });
  if (options.fieldExtractor) {
    const text = lines.map((line) => line.text).join('\n');
    const fromExtractor = await options.fieldExtractor(text);
    if (fromExtractor) return { ...fromExtractor, source: 'gemini' };
  }
  return { ...extractFields(lines), source: 'builtin' };
}

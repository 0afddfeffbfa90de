/**
 * The resume parser as the handlers use it: the pure parser in lambdas/resume, with Gemini tried
 * first when a key is configured.
 */
import { parseResume as parseWith, type ParseOptions } from '../resume';
import { extractWithGemini } from './gemini';

export interface ResumeParseOptions extends Omit<ParseOptions, 'fieldExtractor'> {
  /** Set false to skip Gemini even when a key is configured. */
  useGemini?: boolean;
  /** Limit on the Gemini call, in milliseconds (default 6 s); past it the built-in extractor answers. */
  geminiTimeoutMs?: number;
}

export function parseResume(bytes: Uint8Array, { useGemini = true, geminiTimeoutMs, ...options }: ResumeParseOptions = {}) {
  return parseWith(bytes, {
    ...options,
    fieldExtractor: useGemini ? (text) => extractWithGemini(text, { timeoutMs: geminiTimeoutMs }) : undefined,
  });
}

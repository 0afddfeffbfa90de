import { LIMITS } from '../contract/limits';

/** Bounds on the work one parse may do. */
export const RESUME_LIMITS = {
  maxBytes: LIMITS.resumeBytes,
  maxPages: 20,
  /** Total uncompressed size a DOCX may claim (guards against zip bombs). */
  maxUnzippedBytes: 50 * 1024 * 1024,
  /** More extracted text than this is refused as too large (about 40 dense pages). */
  maxTextChars: 150_000,
  extractionTimeoutMs: 8_000,
  geminiTimeoutMs: 6_000,
  sectionChars: LIMITS.extractedSection,
} as const;

/**
 * Resume parsing: the interface the API calls. Text extraction (PDF, DOCX, DOC) and field
 * extraction live beside this file; this module is the only entry point.
 */
import type { ResumeMimeType } from '../contract/schemas';

export type ResumeErrorCode =
  | 'unsupported' // not a PDF, DOC or DOCX by content
  | 'too-large' // over 5 MB or too many pages
  | 'no-text' // nothing readable (a scanned PDF without a text layer)
  | 'encrypted' // password-protected
  | 'corrupt' // unreadable file
  | 'timeout'; // extraction ran past its time limit

export class ResumeError extends Error {
  constructor(
    readonly code: ResumeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ResumeError';
  }
}

export interface ContactFields {
  name?: string;
  email?: string;
  /** Normalised, e.g. "+91 98765 43210". */
  phone?: string;
}

export interface ResumeSections {
  experience: string;
  education: string;
  skills: string;
}

export interface ParsedResume extends ContactFields, ResumeSections {
  source: 'builtin' | 'gemini';
}

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
 * cannot read. (Placeholder until the resume-parsing issue supplies the extractors.)
 */
export async function parseResume(bytes: Uint8Array): Promise<ParsedResume> {
  if (!detectResumeType(bytes)) throw new ResumeError('unsupported', 'Only PDF, DOC and DOCX files are accepted.');
  throw new ResumeError('no-text', 'Resume parsing is not available yet.');
}

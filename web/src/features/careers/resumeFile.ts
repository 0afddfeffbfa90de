import { LIMITS } from '../../../../lambdas/contract/limits';
import type { ResumeMimeType } from '../../../../lambdas/contract/schemas';

/** The file picker's filter. */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';

const MIME_BY_EXTENSION: Record<string, ResumeMimeType> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const KNOWN_TYPES = new Set<string>(Object.values(MIME_BY_EXTENSION));
/** What browsers report when they do not know a type; the extension decides then. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

export const WRONG_TYPE_MESSAGE = 'Only PDF, DOC and DOCX files are accepted.';
export const TOO_LARGE_MESSAGE = 'The file is larger than 5 MB. Please choose a smaller file.';
export const EMPTY_FILE_MESSAGE = 'The file is empty. Please choose another file.';

export type ResumeCheck = { ok: true; fileType: ResumeMimeType } | { ok: false; message: string };

/** Accepts a PDF, DOC or DOCX of at most 5 MB; the content type sent to the API comes from here. */
export function checkResumeFile(file: Pick<File, 'name' | 'type' | 'size'>): ResumeCheck {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const fromExtension = MIME_BY_EXTENSION[extension];
  if (!fromExtension || !(KNOWN_TYPES.has(file.type) || UNKNOWN_TYPES.has(file.type))) {
    return { ok: false, message: WRONG_TYPE_MESSAGE };
  }
  if (file.size > LIMITS.resumeBytes) return { ok: false, message: TOO_LARGE_MESSAGE };
  if (file.size === 0) return { ok: false, message: EMPTY_FILE_MESSAGE };
  return { ok: true, fileType: KNOWN_TYPES.has(file.type) ? (file.type as ResumeMimeType) : fromExtension };
}

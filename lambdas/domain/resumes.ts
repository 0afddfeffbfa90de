/**
 * Resume files: upload keys, extension checks, the stored key of an attached resume, and the
 * application id derived from the upload key (what makes a retried submission idempotent).
 */
import { createHash } from 'node:crypto';
import { RESUME_PREFIX } from '../contract/storage';
import { RESUME_TYPES, UPLOAD_KEY_PATTERN, type ResumeMimeType } from '../contract/schemas';
import { LIMITS } from '../contract/limits';

export type ResumeExtension = (typeof RESUME_TYPES)[ResumeMimeType];

/** `.pdf`, `.doc` or `.docx` for a MIME type. */
export const extensionOf = (type: ResumeMimeType): ResumeExtension => RESUME_TYPES[type];

/** The lower-case extension of a file name (with the dot), or '' when it has none. */
export function fileNameExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** True when the file's name ends with the extension of its declared type. */
export const nameMatchesType = (fileName: string, type: ResumeMimeType) => fileNameExtension(fileName) === extensionOf(type);

/** Server-chosen upload key: the client's file name never becomes a path. */
export const uploadKey = (uuid: string, type: ResumeMimeType) => `${RESUME_PREFIX.incoming}${uuid}${extensionOf(type)}`;

/** The extension of an upload key (`.pdf`), or undefined when the key is not one the server hands out. */
export function uploadKeyExtension(key: string): ResumeExtension | undefined {
  const m = UPLOAD_KEY_PATTERN.exec(key);
  return m ? (`.${m[1]}` as ResumeExtension) : undefined;
}

/** MIME type whose extension is `ext`. */
export const typeOfExtension = (ext: string): ResumeMimeType | undefined =>
  (Object.keys(RESUME_TYPES) as ResumeMimeType[]).find((t) => RESUME_TYPES[t] === ext);

/**
 * Why an uploaded object is not acceptable as the resume its key names, or undefined when it is:
 * its content (magic bytes) must be a PDF, DOC or DOCX and agree with the key's extension.
 */
export function resumeContentProblem(key: string, detected: ResumeMimeType | undefined): string | undefined {
  const ext = uploadKeyExtension(key);
  if (!ext) return 'Unknown upload key.';
  if (!detected || extensionOf(detected) !== ext) return 'The file is not a PDF, DOC or DOCX document.';
  return undefined;
}

/** The same upload always yields the same application id (UUID-shaped, from SHA-256). */
export function applicationIdFor(uploadKey: string): string {
  const h = createHash('sha256').update(`application:${uploadKey}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Where an application's resume lives once attached. */
export const attachedResumeKey = (applicationId: string, ext: ResumeExtension) =>
  `${RESUME_PREFIX.attached}${applicationId}${ext}`;

/**
 * Where the plain text extracted from an application's resume is kept: beside the resume, so
 * the list never carries it and erasure of the application removes it with the file.
 */
export const resumeTextKey = (applicationId: string) => `${RESUME_PREFIX.attached}${applicationId}.txt`;

/** The text as kept and shown: at most LIMITS.resumeText characters (never half a surrogate pair). */
export function boundedResumeText(text: string): { text: string; shortened: boolean } {
  const trimmed = text.trim();
  if (trimmed.length <= LIMITS.resumeText) return { text: trimmed, shortened: false };
  const cut = trimmed.slice(0, LIMITS.resumeText);
  return { text: /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut, shortened: true };
}

/**
 * Type detection by magic bytes: a second, light entry point of the resume module, for code that
 * checks uploads without parsing them (so it does not load the text extractors).
 */
import type { ResumeMimeType } from '../contract/schemas';

/** The resume type by magic bytes (never by file name), or undefined. */
export function detectResumeType(bytes: Uint8Array): ResumeMimeType | undefined {
  if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46) return 'application/pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if ([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((b, i) => bytes[i] === b)) return 'application/msword';
  return undefined;
}

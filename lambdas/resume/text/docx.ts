/** DOCX raw text with mammoth, after checking the archive cannot inflate past a bound. */
import mammoth from 'mammoth';
import { ResumeError } from '../errors';
import { RESUME_LIMITS } from '../limits';
import type { TextLine } from '../types';
import { zipUncompressedSize } from './zip-bounds';
import { linesOfPlainText } from './plain-text';

export async function extractDocxLines(bytes: Uint8Array): Promise<TextLine[]> {
  const inflated = zipUncompressedSize(bytes);
  if (inflated === undefined) throw new ResumeError('corrupt', 'The DOCX file could not be read.');
  if (inflated > RESUME_LIMITS.maxUnzippedBytes)
    throw new ResumeError('too-large', 'The DOCX file expands to more content than a resume can hold.');
  let text: string;
  try {
    ({ value: text } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }));
  } catch {
    throw new ResumeError('corrupt', 'The DOCX file could not be read.');
  }
  return linesOfPlainText(text);
}

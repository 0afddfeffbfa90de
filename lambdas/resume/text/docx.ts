/** DOCX raw text with mammoth, after checking the archive cannot inflate past a bound. */
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
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
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [body, margins] = await Promise.all([readBody(buffer), readHeadersAndFooters(buffer)]);
  return [...linesOfPlainText(margins.headers), ...linesOfPlainText(body), ...linesOfPlainText(margins.footers)];
}

async function readBody(buffer: Buffer): Promise<string> {
  try {
    return (await mammoth.extractRawText({ buffer })).value;
  } catch {
    throw new ResumeError('corrupt', 'The DOCX file could not be read.');
  }
}

/**
 * mammoth reads only the body, but Word templates often put the name or the contact details in
 * the page header or footer; word-extractor reads those parts.
 */
async function readHeadersAndFooters(buffer: Buffer): Promise<{ headers: string; footers: string }> {
  try {
    const document = await new WordExtractor().extract(buffer);
    return { headers: document.getHeaders({ includeFooters: false }), footers: document.getFooters() };
  } catch {
    return { headers: '', footers: '' };
  }
}

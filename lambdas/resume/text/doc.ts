/** Legacy Word (.doc) text with word-extractor. */
import WordExtractor from 'word-extractor';
import { ResumeError } from '../errors';
import type { TextLine } from '../types';
import { linesOfPlainText } from './plain-text';

/** Stream name of an encrypted Office Open XML package, which is an OLE file rather than a ZIP. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const SECTOR = 512;
const WORD_FIB_IDENT = 0xa5ec;
const FIB_ENCRYPTED_FLAG = 0x0100;

export async function extractDocLines(bytes: Uint8Array): Promise<TextLine[]> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.includes(ENCRYPTED_PACKAGE) || hasEncryptedWordFib(buffer))
    throw new ResumeError('encrypted', 'The document is password-protected.');
  let document: WordExtractor.Document;
  try {
    document = await new WordExtractor().extract(buffer);
  } catch {
    throw new ResumeError('corrupt', 'The DOC file could not be read.');
  }
  const text = [
    document.getHeaders({ includeFooters: false }),
    document.getBody(),
    document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }),
    document.getFooters(),
  ].join('\n');
  return linesOfPlainText(text, { tabEndsLine: true });
}

/**
 * word-extractor ignores the FIB's fEncrypted bit and returns cipher text as if it were words.
 * The WordDocument stream starts on a sector boundary with the FIB (wIdent 0xA5EC, then nFib).
 */
function hasEncryptedWordFib(buffer: Buffer): boolean {
  for (let at = SECTOR; at + 12 <= buffer.length; at += SECTOR) {
    if (buffer.readUInt16LE(at) !== WORD_FIB_IDENT) continue;
    const version = buffer.readUInt16LE(at + 2);
    if (version < 0x65 || version > 0x110) continue;
    return (buffer.readUInt16LE(at + 0xa) & FIB_ENCRYPTED_FLAG) !== 0;
  }
  return false;
}

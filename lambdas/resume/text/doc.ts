/** Legacy Word (.doc) text with word-extractor. */
import WordExtractor from 'word-extractor';
import { ResumeError } from '../errors';
import type { TextLine } from '../types';
import { linesOfPlainText } from './plain-text';
import { mailtoAddress } from './mailto';

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
  // The document's own characters, as a DOCX gives them: word-extractor would fold curly quotes
  // and dashes to ASCII ("l’événementiel", "2019 – 2021").
  const text = [
    document.getHeaders({ includeFooters: false, filterUnicode: false }),
    document.getBody({ filterUnicode: false }),
    document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true, filterUnicode: false }),
    document.getFooters({ filterUnicode: false }),
  ].join('\n');
  // Word's non-breaking hyphen is character 0x1E in a DOC's text, which word-extractor keeps.
  return linesOfPlainText(withLinkedAddresses(text, buffer).replaceAll('\x1e', '-'), { tabEndsLine: true });
}

/** A HYPERLINK field to a mailto: target, its instruction then its shown text (what word-extractor keeps). */
// Word marks a field with 0x13 (begin), 0x14 (separator) and 0x15 (end).
// eslint-disable-next-line no-control-regex
const MAILTO_FIELD = /HYPERLINK\s+"(mailto:[^"\x13-\x15]+)"[^\x13-\x15]*\x14([^\x13-\x15]{1,200})\x15/g;

/**
 * An e-mail address that is only a link's target ("✉ Email" linking to mailto:…): word-extractor
 * drops fields' instructions, so the WordDocument's text (16-bit or 8-bit) is searched for
 * HYPERLINK fields, and an address the text lacks is written after the link's shown text.
 */
function withLinkedAddresses(text: string, buffer: Buffer): string {
  if (!buffer.includes('mailto:', 0, 'latin1') && !buffer.includes('mailto:', 0, 'utf16le')) return text;
  let result = text;
  for (const encoding of ['utf16le', 'latin1'] as const) {
    const raw = buffer.toString(encoding);
    for (const match of raw.matchAll(MAILTO_FIELD)) {
      const address = mailtoAddress(match[1]!);
      const shown = match[2]!.trim();
      if (!address || result.toLowerCase().includes(address.toLowerCase())) continue;
      const at = shown ? result.indexOf(shown) : -1;
      result =
        at >= 0 ? `${result.slice(0, at + shown.length)} ${address}${result.slice(at + shown.length)}` : `${result}\n${address}`;
    }
  }
  return result;
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

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
    document = await new WordExtractor().extract(withCharacterPropertiesUnmistaken(buffer));
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

/** A CHPX FKP page's size, and the most runs one may hold ((512 - 4) / 5). */
const FKP_PAGE = 512;
const MAX_CHPX_RUNS = 0x65;
/** sprmCFRMarkDel: a run deleted with tracked changes. */
const SPRM_MARK_DELETED = 0x0800;

/**
 * word-extractor 1.0.4 reads a character property's sprm by its low five bits, not nine, so any
 * sprm whose low five bits are zero with an odd first operand byte is taken for "deleted text":
 * LibreOffice writes letter spacing as sprmCDxaSpace (0x8840), and 1 pt of it (20 twips, or 15 as
 * 1px) dropped a letter-spaced sidebar's "VAN WYK", "CONTATO" and "COMPETÊNCIAS" (d459, d458).
 * A copy of the file in which those sprms, in the character FKP pages, have their lowest bit set
 * (an id word-extractor ignores; the operand's size, which it reads from the top bits, is kept).
 * FKP pages are whole 512-byte sectors of the file; a page is changed only when it reads exactly
 * as a CHPX FKP whose every property is a character sprm.
 */
function withCharacterPropertiesUnmistaken(buffer: Buffer): Buffer {
  let copy: Buffer | undefined;
  for (let page = FKP_PAGE; page + FKP_PAGE <= buffer.length; page += FKP_PAGE) {
    const offsets = mistakenSprms(buffer.subarray(page, page + FKP_PAGE));
    if (offsets.length === 0) continue;
    copy ??= Buffer.from(buffer);
    for (const at of offsets) copy.writeUInt16LE(copy.readUInt16LE(page + at) | 1, page + at);
  }
  return copy ?? buffer;
}

/** The offsets, in a page that is a CHPX FKP, of sprms word-extractor would take for deletion marks. */
function mistakenSprms(fkp: Buffer): number[] {
  const runs = fkp.readUInt8(FKP_PAGE - 1);
  if (runs === 0 || runs > MAX_CHPX_RUNS) return [];
  const propertiesFrom = (runs + 1) * 4 + runs;
  for (let j = 0; j < runs; j += 1) if (fkp.readUInt32LE((j + 1) * 4) <= fkp.readUInt32LE(j * 4)) return [];
  const found: number[] = [];
  for (let j = 0; j < runs; j += 1) {
    const rgb = fkp.readUInt8((runs + 1) * 4 + j);
    if (rgb === 0) continue;
    const start = rgb * 2;
    if (start < propertiesFrom || start >= FKP_PAGE - 1) return [];
    const end = start + 1 + fkp.readUInt8(start);
    if (end > FKP_PAGE - 1) return [];
    const sprms = characterSprms(fkp, start + 1, end);
    if (!sprms) return [];
    found.push(...sprms.filter((at) => (fkp.readUInt16LE(at) & 0x1f) === 0 && fkp.readUInt16LE(at) !== SPRM_MARK_DELETED));
  }
  return found;
}

/** The offsets of the sprms from `start` to `end`, sized as word-extractor sizes them, if all are character sprms and fill it exactly. */
function characterSprms(fkp: Buffer, start: number, end: number): number[] | undefined {
  const sizes = [1, 1, 2, 4, 2, 2, -1, 3];
  const offsets: number[] = [];
  let at = start;
  while (at < end - 1) {
    const sprm = fkp.readUInt16LE(at);
    if (((sprm >> 10) & 0x07) !== 2) return undefined;
    offsets.push(at);
    const size = sizes[(sprm >> 13) & 0x07]!;
    at += 2 + (size < 0 ? fkp.readUInt8(at + 2) + 1 : size);
  }
  return at === end ? offsets : undefined;
}

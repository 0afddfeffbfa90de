/** DOCX raw text with mammoth, after inflating the archive within a bound (text/inflate-bounds.ts). */
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { ResumeError } from '../errors';
import type { TextLine } from '../types';
import { checkZipInflation } from './inflate-bounds';
import { linesOfPlainText } from './plain-text';
import { mailtoAddress } from './mailto';

export async function extractDocxLines(bytes: Uint8Array): Promise<TextLine[]> {
  // Every entry is inflated within the budget first: mammoth and word-extractor trust the headers.
  await checkZipInflation(bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [body, margins] = await Promise.all([readBody(buffer), readHeadersAndFooters(buffer)]);
  // The page's margins first: a footer's contacts and links belong with the header's (and within
  // the contact block's lines), not at the end of the last section. word-extractor ends each table
  // cell with a tab, and a tab stop parts a header's items ("Lyon, France⇥+33 6 …").
  const margin = (text: string) => linesOfPlainText(text, { tabEndsLine: true });
  return [...margin(margins.headers), ...margin(margins.footers), ...linesOfPlainText(body)];
}

/**
 * The body as text. mammoth's extractRawText drops manual line breaks (Shift+Enter), which
 * would glue "Priya Sharma" to the job title on the next line; its HTML keeps them.
 */
async function readBody(buffer: Buffer): Promise<string> {
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml(
      { buffer },
      { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })), ignoreEmptyParagraphs: true },
    ));
  } catch {
    throw new ResumeError('corrupt', 'The DOCX file could not be read.');
  }
  return htmlToText(html);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of mammoth's simple, well-formed HTML: blocks and breaks become line ends. */
function htmlToText(html: string): string {
  return withLinkedAddresses(html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|h[1-6]|li|td|th|tr|table|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, dec?: string, hex?: string, name?: string) =>
      dec
        ? String.fromCodePoint(Number(dec))
        : hex
          ? String.fromCodePoint(parseInt(hex, 16))
          : (ENTITIES[name!.toLowerCase()] ?? whole),
    );
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

/**
 * An e-mail address that is only a link's target ("Email me" linking to mailto:…) is written after
 * the link's text, where the link is; a link whose text holds its address is left alone.
 */
function withLinkedAddresses(html: string): string {
  return html.replace(/<a\s[^>]*href="(mailto:[^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, (whole, target: string, inner: string) => {
    const address = mailtoAddress(target);
    if (!address || inner.toLowerCase().includes(address.toLowerCase())) return whole;
    return `${whole} ${address.replace(/&/g, '&amp;').replace(/</g, '&lt;')}`;
  });
}

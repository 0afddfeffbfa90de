import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectResumeType, parseResume, ResumeError, type ResumeErrorCode } from '../../../lambdas/resume';
import { checkZipInflation } from '../../../lambdas/resume/text/inflate-bounds';
import { extractLinesIsolated } from '../../../lambdas/resume/isolated';
import {
  flateBombPdf,
  lyingDocxBomb,
  pdfZipPolyglot,
  rezippedDocx,
  zipThatIsNotDocx,
} from '../../fixtures/hostile/hostile-files';

const documents = join(__dirname, '../../fixtures/resumes/documents');
const fixture = (file: string) => new Uint8Array(readFileSync(join(documents, file)));
const PDF = fixture('01-priya-classic.chromium.pdf');
const DOCX = fixture('01-priya-classic.docx');
const DOC = fixture('01-priya-classic.doc');
let hexBomb: Promise<Buffer> | undefined;
// The ASCIIHex layer hides the Flate bomb from the pre-inflation check: only the worker's bounds stop pdf.js.
const hiddenBomb = () => (hexBomb ??= flateBombPdf({ hexWrapped: true, inflatedMb: 400, fileKb: 0 }));

async function failureCode(bytes: Uint8Array, options = {}): Promise<ResumeErrorCode | 'no error'> {
  try {
    await parseResume(bytes, { ...options });
    return 'no error';
  } catch (error) {
    if (error instanceof ResumeError) return error.code;
    throw error;
  }
}

const withHeader = (header: string | number[], length: number) => {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 7919 + 13) % 251;
  bytes.set(typeof header === 'string' ? new TextEncoder().encode(header) : header);
  return bytes;
};

describe('file type by magic bytes', () => {
  it('recognises PDF, DOCX and DOC by content', () => {
    expect(detectResumeType(PDF)).toBe('application/pdf');
    expect(detectResumeType(DOCX)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(detectResumeType(DOC)).toBe('application/msword');
  });

  it('rejects anything else as unsupported, whatever it claims to be', async () => {
    const png = withHeader([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 64);
    const text = new TextEncoder().encode('Priya Sharma\npriya@example.com\n');
    const html = new TextEncoder().encode('<!doctype html><p>%PDF-1.7</p>');
    for (const bytes of [png, text, html, new Uint8Array(0)]) {
      expect(detectResumeType(bytes)).toBeUndefined();
      expect(await failureCode(bytes)).toBe('unsupported');
    }
  });
});

describe('bounded work', () => {
  it('refuses files over 5 MB before reading them', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF.subarray(0, 1024));
    const started = Date.now();
    expect(await failureCode(big)).toBe('too-large');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a PDF with more than 20 pages', async () => {
    expect(await failureCode(fixture('twenty-five-pages.pdf'))).toBe('too-large');
  });

  it('refuses a DOCX whose document.xml inflates to 300 MB while its headers claim 2 KB, inflating at most the budget', async () => {
    const bomb = await lyingDocxBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expect(checkZipInflation(bomb, 1024 * 1024)).rejects.toThrow(ResumeError);
    const started = Date.now();
    expect(await failureCode(bomb)).toBe('unsafe');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a PDF whose content stream inflates to 200 MB (flate bomb)', async () => {
    const bomb = await flateBombPdf();
    expect(bomb.length).toBeGreaterThan(600 * 1024);
    expect(bomb.length).toBeLessThan(800 * 1024);
    const failure = await parseResume(bomb).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'unsafe', message: expect.stringContaining('We could not read this file safely.') });
  });

  it('refuses a DOCX whose headers overstate what its entries inflate to as corrupt', async () => {
    const lying = rezippedDocx();
    // Patch the uncompressed size of the first central directory entry.
    const entry = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(entry).toBeGreaterThan(0);
    lying.writeUInt32LE(0x7fff_ffff, entry + 24);
    expect(await failureCode(rezippedDocx())).toBe('no error');
    expect(await failureCode(lying)).toBe('corrupt');
  });

  it('terminates the worker at its wall-clock limit while the caller keeps serving', async () => {
    const bomb = await hiddenBomb();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 50);
    const started = Date.now();
    const failure = await extractLinesIsolated('application/pdf', bomb, {}, { timeoutMs: 1_500 }).catch((e: unknown) => e);
    clearInterval(ticker);
    const elapsed = Date.now() - started;
    expect(failure).toMatchObject({ code: expect.stringMatching(/^(timeout|unsafe)$/) });
    expect(elapsed).toBeLessThan(4_000);
    // The event loop ran throughout: at least half the ticks it would have had.
    expect(ticks).toBeGreaterThan(elapsed / 50 / 2);
    expect((await parseResume(PDF)).name).toBe('Priya Sharma');
  });

  it('terminates a worker whose file makes the process grow past the memory ceiling', async () => {
    const bomb = await hiddenBomb();
    const failure = await extractLinesIsolated('application/pdf', bomb, {}, { maxRssGrowthMb: 64, timeoutMs: 20_000 }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ code: 'unsafe' });
  });

  it('terminates a worker that passes its heap ceiling', async () => {
    // 16 MB: above what the worker needs to start (about 11 MB with the field rules and coverage
    // counters loaded), below what this PDF's parse needs (20–24 MB). At 12 MB the ceiling was met
    // while the worker was still starting, where V8 may end the whole process instead (seen once in
    // CI: "FATAL ERROR: … JavaScript heap out of memory"), not the parse this test is about.
    const failure = await extractLinesIsolated('application/pdf', PDF, {}, { maxHeapMb: 16, maxYoungGenerationMb: 2 }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ code: 'unsafe' });
    expect((await parseResume(PDF)).name).toBe('Priya Sharma');
  });
});

describe('unreadable files', () => {
  it('reports a PDF with nothing to read, not even by OCR, as no-text', async () => {
    expect(await failureCode(fixture('blank-page.pdf'))).toBe('no-text');
  }, 60_000);

  it('stops OCR of a scan at the time limit', async () => {
    // Well under one page's OCR even with the engine kept warm by an earlier scan (about 1 s on an idle machine).
    expect(await failureCode(fixture('scanned-image-only.pdf'), { timeoutMs: 500 })).toBe('timeout');
  }, 30_000);

  it('reports a password-protected PDF as encrypted', async () => {
    expect(await failureCode(fixture('password-protected.pdf'))).toBe('encrypted');
  });

  it('reports a DOC with the FIB encryption flag as encrypted', async () => {
    const encrypted = DOC.slice();
    const wordDocument = Buffer.from(encrypted).indexOf(Buffer.from([0xec, 0xa5]), 512);
    expect(wordDocument % 512).toBe(0);
    encrypted[wordDocument + 0xb]! |= 0x01; // fEncrypted is bit 8 of the flags word at 0x0A
    expect(await failureCode(encrypted)).toBe('encrypted');
  });

  it('reports an OLE container holding an EncryptedPackage stream (password-protected DOCX) as encrypted', async () => {
    const container = DOC.slice();
    container.set(Buffer.from('EncryptedPackage', 'utf16le'), container.length - 64);
    expect(await failureCode(container)).toBe('encrypted');
  });

  it.each([
    ['a PDF header followed by garbage', withHeader('%PDF-1.7\n', 4000)],
    ['a truncated PDF', PDF.slice(0, Math.floor(PDF.length / 2))],
    ['a ZIP header followed by garbage', withHeader([0x50, 0x4b, 0x03, 0x04], 4000)],
    ['a truncated DOCX', DOCX.slice(0, Math.floor(DOCX.length / 2))],
    ['an OLE header followed by garbage', withHeader([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 4000)],
    ['a ZIP that is not a Word document', zipThatIsNotDocx()],
    ['a PDF header in front of a ZIP (polyglot)', pdfZipPolyglot()],
  ])('reports %s as corrupt', async (_, bytes) => {
    expect(await failureCode(bytes)).toBe('corrupt');
  });
});

/**
 * `extractLines` on the calling thread: the function the bounded worker (isolated.ts) serves. The worker must
 * add nothing and lose nothing (the lines cross a structured clone), and the extraction's own refusals must hold
 * even where no worker runs it. Real files from the resume corpus and the hostile-file builders.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResumeMimeType } from '../../../lambdas/contract/schemas';
import { ResumeError } from '../../../lambdas/resume';
import { extractLines } from '../../../lambdas/resume/text/extract';
import { extractLinesIsolated } from '../../../lambdas/resume/isolated';
import { flateBombPdf, lyingDocxBomb } from '../../fixtures/hostile/hostile-files';

const documents = join(__dirname, '../../fixtures/resumes/documents');
const fixture = (file: string) => new Uint8Array(readFileSync(join(documents, file)));
const PDF: ResumeMimeType = 'application/pdf';
const DOCX: ResumeMimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC: ResumeMimeType = 'application/msword';

async function failure(type: ResumeMimeType, bytes: Uint8Array, timeoutMs?: number) {
  const error = await extractLines(type, bytes, { timeoutMs }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ResumeError);
  return (error as ResumeError).code;
}

describe('extractLines in-process and in the worker', () => {
  it.each([
    [PDF, '04-john-header-table.chromium.pdf'],
    [PDF, '02-rahul-sidebar-left.libreoffice.pdf'],
    [DOCX, '04-john-header-table.docx'],
    [DOC, '04-john-header-table.doc'],
  ])('reads the same lines from %s %s', async (type, file) => {
    const bytes = fixture(file);
    const here = await extractLines(type, bytes);
    expect(here.length).toBeGreaterThan(5);
    expect(here.some((line) => /@/.test(line.text))).toBe(true);
    expect(await extractLinesIsolated(type, bytes)).toEqual(here);
  });

  it('reads a scanned PDF by OCR on the calling thread, marking each line', async () => {
    // A generous limit: the point here is the reading, and the shared test machine may be slow.
    const lines = await extractLines(PDF, fixture('d03-sophie-scan-150dpi.pdf'), { timeoutMs: 100_000 });
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.every((line) => line.ocr === true)).toBe(true);
    expect(lines.map((line) => line.text).join('\n')).toMatch(/Sophie/i);
  }, 120_000);
});

describe('extractLines refusals without a worker', () => {
  it('refuses a file over 5 MB before reading it', async () => {
    expect(await failure(DOCX, new Uint8Array(5 * 1024 * 1024 + 1))).toBe('too-large');
  });

  it('refuses a PDF of more than 20 pages and a password-protected one', async () => {
    expect(await failure(PDF, fixture('twenty-five-pages.pdf'))).toBe('too-large');
    expect(await failure(PDF, fixture('password-protected.pdf'))).toBe('encrypted');
  });

  it('refuses decompression bombs by their inflated size, in PDF and DOCX', async () => {
    expect(await failure(PDF, await flateBombPdf())).toBe('unsafe');
    expect(await failure(DOCX, await lyingDocxBomb())).toBe('unsafe');
  });

  it('stops OCR at the time limit and frees the reader', async () => {
    expect(await failure(PDF, fixture('scanned-image-only.pdf'), 500)).toBe('timeout');
  }, 30_000);

  it('reports garbage behind a Word header as corrupt', async () => {
    const zip = new Uint8Array(4000);
    zip.set([0x50, 0x4b, 0x03, 0x04]);
    expect(await failure(DOCX, zip)).toBe('corrupt');
    const ole = new Uint8Array(4000);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await failure(DOC, ole)).toBe('corrupt');
  });
});

/**
 * The built-in field extraction runs in the bounded worker with the text extraction (isolated.ts):
 * a rule slow on hostile text then costs that parse a timeout, never the calling thread. Here the
 * calling thread's extractFields throws, so any field in an answer was read in the worker.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ResumeMimeType } from '../../../lambdas/contract/schemas';
import { parseResume } from '../../../lambdas/resume';
import type * as Builtin from '../../../lambdas/resume/fields/builtin';
import { parseLinesIsolated } from '../../../lambdas/resume/isolated';
import { emailFloodDocx } from '../../fixtures/hostile/hostile-files';

vi.mock('../../../lambdas/resume/fields/builtin', () => ({
  extractFields: () => {
    throw new Error('field extraction ran on the calling thread');
  },
}));

const documents = join(__dirname, '../../fixtures/resumes/documents');
const fixture = (file: string) => new Uint8Array(readFileSync(join(documents, file)));
const PDF: ResumeMimeType = 'application/pdf';
const DOCX: ResumeMimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('field extraction in the worker', () => {
  it.each([
    [PDF, '04-john-header-table.chromium.pdf'],
    [DOCX, '02-rahul-sidebar-left.docx'],
  ])('gives the fields the extractor gives on the same lines in-process (%s %s)', async (type, file) => {
    const { extractFields } = await vi.importActual<typeof Builtin>('../../../lambdas/resume/fields/builtin');
    const { lines, fields } = await parseLinesIsolated(type, fixture(file));
    expect(fields.name).toBeTruthy();
    expect(fields).toEqual(extractFields(lines));
  });

  it('answers parseResume without the calling thread extracting a field', async () => {
    const parsed = await parseResume(fixture('01-priya-classic.docx'));
    expect(parsed).toMatchObject({ source: 'builtin', fromScan: false });
    expect(parsed.name).toBeTruthy();
    expect(parsed.email).toMatch(/@/);
    expect(parsed.text).toContain(parsed.email);
  });

  it('reads a Word file of nothing but 8,000 e-mail addresses in the worker: the first address, no name', async () => {
    const parsed = await parseResume(new Uint8Array(emailFloodDocx()));
    expect(parsed.email).toBe('x0@y.co');
    expect(parsed.name).toBeUndefined();
    expect(parsed.text.split('\n')).toHaveLength(8_000);
  });
});

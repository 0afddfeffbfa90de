import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseResume, ResumeError } from '../../../lambdas/resume';
import { loadCorpus, sectionCheck } from '../../fixtures/resumes/corpus';

const corpus = loadCorpus();
const documents = corpus.filter((doc) => !doc.expected.error);
const broken = corpus.filter((doc) => doc.expected.error);

describe('resume corpus (test/fixtures/resumes/expected.json)', () => {
  it('holds at least 30 documents from each producer and format', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    for (const ext of ['.chromium.pdf', '.libreoffice.pdf', '.docx', '.doc'])
      expect(documents.filter((doc) => doc.file.endsWith(ext)).length).toBeGreaterThanOrEqual(4);
  });

  it.each(documents.map((doc) => [doc.file, doc] as const))('%s: name, e-mail, phone and sections', async (_, doc) => {
    const parsed = await parseResume(new Uint8Array(readFileSync(doc.path)));
    expect({ name: parsed.name, email: parsed.email, phone: parsed.phone, source: parsed.source }).toEqual({
      name: doc.expected.name,
      email: doc.expected.email,
      phone: doc.expected.phone,
      source: 'builtin',
    });
    expect(sectionCheck(parsed, doc.expected)).toEqual([]);
  });

  it.each(broken.map((doc) => [doc.file, doc] as const))('%s: fails with its expected error', async (_, doc) => {
    const failure = await parseResume(new Uint8Array(readFileSync(doc.path))).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ResumeError);
    expect((failure as ResumeError).code).toBe(doc.expected.error);
  });
});

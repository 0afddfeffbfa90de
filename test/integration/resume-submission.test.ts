/**
 * POST /applications checks the stored resume as POST /applications/parse does: magic bytes, then
 * its structure in the bounded worker. A file that is no readable document of its type is refused
 * with the parser's message and nothing is stored; a valid document without text is accepted.
 * Through the local gateway, against the emulators and the real parser.
 */
import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../../infra/local/stack';
import { UNSAFE_FILE_MESSAGE } from '../../lambdas/resume/text/inflate-bounds';
import { lyingDocxBomb, pdfZipPolyglot, zipThatIsNotDocx } from '../fixtures/hostile/hostile-files';
import { api, createJob, uploadResume, withLocalStack } from './support/local-api';
import { pdfFromObjects } from '../fixtures/pdf-objects';

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let stack: LocalStack;
let staff: string;
let job: { jobId: string; title: string };

withLocalStack({}, async (started) => {
  ({ stack, staff } = started);
  job = await createJob(stack, staff, `Resume Checks ${randomUUID().slice(0, 8)}`);
});

/** A well-formed one-page PDF with nothing on its page (a valid document without a text layer). */
function blankPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ];
  return pdfFromObjects(objects);
}

const upload = (bytes: Buffer, fileName: string, fileType: string) => uploadResume(stack, bytes, fileName, fileType);

const apply = (resumeUrl: string, name: string) =>
  api(stack, 'POST', '/applications', {
    body: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '9876543210',
      jobId: job.jobId,
      jobTitle: job.title,
      resumeUrl,
      consent: true,
    },
  });

async function storedNames(): Promise<string[]> {
  const res = await api(stack, 'GET', `/applications?jobId=${encodeURIComponent(job.jobId)}&limit=100`, { token: staff });
  expect(res.status).toBe(200);
  return (res.json.items as { name: string }[]).map((a) => a.name);
}

describe('POST /applications refuses a file that is no readable document of its type', () => {
  it.each([
    [
      'a PDF header in front of a ZIP (polyglot)',
      () => pdfZipPolyglot(),
      'cv.pdf',
      PDF_TYPE,
      'Polly Glot',
      'The PDF could not be read.',
    ],
    ['a ZIP that is not a Word document', () => zipThatIsNotDocx(), 'cv.docx', DOCX_TYPE, 'Zip Only', undefined],
  ])('%s: 422 with the same message parse gives, nothing stored', async (_, make, fileName, fileType, name, message) => {
    const key = await upload(make(), fileName, fileType);
    const parsed = await api(stack, 'POST', '/applications/parse', { body: { key } });
    expect(parsed.status).toBe(422);
    const applied = await apply(key, name);
    expect(applied.status).toBe(422);
    expect(applied.json.message).toBe(parsed.json.message);
    if (message) expect(applied.json.message).toBe(message);
    expect(applied.json.requestId).toEqual(expect.any(String));
    expect(await storedNames()).not.toContain(name);
  });

  it('refuses a DOCX whose document.xml inflates past the budget (a lying zip bomb) with the safety message', async () => {
    const key = await upload(await lyingDocxBomb(), 'cv.docx', DOCX_TYPE);
    const applied = await apply(key, 'Bomb Maker');
    expect(applied.status).toBe(422);
    expect(applied.json.message).toBe(UNSAFE_FILE_MESSAGE);
    expect(await storedNames()).not.toContain('Bomb Maker');
  }, 60_000);

  it('still accepts a valid document with no text layer, stored without sections', async () => {
    const key = await upload(blankPdf(), 'blank.pdf', PDF_TYPE);
    const applied = await apply(key, 'Blank Page');
    expect(applied.status).toBe(201);
    const detail = await api(stack, 'GET', `/applications/${applied.json.applicationId as string}`, { token: staff });
    expect(detail.json).toMatchObject({ name: 'Blank Page', experience: '', skills: '' });
  }, 90_000);
});

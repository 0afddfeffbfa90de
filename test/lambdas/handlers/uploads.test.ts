import '../support/env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { handler } from '../../../lambdas/handlers/uploads';
import { LIMITS, UPLOAD_KEY_PATTERN } from '../../../lambdas/contract';
import { apiEvent, call } from '../support/events';
import { TEST_BUCKET } from '../support/env';

const s3 = mockClient(S3Client);
// The abuse-limit counter (an UpdateItem) answers as an empty table would.
mockClient(DynamoDBDocumentClient);
beforeEach(() => s3.reset());

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('POST /applications/upload-url', () => {
  it('answers a presigned PUT for a server-chosen key with Content-Type and Content-Length signed', async () => {
    const res = await call(
      handler,
      apiEvent('createUploadUrl', { body: { fileName: 'My CV (final).PDF', fileType: 'application/pdf', fileSize: 12345 } }),
    );
    expect(res.status).toBe(200);
    const key = res.json.key as string;
    expect(key).toMatch(UPLOAD_KEY_PATTERN);
    expect(key).toMatch(/^incoming\/[0-9a-f-]{36}\.pdf$/);
    expect(key).not.toContain('CV');
    expect(res.json.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(res.json.expiresIn).toBe(LIMITS.uploadUrlSeconds);

    const url = new URL(res.json.uploadUrl as string);
    expect(url.pathname).toContain(key);
    expect(url.hostname).toContain(TEST_BUCKET);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(LIMITS.uploadUrlSeconds));
    expect(url.searchParams.get('X-Amz-SignedHeaders')!.split(';').sort()).toEqual(['content-length', 'content-type', 'host']);
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);
    // Presigning is local: nothing is sent to S3.
    expect(s3.calls()).toHaveLength(0);
  });

  it('hands out a fresh key every time', async () => {
    const body = { fileName: 'cv.docx', fileType: DOCX, fileSize: 10 };
    const a = await call(handler, apiEvent('createUploadUrl', { body }));
    const b = await call(handler, apiEvent('createUploadUrl', { body }));
    expect(a.json.key).toMatch(/\.docx$/);
    expect(a.json.key).not.toBe(b.json.key);
  });

  it('uses the public endpoint for URLs the browser must reach', async () => {
    process.env.S3_PUBLIC_ENDPOINT = 'http://127.0.0.1:45678';
    process.env.S3_FORCE_PATH_STYLE = 'true';
    try {
      const res = await call(
        handler,
        apiEvent('createUploadUrl', { body: { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: 10 } }),
      );
      expect(res.json.uploadUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:45678/${TEST_BUCKET}/incoming/`));
    } finally {
      delete process.env.S3_PUBLIC_ENDPOINT;
      delete process.env.S3_FORCE_PATH_STYLE;
    }
  });

  it.each([
    [
      'a name whose extension disagrees with the type',
      { fileName: 'cv.docx', fileType: 'application/pdf', fileSize: 10 },
      'fileName',
    ],
    ['a name without an extension', { fileName: 'resume', fileType: 'application/pdf', fileSize: 10 }, 'fileName'],
    ['a type that is not a resume', { fileName: 'cv.txt', fileType: 'text/plain', fileSize: 10 }, 'fileType'],
    ['an empty file', { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: 0 }, 'fileSize'],
    ['a file over 5 MB', { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: LIMITS.resumeBytes + 1 }, 'fileSize'],
    ['a fractional size', { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: 1.5 }, 'fileSize'],
  ])('refuses %s with 400 naming the field', async (_label, body, field) => {
    const res = await call(handler, apiEvent('createUploadUrl', { body }));
    expect(res.status).toBe(400);
    expect(res.json.fields).toHaveProperty(field);
  });

  it('says which sizes are accepted', async () => {
    const res = await call(
      handler,
      apiEvent('createUploadUrl', {
        body: { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: LIMITS.resumeBytes + 1 },
      }),
    );
    expect(res.json.fields).toEqual({ fileSize: ['The file is larger than 5 MB.'] });
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useMockApi } from '../../../web/src/testing/mocks/server';
import { putFile, uploadResume, UploadError } from '../../../web/src/features/careers/uploadResume';
import { answerUploads, FAKE_UPLOAD_ORIGIN, HttpResponse } from './fakes';

useMockApi();

const url = `${FAKE_UPLOAD_ORIGIN}/incoming/cv.pdf?X-Amz-Signature=abc`;
const file = () => new Blob(['%PDF-1.7\n'], { type: 'application/pdf' });
const signed = { 'Content-Type': 'application/pdf', 'Content-Length': '9', Host: 'uploads.test' };

describe('putFile (the browser PUT to a presigned URL)', () => {
  it('sends the file with the signed headers the page may set, and reports the upload complete', async () => {
    const uploads = answerUploads();
    const progress: number[] = [];
    await putFile(url, file(), signed, (f) => progress.push(f));
    expect(uploads).toEqual([{ url, headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.7\n' }]);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f) => f > 0 && f <= 1)).toBe(true);
  });

  it('fails with the status when the storage refuses the upload (an expired or mis-signed URL)', async () => {
    answerUploads(() => new HttpResponse('<Error><Code>AccessDenied</Code></Error>', { status: 403 }));
    const put = putFile(url, file(), signed, () => {});
    await expect(put).rejects.toBeInstanceOf(UploadError);
    await expect(put).rejects.toThrow('Upload failed (403)');
  });

  it('fails with a network error when the connection drops', async () => {
    answerUploads(() => HttpResponse.error());
    await expect(putFile(url, file(), signed, () => {})).rejects.toThrow('Upload failed (network error)');
  });

  it('does not start when already aborted', async () => {
    const put = putFile(url, file(), signed, () => {}, AbortSignal.abort());
    await expect(put).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('uploadResume', () => {
  it('asks the API for an upload URL for this file, uploads there and answers the key', async () => {
    const uploads = answerUploads();
    const resume = new File(['%PDF-1.7\n'], 'Jane Doe CV.pdf', { type: 'application/pdf' });
    const key = await uploadResume(resume, 'application/pdf', () => {});
    expect(key).toMatch(/^incoming\/[0-9a-f-]{36}\.pdf$/);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.url).toBe(`${FAKE_UPLOAD_ORIGIN}/${key}`);
    expect(uploads[0]!.headers['content-type']).toBe('application/pdf');
  });
});

import { describe, expect, it } from 'vitest';
import { checkResumeFile, TOO_LARGE_MESSAGE, WRONG_TYPE_MESSAGE } from '../../../web/src/features/careers/resumeFile';
import { LIMITS } from '../../../lambdas/contract/limits';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkResumeFile', () => {
  it('accepts PDF, DOC and DOCX with their browser types', () => {
    expect(checkResumeFile(file('cv.pdf', 'application/pdf'))).toEqual({ ok: true, fileType: 'application/pdf' });
    expect(checkResumeFile(file('cv.DOC', 'application/msword'))).toEqual({ ok: true, fileType: 'application/msword' });
    expect(
      checkResumeFile(file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
    ).toMatchObject({ ok: true });
  });

  it('maps the extension when the browser gives no type', () => {
    expect(checkResumeFile(file('cv.docx', ''))).toEqual({
      ok: true,
      fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(checkResumeFile(file('cv.pdf', 'application/octet-stream'))).toEqual({ ok: true, fileType: 'application/pdf' });
  });

  it('refuses other types', () => {
    expect(checkResumeFile(file('cv.txt', 'text/plain'))).toEqual({ ok: false, message: WRONG_TYPE_MESSAGE });
    expect(checkResumeFile(file('photo.png', 'image/png'))).toEqual({ ok: false, message: WRONG_TYPE_MESSAGE });
    expect(checkResumeFile(file('renamed.pdf', 'image/png'))).toEqual({ ok: false, message: WRONG_TYPE_MESSAGE });
    expect(checkResumeFile(file('no-extension', 'application/pdf'))).toEqual({ ok: false, message: WRONG_TYPE_MESSAGE });
  });

  it('refuses files over 5 MB and empty files', () => {
    expect(checkResumeFile(file('cv.pdf', 'application/pdf', LIMITS.resumeBytes))).toMatchObject({ ok: true });
    expect(checkResumeFile(file('cv.pdf', 'application/pdf', LIMITS.resumeBytes + 1))).toEqual({
      ok: false,
      message: TOO_LARGE_MESSAGE,
    });
    expect(checkResumeFile(file('cv.pdf', 'application/pdf', 0))).toMatchObject({ ok: false });
  });
});

import { createHandler } from './api';
import { verifyUploadedResume } from '../adapters/resume-store';
import { resumeErrorToDomain } from '../adapters/resume-errors';
import { parseResume } from '../adapters/resume-parser';

/** POST /applications/parse: contact fields from an uploaded resume, to prefill the form. */
export const handler = createHandler('parse', {
  parseResume: async ({ body }) => {
    const { bytes } = await verifyUploadedResume(body.key);
    try {
      const { name, email, phone, source } = await parseResume(bytes);
      return { name, email, phone, source };
    } catch (err) {
      throw resumeErrorToDomain(err);
    }
  },
});

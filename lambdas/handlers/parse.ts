import { createHandler } from './api';
import { verifyUploadedResume } from '../adapters/resume-store';
import { resumeErrorToDomain } from '../adapters/resume-errors';
import { parseResume } from '../adapters/resume-parser';
import { recordMetric } from '../adapters/observability';
import { METRICS } from '../contract/metrics';

/** POST /applications/parse: contact fields from an uploaded resume, to prefill the form. */
export const handler = createHandler('parse', {
  parseResume: async ({ body }) => {
    const { bytes } = await verifyUploadedResume(body.key);
    const started = performance.now();
    try {
      const { name, email, phone, source, fromScan } = await parseResume(bytes);
      recordMetric(METRICS.resumeParsed);
      return { name, email, phone, source, fromScan: fromScan ?? false };
    } catch (err) {
      recordMetric(METRICS.resumeParseFailed);
      throw resumeErrorToDomain(err);
    } finally {
      recordMetric(METRICS.resumeParseTime, performance.now() - started);
    }
  },
});

import { createHandler } from './api';
import { actorOf } from '../http/auth';
import { readResumeObject, readResumeText, verifyUploadedResume } from '../adapters/resume-store';
import { resumeErrorToDomain } from '../adapters/resume-errors';
import { parseResume } from '../adapters/resume-parser';
import { logger, recordMetric } from '../adapters/observability';
import { getItem } from '../adapters/repository';
import { recordAudit } from '../adapters/audit';
import { notFound } from '../domain/errors';
import { boundedResumeText, resumeTextKey } from '../domain/resumes';
import { ResumeError, extractResumeText } from '../resume';
import { METRICS } from '../contract/metrics';
import type { ResumeTextResponse } from '../contract/schemas';

const UNAVAILABLE: ResumeTextResponse = { source: 'unavailable', text: null, shortened: false };

/**
 * The text of an application stored before texts were kept, read from its resume now (not kept:
 * a text written while the application is being erased could outlive it).
 */
async function extractNow(applicationId: string, resumeKey: string): Promise<ResumeTextResponse> {
  const bytes = await readResumeObject(resumeKey);
  if (!bytes) return UNAVAILABLE;
  try {
    const { text, shortened } = boundedResumeText(await extractResumeText(bytes));
    return text ? { source: 'extracted', text, shortened } : UNAVAILABLE;
  } catch (err) {
    if (!(err instanceof ResumeError)) throw err;
    logger.warn('resume text could not be extracted for the application view', { applicationId, code: err.code });
    return UNAVAILABLE;
  }
}

/**
 * POST /applications/parse: contact fields from an uploaded resume, to prefill the form.
 * GET /applications/{id}/resume-text (staff): the text of a stored resume, for the application view.
 */
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

  getResumeText: async ({ params, caller }) => {
    const id = params.id!;
    const item = await getItem('applications', id);
    if (!item || typeof item.resumeUrl !== 'string') throw notFound('This application does not exist.');
    await recordAudit({ action: 'viewed-resume', by: actorOf(caller), target: `application:${id}`, detail: 'text' });
    const kept = await readResumeText(resumeTextKey(id));
    if (kept) return { source: 'stored' as const, ...kept };
    return extractNow(id, item.resumeUrl);
  },
});

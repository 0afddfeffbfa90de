import { createHandler } from './api';
import { DomainError, conflict, notFound } from '../domain/errors';
import { logger } from '../adapters/observability';
import { getItem, putNew } from '../adapters/repository';
import { UPLOAD_FIRST, copyResume, deleteResumeObject, verifyUploadedResume } from '../adapters/resume-store';
import { EMPTY_SECTIONS, newApplicationItem, type Sections } from '../domain/applications';
import { applicationIdFor, attachedResumeKey, extensionOf } from '../domain/resumes';
import { parseResume } from '../adapters/resume-parser';

/** Extraction is best effort: a resume the parser cannot read still reaches staff. */
async function extractSections(bytes: Uint8Array, applicationId: string): Promise<Sections> {
  try {
    const { experience, education, skills } = await parseResume(bytes);
    return { experience, education, skills };
  } catch (err) {
    logger.warn('resume sections not extracted; storing the application without them', { applicationId, error: err as Error });
    return EMPTY_SECTIONS;
  }
}

const answer = (item: Record<string, unknown>) => ({ applicationId: String(item.applicationId), createdAt: String(item.createdAt) });

/** Applications: anyone applies (once per upload, however often the request is retried). Staff read them through `candidates`. */
export const handler = createHandler('applications', {
  createApplication: async ({ body }) => {
    const uploadKey = body.resumeUrl;
    const applicationId = applicationIdFor(uploadKey);
    const alreadyStored = async () => {
      const existing = await getItem('applications', applicationId);
      if (existing && existing.jobId !== body.jobId) {
        throw conflict('This resume upload was already used for another application. Please upload it again.');
      }
      return existing && answer(existing);
    };
    const stored = await alreadyStored();
    if (stored) return stored;

    const job = await getItem('jobs', body.jobId);
    if (!job) throw notFound('This job does not exist.');
    if (job.active !== true) throw conflict('This job is no longer accepting applications.');

    let resumeKey: string;
    let sections: Sections;
    try {
      const { bytes, type, etag } = await verifyUploadedResume(uploadKey);
      sections = await extractSections(bytes, applicationId);
      resumeKey = attachedResumeKey(applicationId, extensionOf(type));
      await copyResume(uploadKey, resumeKey, etag);
    } catch (err) {
      // A concurrent submission of the same upload may have stored it and removed the upload meanwhile.
      if (err instanceof DomainError && err.message === UPLOAD_FIRST) {
        const winner = await alreadyStored();
        if (winner) return winner;
      }
      throw err;
    }

    const item = newApplicationItem({
      applicationId,
      fields: body,
      job: { jobId: String(job.jobId), title: String(job.title) },
      resumeKey,
      sections,
      createdAt: new Date().toISOString(),
    });
    if (!(await putNew('applications', item))) {
      // A concurrent retry stored it first: answer that one.
      const winner = await alreadyStored();
      if (!winner) throw new Error('Application vanished after a conditional write failed');
      return winner;
    }
    try {
      await deleteResumeObject(uploadKey);
    } catch (err) {
      // The application is stored; the lifecycle rule expires leftover uploads.
      logger.warn('could not delete the incoming upload', { uploadKey, error: err as Error });
    }
    return answer(item);
  },
});

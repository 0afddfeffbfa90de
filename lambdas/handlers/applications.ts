import { createHandler } from './api';
import { DomainError, conflict, notFound } from '../domain/errors';
import { logger, recordMetric } from '../adapters/observability';
import { METRICS } from '../contract/metrics';
import { getItem, putNew } from '../adapters/repository';
import { UPLOAD_FIRST, copyResume, deleteResumeObject, putResumeText, verifyUploadedResume } from '../adapters/resume-store';
import { PRIVACY_NOTICE_VERSION } from '../contract/pipeline';
import { EMPTY_SECTIONS, newApplicationItem, type ResumeExtras, type Sections } from '../domain/applications';
import type { StoredItem } from '../domain/items';
import { applicationIdFor, attachedResumeKey, boundedResumeText, extensionOf, resumeTextKey } from '../domain/resumes';
import { parseResume } from '../adapters/resume-parser';
import { indexListingRows, indexTermRows } from '../adapters/application-store';
import { mailForNewApplication } from '../adapters/application-mail';
import { resumeErrorToDomain } from '../adapters/resume-errors';
import { ResumeError, type ResumeErrorCode } from '../resume';

/**
 * Resume failures that refuse a submission, as they refuse a parse: the file is not a readable
 * document of its type (a polyglot, a ZIP that is no Word file, broken structure, locked) or
 * reading it tripped a bound (a decompression bomb). A readable file without text (a scan OCR
 * could not read) or a long one is still a resume staff can open: it is stored without sections.
 */
const REFUSED_AT_SUBMISSION: readonly ResumeErrorCode[] = ['unsupported', 'corrupt', 'encrypted', 'unsafe', 'timeout'];

/** Extraction is best effort for what the resume says; a file that is no real document is refused. */
async function extractSections(
  bytes: Uint8Array,
  applicationId: string,
): Promise<{ sections: Sections; extras: ResumeExtras; text: string }> {
  try {
    const { experience, education, skills, city, linkedin, github, portfolio, fromScan, text } = await parseResume(bytes);
    return { sections: { experience, education, skills }, extras: { city, linkedin, github, portfolio, fromScan }, text };
  } catch (err) {
    if (err instanceof ResumeError && REFUSED_AT_SUBMISSION.includes(err.code)) {
      logger.warn('resume refused at submission', { applicationId, code: err.code });
      throw resumeErrorToDomain(err);
    }
    logger.warn('resume sections not extracted; storing the application without them', { applicationId, error: err as Error });
    return { sections: EMPTY_SECTIONS, extras: {}, text: '' };
  }
}

/**
 * Keeps the resume's text beside it for staff to read (Word files are shown as text). Best effort:
 * without it the view extracts the text again when it is opened.
 */
async function keepResumeText(applicationId: string, text: string): Promise<void> {
  const bounded = boundedResumeText(text);
  if (!bounded.text) return;
  try {
    await putResumeText(resumeTextKey(applicationId), bounded);
  } catch (err) {
    logger.warn('resume text not kept; the application view will extract it on demand', { applicationId, error: err as Error });
  }
}

const answer = (item: Record<string, unknown>) => ({
  applicationId: String(item.applicationId),
  createdAt: String(item.createdAt),
});

/**
 * Work that must follow a stored application, done on the first submission and again on every
 * retry (each step is idempotent): its search keys, the candidate's confirmation, the staff notice.
 * The few rows that list it (stage views, duplicates, the retention purge) and its mail come before
 * its many term rows: a fault while writing those fails the request (the retry completes them) but
 * leaves the stored application seen by staff, confirmed, and erased on time (decision 0039).
 */
async function afterStored(item: StoredItem) {
  await indexListingRows(item);
  await mailForNewApplication(item);
  await indexTermRows(item);
}

/**
 * Applications: anyone applies (once per upload, however often the request is retried). This is
 * the only function that parses resumes; staff work on applications through `candidates`.
 */
export const handler = createHandler('applications', {
  createApplication: async ({ body }) => {
    const uploadKey = body.resumeUrl;
    const applicationId = applicationIdFor(uploadKey);
    const alreadyStored = async () => {
      const existing = await getItem('applications', applicationId);
      if (existing && existing.jobId !== body.jobId) {
        throw conflict('This resume upload was already used for another application. Please upload it again.');
      }
      if (existing) await afterStored(existing);
      return existing && answer(existing);
    };
    const stored = await alreadyStored();
    if (stored) return stored;

    const job = await getItem('jobs', body.jobId);
    if (!job) throw notFound('This job does not exist.');
    if (job.active !== true) throw conflict('This job is no longer accepting applications.');

    let resumeKey: string;
    let sections: Sections;
    let extras: ResumeExtras;
    try {
      const { bytes, type, etag } = await verifyUploadedResume(uploadKey);
      let text: string;
      ({ sections, extras, text } = await extractSections(bytes, applicationId));
      resumeKey = attachedResumeKey(applicationId, extensionOf(type));
      await copyResume(uploadKey, resumeKey, etag);
      // Before the record: once it exists, erasing it removes the text too.
      await keepResumeText(applicationId, text);
    } catch (err) {
      // A concurrent submission of the same upload may have stored it and removed the upload meanwhile.
      if (err instanceof DomainError && err.message === UPLOAD_FIRST) {
        const winner = await alreadyStored();
        if (winner) return winner;
      }
      throw err;
    }

    const createdAt = new Date().toISOString();
    const item = newApplicationItem({
      applicationId,
      fields: body,
      job: { jobId: String(job.jobId), title: String(job.title) },
      resumeKey,
      sections,
      extras,
      createdAt,
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION, at: createdAt },
    });
    if (!(await putNew('applications', item))) {
      // A concurrent retry stored it first: answer that one.
      const winner = await alreadyStored();
      if (!winner) throw new Error('Application vanished after a conditional write failed');
      return winner;
    }
    await afterStored(item);
    recordMetric(METRICS.applicationSubmitted);
    try {
      await deleteResumeObject(uploadKey);
    } catch (err) {
      // The application is stored; the lifecycle rule expires leftover uploads.
      logger.warn('could not delete the incoming upload', { uploadKey, error: err as Error });
    }
    return answer(item);
  },
});

import { randomUUID } from 'node:crypto';
import { createHandler } from './api';
import { rawAnswer } from '../http/api-handler';
import { actorOf } from '../http/auth';
import { DomainError, conflict, notFound } from '../domain/errors';
import { logger, recordMetric } from '../adapters/observability';
import { METRICS } from '../contract/metrics';
import { getItem, putNew, queryNewestFirst } from '../adapters/repository';
import { UPLOAD_FIRST, copyResume, deleteResumeObject, presignDownload, verifyUploadedResume } from '../adapters/resume-store';
import { LIMITS } from '../contract/limits';
import { PRIVACY_NOTICE_VERSION } from '../contract/pipeline';
import type { ApplicationFilters, AuditEntry } from '../contract/schemas';
import {
  EMPTY_SECTIONS,
  duplicatesOf,
  newApplicationItem,
  toApplication,
  toApplicationDetail,
  type ResumeExtras,
  type Sections,
} from '../domain/applications';
import { csvRow } from '../domain/csv';
import { withoutInternal, type StoredItem } from '../domain/items';
import { applicationIdFor, attachedResumeKey, extensionOf } from '../domain/resumes';
import { parseResume } from '../adapters/resume-parser';
import { resumeErrorToDomain } from '../adapters/resume-errors';
import { ResumeError, type ResumeErrorCode } from '../resume';
import {
  appendNote,
  batchGetApplications,
  duplicateRows,
  indexApplication,
  listApplicationsPage,
  moveStage,
  setRating,
} from '../adapters/application-store';
import { mailForNewApplication, mailRejection } from '../adapters/application-mail';
import { eraseApplication } from '../adapters/application-erasure';
import { recordAudit } from '../adapters/audit';

/**
 * Resume failures that refuse a submission, as they refuse a parse: the file is not a readable
 * document of its type (a polyglot, a ZIP that is no Word file, broken structure, locked) or
 * reading it tripped a bound (a decompression bomb). A readable file without text (a scan OCR
 * could not read) or a long one is still a resume staff can open: it is stored without sections.
 */
const REFUSED_AT_SUBMISSION: readonly ResumeErrorCode[] = ['unsupported', 'corrupt', 'encrypted', 'unsafe', 'timeout'];

/** Extraction is best effort for what the resume says; a file that is no real document is refused. */
async function extractSections(bytes: Uint8Array, applicationId: string): Promise<{ sections: Sections; extras: ResumeExtras }> {
  try {
    const { experience, education, skills, city, linkedin, github, portfolio, fromScan } = await parseResume(bytes);
    return { sections: { experience, education, skills }, extras: { city, linkedin, github, portfolio, fromScan } };
  } catch (err) {
    if (err instanceof ResumeError && REFUSED_AT_SUBMISSION.includes(err.code)) {
      logger.warn('resume refused at submission', { applicationId, code: err.code });
      throw resumeErrorToDomain(err);
    }
    logger.warn('resume sections not extracted; storing the application without them', { applicationId, error: err as Error });
    return { sections: EMPTY_SECTIONS, extras: {} };
  }
}

const answer = (item: Record<string, unknown>) => ({
  applicationId: String(item.applicationId),
  createdAt: String(item.createdAt),
});
const staffName = actorOf;

/**
 * Work that must follow a stored application, done on the first submission and again on every
 * retry (each step is idempotent): its search keys, the candidate's confirmation, the staff notice.
 */
async function afterStored(item: StoredItem) {
  await indexApplication(item);
  await mailForNewApplication(item);
}

async function existingApplication(id: string): Promise<StoredItem> {
  const item = await getItem('applications', id);
  if (!item) throw notFound('This application does not exist.');
  return item;
}

async function detailOf(item: StoredItem) {
  const dupes = await duplicateRows(item);
  const others = await batchGetApplications(dupes.map((d) => d.row.applicationId));
  const matches = dupes.flatMap(({ row, on }) => {
    const other = others.get(row.applicationId);
    return other
      ? [
          {
            applicationId: row.applicationId,
            jobId: row.jobId,
            jobTitle: typeof other.jobTitle === 'string' ? other.jobTitle : '',
            createdAt: row.createdAt,
            on,
          },
        ]
      : [];
  });
  return toApplicationDetail(item, duplicatesOf(String(item.applicationId), matches));
}

const CSV_COLUMNS = [
  'applicationId',
  'createdAt',
  'name',
  'email',
  'phone',
  'jobId',
  'jobTitle',
  'stage',
  'reason',
  'updatedAt',
  'skills',
] as const;
/** Rows a single export may hold (an API Gateway answer is at most 10 MB). */
export const EXPORT_MAX_ROWS = 10_000;

/** The CSV of every application matching the filters, built page by page from the indexes. */
async function exportCsv(filters: ApplicationFilters): Promise<{ csv: string; rows: number }> {
  const chunks: string[] = [csvRow(CSV_COLUMNS)];
  let cursor: string | undefined;
  let rows = 0;
  do {
    const page = await listApplicationsPage(filters, { limit: LIMITS.pageMax, cursor });
    for (const item of page.items.map(toApplication)) {
      chunks.push(csvRow(CSV_COLUMNS.map((c) => (item as Record<string, unknown>)[c])));
      rows += 1;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows < EXPORT_MAX_ROWS);
  return { csv: chunks.join(''), rows };
}

/** Applications: anyone applies (once per upload, however often the request is retried); staff run the pipeline. */
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
      ({ sections, extras } = await extractSections(bytes, applicationId));
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

  listApplications: async ({ query }) => {
    const { limit, cursor, ...filters } = query;
    const page = await listApplicationsPage(filters, { limit, cursor });
    return { items: page.items.map(toApplication), nextCursor: page.nextCursor };
  },

  exportApplications: async ({ query, caller }) => {
    const { csv, rows } = await exportCsv(query);
    await recordAudit({ action: 'exported', by: staffName(caller), target: 'applications', detail: `${rows} rows` });
    return rawAnswer('text/csv; charset=utf-8', csv, 'applications.csv');
  },

  getApplication: async ({ params }) => detailOf(await existingApplication(params.id!)),

  updateApplication: async ({ params, body, caller }) => {
    const by = staffName(caller);
    const updated = await moveStage(params.id!, body, by, new Date().toISOString());
    await recordAudit({
      action: 'moved-stage',
      by,
      target: `application:${params.id!}`,
      detail: body.stage + (body.reason ? ` (${body.reason})` : ''),
    });
    if (body.stage === 'rejected' && body.notifyCandidate) await mailRejection(updated);
    return detailOf(updated);
  },

  addApplicationNote: async ({ params, body, caller }) => {
    const by = staffName(caller);
    const updated = await appendNote(params.id!, { noteId: randomUUID(), text: body.text, at: new Date().toISOString(), by });
    await recordAudit({ action: 'added-note', by, target: `application:${params.id!}` });
    return detailOf(updated);
  },

  rateApplication: async ({ params, body, caller }) => {
    const by = staffName(caller);
    const updated = await setRating(params.id!, by, { score: body.score, at: new Date().toISOString() });
    await recordAudit({ action: 'rated', by, target: `application:${params.id!}`, detail: String(body.score) });
    return detailOf(updated);
  },

  deleteApplication: async ({ params, caller }) => {
    await eraseApplication(await existingApplication(params.id!), { by: staffName(caller), action: 'erased' });
  },

  exportApplicationData: async ({ params, caller }) => {
    const item = await existingApplication(params.id!);
    const detail = await detailOf(item);
    await recordAudit({ action: 'exported', by: staffName(caller), target: `application:${params.id!}` });
    return {
      exportedAt: new Date().toISOString(),
      application: detail,
      resume: { url: await presignDownload(String(item.resumeUrl)), expiresIn: LIMITS.resumeUrlSeconds },
    };
  },

  listAudit: async ({ query }) => {
    const page = await queryNewestFirst('audit', 'byCreatedAt', query);
    return { items: page.items.map((i) => withoutInternal(i) as unknown as AuditEntry), nextCursor: page.nextCursor };
  },

  getResumeUrl: async ({ params, caller }) => {
    const item = await getItem('applications', params.id!);
    if (!item || typeof item.resumeUrl !== 'string') throw notFound('This application does not exist.');
    await recordAudit({ action: 'viewed-resume', by: staffName(caller), target: `application:${params.id!}` });
    return { url: await presignDownload(item.resumeUrl), expiresIn: LIMITS.resumeUrlSeconds };
  },
});

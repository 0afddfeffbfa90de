import { randomUUID } from 'node:crypto';
import { createHandler } from './api';
import { rawAnswer } from '../http/api-handler';
import { actorOf } from '../http/auth';
import { notFound } from '../domain/errors';
import { getItem, queryNewestFirst } from '../adapters/repository';
import { presignDownload } from '../adapters/resume-store';
import { LIMITS } from '../contract/limits';
import type { ApplicationFilters, AuditEntry } from '../contract/schemas';
import { duplicatesOf, toApplication, toApplicationDetail, toApplicationSummary } from '../domain/applications';
import { csvRow } from '../domain/csv';
import { withoutInternal, type StoredItem } from '../domain/items';
import {
  appendNote,
  batchGetApplications,
  duplicateRows,
  listApplicationsPage,
  moveStage,
  setRating,
} from '../adapters/application-store';
import { mailRejection } from '../adapters/application-mail';
import { eraseApplication } from '../adapters/application-erasure';
import { recordAudit } from '../adapters/audit';

const staffName = actorOf;

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
/** Rows a single export may hold. */
export const EXPORT_MAX_ROWS = 10_000;
/**
 * Bytes a single export may hold: a Lambda's answer is at most 6 MB, counted on its JSON (the CSV
 * escaped as a JSON string). Long skills sections reach it before 10,000 rows.
 */
export const EXPORT_MAX_BYTES = 5_000_000;
/** Set on an export that stopped at one of the bounds before the last matching application. */
export const EXPORT_TRUNCATED_HEADER = 'X-Export-Truncated';

/** Bytes a row adds to the Lambda's answer (escaped as part of a JSON string). */
const answerBytes = (row: string) => Buffer.byteLength(JSON.stringify(row)) - 2;

/** The CSV of the applications matching the filters (within the bounds), page by page from the indexes. */
async function exportCsv(filters: ApplicationFilters): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const header = csvRow(CSV_COLUMNS);
  const chunks: string[] = [header];
  let bytes = answerBytes(header);
  let cursor: string | undefined;
  let rows = 0;
  do {
    const page = await listApplicationsPage(filters, { limit: LIMITS.pageMax, cursor });
    for (const item of page.items.map(toApplication)) {
      const row = csvRow(CSV_COLUMNS.map((c) => (item as Record<string, unknown>)[c]));
      // One more matching row that does not fit: the export stops here and says so.
      if (rows === EXPORT_MAX_ROWS || bytes + answerBytes(row) > EXPORT_MAX_BYTES) {
        return { csv: chunks.join(''), rows, truncated: true };
      }
      chunks.push(row);
      bytes += answerBytes(row);
      rows += 1;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { csv: chunks.join(''), rows, truncated: false };
}

/**
 * The staff's side of applications, without the resume parser: one page of summaries (filters
 * served by the indexes), one application in full, the pipeline (stages, notes, ratings), exports,
 * erasure, the audit log and a short-lived link to a resume.
 */
export const handler = createHandler('candidates', {
  listApplications: async ({ query }) => {
    const { limit, cursor, ...filters } = query;
    const page = await listApplicationsPage(filters, { limit, cursor });
    return { items: page.items.map(toApplicationSummary), nextCursor: page.nextCursor };
  },

  exportApplications: async ({ query, caller }) => {
    const { csv, rows, truncated } = await exportCsv(query);
    await recordAudit({
      action: 'exported',
      by: staffName(caller),
      target: 'applications',
      detail: `${rows} rows${truncated ? ' (truncated)' : ''}`,
    });
    return rawAnswer('text/csv; charset=utf-8', csv, 'applications.csv', truncated ? { [EXPORT_TRUNCATED_HEADER]: 'true' } : {});
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

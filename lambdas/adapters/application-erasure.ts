/**
 * Erasure of one application (on request, or by the retention purge): every version of its resume
 * and of the text extracted from it, its search keys, its record (notes, ratings and history live
 * on it) and the content of unsent mail about it; an audit entry without personal data stays.
 */
import { ALL_STAGES, dueForPurge, eraseApplicationRecord } from './application-store';
import { cancelApplicationMail } from './application-mail';
import { recordAudit } from './audit';
import { eraseAllVersions } from './resume-store';
import { deleteSearchRows } from './application-index';
import { getItem } from './repository';
import { retentionCutoff, retentionExpired } from '../domain/applications';
import { resumeTextKey } from '../domain/resumes';
import type { StoredItem } from '../domain/items';
import { logger } from './observability';

export async function eraseApplication(item: StoredItem, audit: { by: string; action: 'erased' | 'purged' }): Promise<void> {
  const applicationId = String(item.applicationId);
  // The resume first: if anything fails after it, the record still exists to try again.
  if (typeof item.resumeUrl === 'string' && item.resumeUrl) await eraseAllVersions(item.resumeUrl);
  // Its extracted text, kept beside it (absent for applications stored before texts were kept).
  await eraseAllVersions(resumeTextKey(applicationId));
  await cancelApplicationMail(applicationId);
  await eraseApplicationRecord(item);
  await recordAudit({ action: audit.action, by: audit.by, target: `application:${applicationId}` });
}

/**
 * The scheduled purge: erases every application whose stage's retention period has passed since
 * its last change. Reads only the `changed#<stage>` search keys older than each stage's cutoff.
 */
export async function purgeExpired(now = new Date(), max = 1000): Promise<{ erased: number; staleKeys: number }> {
  let erased = 0;
  let staleKeys = 0;
  for (const stage of ALL_STAGES) {
    const cutoff = retentionCutoff(stage, now);
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dueForPurge(stage, cutoff, 50, startKey);
      for (const row of page.rows) {
        const item = await getItem('applications', row.applicationId);
        if (!item || !retentionExpired(item, now)) {
          // Left behind by an interrupted move or erasure, or the application changed since: only the key goes.
          await deleteSearchRows([row.rowId]);
          staleKeys += 1;
          continue;
        }
        await eraseApplication(item, { by: 'retention-purge', action: 'purged' });
        erased += 1;
        if (erased >= max) return { erased, staleKeys };
      }
      startKey = page.lastKey;
    } while (startKey);
  }
  logger.info('retention purge finished', { erased, staleKeys });
  return { erased, staleKeys };
}

/**
 * The audit log of staff actions: who, what, when, and the id of what it was done to. Never a
 * candidate's personal data (an application is named by its random id only).
 */
import { randomUUID } from 'node:crypto';
import type { AuditAction } from '../contract/pipeline';
import { listed } from '../domain/items';
import { putNew } from './repository';
import { logger } from './observability';

export interface AuditEntry {
  action: AuditAction;
  by: string;
  /** `application:<id>`, `job:<id>`, `post:<id>`, `user:<sub>`, `applications` (a filtered export). */
  target: string;
  /** Non-personal details: a stage, a reason, a count of rows. */
  detail?: string;
}

export async function recordAudit(entry: AuditEntry, at = new Date()): Promise<void> {
  try {
    await putNew('audit', listed({ auditId: randomUUID(), ...entry, createdAt: at.toISOString() }));
  } catch (err) {
    // The action itself succeeded; a lost audit entry is logged loudly rather than undoing it.
    logger.error('audit entry not written', { action: entry.action, target: entry.target, error: err as Error });
  }
}

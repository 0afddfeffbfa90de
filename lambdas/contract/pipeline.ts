/**
 * The hiring pipeline, consent and retention: stages, rejection reasons, the privacy notice
 * version an application consents to, and how long each stage keeps an application.
 */
export const STAGES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'] as const;
export type Stage = (typeof STAGES)[number];
/** An application stored before the pipeline existed has no stage: it is `new`. */
export const DEFAULT_STAGE: Stage = 'new';

export const STAGE_LABELS: Record<Stage, string> = {
  new: 'New',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const REJECTION_REASONS = ['not-a-fit', 'position-filled', 'no-response', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  'not-a-fit': 'Not a fit',
  'position-filled': 'Position filled',
  'no-response': 'No response',
  other: 'Other',
};

/** Version of the privacy notice the application form links to; stored with each consent. */
export const PRIVACY_NOTICE_VERSION = '2026-11-23';

/** Days an application is kept after its last change, per stage; the scheduled purge erases it then. */
export const RETENTION_DAYS: Record<Stage, number> = {
  new: 365,
  screening: 365,
  interview: 365,
  offer: 365,
  hired: 365,
  rejected: 365,
  withdrawn: 365,
};

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const NOTE_MAX_CHARS = 5_000;

/** Audit actions staff take (the audit log names them). */
export const AUDIT_ACTIONS = [
  'viewed-resume',
  'moved-stage',
  'added-note',
  'rated',
  'exported',
  'erased',
  'purged',
  'changed-job',
  'changed-post',
  'approved-staff',
  'removed-staff',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

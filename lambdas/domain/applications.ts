/** Applications: the stored record, built from the request, the job and the extracted sections. */
import type {
  Application,
  ApplicationDetail,
  ApplicationFields,
  ApplicationSummary,
  Duplicate,
  HistoryEntry,
  Note,
  Rating,
  UpdateApplicationRequest,
} from '../contract/schemas';
import { LIMITS } from '../contract/limits';
import { DEFAULT_STAGE, RETENTION_DAYS, STAGES, type Stage } from '../contract/pipeline';
import type { Indexed } from './search-keys';
import { listed, withoutInternal, type StoredItem } from './items';
import { upgradeApplication } from './schema/applications';

export interface Sections {
  experience: string;
  education: string;
  skills: string;
}

export const EMPTY_SECTIONS: Sections = { experience: '', education: '', skills: '' };

/** What else staff see from the resume: links, city, and whether it was a scan. */
export interface ResumeExtras {
  city?: string;
  linkedin?: string;
  github?: string;
  portfolio?: string;
  fromScan?: boolean;
}

const LINK_LIMIT = 300;
const webLink = (value: unknown) =>
  typeof value === 'string' && /^https:\/\/\S+$/.test(value) ? value.slice(0, LINK_LIMIT) : undefined;

/** Extras as stored: only attributes that were found, each bounded. */
export const boundedExtras = (e: ResumeExtras): Record<string, string | boolean> => {
  const stored: Record<string, string | boolean> = {};
  if (typeof e.city === 'string' && e.city.trim()) stored.city = e.city.trim().slice(0, 100);
  for (const key of ['linkedin', 'github', 'portfolio'] as const) {
    const link = webLink(e[key]);
    if (link) stored[key] = link;
  }
  if (e.fromScan) stored.resumeFromScan = true;
  return stored;
};

const clip = (s: unknown) => (typeof s === 'string' ? s.slice(0, LIMITS.extractedSection) : '');

/** Sections as stored: always strings, each within the documented bound. */
export const boundedSections = (s: Partial<Sections>): Sections => ({
  experience: clip(s.experience),
  education: clip(s.education),
  skills: clip(s.skills),
});

export interface NewApplication {
  applicationId: string;
  fields: ApplicationFields;
  job: { jobId: string; title: string };
  resumeKey: string;
  sections: Sections;
  extras?: ResumeExtras;
  createdAt: string;
  consent: Consent;
}

/** The job title is the stored job's, not what the client sent. */
export const newApplicationItem = (a: NewApplication): StoredItem =>
  upgradeApplication(
    listed({
      applicationId: a.applicationId,
      name: a.fields.name,
      email: a.fields.email,
      phone: a.fields.phone,
      jobId: a.job.jobId,
      jobTitle: a.job.title,
      resumeUrl: a.resumeKey,
      ...boundedSections(a.sections),
      ...boundedExtras(a.extras ?? {}),
      createdAt: a.createdAt,
      ...pipelineStart(a.createdAt, a.consent),
    }),
  );

// ---------- pipeline: stage, history, notes, ratings, consent ----------

export interface Consent {
  noticeVersion: string;
  at: string;
}

/** Attributes the pipeline adds to a new application (older items get the same through defaults). */
export const pipelineStart = (createdAt: string, consent: Consent) => ({
  stage: DEFAULT_STAGE,
  version: 0,
  updatedAt: createdAt,
  history: [] as HistoryEntry[],
  notes: [] as Note[],
  ratings: {} as Record<string, StoredRating>,
  consent,
});

export interface StoredRating {
  score: number;
  at: string;
}

const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
const isStage = (v: unknown): v is Stage => typeof v === 'string' && (STAGES as readonly string[]).includes(v);

/**
 * Defaults for attributes older items lack: no stage → `new`; no version → 0; no updatedAt → the
 * creation time; no history, notes or ratings → empty.
 */
export function withPipelineDefaults(item: StoredItem) {
  const createdAt = str(item.createdAt, new Date(0).toISOString());
  return {
    ...item,
    stage: isStage(item.stage) ? item.stage : DEFAULT_STAGE,
    version: typeof item.version === 'number' ? item.version : 0,
    updatedAt: str(item.updatedAt, createdAt),
    history: Array.isArray(item.history) ? (item.history as HistoryEntry[]) : [],
    notes: Array.isArray(item.notes) ? (item.notes as Note[]) : [],
    ratings: item.ratings && typeof item.ratings === 'object' ? (item.ratings as Record<string, StoredRating>) : {},
  };
}

/**
 * The list shape: pipeline state without notes, ratings and history. Older applications have no
 * city, links or resumeFromScan: the links and city stay absent and resumeFromScan is false.
 */
export function toApplication(item: StoredItem): Application {
  const { history: _h, notes: _n, ratings: _r, ...rest } = withPipelineDefaults(withoutInternal(item));
  return { ...rest, resumeFromScan: item.resumeFromScan === true } as unknown as Application;
}

/** The list's shape: who, for which job, when, and the stage (`new` when none is stored). */
export function toApplicationSummary(item: StoredItem): ApplicationSummary {
  return {
    applicationId: str(item.applicationId, ''),
    name: str(item.name, ''),
    jobId: str(item.jobId, ''),
    jobTitle: str(item.jobTitle, ''),
    createdAt: str(item.createdAt, ''),
    stage: isStage(item.stage) ? item.stage : DEFAULT_STAGE,
  };
}

export function ratingList(ratings: Record<string, StoredRating>): Rating[] {
  return Object.entries(ratings)
    .map(([by, r]) => ({ by, score: r.score, at: r.at }))
    .sort((a, b) => a.by.localeCompare(b.by));
}

export function ratingAverage(ratings: Rating[]): number | null {
  if (!ratings.length) return null;
  return Math.round((ratings.reduce((sum, r) => sum + r.score, 0) / ratings.length) * 100) / 100;
}

export const resumeTypeOf = (key: string): 'pdf' | 'doc' | 'docx' => {
  const ext = /\.(pdf|docx?)$/i.exec(key)?.[1]?.toLowerCase();
  return ext === 'doc' || ext === 'docx' ? ext : 'pdf';
};

export function toApplicationDetail(item: StoredItem, duplicates: Duplicate[]): ApplicationDetail {
  const full = withPipelineDefaults(withoutInternal(item));
  const ratings = ratingList(full.ratings);
  return {
    ...toApplication(item),
    history: full.history,
    notes: full.notes,
    ratings,
    ratingAverage: ratingAverage(ratings),
    duplicates,
    resumeType: resumeTypeOf(str(item.resumeUrl, '')),
  };
}

/** The other applications that share the normalised e-mail or phone, newest first. */
export function duplicatesOf(
  self: string,
  matches: { applicationId: string; jobId: string; jobTitle: string; createdAt: string; on: 'email' | 'phone' }[],
): Duplicate[] {
  const byId = new Map<string, Duplicate>();
  for (const m of matches) {
    if (m.applicationId === self) continue;
    const d = byId.get(m.applicationId) ?? {
      applicationId: m.applicationId,
      jobId: m.jobId,
      jobTitle: m.jobTitle,
      createdAt: m.createdAt,
      matchedOn: [],
    };
    if (!d.matchedOn.includes(m.on)) d.matchedOn.push(m.on);
    byId.set(m.applicationId, d);
  }
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** What a stage move writes: the new stage, its history entry and the next version. */
export function stageMove(current: { stage: Stage; version: number }, req: UpdateApplicationRequest, by: string, at: string) {
  const entry: HistoryEntry = {
    stage: req.stage,
    at,
    by,
    ...(req.stage === 'rejected' && req.reason ? { reason: req.reason } : {}),
  };
  return {
    entry,
    changes: {
      stage: req.stage,
      reason: req.stage === 'rejected' ? req.reason : undefined,
      version: current.version + 1,
      updatedAt: at,
    },
  };
}

/** The fields the search keys are derived from. */
export function indexedFields(item: StoredItem): Indexed {
  const full = withPipelineDefaults(item);
  return {
    applicationId: str(item.applicationId, ''),
    jobId: str(item.jobId, ''),
    createdAt: str(item.createdAt, ''),
    updatedAt: full.updatedAt,
    stage: full.stage,
    name: str(item.name, ''),
    email: str(item.email, ''),
    phone: str(item.phone, ''),
    skills: str(item.skills, ''),
  };
}

/** True when the application's retention period has passed at `now`. */
export function retentionExpired(item: StoredItem, now: Date): boolean {
  const full = withPipelineDefaults(item);
  const days = RETENTION_DAYS[full.stage];
  return Date.parse(full.updatedAt) + days * 86_400_000 <= now.getTime();
}

/** The last-change bound below which a stage's applications are due for erasure. */
export const retentionCutoff = (stage: Stage, now: Date) =>
  new Date(now.getTime() - RETENTION_DAYS[stage] * 86_400_000).toISOString();

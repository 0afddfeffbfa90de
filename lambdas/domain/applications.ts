/** Applications: the stored record, built from the request, the job and the extracted sections. */
import type { Application, ApplicationFields, ApplicationSummary } from '../contract/schemas';
import { LIMITS } from '../contract/limits';
import { listed, withoutInternal, type StoredItem } from './items';
import { upgradeApplication } from './schema/applications';

export interface Sections {
  experience: string;
  education: string;
  skills: string;
}

export const EMPTY_SECTIONS: Sections = { experience: '', education: '', skills: '' };

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
  createdAt: string;
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
    createdAt: a.createdAt,
    }),
  );

export const toApplication = (item: StoredItem) => withoutInternal(item) as unknown as Application;

/** The list's shape: `stage` only when stored (the hiring workflow writes it). */
export function toApplicationSummary(item: StoredItem): ApplicationSummary {
  const summary: ApplicationSummary = {
    applicationId: String(item.applicationId),
    name: String(item.name ?? ''),
    jobId: String(item.jobId ?? ''),
    jobTitle: String(item.jobTitle ?? ''),
    createdAt: String(item.createdAt),
  };
  if (typeof item.stage === 'string') summary.stage = item.stage;
  return summary;
}

/** Applications: the stored record, built from the request, the job and the extracted sections. */
import type { Application, ApplicationFields } from '../contract/schemas';
import { LIMITS } from '../contract/limits';
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
const webLink = (value: unknown) => (typeof value === 'string' && /^https:\/\/\S+$/.test(value) ? value.slice(0, LINK_LIMIT) : undefined);

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
    }),
  );

/**
 * Older applications have no city, links or resumeFromScan: the links and city stay absent and
 * resumeFromScan defaults to false.
 */
export const toApplication = (item: StoredItem) =>
  ({ ...withoutInternal(item), resumeFromScan: item.resumeFromScan === true }) as unknown as Application;

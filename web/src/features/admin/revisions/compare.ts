/**
 * A revision beside the current item, field by field: labels, display values and whether each
 * changed. Fields the labels do not know (added later to the contract) are still compared.
 */
import type { RevisionKind } from '../../../../../lambdas/contract/revisions';

const LABELS: Record<RevisionKind, Record<string, string>> = {
  post: {
    title: 'Title',
    slug: 'Address',
    author: 'Author',
    status: 'Status',
    publishAt: 'Publish at',
    imageUrl: 'Image URL',
    externalUrl: 'External article URL',
    content: 'Content',
  },
  job: {
    title: 'Title',
    slug: 'Address',
    active: 'Status',
    location: 'Location',
    department: 'Department',
    workplaceType: 'Workplace',
    employmentType: 'Employment type',
    salaryMin: 'Salary from (INR)',
    salaryMax: 'Salary to (INR)',
    closingDate: 'Closing date',
    externalUrl: 'External posting URL',
    description: 'Description',
    requirements: 'Requirements',
  },
};

/** Long texts shown as a line diff. */
const LONG_TEXT = new Set(['content', 'description', 'requirements']);

export interface FieldComparison {
  field: string;
  label: string;
  then: string;
  now: string;
  changed: boolean;
  long: boolean;
}

const humanise = (field: string) => field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

function display(kind: RevisionKind, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (kind === 'job' && field === 'active') return value === true ? 'Open' : 'Closed';
  if (field === 'publishAt' && typeof value === 'string') return new Date(value).toLocaleString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Every field of either side, in the editor's order, then any others alphabetically. */
export function compareFields(
  kind: RevisionKind,
  then: Record<string, unknown>,
  now: Record<string, unknown>,
): FieldComparison[] {
  const known = Object.keys(LABELS[kind]);
  const others = [...new Set([...Object.keys(then), ...Object.keys(now)])].filter((f) => !known.includes(f)).sort();
  return [...known, ...others]
    .filter((field) => field in then || field in now)
    .map((field) => {
      const a = display(kind, field, then[field]);
      const b = display(kind, field, now[field]);
      return {
        field,
        label: LABELS[kind][field] ?? humanise(field),
        then: a,
        now: b,
        changed: a !== b,
        long: LONG_TEXT.has(field),
      };
    });
}

export const ACTION_LABELS = {
  created: 'Created',
  edited: 'Edited',
  published: 'Published',
  unpublished: 'Unpublished',
  scheduled: 'Scheduled',
  closed: 'Closed',
  reopened: 'Reopened',
  restored: 'Restored',
} as const;

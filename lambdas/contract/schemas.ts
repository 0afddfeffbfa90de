/**
 * The request and response bodies of every endpoint, as zod schemas. Handlers validate with them,
 * web forms validate with them, and the API client types come from them.
 */
import * as z from 'zod';
import { LIMITS } from './limits';
import { RESERVED_SLUGS, SLUG_MAX, SLUG_PATTERN } from './site-routes';
import { HONEYPOT_FIELD } from './abuse';
import { CONTROL_CHARACTER, CONTROL_CHARACTER_IN_LONG_TEXT, INVISIBLE, LONE_SURROGATE, isBlank } from './text';
import { POST_STATUSES } from './post-status';
import { normaliseTagLabel, splitTags, tagListProblem, uniqueTags } from './tags';
import { DEFAULT_STAGE, NOTE_MAX_CHARS, RATING_MAX, RATING_MIN, REJECTION_REASONS, STAGES } from './pipeline';
import { MAX_TOKEN_LENGTH, SUBSCRIBER_STATUSES } from './newsletter';
import { IMAGE_ALT_MESSAGE, hasImageWithoutAlt } from './media';

// In browsers zod must not probe `new Function` (the site's CSP forbids eval); Lambdas keep the JIT.
if (typeof window !== 'undefined') z.config({ jitless: true });

// ---------- shared pieces ----------

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof employmentTypeSchema>;

export const WORKPLACE_TYPES = ['On-site', 'Hybrid', 'Remote'] as const;
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number];

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalAbsentText = (max: number, label: string) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional());
/** Yearly amount in rupees. */
const optionalRupees = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'Enter an amount in rupees.' }).int('Enter a whole number of rupees.').min(0).max(1_000_000_000).optional(),
);
const optionalDay = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31.')
    .optional(),
);

/** Optional http(s) URL: empty strings from forms mean "not set". */
const optionalHttpUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
  z
    .url({ protocol: /^https?$/, error: 'Must be an http(s) URL.' })
    .max(LIMITS.url)
    .optional(),
);

/**
 * Text as every field accepts it: well-formed UTF-16 (no lone surrogates), no control characters
 * (long text may hold line breaks and tabs), normalised to NFC, trimmed.
 */
const cleanText = (label: string, { long = false } = {}) =>
  z
    .string({ error: `${label} is required.` })
    .refine((v) => !LONE_SURROGATE.test(v), `${label} contains an invalid character.`)
    .refine(
      (v) => !(long ? CONTROL_CHARACTER_IN_LONG_TEXT : CONTROL_CHARACTER).test(v),
      long ? `${label} must not contain control characters.` : `${label} must not contain line breaks or control characters.`,
    )
    .normalize('NFC')
    .trim();

/** A required field: empty once whitespace and invisible characters (zero-width spaces) are removed is missing. */
const requiredText = (max: number, label: string, options: { long?: boolean } = {}) =>
  cleanText(label, options)
    .refine((v) => !isBlank(v), `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (max: number, label: string) => cleanText(label).max(max, `${label} must be at most ${max} characters.`);

const isoDate = z.string().datetime({ offset: true });

/** Optional address segment chosen by staff; empty means "derive it from the title". */
const optionalSlug = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string()
    .max(SLUG_MAX, `The address must be at most ${SLUG_MAX} characters.`)
    .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens only.')
    .refine((s) => !(RESERVED_SLUGS as readonly string[]).includes(s), 'This address is reserved.')
    .optional(),
);

export const emailSchema = cleanText('Email')
  .max(LIMITS.email)
  .pipe(z.email({ error: 'Please enter a valid email.' }));

export const errorBodySchema = z.object({
  message: z.string(),
  requestId: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Query of every list endpoint: `limit` and an opaque `cursor` from the previous page. */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.pageMax).default(LIMITS.pageDefault),
  cursor: z.string().max(2048).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export type Page<T> = { items: T[]; nextCursor: string | null };

// ---------- jobs ----------

export const jobFieldsSchema = z.object({
  title: requiredText(LIMITS.jobTitle, 'Title'),
  location: requiredText(LIMITS.location, 'Location'),
  employmentType: employmentTypeSchema.default('Full-time'),
  description: requiredText(LIMITS.jobText, 'Description', { long: true }),
  requirements: requiredText(LIMITS.jobText, 'Requirements', { long: true }),
  /** When set, the careers card links to this external posting in a new tab. */
  externalUrl: optionalHttpUrl,
  active: z.boolean().default(true),
  /** Address segment: /careers/<slug>. Derived from the title when not given. */
  slug: optionalSlug,
  department: optionalAbsentText(LIMITS.department, 'Department'),
  /** Derived from the location text when not given (remote/hybrid, else on-site). */
  workplaceType: z.enum(WORKPLACE_TYPES).optional(),
  /** Optional yearly salary range in INR. */
  salaryMin: optionalRupees,
  salaryMax: optionalRupees,
  /** Last day applications are accepted (the JobPosting's validThrough). */
  closingDate: optionalDay,
});
export type JobFields = z.infer<typeof jobFieldsSchema>;
export type JobFieldsInput = z.input<typeof jobFieldsSchema>;

export const jobSchema = jobFieldsSchema.extend({
  jobId: z.string(),
  slug: z.string(),
  workplaceType: z.enum(WORKPLACE_TYPES),
  createdAt: isoDate,
  updatedAt: isoDate.optional(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * A job in a list: everything but `requirements`, and `description` cut to its first two
 * sentences ("..." when more follows; see text-preview.ts). GET /jobs/{id}
 * answers the whole Job.
 */
export const jobSummarySchema = jobSchema.omit({ requirements: true });
export type JobSummary = z.infer<typeof jobSummarySchema>;
/** GET /jobs: a page, optionally filtered (open jobs only; see lambdas/contract/job-filters.ts). */
const filterValue = z.preprocess(emptyToUndefined, z.string().trim().max(LIMITS.location).optional());
export const jobsQuerySchema = listQuerySchema.extend({
  department: filterValue,
  location: filterValue,
  workplace: filterValue,
  type: filterValue,
});
export type JobsQuery = z.input<typeof jobsQuerySchema>;

export const createJobRequestSchema = jobFieldsSchema;
/** PUT /jobs/{id}: only `active` (the status toggle), or the full editable fields. jobId and createdAt are ignored. */
export const updateJobRequestSchema = z.union([z.object({ active: z.boolean() }).strict(), jobFieldsSchema]);
export type UpdateJobRequest = z.infer<typeof updateJobRequestSchema>;

// ---------- blog posts ----------

/**
 * Tags: an array of labels, or the editor's comma-separated text. Labels are normalised (see
 * lambdas/contract/tags.ts), empty ones dropped and one kept per tag slug; one message for the field.
 */
const postTagsSchema = z
  .preprocess(
    splitTags,
    z
      .array(z.unknown(), { error: 'Tags must be a list of labels.' })
      .max(LIMITS.postTags * 4, `A post may have at most ${LIMITS.postTags} tags.`)
      .transform((items) => items.map((item) => (typeof item === 'string' ? normaliseTagLabel(item) : item)))
      .superRefine((items, ctx) => {
        const problem = items.every((item) => typeof item === 'string')
          ? tagListProblem(items.filter(Boolean))
          : 'Each tag must be text.';
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((items) => uniqueTags(items.filter((item): item is string => typeof item === 'string'))),
  )
  .default([]);

export const postFieldsSchema = z.object({
  title: requiredText(LIMITS.postTitle, 'Title'),
  author: requiredText(LIMITS.author, 'Author'),
  content: requiredText(LIMITS.postContent, 'Content', { long: true }),
  imageUrl: optionalHttpUrl,
  /** When set, the blog list links to this external article in a new tab. */
  externalUrl: optionalHttpUrl,
  /** Address segment: /blog/<slug>. Derived from the title when not given. */
  slug: optionalSlug,
  /** Draft (staff only), scheduled (public from publishAt) or published; published when omitted. */
  status: z.enum(POST_STATUSES, { error: 'Choose draft, scheduled or published.' }).default('published'),
  /** When a scheduled post goes public (ISO time). Empty from forms means "not set". */
  publishAt: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), isoDate.optional()),
  /** 0–8 short labels; each has a tag page /blog/tag/<tag slug>. None when omitted. */
  tags: postTagsSchema,
});
export type PostFields = z.infer<typeof postFieldsSchema>;
export type PostFieldsInput = z.input<typeof postFieldsSchema>;

/**
 * POST and PUT /blogs: the fields, and a scheduled post needs a publish time in the future (checked
 * on save; once due, the scheduler publishes it).
 */
export const postRequestSchema = postFieldsSchema.superRefine((post, ctx) => {
  if (hasImageWithoutAlt(post.content)) ctx.addIssue({ code: 'custom', path: ['content'], message: IMAGE_ALT_MESSAGE });
  if (post.status !== 'scheduled') return;
  if (post.publishAt === undefined)
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose when the post is published.' });
  else if (Date.parse(post.publishAt) <= Date.now())
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'The publish time must be in the future.' });
});

export const postSchema = postFieldsSchema.extend({
  blogId: z.string(),
  slug: z.string(),
  /** Plain-text start of the content, made on write. */
  excerpt: z.string(),
  readingMinutes: z.number().int(),
  /** Always answered; absent (older clients' data, fixtures) reads as published, see isPublicPost. */
  status: z.enum(POST_STATUSES).optional(),
  /** Always answered (posts stored before tags: none); absent in older clients' data and fixtures. */
  tags: z.array(z.string()).optional(),
  /** First publication time: absent for drafts never published (stored before it: createdAt). */
  publishedAt: isoDate.optional(),
  createdAt: isoDate,
  updatedAt: isoDate.optional(),
});
export type Post = z.infer<typeof postSchema>;
/** A post in GET /blogs: everything but the markdown body (the excerpt stands in for it). */
export const postSummarySchema = postSchema.omit({ content: true });
export type PostSummary = z.infer<typeof postSummarySchema>;

/** GET /blogs: staff may narrow the list to one status; visitors always get published posts only. */
export const postListQuerySchema = listQuerySchema.extend({
  status: z.enum(POST_STATUSES, { error: 'Choose draft, scheduled or published.' }).optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

// ---------- resumes and applications ----------

export const RESUME_TYPES = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
} as const;
export type ResumeMimeType = keyof typeof RESUME_TYPES;
export const resumeMimeTypeSchema = z.enum(Object.keys(RESUME_TYPES) as [ResumeMimeType, ...ResumeMimeType[]], {
  error: 'Only PDF, DOC and DOCX files are accepted.',
});

export const uploadUrlRequestSchema = z.object({
  fileName: requiredText(LIMITS.fileName, 'File name'),
  fileType: resumeMimeTypeSchema,
  fileSize: z
    .number({ error: 'File size is required.' })
    .int()
    .min(1, 'The file is empty.')
    .max(LIMITS.resumeBytes, 'The file is larger than 5 MB.'),
});
export type UploadUrlRequest = z.infer<typeof uploadUrlRequestSchema>;

export const uploadUrlResponseSchema = z.object({
  uploadUrl: z.string(),
  key: z.string(),
  /** Headers the PUT must carry exactly as given (they are signed). */
  headers: z.record(z.string(), z.string()),
  expiresIn: z.number().int(),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/** Keys the server hands out for uploads; nothing else may be submitted as a resume. */
export const UPLOAD_KEY_PATTERN = /^incoming\/[0-9a-f-]{36}\.(pdf|doc|docx)$/;
export const uploadKeySchema = z.string().regex(UPLOAD_KEY_PATTERN, 'Unknown upload key.');

export const parseRequestSchema = z.object({ key: uploadKeySchema });
export const parseResponseSchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  /** Which extractor answered: the built-in one or Gemini. */
  source: z.enum(['builtin', 'gemini']),
  /** The resume was a scan read by OCR: the form asks the candidate to check the fields. */
  fromScan: z.boolean().optional(),
});
export type ParseResponse = z.infer<typeof parseResponseSchema>;

export const stageSchema = z.enum(STAGES, { error: `Stage must be one of: ${STAGES.join(', ')}.` });
export const rejectionReasonSchema = z.enum(REJECTION_REASONS, {
  error: `Reason must be one of: ${REJECTION_REASONS.join(', ')}.`,
});

export const applicationFieldsSchema = z.object({
  name: requiredText(LIMITS.personName, 'Name').refine(
    (v) => isBlank(v) || v.replace(INVISIBLE, '').length >= 2,
    'Name must be at least 2 characters.',
  ),
  email: emailSchema,
  phone: cleanText('Phone').min(10, 'Please enter a valid phone number.').max(LIMITS.phone, 'Please enter a valid phone number.'),
});
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;

export const CONSENT_REQUIRED = 'Please agree to the privacy notice to apply.';

export const createApplicationRequestSchema = applicationFieldsSchema.extend({
  jobId: requiredText(100, 'Job'),
  jobTitle: requiredText(LIMITS.jobTitle, 'Job title'),
  /** The storage key returned by the upload step (the spec's name for it). */
  resumeUrl: uploadKeySchema,
  /** The candidate agreed to the privacy notice (its version and the time are stored). */
  consent: z.literal(true, { error: CONSENT_REQUIRED }),
});
export type CreateApplicationRequest = z.infer<typeof createApplicationRequestSchema>;

export const applicationSchema = applicationFieldsSchema.extend({
  applicationId: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  /** Key of the stored resume in the resume bucket. */
  resumeUrl: z.string(),
  experience: z.string(),
  education: z.string(),
  skills: z.string(),
  /** Read from the resume at submission; absent when not found (and on older applications). */
  city: z.string().optional(),
  linkedin: z.string().optional(),
  github: z.string().optional(),
  portfolio: z.string().optional(),
  /** The resume was a scan read by OCR (false on older applications). */
  resumeFromScan: z.boolean().optional(),
  createdAt: isoDate,
  stage: stageSchema.default(DEFAULT_STAGE),
  reason: rejectionReasonSchema.optional(),
  /** Optimistic concurrency: PATCH sends the version it read; 0 for applications never changed. */
  version: z.number().int().min(0).default(0),
  /** Last stage change (or the submission); retention counts from it. */
  updatedAt: isoDate.optional(),
  consent: z.object({ noticeVersion: z.string(), at: isoDate }).optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/**
 * An application in the staff's list: who, for which job, when, and its hiring stage. Contact
 * details, sections, the pipeline and the resume come from GET /applications/{id}.
 */
export const applicationSummarySchema = applicationSchema.pick({
  applicationId: true,
  name: true,
  jobId: true,
  jobTitle: true,
  createdAt: true,
  stage: true,
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
/** A date (`2026-11-01`) or a date-time; `to` with a bare date includes that whole day. */
const dateFilter = optionalFilter(
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/, 'Use a date like 2026-11-01.'),
);

/** Filters of the applications list (and its CSV export), each answered by an index, never in the browser. */
export const applicationFiltersSchema = z.object({
  jobId: optionalFilter(z.string().trim().max(100)),
  stage: optionalFilter(stageSchema),
  /** A prefix of the name or e-mail (case-insensitive), or a skill keyword. */
  q: optionalFilter(z.string().trim().min(1).max(100, 'Search at most 100 characters.')),
  from: dateFilter,
  to: dateFilter,
});
export type ApplicationFilters = z.infer<typeof applicationFiltersSchema>;
export const applicationsQuerySchema = listQuerySchema.extend(applicationFiltersSchema.shape);
export type ApplicationsQuery = z.infer<typeof applicationsQuerySchema>;

export const historyEntrySchema = z.object({
  stage: stageSchema,
  at: isoDate,
  by: z.string(),
  reason: rejectionReasonSchema.optional(),
});
export const noteSchema = z.object({ noteId: z.string(), text: z.string(), at: isoDate, by: z.string() });
export const ratingSchema = z.object({ by: z.string(), score: z.number().int(), at: isoDate });
export const duplicateSchema = z.object({
  applicationId: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  createdAt: isoDate,
  /** What matched: the normalised e-mail, the phone number or both. */
  matchedOn: z.array(z.enum(['email', 'phone'])),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type Note = z.infer<typeof noteSchema>;
export type Rating = z.infer<typeof ratingSchema>;
export type Duplicate = z.infer<typeof duplicateSchema>;

/** GET /applications/{id}: the application with its pipeline, notes, ratings and duplicates. */
export const applicationDetailSchema = applicationSchema.extend({
  history: z.array(historyEntrySchema),
  notes: z.array(noteSchema),
  ratings: z.array(ratingSchema),
  /** Average of the staff ratings, or null before the first one. */
  ratingAverage: z.number().nullable(),
  duplicates: z.array(duplicateSchema),
  resumeType: z.enum(['pdf', 'doc', 'docx']),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const updateApplicationRequestSchema = z
  .object({
    stage: stageSchema,
    reason: rejectionReasonSchema.optional(),
    /** The version read; a stale one is refused with 409. */
    version: z.number({ error: 'The version you read is required.' }).int().min(0),
    /** With `rejected`: send the candidate the polite rejection e-mail. */
    notifyCandidate: z.boolean().default(false),
  })
  .strict()
  .refine((v) => v.stage !== 'rejected' || v.reason !== undefined, {
    path: ['reason'],
    message: 'Choose a reason for the rejection.',
  });
export type UpdateApplicationRequest = z.infer<typeof updateApplicationRequestSchema>;

export const noteRequestSchema = z.object({
  text: z
    .string({ error: 'Note is required.' })
    .trim()
    .min(1, 'Note is required.')
    .max(NOTE_MAX_CHARS, `A note is at most ${NOTE_MAX_CHARS} characters.`),
});
export const ratingRequestSchema = z.object({
  score: z
    .number({ error: `Rate from ${RATING_MIN} to ${RATING_MAX}.` })
    .int(`Rate from ${RATING_MIN} to ${RATING_MAX}.`)
    .min(RATING_MIN, `Rate from ${RATING_MIN} to ${RATING_MAX}.`)
    .max(RATING_MAX, `Rate from ${RATING_MIN} to ${RATING_MAX}.`),
});

export const auditEntrySchema = z.object({
  auditId: z.string(),
  action: z.string(),
  by: z.string(),
  target: z.string(),
  detail: z.string().optional(),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /applications/{id}/export: everything stored about the candidate, for an access request. */
export const applicationExportSchema = z.object({
  exportedAt: isoDate,
  application: applicationDetailSchema,
  resume: z.object({ url: z.string(), expiresIn: z.number().int() }),
});

export const resumeUrlResponseSchema = z.object({ url: z.string(), expiresIn: z.number().int() });

/**
 * A resume's extracted text: `stored` at submission, `extracted` now (an application stored before
 * texts were kept), or `unavailable` (no text could be read: staff download the file).
 */
export const resumeTextResponseSchema = z.object({
  source: z.enum(['stored', 'extracted', 'unavailable']),
  text: z.string().nullable(),
  /** The text went past LIMITS.resumeText characters and was cut there. */
  shortened: z.boolean(),
});
export type ResumeTextResponse = z.infer<typeof resumeTextResponseSchema>;

// ---------- contact messages and newsletter ----------

/** Bot traps the public forms send along (see abuse.ts): never stored, never shown. */
const botTrapFields = {
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  filledInMs: z
    .number()
    .int()
    .min(0)
    .max(86_400_000 * 7)
    .optional(),
};

export const contactRequestSchema = z.object({
  name: requiredText(LIMITS.personName, 'Name'),
  company: optionalText(LIMITS.company, 'Company').default(''),
  phone: optionalText(LIMITS.phone, 'Phone').default(''),
  email: emailSchema,
  subject: optionalText(LIMITS.subject, 'Subject').default(''),
  message: requiredText(LIMITS.message, 'Message', { long: true }),
  ...botTrapFields,
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactRequestInput = z.input<typeof contactRequestSchema>;

export const MESSAGE_STATUSES = ['new', 'read', 'archived', 'spam'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const messageStatusSchema = z.enum(MESSAGE_STATUSES, { error: `Status must be one of: ${MESSAGE_STATUSES.join(', ')}.` });

/** A stored message; one stored before triage existed reads as `new`. */
export const contactMessageSchema = contactRequestSchema
  .omit({ [HONEYPOT_FIELD]: true, filledInMs: true })
  .extend({ messageId: z.string(), createdAt: isoDate, status: messageStatusSchema.default('new') });
export const contactListQuerySchema = listQuerySchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), messageStatusSchema.optional()),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;
export const updateContactMessageRequestSchema = z.object({ status: messageStatusSchema }).strict();
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A message in the staff's list: sender, subject and date; the text comes from GET /contact/{id}. */
export const contactMessageSummarySchema = contactMessageSchema.pick({
  messageId: true,
  name: true,
  company: true,
  email: true,
  subject: true,
  createdAt: true,
  status: true,
});
export type ContactMessageSummary = z.infer<typeof contactMessageSummarySchema>;

export const subscribeRequestSchema = z.object({ email: emailSchema, ...botTrapFields });
export const subscribeResponseSchema = z.object({ email: z.string(), subscribedAt: isoDate });

export const subscriberStatusSchema = z.enum(SUBSCRIBER_STATUSES, {
  error: `Status must be one of: ${SUBSCRIBER_STATUSES.join(', ')}.`,
});
/** The token of a confirmation or unsubscribe link, posted by the page the link opens. */
export const subscriptionTokenRequestSchema = z
  .object({ token: z.string().min(1, 'The link has no token.').max(MAX_TOKEN_LENGTH, 'This link is invalid or has expired.') })
  .strict();
export const subscriptionStatusResponseSchema = z.object({ email: z.string(), status: subscriberStatusSchema });
export const subscriberSchema = z.object({
  email: z.string(),
  status: subscriberStatusSchema,
  subscribedAt: isoDate,
  confirmedAt: isoDate.optional(),
  unsubscribedAt: isoDate.optional(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
const optionalStatus = z.preprocess((v) => (v === '' ? undefined : v), subscriberStatusSchema.optional());
export const subscribersQuerySchema = listQuerySchema.extend({ status: optionalStatus });
export const subscribersExportQuerySchema = z.object({ status: optionalStatus });

export const emptySchema = z.object({}).strict();

export const createApplicationResponseSchema = applicationSchema.pick({ applicationId: true, createdAt: true });
export const createContactResponseSchema = contactMessageSchema.pick({ messageId: true, createdAt: true });

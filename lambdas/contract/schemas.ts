/**
 * The request and response bodies of every endpoint, as zod schemas. Handlers validate with them,
 * web forms validate with them, and the API client types come from them.
 */
import * as z from 'zod';
import { LIMITS } from './limits';
import { HONEYPOT_FIELD } from './abuse';
import { CONTROL_CHARACTER, CONTROL_CHARACTER_IN_LONG_TEXT, INVISIBLE, LONE_SURROGATE, isBlank } from './text';

// In browsers zod must not probe `new Function` (the site's CSP forbids eval); Lambdas keep the JIT.
if (typeof window !== 'undefined') z.config({ jitless: true });

// ---------- shared pieces ----------

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof employmentTypeSchema>;

/** Optional http(s) URL: empty strings from forms mean "not set". */
const optionalHttpUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
  z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL.' }).max(LIMITS.url).optional(),
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

export const emailSchema = cleanText('Email').max(LIMITS.email).pipe(z.email({ error: 'Please enter a valid email.' }));

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

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
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
});
export type JobFields = z.infer<typeof jobFieldsSchema>;
export type JobFieldsInput = z.input<typeof jobFieldsSchema>;

export const jobSchema = jobFieldsSchema.extend({
  jobId: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate.optional(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * A job in a list: everything but `requirements`, and `description` cut to its first two
 * sentences ("..." when more follows; see jobPreview in lambdas/domain/jobs.ts). GET /jobs/{id}
 * answers the whole Job.
 */
export const jobSummarySchema = jobSchema.omit({ requirements: true });
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const createJobRequestSchema = jobFieldsSchema;
/** PUT /jobs/{id}: only `active` (the status toggle), or the full editable fields. jobId and createdAt are ignored. */
export const updateJobRequestSchema = z.union([z.object({ active: z.boolean() }).strict(), jobFieldsSchema]);
export type UpdateJobRequest = z.infer<typeof updateJobRequestSchema>;

// ---------- blog posts ----------

export const postFieldsSchema = z.object({
  title: requiredText(LIMITS.postTitle, 'Title'),
  author: requiredText(LIMITS.author, 'Author'),
  content: requiredText(LIMITS.postContent, 'Content', { long: true }),
  imageUrl: optionalHttpUrl,
  /** When set, the blog list links to this external article in a new tab. */
  externalUrl: optionalHttpUrl,
});
export type PostFields = z.infer<typeof postFieldsSchema>;
export type PostFieldsInput = z.input<typeof postFieldsSchema>;

export const postSchema = postFieldsSchema.extend({
  blogId: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate.optional(),
});
export type Post = z.infer<typeof postSchema>;

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
});
export type ParseResponse = z.infer<typeof parseResponseSchema>;

export const applicationFieldsSchema = z.object({
  name: requiredText(LIMITS.personName, 'Name')
    .refine((v) => isBlank(v) || v.replace(INVISIBLE, '').length >= 2, 'Name must be at least 2 characters.'),
  email: emailSchema,
  phone: cleanText('Phone').min(10, 'Please enter a valid phone number.').max(LIMITS.phone, 'Please enter a valid phone number.'),
});
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;

export const createApplicationRequestSchema = applicationFieldsSchema.extend({
  jobId: requiredText(100, 'Job'),
  jobTitle: requiredText(LIMITS.jobTitle, 'Job title'),
  /** The storage key returned by the upload step (the spec's name for it). */
  resumeUrl: uploadKeySchema,
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
  createdAt: isoDate,
});
export type Application = z.infer<typeof applicationSchema>;

/**
 * An application in the staff's list: who, for which job, when (and its hiring stage once the
 * hiring workflow stores one). Contact details, sections and the resume come from GET /applications/{id}.
 */
export const applicationSummarySchema = applicationSchema
  .pick({ applicationId: true, name: true, jobId: true, jobTitle: true, createdAt: true })
  .extend({ stage: z.string().optional() });
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/**
 * Filters of GET /applications, each answered by an index (never by filtering in the browser).
 * The hiring workflow adds its own (stage, q, from, to) here.
 */
export const applicationsQuerySchema = listQuerySchema.extend({ jobId: z.string().max(100).optional() });
export type ApplicationsQuery = z.input<typeof applicationsQuerySchema>;

export const resumeUrlResponseSchema = z.object({ url: z.string(), expiresIn: z.number().int() });

// ---------- contact messages and newsletter ----------

/** Bot traps the public forms send along (see abuse.ts): never stored, never shown. */
const botTrapFields = {
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  filledInMs: z.number().int().min(0).max(86_400_000 * 7).optional(),
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

export const contactMessageSchema = contactRequestSchema.omit({ [HONEYPOT_FIELD]: true, filledInMs: true }).extend({ messageId: z.string(), createdAt: isoDate });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A message in the staff's list: sender, subject and date; the text comes from GET /contact/{id}. */
export const contactMessageSummarySchema = contactMessageSchema.pick({
  messageId: true,
  name: true,
  company: true,
  email: true,
  subject: true,
  createdAt: true,
});
export type ContactMessageSummary = z.infer<typeof contactMessageSummarySchema>;

export const subscribeRequestSchema = z.object({ email: emailSchema, ...botTrapFields });
export const subscribeResponseSchema = z.object({ email: z.string(), subscribedAt: isoDate });

export const emptySchema = z.object({}).strict();

export const createApplicationResponseSchema = applicationSchema.pick({ applicationId: true, createdAt: true });
export const createContactResponseSchema = contactMessageSchema.pick({ messageId: true, createdAt: true });

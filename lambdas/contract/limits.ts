/**
 * Upper bounds on every stored string and on uploads. The same numbers validate requests in the
 * handlers and input in the web forms; the README's API section lists them.
 */
export const LIMITS = {
  personName: 120,
  email: 254,
  phone: 32,
  jobTitle: 200,
  location: 200,
  department: 100,
  jobText: 10_000,
  postTitle: 200,
  author: 120,
  postContent: 100_000,
  /** Tags of one post, and the characters of one tag's label. */
  postTags: 8,
  tagLabel: 32,
  url: 2048,
  company: 200,
  subject: 200,
  message: 5_000,
  fileName: 255,
  extractedSection: 20_000,
  /** A resume's whole extracted text as kept for staff to read (beyond it: "text shortened"). */
  resumeText: 50_000,
  /** Largest resume accepted, in bytes (5 MB). */
  resumeBytes: 5 * 1024 * 1024,
  /** Largest JSON request body accepted by any endpoint, in bytes. */
  requestBodyBytes: 256 * 1024,
  /** Page size bounds for list endpoints. */
  pageDefault: 20,
  pageMax: 100,
  /** Lifetime of presigned URLs, in seconds. */
  uploadUrlSeconds: 300,
  resumeUrlSeconds: 300,
} as const;

/**
 * Nice value (0–19) of the resume text worker thread, when set. The local stack sets it: there the
 * worker shares the process's two or so cores with every request, and a visitor's request should
 * be scheduled before a parse. A Lambda container serves one request at a time: unset there.
 */
export const RESUME_WORKER_NICE_ENV = 'RESUME_WORKER_NICE';

/**
 * Messages the local outbox keeps (the local stack's stand-in for e-mail), newest: each send
 * rewrites the whole file, so an unbounded outbox would grow the stack's memory and time with
 * every message (bench/local-soak.ts).
 */
export const LOCAL_OUTBOX_KEPT = 500;

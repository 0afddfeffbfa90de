/**
 * What each handler family may touch (lambdas/contract/grants.ts, shared with the local stack),
 * and how big it is. The functions construct turns this into IAM grants and environment
 * variables; the tests read it to prove least privilege.
 */
import type { HandlerFamily } from '../../lambdas/contract/endpoints';
import { FUNCTION_GRANTS, SCHEDULED_GRANTS, type FunctionGrants, type ScheduledFunction } from '../../lambdas/contract/grants';

export type { ObjectAction, PrefixGrant, TableAction } from '../../lambdas/contract/grants';

/**
 * Families that read objects also get s3:ListBucket on the bucket (not its keys): without it S3
 * answers a missing key with 403 instead of 404, and "upload first" would become a server error.
 */
export const readsObjects = (spec: FunctionGrants) => spec.bucket.some((g) => g.actions.includes('s3:GetObject'));

/** Index ARNs are granted only where the function may Query. */
export const queriesIndexes = (actions: readonly string[]) => actions.includes('dynamodb:Query');

export interface FunctionSpec extends FunctionGrants {
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  /** Reads resumes, scans included: ships the OCR engine and model (infra/cloud/ocr-bundling.ts). */
  readonly ocr?: boolean;
  /** Resizes images: ships sharp and its Linux ARM64 binaries (infra/cloud/image-bundling.ts). */
  readonly images?: boolean;
}

const light = { memoryMb: 256, timeoutSeconds: 10 } as const;
// Text extraction from PDF/DOC/DOCX is CPU-bound (Lambda CPU scales with memory), and OCR of a
// scan (two pages) is seconds of wasm CPU and about 450 MB: 2048 MB buys more than one vCPU.
// RESUME_LIMITS.scanTimeoutMs (25 s) fits in the timeout and under API Gateway's 29 s.
const scans = { memoryMb: 2048, timeoutSeconds: 30, ocr: true } as const;
// The staff's side of applications also builds the CSV export: up to 10,000 rows read 100 at a
// time (100 sequential queries, each page's items unmarshalled and written as CSV, up to 5 MB).
// At 256 MB (about a sixth of a vCPU) that CPU work alone could take most of 10 s; 1024 MB gives
// four times the CPU, and the timeout stays under API Gateway's 29 s integration limit.
const exports = { memoryMb: 1024, timeoutSeconds: 28 } as const;
// Resizing a 40-megapixel image into six variants holds it decoded (about 160 MB) and is CPU-bound:
// 1536 MB buys about one vCPU; the timeout stays under API Gateway's 29 s.
const images = { memoryMb: 1536, timeoutSeconds: 28, images: true } as const;
const SIZES: Record<HandlerFamily, { memoryMb: number; timeoutSeconds: number; ocr?: boolean; images?: boolean }> = {
  jobs: light,
  blogs: light,
  applications: scans,
  candidates: exports,
  uploads: light,
  parse: scans,
  contact: light,
  subscribers: light,
  staff: light,
  media: images,
};

export const FUNCTION_SPECS = Object.fromEntries(
  (Object.keys(FUNCTION_GRANTS) as HandlerFamily[]).map((family) => [family, { ...FUNCTION_GRANTS[family], ...SIZES[family] }]),
) as Record<HandlerFamily, FunctionSpec>;

/** Scheduled functions: the retention purge (daily) and the mail retry worker (every 5 minutes). */
export const SCHEDULED_SPECS = {
  purge: { ...SCHEDULED_GRANTS.purge, ...light, timeoutSeconds: 300 },
  'outbox-worker': { ...SCHEDULED_GRANTS['outbox-worker'], ...light, timeoutSeconds: 120 },
  'publish-due': { ...SCHEDULED_GRANTS['publish-due'], ...light, timeoutSeconds: 60 },
} satisfies Record<ScheduledFunction, FunctionSpec>;

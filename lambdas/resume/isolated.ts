/**
 * The parse off the calling thread. `extractLines` (text/), and for a parse the built-in field
 * extraction over its lines (fields/), run in a worker thread that is bounded by a hard
 * wall-clock limit (the worker is terminated, which stops even synchronous work such as pdf.js
 * parsing a hostile stream, or a field rule slow on hostile text), a V8 heap ceiling
 * (`resourceLimits`) and a watch on the process's memory; the caller's event loop keeps serving
 * other requests meanwhile. Field extraction ran on the calling thread until a file of 8,000
 * e-mail lines kept it busy for minutes (a rule quadratic in them; bench/resume-hostile-text.ts):
 * in here, any such rule costs that one parse a `timeout`, never the other requests.
 *
 * The worker is this very module: `new Worker(import.meta.url)` starts it again, and the check at
 * the bottom turns it into the worker. Under tsx (local stack, tests) that is this .ts file, loaded
 * with tsx's hooks; in the Lambda's esbuild ESM bundle import.meta.url is the bundle itself, so the
 * bundle re-launches itself and only the worker branch runs. No second entry file is needed.
 */
import { readlinkSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { RESUME_WORKER_NICE_ENV } from '../contract/limits';
import type { ResumeMimeType } from '../contract/schemas';
import { ResumeError, type ResumeErrorCode } from './errors';
import { extractFields } from './fields/builtin';
import { RESUME_LIMITS } from './limits';
import { extractLines, type ExtractOptions } from './text/extract';
import { UNSAFE_FILE_MESSAGE } from './text/inflate-bounds';
import type { TextLine } from './types';

const WORKER_TAG = 'nimbus-crest:resume-text-worker';

export interface WorkerLimits {
  /** Hard wall-clock limit in ms; default: the larger of `worker.timeoutMs` and the extraction limit + 2 s. */
  timeoutMs: number;
  maxHeapMb: number;
  maxYoungGenerationMb: number;
  maxRssGrowthMb: number;
}

interface Job {
  type: ResumeMimeType;
  bytes: Uint8Array;
  options: ExtractOptions;
  /** Also extract the fields from the lines (a parse), not the lines alone (a resume read as text). */
  fields: boolean;
}

export type BuiltinFields = ReturnType<typeof extractFields>;

/** The lines in reading order, and the built-in extractor's fields when the job asked for them. */
export interface Extracted {
  lines: TextLine[];
  fields?: BuiltinFields;
}

type Reply = ({ ok: true } & Extracted) | { ok: false; code?: ResumeErrorCode; message: string };

/**
 * What the Worker runs: this module itself when it is plain JavaScript (the bundle); under tsx, a
 * small bootstrap that registers tsx's hooks in the worker and then imports this .ts module.
 */
function workerEntry(): { source: URL | string; eval: boolean } {
  const url = new URL(import.meta.url);
  if (!url.pathname.endsWith('.ts')) return { source: url, eval: false };
  // tsx's ESM API (its `import` condition; the CommonJS build cannot register from an eval'd worker).
  const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const source = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`;
  return { source, eval: true };
}

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RESUME_LIMITS.worker.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

let threadPool: Promise<unknown> | undefined;
/**
 * Starts libuv's thread pool (any async fs call does) from this thread before the first worker: the
 * pool's threads are shared by the whole process and inherit the priority of the thread that starts
 * them, which must not be a lowered worker.
 */
const threadPoolStarted = () => (threadPool ??= access(process.execPath).catch(() => undefined));

/**
 * Idle workers, kept for the next file (starting one costs a module load); a worker that tripped a
 * bound is terminated and never reused. Idle workers are unref'd: they never keep a process alive.
 */
const idle: Worker[] = [];

function spawnWorker(limits: WorkerLimits): Worker {
  const entry = workerEntry();
  const worker = new Worker(entry.source, {
    eval: entry.eval,
    workerData: { tag: WORKER_TAG },
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: limits.maxYoungGenerationMb },
  });
  worker.on('exit', () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  // An idle worker's errors are handled by dropping it; a busy one's by its job.
  worker.on('error', () => undefined);
  return worker;
}

/** An idle worker still running: one may have stopped (threadId -1) before its 'exit' event ran. */
function takeIdle(): Worker | undefined {
  for (let worker = idle.pop(); worker; worker = idle.pop()) if (worker.threadId !== -1) return worker;
  return undefined;
}

const sameHeap = (limits: WorkerLimits) =>
  limits.maxHeapMb === RESUME_LIMITS.worker.maxHeapMb &&
  limits.maxYoungGenerationMb === RESUME_LIMITS.worker.maxYoungGenerationMb;

/** `extractLines` in a bounded worker: same answers and ResumeErrors, plus `timeout` and `unsafe` at the bounds. */
export async function extractLinesIsolated(
  type: ResumeMimeType,
  bytes: Uint8Array,
  options: ExtractOptions = {},
  limits: Partial<WorkerLimits> = {},
): Promise<TextLine[]> {
  return (await isolated({ type, bytes, options, fields: false }, limits)).lines;
}

/** `extractLines` and then `extractFields` on its lines, both in the bounded worker, under the same bounds. */
export async function parseLinesIsolated(
  type: ResumeMimeType,
  bytes: Uint8Array,
  options: ExtractOptions = {},
  limits: Partial<WorkerLimits> = {},
): Promise<Required<Extracted>> {
  const { lines, fields } = await isolated({ type, bytes, options, fields: true }, limits);
  return { lines, fields: fields! };
}

function isolated(job: Job, limits: Partial<WorkerLimits>): Promise<Extracted> {
  const { type, bytes, options } = job;
  if (bytes.byteLength > RESUME_LIMITS.maxBytes)
    return Promise.reject(new ResumeError('too-large', 'The file is larger than 5 MB.'));
  // A PDF may be a scan read by OCR inside the worker (text/ocr.ts): it gets the scan's budget.
  const extractionMs =
    options.timeoutMs ?? (type === 'application/pdf' ? RESUME_LIMITS.scanTimeoutMs : RESUME_LIMITS.extractionTimeoutMs);
  const bounds: WorkerLimits = {
    ...RESUME_LIMITS.worker,
    timeoutMs: Math.max(RESUME_LIMITS.worker.timeoutMs, extractionMs + 2_000),
    ...limits,
  };
  return threadPoolStarted().then(() => inTurn(() => runJob(job, bounds)));
}

function runJob(job: Job, limits: WorkerLimits, fresh = false): Promise<Extracted> {
  // Only workers with the default heap ceiling are pooled.
  const reusable = sameHeap(limits);
  const worker = (reusable && !fresh && takeIdle()) || spawnWorker(limits);
  worker.ref();
  return new Promise<Extracted>((resolve, reject) => {
    const baselineRss = process.memoryUsage.rss();
    let settled = false;
    const finish = (keepWorker: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearInterval(memoryWatch);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keepWorker && reusable) {
        worker.unref();
        idle.push(worker);
      } else void worker.terminate();
      outcome();
    };
    const refuse = (code: ResumeErrorCode) => finish(false, () => reject(new ResumeError(code, UNSAFE_FILE_MESSAGE)));
    const onMessage = (reply: Reply) =>
      finish(true, () =>
        reply.ok
          ? resolve({ lines: reply.lines, fields: reply.fields })
          : reject(reply.code ? new ResumeError(reply.code, reply.message) : new Error(reply.message)),
      );
    const onError = (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') refuse('unsafe');
      else finish(false, () => reject(error));
    };
    const onExit = () => refuse('unsafe');
    const deadline = setTimeout(() => refuse('timeout'), limits.timeoutMs);
    const memoryWatch = setInterval(() => {
      if (process.memoryUsage.rss() - baselineRss > limits.maxRssGrowthMb * 1024 * 1024) refuse('unsafe');
    }, 25);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // A copy in its own ArrayBuffer, transferred: the caller's bytes stay usable (a Buffer's
    // slice() would share, and transferring would detach, the caller's memory or Node's pool).
    const bytes = new Uint8Array(job.bytes);
    try {
      worker.postMessage({ ...job, bytes }, [bytes.buffer]);
    } catch (error) {
      // A pooled worker stopped between the check and the post (its port is gone): a fresh one takes the job.
      finish(false, () =>
        fresh ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(runJob(job, limits, true)),
      );
    }
  });
}

/**
 * Lowers this worker thread's scheduling priority when RESUME_WORKER_NICE asks (Linux nice is per
 * thread; /proc/thread-self names this thread's id). Raising one's own nice needs no privilege.
 */
function lowerPriority() {
  const nice = Number(process.env[RESUME_WORKER_NICE_ENV] ?? 0);
  if (!Number.isInteger(nice) || nice <= 0) return;
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), Math.min(nice, 19));
  } catch {
    // Not Linux: the worker runs at the process's priority.
  }
}

function serveJobs() {
  lowerPriority();
  const port = parentPort!;
  port.on('message', (job: Job) => {
    extractLines(job.type, job.bytes, job.options)
      .then((lines): Reply => ({ ok: true, lines, ...(job.fields ? { fields: extractFields(lines) } : {}) }))
      .then(
        (reply) => port.postMessage(reply),
        (error: unknown) =>
          port.postMessage(
            (error instanceof ResumeError
              ? { ok: false, code: error.code, message: error.message }
              : { ok: false, message: error instanceof Error ? error.message : String(error) }) satisfies Reply,
          ),
      );
  });
}

if (!isMainThread && (workerData as { tag?: string } | null)?.tag === WORKER_TAG) serveJobs();

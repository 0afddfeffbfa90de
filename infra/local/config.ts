/**
 * Configuration of `npm start` from the environment and flags, validated up front so a bad value
 * gets one clear line instead of a stack trace.
 */
import * as z from 'zod';
import { passwordPolicyError } from '../../lambdas/contract/auth';

/**
 * Environment the stack's process starts with (`npm start` and `npm run dev` set it in
 * package.json; benches that start a stack process pass it). glibc gives each thread that
 * allocates its own malloc arena and keeps freed memory there: with the stack's threads (libuv's
 * pool under the emulators' LevelDB and files, the resume worker) resident memory grew by 155 MB
 * over 6,000 requests while the JavaScript heap stayed flat; two arenas kept it to 28 MB
 * (bench/local-soak.ts). glibc reads it only at process start, hence the script.
 */
export const LOCAL_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' } as const;

export const DEFAULT_PORT = 3000;
export const DEFAULT_DATA_DIR = '.local';
export const DEFAULT_STAFF_EMAIL = 'staff@nimbuscrest.local';
/** Documented local-only default; meets the pool's password policy. */
export const DEFAULT_STAFF_PASSWORD = 'LocalStaff#2026';

export interface LocalConfig {
  port: number;
  dataDir: string;
  staffEmail: string;
  staffPassword: string;
  reset: boolean;
  /** `--reset-only`: wipe the data folder and exit (npm run reset). */
  resetOnly: boolean;
  dev: boolean;
}

export type ConfigResult = { ok: true; config: LocalConfig } | { ok: false; error: string };

const KNOWN_FLAGS = new Set(['--reset', '--reset-only', '--dev']);

export function readLocalConfig(env: Record<string, string | undefined>, argv: string[]): ConfigResult {
  const unknown = argv.filter((a) => !KNOWN_FLAGS.has(a));
  if (unknown.length) return { ok: false, error: `Unknown option ${unknown[0]}. Known options: --reset, --reset-only, --dev.` };

  const rawPort = env.PORT?.trim() || String(DEFAULT_PORT);
  if (!/^\d+$/.test(rawPort) || Number(rawPort) > 65535) {
    return { ok: false, error: `PORT must be a whole number from 1 to 65535 (or 0 for any free port), got "${env.PORT}".` };
  }
  const dataDir = env.DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  const staffEmail = env.STAFF_EMAIL?.trim() || DEFAULT_STAFF_EMAIL;
  if (!z.email().safeParse(staffEmail).success) {
    return { ok: false, error: `STAFF_EMAIL must be an e-mail address, got "${env.STAFF_EMAIL}".` };
  }
  const staffPassword = env.STAFF_PASSWORD ?? DEFAULT_STAFF_PASSWORD;
  const policyError = passwordPolicyError(staffPassword);
  if (policyError)
    return {
      ok: false,
      error: `STAFF_PASSWORD does not meet the user pool's policy: ${policyError.replace(/^Password did not conform with policy: /, '')}.`,
    };

  return {
    ok: true,
    config: {
      port: Number(rawPort),
      dataDir,
      staffEmail,
      staffPassword,
      reset: argv.includes('--reset'),
      resetOnly: argv.includes('--reset-only'),
      dev: argv.includes('--dev'),
    },
  };
}

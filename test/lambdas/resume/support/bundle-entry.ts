/**
 * Bundled by bundle.test.ts the way CDK bundles the parse function: the real parse handler is in
 * the bundle (its top-level code runs again in the worker the bundle re-launches), and the
 * parser it uses reads the file named on the command line.
 */
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { handler } from '../../../../lambdas/handlers/parse';
import { parseResume } from '../../../../lambdas/adapters/resume-parser';

function main() {
  const [file] = process.argv.slice(2);
  if (typeof handler !== 'function') throw new Error('the parse handler is missing from the bundle');
  parseResume(new Uint8Array(readFileSync(file!)), { useGemini: false }).then(
    (parsed) => console.log(JSON.stringify({ ok: true, parsed })),
    (error: { code?: string; message?: string }) =>
      console.log(JSON.stringify({ ok: false, code: error.code, message: error.message })),
  );
}

// The worker evaluates this bundle too; like the real handler module, it must do nothing there.
if (isMainThread) main();

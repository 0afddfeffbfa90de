/**
 * Resume extraction benchmark over the corpus in test/fixtures/resumes: field accuracy against
 * expected.json and time per document (median and worst over several runs).
 *
 *   npx tsx bench/resume-parse.ts [--runs N] [--verbose]
 *
 * Runs the built-in extractor only (Gemini is never called here).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseResume, ResumeError, type ParsedResume } from '../lambdas/resume';
import { loadCorpus, sectionCheck } from '../test/fixtures/resumes/corpus';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const verbose = args.includes('--verbose');

const corpus = loadCorpus();
const tally = { name: 0, email: 0, phone: 0, sections: 0, errors: 0 };
let parsedCount = 0;
let errorCount = 0;
const failures: string[] = [];
const times: { file: string; ms: number; slowest: number; error: boolean }[] = [];

for (const doc of corpus) {
  const bytes = new Uint8Array(readFileSync(doc.path));
  const perRun: number[] = [];
  let result: ParsedResume | undefined;
  let errorCode: string | undefined;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    try {
      result = await parseResume(bytes);
    } catch (error) {
      if (!(error instanceof ResumeError)) throw error;
      errorCode = error.code;
    }
    perRun.push(performance.now() - started);
  }
  // The first run of all warms up pdf.js and mammoth; each document's time is its median run.
  const sorted = [...perRun].sort((a, b) => a - b);
  times.push({ file: doc.file, ms: sorted[Math.floor(sorted.length / 2)]!, slowest: sorted.at(-1)!, error: Boolean(doc.expected.error) });

  const want = doc.expected;
  if (want.error) {
    errorCount += 1;
    if (errorCode === want.error) tally.errors += 1;
    else failures.push(`${doc.file}: expected error ${want.error}, got ${errorCode ?? 'a result'}`);
    continue;
  }
  parsedCount += 1;
  if (!result) {
    failures.push(`${doc.file}: failed with ${errorCode}`);
    continue;
  }
  const check = (field: 'name' | 'email' | 'phone') => {
    if (result[field] === want[field]) tally[field] += 1;
    else failures.push(`${doc.file}: ${field} ${JSON.stringify(result[field])} ≠ ${JSON.stringify(want[field])}`);
  };
  check('name');
  check('email');
  check('phone');
  const problems = sectionCheck(result, want);
  if (problems.length === 0) tally.sections += 1;
  else failures.push(...problems.map((p) => `${doc.file}: ${p}`));
  if (verbose) console.log(doc.file, JSON.stringify(result));
}

const percent = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}% (${n}/${of})`;
const ordered = times.filter((t) => !t.error).sort((a, b) => a.ms - b.ms);
const median = ordered[Math.floor(ordered.length / 2)]!;
const worst = ordered.at(-1)!;

console.log(`Resume corpus: ${corpus.length} documents (${parsedCount} to parse, ${errorCount} expected errors), ${runs} runs each`);
console.log(`  name      ${percent(tally.name, parsedCount)}`);
console.log(`  email     ${percent(tally.email, parsedCount)}`);
console.log(`  phone     ${percent(tally.phone, parsedCount)}`);
console.log(`  sections  ${percent(tally.sections, parsedCount)}  (experience, education and skills found with their content)`);
console.log(`  errors    ${percent(tally.errors, errorCount)}  (scanned, encrypted, too many pages, too long)`);
console.log(`  time/doc  median ${median.ms.toFixed(1)} ms, worst ${worst.ms.toFixed(1)} ms (${worst.file})  [resumes]`);
const byType = (ext: string) => {
  const list = ordered.filter((t) => t.file.endsWith(ext)).map((t) => t.ms);
  return list.length ? `${ext} median ${list[Math.floor(list.length / 2)]!.toFixed(1)} ms` : '';
};
console.log(`            ${['.pdf', '.docx', '.doc'].map(byType).join(', ')}`);
const slowestRun = ordered.reduce((a, b) => (b.slowest > a.slowest ? b : a));
console.log(`            slowest single run ${slowestRun.slowest.toFixed(1)} ms (${slowestRun.file})`);
const refused = times.filter((t) => t.error).map((t) => `${t.file} ${t.ms.toFixed(1)} ms`);
console.log(`  refusals  ${refused.join(', ')}`);
if (failures.length > 0) {
  console.log('\nMismatches:');
  for (const failure of failures) console.log(`  ${failure}`);
}

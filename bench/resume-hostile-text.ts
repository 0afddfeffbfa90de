/**
 * Field extraction on hostile text, the lines a crafted file yields once its text is out (about
 * 100–250 KB each, under the 150,000-character limit of most): the time extractFields takes for
 * each, median of several runs. Extraction itself (PDF, Word) is bench/hostile-files.ts.
 *
 *   npx tsx bench/resume-hostile-text.ts [--runs 3]
 */
import { extractFields } from '../lambdas/resume/fields/builtin';
import type { TextLine } from '../lambdas/resume/types';

const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
const lines = (count: number, line: (i: number) => string): TextLine[] =>
  Array.from({ length: count }, (_, i) => ({ text: line(i), fontSize: 10, page: 1 }));

const cases: Record<string, TextLine[]> = {
  '15,000 lines of digit pairs': lines(15_000, () => '98 98 98 98 98'),
  'one line of 50,000 "98"': [{ text: '98 '.repeat(50_000) }],
  '8,000 e-mail addresses': lines(8_000, (i) => `x${i}@y.co`),
  '8,000 e-mail addresses under headings': lines(8_000, (i) => (i % 500 === 0 ? 'Experience' : `x${i}@y.co`)),
  '8,000 sentences': lines(8_000, (i) => `Lorem ipsum dolor ${i} sit amet`),
  '8,000 places': lines(8_000, (i) => `Pune, Maharashtra ${i}`),
  // Exponential before the name-arabic-malay.ts fix: 28 letters took 20.9 s, each 2 more about ×4.
  'a name row of 30 dotted letters': [{ text: 'Nama Lengkap' }, { text: `: Sutrisno, ${'S.'.repeat(30)}!` }],
};

for (const [name, text] of Object.entries(cases)) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    extractFields(text);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(40)} median ${Math.round(times[Math.floor(times.length / 2)]!)} ms of ${runs} runs`);
}

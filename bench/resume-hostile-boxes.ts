/**
 * Text-box passes of PDF extraction on a hostile page: 20,000 single letters spaced evenly on one
 * baseline after a word (a crafted page, or a huge letter-spaced run). joinSpacedSingleLetters
 * walked such a run again from each of its letters (45 s on this machine before 2026-11-25).
 *
 *   npx tsx bench/resume-hostile-boxes.ts [--runs 3]
 */
import { joinSpacedSingleLetters } from '../lambdas/resume/text/pdf';
import type { TextBox } from '../lambdas/resume/text/text-box';

const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
const boxes: TextBox[] = [{ text: 'Word', left: 0, top: 0, right: 20, bottom: 10, fontSize: 10, spaceAfter: true }];
for (let i = 0; i < 20_000; i += 1) {
  const left = 22 + i * 7;
  boxes.push({ text: 'a', left, top: 0, right: left + 5, bottom: 10, fontSize: 10, spaceAfter: true });
}

const times: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  joinSpacedSingleLetters(boxes);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(`20,000 spaced letters beside a word: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms of ${runs} runs`);

/**
 * Where OCR time goes on the corpus's development scans, and what each preparation step buys:
 * model start (tesseract's worker and the English model) measured apart, then the read of page 1
 * (picture, preparation, model start, recognition: on a main thread the engine is not kept between
 * scans; in the extraction worker it is, which saves the model start)
 * under several settings (enlargement of coarse scans, straightening), with a check that the
 * expected name, e-mail and phone digits are in the text read.
 *
 *   npx tsx bench/resume-ocr.ts [--runs N] [--variants a,b,…]
 *
 * Validation scans are left out: settings are chosen on the development part only.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { getDocumentProxy } from 'unpdf';
import { englishDataPath, ocrPdfPages, type ScanSettings } from '../lambdas/resume/text/ocr';
import { loadCorpus } from '../test/fixtures/resumes/corpus';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) || 1;

const VARIANTS: Record<string, ScanSettings> = {
  'enlarge 2x, straightened, dark bands inverted': {
    upscaleBelowDpi: 200,
    upscaleFactor: 2,
    deskewFromDegrees: 0.3,
    invertDark: true,
  },
  'enlarge 2x, straightened': { upscaleBelowDpi: 200, upscaleFactor: 2, deskewFromDegrees: 0.3, invertDark: false },
  'enlarge 2x, not straightened': { upscaleBelowDpi: 200, upscaleFactor: 2, deskewFromDegrees: Infinity, invertDark: true },
  'enlarge 1.5x, straightened': { upscaleBelowDpi: 200, upscaleFactor: 1.5, deskewFromDegrees: 0.3, invertDark: true },
  'as scanned, straightened': { upscaleBelowDpi: 0, upscaleFactor: 1, deskewFromDegrees: 0.3, invertDark: true },
};
const chosen = option('--variants')?.split(',') ?? Object.keys(VARIANTS).map((_, i) => String(i));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

const scans = loadCorpus().filter((doc) => doc.expected.fromScan && doc.expected.part === 'development');
const Tesseract = (await import('tesseract.js')).default;
const starts: number[] = [];
for (let run = 0; run < Math.max(3, runs); run += 1) {
  const started = performance.now();
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: englishDataPath(),
    cacheMethod: 'none',
    gzip: true,
  });
  starts.push(performance.now() - started);
  await worker.terminate();
}
console.log(
  `OCR on ${scans.length} development scans, ${runs} run(s) each; load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`,
);
console.log(`  model start (createWorker): median ${median(starts).toFixed(0)} ms of ${starts.length}`);

for (const [index, [title, settings]] of Object.entries(VARIANTS).entries()) {
  if (!chosen.includes(String(index))) continue;
  const times: number[] = [];
  let found = 0;
  let wanted = 0;
  const misses: string[] = [];
  for (const doc of scans) {
    const bytes = new Uint8Array(readFileSync(doc.path));
    const perRun: number[] = [];
    let text = '';
    for (let run = 0; run < runs; run += 1) {
      const pdf = await getDocumentProxy(bytes.slice());
      const started = performance.now();
      const lines = await ocrPdfPages(pdf, bytes, [1], new AbortController().signal, settings);
      perRun.push(performance.now() - started);
      text = lines.map((line) => line.text).join('\n');
      await pdf.cleanup();
    }
    times.push(median(perRun));
    const digits = text.replace(/\D/g, '');
    const checks: [string, boolean][] = [
      ['name', text.toLowerCase().includes(doc.expected.name!.split(' ').at(-1)!.toLowerCase())],
      ['email', text.toLowerCase().includes(doc.expected.email!)],
      ['phone', digits.includes(doc.expected.phone!.replace(/\D/g, '').slice(-8))],
    ];
    for (const [field, ok] of checks) {
      wanted += 1;
      if (ok) found += 1;
      else misses.push(`${doc.file} ${field}`);
    }
  }
  console.log(
    `  ${title.padEnd(30)} page 1 read: median ${median(times).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms (incl. model start); fields in text ${found}/${wanted}${misses.length ? ` (missing: ${misses.join(', ')})` : ''}`,
  );
}

process.exit(0);

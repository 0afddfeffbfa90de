/**
 * What a function that reads resumes needs for OCR of scans (lambdas/resume/text/ocr.ts):
 * tesseract.js (JavaScript, wasm and its own worker script), the English model and the models that
 * read accents again (lambdas/contract/ocr-languages.ts, about 2 MB each), installed as
 * real node_modules beside the bundle, because tesseract.js starts a worker thread from its own
 * files and loads the model from a path, which a single-file bundle cannot hold.
 * Pure JavaScript and wasm: the same files serve ARM64 and x86. The legacy model (11 MB) is
 * never loaded, and tesseract.js 7.0.0 always picks its full engine builds (its getCore receives
 * a boolean where it compares engine modes), so the LSTM-only builds (about 20 MB) are removed
 * after install. test/infra/cloud/ocr-bundle.test.ts reads a scan from the pruned folder.
 */
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { OCR_ACCENT_LANGUAGES } from '../../lambdas/contract/ocr-languages';

export const OCR_NODE_MODULES: readonly string[] = [
  'tesseract.js',
  '@tesseract.js-data/eng',
  ...OCR_ACCENT_LANGUAGES.map((language) => `@tesseract.js-data/${language}`),
];

/** Paths under node_modules/ that OCR never loads (LSTM-only engine builds, the legacy models). */
export const OCR_UNUSED_FILES: readonly string[] = [
  'tesseract.js-core/tesseract-core-lstm.js',
  'tesseract.js-core/tesseract-core-lstm.wasm',
  'tesseract.js-core/tesseract-core-lstm.wasm.js',
  'tesseract.js-core/tesseract-core-simd-lstm.js',
  'tesseract.js-core/tesseract-core-simd-lstm.wasm',
  'tesseract.js-core/tesseract-core-simd-lstm.wasm.js',
  'tesseract.js-core/tesseract-core-relaxedsimd-lstm.js',
  'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm',
  'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js',
  '@tesseract.js-data/eng/4.0.0',
  ...OCR_ACCENT_LANGUAGES.map((language) => `@tesseract.js-data/${language}/4.0.0`),
];

/**
 * The canvas that renders a page that is not one picture is a native module, built per platform:
 * not shipped. Without it such pages stay unread; scans (one picture per page) need no canvas.
 */
export const OCR_ABSENT_MODULES = ['@napi-rs/canvas'] as const;

export function ocrBundling(): Pick<BundlingOptions, 'nodeModules' | 'commandHooks' | 'externalModules'> {
  return {
    nodeModules: [...OCR_NODE_MODULES],
    externalModules: [...OCR_ABSENT_MODULES],
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir: string, outputDir: string) =>
        OCR_UNUSED_FILES.map((path) => `rm -rf "${outputDir}/node_modules/${path}"`),
    },
  };
}

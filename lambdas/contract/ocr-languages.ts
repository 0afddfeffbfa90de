/**
 * The languages besides English whose models read a scanned resume's accents again
 * (lambdas/resume/text/ocr-diacritics.ts): Hungarian, Slovak, Czech, Polish, Croatian (also for
 * Serbian, Bosnian and Montenegrin names in Latin letters), Slovenian, Turkish, Azerbaijani,
 * Latvian, Lithuanian, Estonian, Romanian, Spanish, Portuguese, French, German, Italian, Swedish,
 * Norwegian, Danish, Finnish, Icelandic, Vietnamese and Irish. Each is the npm data package
 * `@tesseract.js-data/<language>`, pinned in package.json and shipped beside the functions that
 * read resumes (infra/cloud/ocr-bundling.ts); only its LSTM "best_int" model is kept.
 */
export const OCR_ACCENT_LANGUAGES = [
  'hun',
  'slk',
  'ces',
  'pol',
  'hrv',
  'slv',
  'tur',
  'aze',
  'lav',
  'lit',
  'est',
  'ron',
  'spa',
  'por',
  'fra',
  'deu',
  'ita',
  'swe',
  'nor',
  'dan',
  'fin',
  'isl',
  'vie',
  'gle',
] as const;

export type OcrAccentLanguage = (typeof OCR_ACCENT_LANGUAGES)[number];

import type { TextLine } from '../../../../lambdas/resume/types';

/** Lines as a Word file gives them: the text alone, no type sizes. */
export const lines = (...texts: string[]): TextLine[] => texts.map((text) => ({ text }));

/** Lines of a PDF's first page, each with its type size in points (none given: no size, as in a Word file). */
export const sized = (...rows: [string, number?][]): TextLine[] => rows.map(([text, fontSize]) => ({ text, fontSize, page: 1 }));

/** Lines read by OCR from a scan: the text alone, marked `ocr`. */
export const scanned = (...texts: string[]): TextLine[] => texts.map((text) => ({ text, ocr: true }));

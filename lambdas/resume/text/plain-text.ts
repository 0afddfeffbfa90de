import type { TextLine } from '../types';

/**
 * Non-empty, whitespace-normalised lines of plain text (DOCX and DOC extraction output).
 * `tabEndsLine` for word-extractor, which ends each table cell with a tab.
 */
export function linesOfPlainText(text: string, { tabEndsLine = false } = {}): TextLine[] {
  return (
    text
      // Word's vertical tab (manual line break) and form feed (page break) also end a line.
      .split(tabEndsLine ? /\r\n|[\r\n\v\f\t\u2028\u2029]/ : /\r\n|[\r\n\v\f\u2028\u2029]/)
      .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
      .filter((line) => line.length > 0)
      .map((text) => ({ text }))
  );
}

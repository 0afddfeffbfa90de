export { firstSentences } from '../../../../lambdas/contract/text-preview';

/** Multi-line job text as paragraphs: one per line, blank lines dropped. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * Plain text of a post's markdown, made once when the post is written: the excerpt the lists show
 * and the reading time. Parsed with remark (GitHub-flavoured) and stripped with strip-markdown, so
 * tables, code, HTML and link targets never leak into the text.
 */
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import strip from 'strip-markdown';

export const EXCERPT_LENGTH = 200;
export const WORDS_PER_MINUTE = 220;

const processor = remark().use(remarkGfm).use(strip);

export function plainText(markdown: string): string {
  return String(processor.processSync(markdown)).replace(/\s+/g, ' ').trim();
}

/** Plain text cut at a word boundary near `length` characters, with "..." when cut. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

export const readingMinutesOf = (text: string) =>
  Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));

/** The derived attributes stored with a post. */
export function postTextAttributes(markdown: string): { excerpt: string; readingMinutes: number } {
  const text = plainText(markdown);
  return { excerpt: excerptOf(text), readingMinutes: readingMinutesOf(text) };
}

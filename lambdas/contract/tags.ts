/**
 * Tags of blog posts (issue 16): a short label staff type ("AWS Lambda"), and its address segment,
 * the tag slug ("aws-lambda"), which names the tag page /blog/tag/<slug>. Two labels with the same
 * slug are the same tag: a post keeps the first, and a tag page is titled with the label of its
 * newest post.
 */
import { LIMITS } from './limits';
import { CONTROL_CHARACTER, LONE_SURROGATE } from './text';

/** Length of a tag slug (a label of LIMITS.tagLabel characters never needs more). */
export const TAG_SLUG_MAX = 48;

/** " #AWS   Lambda " → "AWS Lambda": NFC, no leading '#', single spaces, trimmed. */
export function normaliseTagLabel(label: string): string {
  return label
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^#+\s*/, '')
    .trim();
}

/** "AWS Lambda" → "aws-lambda"; empty when the label has no Latin letter or digit. */
export function tagSlug(label: string): string {
  return normaliseTagLabel(label)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TAG_SLUG_MAX)
    .replace(/-+$/g, '');
}

/** Form input ("aws, serverless") or an API array → labels, before validation. */
export function splitTags(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value.split(',');
  return value;
}

/** Why a list of labels is refused, or undefined; the labels are already normalised. */
export function tagListProblem(labels: readonly string[]): string | undefined {
  for (const label of labels) {
    if (CONTROL_CHARACTER.test(label) || LONE_SURROGATE.test(label)) return 'A tag contains an invalid character.';
    if (label.length > LIMITS.tagLabel) return `Tag "${label.slice(0, 40)}" must be at most ${LIMITS.tagLabel} characters.`;
    if (!tagSlug(label)) return `Tag "${label}" needs at least one letter or digit (a-z, 0-9).`;
  }
  if (uniqueTags(labels).length > LIMITS.postTags) return `A post may have at most ${LIMITS.postTags} tags.`;
  return undefined;
}

/** Normalised labels, empty ones dropped, one per slug (the first wins), in the order given. */
export function uniqueTags(labels: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of labels) {
    const label = normaliseTagLabel(raw);
    const slug = tagSlug(label);
    if (!label || seen.has(slug)) continue;
    seen.add(slug);
    out.push(label);
  }
  return out;
}

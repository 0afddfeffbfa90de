/**
 * A card's preview: the first two sentences of a text plus "..." when more follows. One definition
 * for the API's job summaries and the careers pages.
 */
export function firstSentences(text: string, count = 2): string {
  const normalized = text.replace(/\s+/g, ' ').trim();
  // A sentence ends at . ! or ? followed by a space or the end, so "Node.js" stays one word.
  const ends = /[.!?]+(?=\s|$)/g;
  let cut = 0;
  for (let found = 0; found < count; found++) {
    const match = ends.exec(normalized);
    if (!match) return normalized;
    cut = match.index + match[0].length;
  }
  if (cut >= normalized.length) return normalized;
  // "Second." becomes "Second...", not "Second....".
  return `${normalized.slice(0, cut).replace(/(?<!\.)\.$/, '')}...`;
}

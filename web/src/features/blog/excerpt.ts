/** Length of the blog list's excerpt, before the ellipsis (spec section 9). */
export const EXCERPT_LENGTH = 200;

/**
 * Plain text of markdown that may also contain HTML: tags, images, link targets, emphasis,
 * headings, list and quote markers, tables and code fences are removed; whitespace is collapsed.
 */
export function stripMarkup(content: string): string {
  return (
    content
      // HTML comments and elements whose content is never text.
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<\/?[a-z][^>]*>/gi, ' ')
      // Code fences keep their code, lose the fence lines.
      .replace(/^\s*(```|~~~).*$/gm, ' ')
      // Images disappear, links keep their text; footnote references and definitions go.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/^\s*\[\^[^\]]+\]:\s*/gm, ' ')
      .replace(/\[\^[^\]]+\]/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
      // Block markers at the start of a line: headings, quotes, list bullets, task boxes, rules.
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s*>\s?/gm, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, '')
      .replace(/^\s*(?:[-*_]\s*){3,}$/gm, ' ')
      // Table syntax: separator rows vanish, cell bars become spaces.
      .replace(/^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, ' ')
      .replace(/\|/g, ' ')
      // Inline emphasis, strikethrough and code.
      .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
      .replace(/(^|[^\w*])[*_](?!\s)(.+?)(?<!\s)[*_](?=[^\w*]|$)/g, '$1$2')
      .replace(/`+([^`]*)`+/g, '$1')
      // Common entities, then whitespace.
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The spec's excerpt: plain text cut at 200 characters plus "..." (a shorter text is shown whole). */
export function excerpt(content: string, length = EXCERPT_LENGTH): string {
  const text = stripMarkup(content);
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}...`;
}

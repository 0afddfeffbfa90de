/**
 * Plain text of a post's markdown, made once when the post is written: the excerpt the lists show
 * and the reading time. A small line-and-inline pass over GitHub-flavoured markdown rather than
 * remark + strip-markdown (about 150 KB of parser in every function that maps a post: blogs, jobs
 * through revisions, the publisher; docs/decisions/0038). It drops what strip-markdown drops
 * (tables, code blocks, HTML, link targets, definitions, footnotes, thematic breaks) and keeps the
 * words; test/lambdas/domain/post-text.test.ts holds it to remark's output on the seed posts and
 * on every construct below.
 */

export const EXCERPT_LENGTH = 200;
export const WORDS_PER_MINUTE = 220;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const TABLE_DELIMITER = /^ {0,3}\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(\s*\1){2,}\s*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)\s*$/;
const DEFINITION = /^ {0,3}\[(\^?)[^\]]+\]:/;
const BLOCK_TAGS =
  'address|article|aside|base|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul|script|pre|style|textarea';
/** HTML blocks (CommonMark types 1-6): a block-level tag, a comment, a declaration. */
const HTML_BLOCK = new RegExp(`^ {0,3}(?:<\\/?(?:${BLOCK_TAGS})(?:[\\s/>]|$)|<!|<\\?)`, 'i');
/** Type 7: a lone complete tag on its own line, which cannot interrupt a paragraph. */
const HTML_LONE_TAG = /^ {0,3}<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>\s*$/;
const INDENTED = /^( {4}|\t)/;
const BLOCK_PREFIX = /^(?: {0,3}(?:>\s?|[-*+]\s+(?:\[[ xX]\]\s+)?|\d{1,9}[.)]\s+(?:\[[ xX]\]\s+)?|#{1,6}(?:\s+|$)))+/;
const LIST_MARKER = /(?:^|[\s>])(?:[-*+]|\d{1,9}[.)])\s/;

/** Block structure: the lines that carry prose, with their markers removed; everything else gone. */
function proseLines(markdown: string): string[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let fence: string | undefined;
  let inHtml = false;
  let inTable = false;
  let inFootnote = false;
  let afterBlank = true;
  let inList = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const blank = line.trim() === '';
    if (fence) {
      const close = line.match(FENCE);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length && line.trim() === close[1]) fence = undefined;
      continue;
    }
    if (blank) {
      inHtml = inTable = false;
      afterBlank = true;
      out.push('');
      continue;
    }
    if (inHtml || inTable) continue;
    if (inFootnote && INDENTED.test(line)) continue;
    inFootnote = false;
    const fenceOpen = line.match(FENCE);
    if (fenceOpen && !(fenceOpen[1]![0] === '`' && line.slice(fenceOpen[0].length).includes('`'))) {
      fence = fenceOpen[1];
      continue;
    }
    if (afterBlank && !inList && INDENTED.test(line)) continue;
    if (HTML_BLOCK.test(line) || (afterBlank && HTML_LONE_TAG.test(line))) {
      inHtml = !(line.includes('<!--') && line.includes('-->'));
      continue;
    }
    if (line.includes('|') && TABLE_DELIMITER.test(lines[i + 1] ?? '')) {
      inTable = true;
      continue;
    }
    if (DEFINITION.test(line)) {
      inFootnote = line.trimStart().startsWith('[^');
      continue;
    }
    if (THEMATIC_BREAK.test(line) || (!afterBlank && SETEXT_UNDERLINE.test(line))) {
      afterBlank = true;
      out.push('');
      continue;
    }
    const prefix = line.match(BLOCK_PREFIX)?.[0] ?? '';
    let text = line.slice(prefix.length);
    const sawListMarker = LIST_MARKER.test(prefix);
    if (sawListMarker) inList = true;
    else if (afterBlank && !/^\s/.test(line)) inList = false;
    // A closing run of #s after an ATX heading's text.
    if (/^ {0,3}#{1,6}(\s|$)/.test(line)) text = text.replace(/\s+#+\s*$/, '');
    out.push(text.trim());
    afterBlank = false;
  }
  return out;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};
const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });

/** Inline markup of one paragraph: the words of links, images, emphasis and code spans; no HTML, no targets. */
function inlineText(paragraph: string): string {
  const spans: string[] = [];
  // Code spans first: their content is literal.
  let text = paragraph.replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (_m, _ticks, code: string) => {
    spans.push(code.replace(/^ (.*) $/, '$1'));
    return `\uE000${spans.length - 1}\uE000`;
  });
  // Escaped punctuation stands for itself: hide it from the patterns below.
  const escaped: string[] = [];
  text = text.replace(/\\([!-/:-@[-`{-~])/g, (_m, ch: string) => {
    escaped.push(ch);
    return `\uE001${escaped.length - 1}\uE001`;
  });
  text = text
    .replace(/\[\^[^\]\s]+\]/g, '')
    .replace(
      /!\[([^\][]*)\]\((?:[^()\s]|\([^()]*\))*(?:\s+(?:"([^"]*)"|'([^']*)'))?\s*\)/g,
      (_m, alt: string, t1?: string, t2?: string) => alt || t1 || t2 || '',
    )
    .replace(/!\[([^\][]*)\]\[[^\][]*\]/g, '$1')
    .replace(/\[([^\][]*)\]\((?:[^()\s]|\([^()]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g, '$1')
    .replace(/\[([^\][]+)\]\[[^\][]*\]/g, '$1')
    .replace(/<((?:https?|mailto|ftp):[^\s<>]*|[^\s<>@]+@[^\s<>]+)>/gi, '$1')
    .replace(/<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?-->/g, '')
    // Each pattern's content stops at its own delimiter, so a run of unmatched ones stays linear.
    .replace(/\*\*(?=\S)((?:[^*]|\*(?!\*))*?\S)\*\*/g, '$1')
    .replace(/(^|\W)__(?=\S)((?:[^_]|_(?!_))*?\S)__(?!\w)/g, '$1$2')
    .replace(/\*(?=[^\s*])([^*]*[^\s*])\*/g, '$1')
    .replace(/(^|\W)_(?=[^\s_])([^_]*[^\s_])_(?!\w)/g, '$1$2')
    .replace(/(~~?)(?=[^\s~])([^~]*[^\s~])\1/g, '$2')
    .replace(/\\$/gm, '')
    .replace(/\[( |x|X)\]\s/g, '');
  text = decodeEntities(text);
  return text
    .replace(/\uE001(\d+)\uE001/g, (_m, i: string) => escaped[Number(i)]!)
    .replace(/\uE000(\d+)\uE000/g, (_m, i: string) => spans[Number(i)]!);
}

export function plainText(markdown: string): string {
  const paragraphs = proseLines(markdown)
    .join('\n')
    .split(/\n{2,}/)
    .map((p) => inlineText(p.trim()));
  return paragraphs.join(' ').replace(/\s+/g, ' ').trim();
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

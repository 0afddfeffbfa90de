import { describe, expect, it } from 'vitest';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import strip from 'strip-markdown';
import { plainText } from '../../../lambdas/domain/post-text';
import { SEED_POSTS } from '../../../infra/local/seed-content';

/**
 * The light plain-text pass against the parser it replaced (remark + GFM + strip-markdown), which
 * stays a dev dependency for this comparison. remark-stringify escapes punctuation it writes back
 * (`5 \* 3`, `https\://`): those escapes are the old output's blemish, so they are undone before
 * comparing.
 */
const reference = remark().use(remarkGfm).use(strip);
const viaRemark = (markdown: string) =>
  String(reference.processSync(markdown))
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

const CONSTRUCTS: Record<string, string> = {
  emphasis: 'Use *cloud* and **AI** and ~~old~~ and `npm start` with snake_case_name, _one_ and __two__.',
  lists: '1. First step\n2. Second step\n\n- [x] done\n- [ ] todo\n  continued line\n\n* star\n+ plus',
  quote: '> Quote here\n> more\n>\n> > nested',
  headings: 'Title\n=====\n\nSub\n---\n\ntext\n\n### Closed heading ###\n\n#Not a heading',
  links:
    '![A diagram](https://x/y.png "T") and [inline](https://i.example "title") and [ref link][r] and <https://auto.example>\n\n[r]: https://r.example',
  entities: 'Price 5 * 3 = 15 & more &amp; &copy; &#169; &#x41; &lt;tag&gt;',
  footnotes: 'Footnote[^1] here.\n\n[^1]: The note.\n    More of the note.\n\nAfter.',
  html: '<span>inline</span> html, a \\*escaped\\* star\n\n<div>\nblock html\n</div>\n\n<!-- a comment -->\n\nend',
  code: '    indented code\n\nafter\n\n```js\nconst x = 1;\n```\n\n~~~\ntilde fence\n~~~\n\nInline `a *b* c` code.',
  breaks: 'line one  \nline two\\\nline three\n\n***\n\n---\n\n___\n\nlast',
  table: '# Costs\n\n| a | b |\n|:--|--:|\n| c | d |\n\nAfter the table.\n\nx | y\n--|--\n1 | 2',
  guide: '# Costs\n\n| a | b |\n|:--|--:|\n| c | d |\n\n```js\nx()\n```\n\n<div>raw</div>\n\nSee [the guide](https://x.example).',
};

describe('post plain text (light pass, same words as remark + strip-markdown)', () => {
  it.each(Object.entries(CONSTRUCTS))('%s', (_name, markdown) => {
    expect(plainText(markdown)).toBe(viaRemark(markdown));
  });

  it.each(SEED_POSTS.map((p) => [p.title, p.content] as const))('seed post "%s"', (_title, markdown) => {
    expect(plainText(markdown)).toBe(viaRemark(markdown));
  });

  it('never leaks table syntax, code, HTML or link targets', () => {
    const text = plainText(CONSTRUCTS.guide!);
    expect(text).toBe('Costs See the guide.');
    expect(text).not.toMatch(/:--|\||```|https?:/);
  });

  it('stays linear on hostile input', () => {
    const hostile = ['*_~`[(', '| ', '> - 1. ', '[x ', '![x ', '**a ', '_a ', '<a ', '&#1']
      .map((s) => s.repeat(20_000))
      .join('\n');
    const started = performance.now();
    plainText(hostile);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

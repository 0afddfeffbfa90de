import { describe, expect, it } from 'vitest';
import { excerptOf, plainText, postTextAttributes } from '../../../lambdas/domain/post-text';
import { pathsOfKey, planPublish } from '../../../lambdas/domain/publish-plan';
import { routeSitePath, slugify } from '../../../lambdas/contract/site-routes';

describe('post text made on write', () => {
  it('never leaks table syntax, code, HTML or link targets', () => {
    const text = plainText(
      '# Costs\n\n| a | b |\n|:--|--:|\n| c | d |\n\n```js\nx()\n```\n\n<div>raw</div>\n\nSee [the guide](https://x.example).',
    );
    expect(text).toBe('Costs See the guide.');
    expect(text).not.toMatch(/:--|\||```|https?:/);
  });

  it('cuts the excerpt at a word with "...", and counts reading minutes', () => {
    expect(excerptOf('word '.repeat(100).trim(), 22)).toBe('word word word word...');
    expect(postTextAttributes('word '.repeat(660))).toMatchObject({ readingMinutes: 3 });
    expect(postTextAttributes('Short.')).toEqual({ excerpt: 'Short.', readingMinutes: 1 });
  });
});

describe('publish plan', () => {
  const hash = (body: string) => `h:${body}`;
  const file = (key: string, body: string, extra = {}) => ({ key, body, contentType: 'text/html', ...extra });

  it('writes only changed files, removes retired ones, and names exactly their addresses', () => {
    const previous = planPublish(
      {},
      [file('blog/a/index.html', '1'), file('blog/b/index.html', '1'), file('sitemap.xml', 's')],
      hash,
    ).manifest;
    const plan = planPublish(
      previous,
      [file('blog/a/index.html', '1'), file('blog/c/index.html', '1'), file('sitemap.xml', 's2')],
      hash,
    );
    expect(plan.writes.map((f) => f.key)).toEqual(['blog/c/index.html', 'sitemap.xml']);
    expect(plan.removals).toEqual(['blog/b/index.html']);
    expect(plan.paths).toEqual(['/blog/b', '/blog/b/', '/blog/c', '/blog/c/', '/sitemap.xml']);
    expect(
      planPublish(
        plan.manifest,
        [file('blog/a/index.html', '1'), file('blog/c/index.html', '1'), file('sitemap.xml', 's2')],
        hash,
      ).writes,
    ).toEqual([]);
  });

  it('treats a status change as a change even when the body is the same', () => {
    const previous = planPublish({}, [file('careers/x/index.html', 'p')], hash).manifest;
    const plan = planPublish(previous, [file('careers/x/index.html', 'p', { status: 410 })], hash);
    expect(plan.writes).toHaveLength(1);
    expect(plan.manifest['careers/x/index.html']).toMatchObject({ status: 410 });
    expect(pathsOfKey('index.html')).toEqual(['/']);
  });
});

describe('routing table and slugs', () => {
  it('maps pages, files, the shell and hidden keys', () => {
    expect(routeSitePath('/careers/x/')).toEqual({ kind: 'page', key: 'careers/x/index.html' });
    expect(routeSitePath('/feed.xml')).toEqual({ kind: 'asset', key: 'feed.xml' });
    // Tag pages (issue 16) are pages like any other.
    expect(routeSitePath('/blog/tag/aws-lambda')).toEqual({ kind: 'page', key: 'blog/tag/aws-lambda/index.html' });
    expect(routeSitePath('/blog/tag/aws-lambda/page/2/')).toEqual({ kind: 'page', key: 'blog/tag/aws-lambda/page/2/index.html' });
    expect(routeSitePath('/admin/jobs')).toEqual({ kind: 'shell', key: 'app-shell.html' });
    expect(routeSitePath('/_publish/manifest.json').kind).toBe('hidden');
  });

  it('makes readable slugs and never a reserved one', () => {
    expect(slugify('Senior Cloud Engineer (Pune)')).toBe('senior-cloud-engineer-pune');
    expect(slugify('Café & Crème!')).toBe('cafe-and-creme');
    expect(slugify('Page')).toBe('page-1');
    expect(slugify('!!!')).toBe('item');
  });
});

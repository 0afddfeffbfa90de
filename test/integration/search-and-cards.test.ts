/**
 * Offline search and social cards through the real publisher (lambdas/handlers/publish.ts) with the
 * web's own renderer, against the emulators: posts and jobs are written through the gateway's API,
 * the publisher runs as the local stack runs it (a partial run per change, into a site folder) and
 * the folder then holds each card (a 1200×630 PNG) and a search index naming exactly the visitors'
 * posts and open jobs. This stack serves no web build, so the publisher is called here directly,
 * with a site kit whose entry is the renderer's source.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalStack } from '../../infra/local/stack';
import { folderSiteStore } from '../../lambdas/adapters/site-store';
import { publishSite } from '../../lambdas/handlers/publish';
import { SEARCH_INDEX_PATH, type SearchIndex } from '../../lambdas/contract/search';
import { SITE_KIT_ENV } from '../../lambdas/adapters/site-kit';
import { api, withLocalStack } from './support/local-api';

let stack: LocalStack;
let staff: string;
const siteDir = mkdtempSync(join(tmpdir(), 'search-cards-site-'));
const kitDir = mkdtempSync(join(tmpdir(), 'search-cards-kit-'));
const store = folderSiteStore(siteDir);

// The site kit is written before the stack starts, and removed after it has stopped.
beforeAll(() => {
  writeFileSync(
    join(kitDir, 'template.html'),
    '<html><head><!--head--></head><body><div id="root"><!--app--></div></body></html>',
  );
  writeFileSync(join(kitDir, 'manifest.json'), '{}');
  writeFileSync(
    join(kitDir, 'entry-server.mjs'),
    `export * from ${JSON.stringify(join(import.meta.dirname, '../../web/src/entry-server.tsx'))};\n`,
  );
  process.env[SITE_KIT_ENV] = kitDir;
});
afterAll(() => {
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(kitDir, { recursive: true, force: true });
});

withLocalStack({}, (started) => {
  ({ stack, staff } = started);
});

type Item = Record<string, unknown>;
const word = () =>
  `zq${randomUUID()
    .slice(0, 6)
    .replace(/[^a-z0-9]/g, 'x')}`;

const readIndex = () => JSON.parse(readFileSync(join(siteDir, SEARCH_INDEX_PATH.slice(1)), 'utf8')) as SearchIndex;
const file = (path: string) => join(siteDir, path.slice(1));

function pngSize(path: string) {
  const png = readFileSync(path);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function call(method: string, path: string, body?: unknown): Promise<Item> {
  const res = await api(stack, method, path, { token: staff, body });
  expect(res.status).toBeLessThan(300);
  return res.json;
}

describe('publishing a post and a job', () => {
  it('writes the card beside each page and puts both in the search index; unpublished, both leave', async () => {
    const postWord = word();
    const post = await call('POST', '/blogs', {
      title: `Cutting ${postWord} costs`,
      author: 'Asha Rao',
      content: 'Savings with **Graviton** and spot capacity.',
      status: 'published',
    });
    const job = await call('POST', '/jobs', {
      title: `Cloud engineer ${word()}`,
      location: 'Pune (Hybrid)',
      description: 'Build platforms on AWS.',
      requirements: 'Terraform or CDK.',
    });
    const first = await publishSite(store);
    expect(first.cards.failed).toBe(0);
    expect(first.cards.drawn).toBeGreaterThanOrEqual(2);

    const postPage = `/blog/${String(post.slug)}`;
    const jobPage = `/careers/${String(job.slug)}`;
    expect(pngSize(file(`${postPage}/card.png`))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(file(`${jobPage}/card.png`))).toEqual({ width: 1200, height: 630 });
    expect(readFileSync(file(`${postPage}/index.html`), 'utf8')).toContain(
      `<meta property="og:image" content="https://www.nimbuscrest.example${postPage}/card.png" />`,
    );
    const urls = () => readIndex().docs.map((d) => d.u);
    expect(urls()).toEqual(expect.arrayContaining([postPage, jobPage]));
    expect(
      readIndex()
        .docs.find((d) => d.u === postPage)
        ?.w.split(' '),
    ).toContain('graviton');

    // An edit that leaves the card's text alone does not draw it again.
    const cardBefore = readFileSync(file(`${postPage}/card.png`));
    await call('PUT', `/blogs/${String(post.blogId)}`, {
      title: post.title,
      author: 'Asha Rao',
      content: 'Savings with **Arm** instances.',
      status: 'published',
    });
    const edit = await publishSite(store, { posts: [String(post.blogId)], jobs: [] });
    expect(edit.cards.drawn).toBe(0);
    expect(readFileSync(file(`${postPage}/card.png`)).equals(cardBefore)).toBe(true);
    expect(
      readIndex()
        .docs.find((d) => d.u === postPage)
        ?.w.split(' '),
    ).toEqual(expect.arrayContaining(['arm']));
    expect(
      readIndex()
        .docs.find((d) => d.u === postPage)
        ?.w.split(' '),
    ).not.toContain('graviton');

    // Back to draft, and the job closed: partial runs take the cards and index entries away.
    await call('PUT', `/blogs/${String(post.blogId)}`, {
      title: post.title,
      author: 'Asha Rao',
      content: 'Savings with **Arm** instances.',
      status: 'draft',
    });
    await publishSite(store, { posts: [String(post.blogId)], jobs: [] });
    await call('PUT', `/jobs/${String(job.jobId)}`, { active: false });
    await publishSite(store, { posts: [], jobs: [String(job.jobId)] });
    expect(existsSync(file(`${postPage}/card.png`))).toBe(false);
    expect(existsSync(file(`${jobPage}/card.png`))).toBe(false);
    expect(urls()).not.toContain(postPage);
    expect(urls()).not.toContain(jobPage);
    expect(JSON.stringify(readIndex())).not.toContain(postWord);
  }, 120_000);
});

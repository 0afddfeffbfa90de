/**
 * Tags through the local publisher (issue 16): the real stack (dynalite, cognito-local, the
 * gateway) with the built web app, whose publisher writes the folder the gateway serves. Saving a
 * tagged post publishes its tag page and sitemap entry; removing the tag removes the page (404)
 * and the entry; the post page and the tag page link each other.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, WEB_DIST, startLocalStack, type LocalStack } from '../../infra/local/stack';
import { buildWeb, webBuildIsStale } from '../../infra/local/web-build';
import { api, staffToken } from './support/local-api';

let stack: LocalStack;
let runDir: string;
let webRoot: string;
let staff: string;

beforeAll(async () => {
  if (webBuildIsStale(REPO_ROOT)) await buildWeb(REPO_ROOT, { quiet: true });
  runDir = mkdtempSync(join(tmpdir(), 'tags-it-'));
  webRoot = join(runDir, 'web');
  cpSync(WEB_DIST, webRoot, { recursive: true });
  stack = await startLocalStack({
    port: 0,
    dataDir: join(runDir, 'data'),
    reset: true,
    web: 'dist',
    webRoot,
    log: () => undefined,
  });
  staff = await staffToken(stack);
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  if (runDir) rmSync(runDir, { recursive: true, force: true });
});

/** Polls until `check` holds (at most `ms`); the last value is returned for the assertion. */
async function eventually<T>(read: () => T | Promise<T>, check: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

const file = (key: string) => join(webRoot, key);
const sitemap = () => readFileSync(file('sitemap.xml'), 'utf8');
const status = async (path: string) => (await fetch(`${stack.url}${path}`, { redirect: 'manual' })).status;

describe('tag pages through the local publisher', () => {
  it('publishes a tag page when a post gets the tag, and removes it (404, out of the sitemap) when the tag goes', async () => {
    const stamp = Date.now().toString(36);
    const tag = `Edge ${stamp}`;
    const slug = `edge-${stamp}`;
    const body = { title: `Tagged ${stamp}`, author: 'Asha Rao', content: 'About **tags**.', tags: [tag, 'AWS'] };
    const created = await api(stack, 'POST', '/blogs', { token: staff, body });
    expect(created.status).toBe(201);
    expect(created.json.tags).toEqual([tag, 'AWS']);
    const postSlug = String(created.json.slug);

    const page = file(`blog/tag/${slug}/index.html`);
    expect(await eventually(() => existsSync(page), Boolean)).toBe(true);
    expect(await eventually(sitemap, (s) => s.includes(`/blog/tag/${slug}</loc>`))).toContain(`/blog/tag/${slug}</loc>`);
    expect(await status(`/blog/tag/${slug}`)).toBe(200);
    const html = readFileSync(page, 'utf8');
    expect(html).toContain(`<h1>${tag}</h1>`);
    expect(html).toContain(`href="/blog/${postSlug}"`);
    const postHtml = await eventually(
      () => (existsSync(file(`blog/${postSlug}/index.html`)) ? readFileSync(file(`blog/${postSlug}/index.html`), 'utf8') : ''),
      (h) => h.includes(`href="/blog/tag/${slug}"`),
    );
    expect(postHtml).toContain(`href="/blog/tag/${slug}"`);

    // The tag removed: its only post no longer has it.
    const updated = await api(stack, 'PUT', `/blogs/${String(created.json.blogId)}`, {
      token: staff,
      body: { ...body, tags: ['AWS'] },
    });
    expect(updated.status).toBe(200);
    expect(
      await eventually(
        () => existsSync(page),
        (exists) => !exists,
      ),
    ).toBe(false);
    expect(existsSync(file(`blog/tag/${slug}/data.json`))).toBe(false);
    expect(sitemap()).not.toContain(`/blog/tag/${slug}<`);
    expect(sitemap()).toContain('/blog/tag/aws</loc>');
    expect(await status(`/blog/tag/${slug}`)).toBe(404);
    expect(await status('/blog/tag/aws')).toBe(200);
  });

  it('refuses bad tags with a field message and changes nothing', async () => {
    const before = await api(stack, 'GET', '/blogs?limit=100', { token: staff });
    const res = await api(stack, 'POST', '/blogs', {
      token: staff,
      body: { title: 'Too many tags', author: 'Asha Rao', content: 'Body.', tags: Array.from({ length: 9 }, (_, i) => `t${i}`) },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ tags: ['A post may have at most 8 tags.'] });
    const after = await api(stack, 'GET', '/blogs?limit=100', { token: staff });
    expect(after.json.items).toEqual(before.json.items);
  });
});

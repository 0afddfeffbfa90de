/**
 * THE renderer of the published site, shared by the build (web/scripts/prerender.ts) and by
 * regeneration after staff changes (lambdas/handlers/publish.ts, locally and in the cloud): from
 * every post and job it renders the pages, their data.json, the lists, sitemap.xml and feed.xml.
 * Pure: it returns files; the caller compares them with what is published and writes the changes.
 *
 * Addresses: a post or open job is at /blog/<slug> or /careers/<slug>; its id address and any slug
 * it had before answer 301 to it; a closed or deleted job's address answers 410 with a "no longer
 * open" page (noindex). The statuses travel as file metadata (see lambdas/contract/site-routes.ts).
 */
import type { Job, Post } from '../../../lambdas/contract/schemas';
import { cursorAfterOpenJob } from '../../../lambdas/contract/cursor';
import { isPublicPost } from '../../../lambdas/contract/post-status';
import {
  BLOG_PAGE_SIZE,
  CAREERS_PAGE_SIZE,
  blogPagePath,
  FEED_PATH,
  jobPath,
  pageDataPath,
  postPath,
  SITEMAP_PATH,
  type PublishedFile,
  type PublishManifestEntry,
} from '../../../lambdas/contract/site-routes';
import { pageModuleOf } from '../app/App';
import { headTagsToHtml } from '../components/seo/headTags';
import { site } from '../content/site';
import { caseStudies } from '../content/proof';
import {
  facetsOf,
  jobCardOf,
  summaryOf,
  type JobListData,
  type JobPageData,
  type PostListData,
  type PostPageData,
} from '../lib/publishedData';
import { feedXml, sitemapXml, type SitemapEntry } from './documents';
import { assemblePage, preloadLinks, type SiteKit } from './html';
import { renderRoute } from './render';

export type SiteFile = { -readonly [K in keyof PublishedFile]: PublishedFile[K] };

/** What was published before, by key (from the publish manifest). */
export type PreviousFiles = Record<string, Pick<PublishManifestEntry, 'owner' | 'title' | 'status'>>;

export interface SiteContent {
  posts: readonly Post[];
  jobs: readonly Job[];
  previous?: PreviousFiles;
}

/** Marketing pages rendered by the build only; they are in every sitemap. */
export const STATIC_PAGES = [
  { path: '/', priority: '1.0' },
  { path: '/services', priority: '0.9' },
  { path: '/about', priority: '0.8' },
  { path: '/contact', priority: '0.8' },
  { path: '/case-studies', priority: '0.8' },
  ...caseStudies.map((study) => ({ path: `/case-studies/${study.slug}`, priority: '0.7' })),
  { path: '/privacy-policy', priority: '0.3' },
  { path: '/terms-of-service', priority: '0.3' },
  { path: '/cookie-policy', priority: '0.3' },
];

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const pageKey = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
const dataKey = (path: string) => pageDataPath(path).slice(1);

const newestFirst = <T extends { createdAt: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Unique slugs: an older item keeps its slug, a newer duplicate gets its id's first characters. */
function withUniqueSlugs<T extends { slug: string; createdAt: string }>(items: readonly T[], idOf: (item: T) => string): T[] {
  const taken = new Set<string>();
  return [...items]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((item) => {
      const slug = taken.has(item.slug) ? `${item.slug}-${idOf(item).slice(0, 8).toLowerCase()}` : item.slug;
      taken.add(slug);
      return slug === item.slug ? item : { ...item, slug };
    });
}

/** One page's HTML. `marker` tells the browser entry which path the markup is for (404.html: "404"). */
export function renderPageHtml(kit: SiteKit, path: string, data?: unknown, marker = path): string {
  const seed = data === undefined ? undefined : { path, data };
  const rendered = renderRoute(path, seed);
  return assemblePage(kit, {
    head: rendered.head ? headTagsToHtml(rendered.head, site.brand) : '',
    preloads: preloadLinks(kit.manifest, pageModuleOf(path)),
    html: rendered.html,
    marker,
    seed,
  });
}

const redirectPage = (to: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><link rel="canonical" href="${site.url}${to}"><title>Moved</title></head><body><p>This page has moved to <a href="${to}">${to}</a>.</p></body></html>`;

export function renderSite(content: SiteContent, kit: SiteKit): SiteFile[] {
  const files: SiteFile[] = [];
  const page = (path: string, data: unknown, extra: Partial<SiteFile> = {}) => {
    files.push({ key: pageKey(path), body: renderPageHtml(kit, path, data), contentType: HTML, ...extra });
    files.push({
      key: dataKey(path),
      body: JSON.stringify(data),
      contentType: JSON_TYPE,
      ...extra,
      status: undefined,
      location: undefined,
    });
  };
  const redirect = (from: string, to: string, owner: string) => {
    if (from !== to)
      files.push({ key: pageKey(from), body: redirectPage(to), contentType: HTML, status: 301, location: to, owner });
  };

  // ---- blog ----
  // Visitors' posts only: drafts and scheduled posts not yet due are rendered nowhere.
  const posts = newestFirst(
    withUniqueSlugs(
      content.posts.filter((p) => isPublicPost(p)),
      (p) => p.blogId,
    ),
  );
  const pages = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
  for (let n = 1; n <= pages; n++) {
    const data: PostListData = {
      posts: posts.slice((n - 1) * BLOG_PAGE_SIZE, n * BLOG_PAGE_SIZE).map(summaryOf),
      page: n,
      pages,
    };
    page(blogPagePath(n), data);
  }
  for (const post of posts) {
    const owner = `post:${post.blogId}`;
    const data: PostPageData = { post };
    page(postPath(post.slug), data, { owner, title: post.title });
    redirect(postPath(post.blogId), postPath(post.slug), owner);
  }

  // ---- careers ----
  const jobs = newestFirst(withUniqueSlugs(content.jobs, (j) => j.jobId));
  const open = jobs.filter((job) => job.active);
  // The first page only; "Load more" continues from the API with the cursor after its last job.
  const firstJobs = open.slice(0, CAREERS_PAGE_SIZE);
  const lastShown = firstJobs[firstJobs.length - 1];
  const listData: JobListData = {
    jobs: firstJobs.map(jobCardOf),
    nextCursor: open.length > CAREERS_PAGE_SIZE && lastShown ? cursorAfterOpenJob(lastShown) : null,
    facets: facetsOf(open),
    total: open.length,
  };
  page('/careers', listData);
  for (const job of jobs) {
    const owner = `job:${job.jobId}`;
    const data: JobPageData = job.active ? { job } : { gone: { title: job.title } };
    page(jobPath(job.slug), data, { owner, title: job.title, ...(job.active ? {} : { status: 410 as const }) });
    redirect(jobPath(job.jobId), jobPath(job.slug), owner);
  }

  // ---- earlier addresses: old slugs redirect, deleted jobs answer 410 ----
  const current = new Map<string, string>();
  for (const post of posts) current.set(`post:${post.blogId}`, postPath(post.slug));
  for (const job of jobs) current.set(`job:${job.jobId}`, jobPath(job.slug));
  const produced = new Set(files.map((f) => f.key));
  for (const [key, before] of Object.entries(content.previous ?? {})) {
    if (produced.has(key) || !before.owner || !key.endsWith('/index.html')) continue;
    const path = `/${key.slice(0, -'/index.html'.length)}`;
    const now = current.get(before.owner);
    if (now) redirect(path, now, before.owner);
    else if (before.owner.startsWith('job:'))
      page(path, { gone: { title: before.title ?? 'This position' } } satisfies JobPageData, {
        owner: before.owner,
        title: before.title,
        status: 410,
      });
    produced.add(key);
  }

  // ---- sitemap and feed ----
  const entries: SitemapEntry[] = [
    ...STATIC_PAGES,
    { path: '/blog', priority: '0.7', lastmod: posts[0]?.updatedAt ?? posts[0]?.createdAt },
    ...Array.from({ length: pages - 1 }, (_, i) => ({ path: blogPagePath(i + 2), priority: '0.4' })),
    ...posts.map((p) => ({ path: postPath(p.slug), priority: '0.6', lastmod: p.updatedAt ?? p.createdAt })),
    { path: '/careers', priority: '0.7', lastmod: open[0]?.updatedAt ?? open[0]?.createdAt },
    ...open.map((j) => ({ path: jobPath(j.slug), priority: '0.6', lastmod: j.updatedAt ?? j.createdAt })),
  ];
  files.push({ key: SITEMAP_PATH.slice(1), body: sitemapXml(site.url, entries), contentType: 'application/xml; charset=utf-8' });
  files.push({ key: FEED_PATH.slice(1), body: feedXml(site, posts), contentType: 'application/rss+xml; charset=utf-8' });
  return files;
}

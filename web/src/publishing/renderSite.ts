/**
 * THE renderer of the published site, shared by the build (web/scripts/prerender.ts) and by
 * regeneration after staff changes (lambdas/handlers/publish.ts, locally and in the cloud): from
 * every post and job it renders the pages, their data.json, the lists, sitemap.xml and feed.xml
 * (renderSite), or only the ones a change of some items affects (renderSiteChanges, same code).
 * Pure: it returns files; the caller compares them with what is published and writes the changes.
 *
 * Addresses: a post or open job is at /blog/<slug> or /careers/<slug>; its id address and any slug
 * it had before answer 301 to it; a closed or deleted job's address answers 410 with a "no longer
 * open" page (noindex). The statuses travel as file metadata (see lambdas/contract/site-routes.ts).
 */
import type { Job, Post } from '../../../lambdas/contract/schemas';
import { ownersOfChange, type SiteChange } from '../../../lambdas/contract/site-changes';
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
import { tagGroups, tagKeysClaimed, tagPagesOf, tagsAffected, tagSitemapEntries, tagSlugsOf } from './tagPages';
import { assemblePage, preloadLinks, type SiteKit } from './html';
import { renderRoute } from './render';
import { searchIndexFile } from './searchIndex';
import { jobCardFile, missingCardFiles, postCardFile } from './socialCard';

export type SiteFile = { -readonly [K in keyof PublishedFile]: PublishedFile[K] };

/** What was published before, by key (from the publish manifest). */
export type PreviousFiles = Record<string, Pick<PublishManifestEntry, 'owner' | 'title' | 'status' | 'tags'>>;

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

/** Posts by first publication (stored before it: creation), jobs by creation. */
const newestFirst = <T extends { createdAt: string; publishedAt?: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt));

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

/** A partial run's output: its files, and every key it decides (written, kept or retired). */
export interface SiteChangeRender {
  files: SiteFile[];
  /** Keys this run is authoritative for: its files plus earlier keys of the changed items and lists. */
  claimed: string[];
}

/** Every page of the site (first publish, new build, unknown change). */
export function renderSite(content: SiteContent, kit: SiteKit): SiteFile[] {
  return render(content, kit, undefined).files;
}

/**
 * Only the pages a change affects: each changed item's page, data.json, id redirect and earlier
 * addresses (301 or 410); /careers when a job changed; the blog list pages from the first one
 * holding a changed post; the pages of a changed post's tags, now and before (tagPages.ts);
 * sitemap.xml and feed.xml (built from the data, no page rendered).
 */
export function renderSiteChanges(content: SiteContent, kit: SiteKit, change: SiteChange): SiteChangeRender {
  return render(content, kit, change);
}

function render(content: SiteContent, kit: SiteKit, changed: SiteChange | undefined): SiteChangeRender {
  const files: SiteFile[] = [];
  // Visitors' posts only: drafts and scheduled posts not yet due are rendered nowhere.
  const posts = newestFirst(
    withUniqueSlugs(
      content.posts.filter((p) => isPublicPost(p)),
      (p) => p.blogId,
    ),
  );
  const jobs = newestFirst(withUniqueSlugs(content.jobs, (j) => j.jobId));
  const change = changed && withDrift(changed, posts, jobs, content.previous ?? {});
  const owners = change && ownersOfChange(change);
  const affects = (owner: string) => !owners || owners.has(owner);
  const claimed = new Set<string>();
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
  const pages = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
  const firstListPage = firstBlogPageAffected(posts, change, content.previous);
  for (let n = firstListPage; n <= pages; n++) {
    const data: PostListData = {
      posts: posts.slice((n - 1) * BLOG_PAGE_SIZE, n * BLOG_PAGE_SIZE).map(summaryOf),
      page: n,
      pages,
    };
    page(blogPagePath(n), data);
  }
  for (const post of posts) {
    const owner = `post:${post.blogId}`;
    if (!affects(owner)) continue;
    const data: PostPageData = { post };
    page(postPath(post.slug), data, { owner, title: post.title, tags: tagSlugsOf(post) });
    files.push(postCardFile(post));
    redirect(postPath(post.blogId), postPath(post.slug), owner);
  }

  // ---- tag pages ----
  const tags = tagGroups(posts);
  const tagsToRender = tagsAffected(change, posts, tags, content.previous ?? {});
  for (const group of tags.values()) {
    if (tagsToRender && !tagsToRender.has(group.slug)) continue;
    for (const { path, data } of tagPagesOf(group)) page(path, data);
  }

  // ---- careers ----
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
  if (!change || change.jobs.length > 0) page('/careers', listData);
  for (const job of jobs) {
    const owner = `job:${job.jobId}`;
    if (!affects(owner)) continue;
    const data: JobPageData = job.active ? { job } : { gone: { title: job.title } };
    page(jobPath(job.slug), data, { owner, title: job.title, ...(job.active ? {} : { status: 410 as const }) });
    if (job.active) files.push(jobCardFile(job));
    redirect(jobPath(job.jobId), jobPath(job.slug), owner);
  }

  // ---- earlier addresses: old slugs redirect, deleted jobs answer 410 ----
  const current = new Map<string, string>();
  for (const post of posts) current.set(`post:${post.blogId}`, postPath(post.slug));
  for (const job of jobs) current.set(`job:${job.jobId}`, jobPath(job.slug));
  const produced = new Set(files.map((f) => f.key));
  for (const [key, before] of Object.entries(content.previous ?? {})) {
    if (produced.has(key) || !before.owner || !key.endsWith('/index.html')) continue;
    if (!affects(before.owner)) continue;
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
    { path: '/blog', priority: '0.7', lastmod: posts[0]?.updatedAt ?? posts[0]?.publishedAt ?? posts[0]?.createdAt },
    ...Array.from({ length: pages - 1 }, (_, i) => ({ path: blogPagePath(i + 2), priority: '0.4' })),
    ...posts.map((p) => ({ path: postPath(p.slug), priority: '0.6', lastmod: p.updatedAt ?? p.publishedAt ?? p.createdAt })),
    ...tagSitemapEntries(tags),
    { path: '/careers', priority: '0.7', lastmod: open[0]?.updatedAt ?? open[0]?.createdAt },
    ...open.map((j) => ({ path: jobPath(j.slug), priority: '0.6', lastmod: j.updatedAt ?? j.createdAt })),
  ];
  files.push({ key: SITEMAP_PATH.slice(1), body: sitemapXml(site.url, entries), contentType: 'application/xml; charset=utf-8' });
  files.push({ key: FEED_PATH.slice(1), body: feedXml(site, posts), contentType: 'application/rss+xml; charset=utf-8' });
  files.push(searchIndexFile(posts, open));
  if (change) files.push(...missingCardFiles(posts, open, content.previous ?? {}, affects));

  for (const file of files) claimed.add(file.key);
  if (tagsToRender) for (const key of tagKeysClaimed(content.previous ?? {}, tagsToRender)) claimed.add(key);
  for (const [key, before] of Object.entries(content.previous ?? {})) {
    const blogPage = /^blog\/page\/(\d+)\/(index\.html|data\.json)$/.exec(key);
    // Earlier files of the changed items, and blog list pages beyond the last one, are retired.
    if ((before.owner && affects(before.owner)) || (blogPage && Number(blogPage[1]) > pages)) claimed.add(key);
  }
  return { files, claimed: [...claimed] };
}

/**
 * The change plus every item whose page is not published at its address under its name (never
 * published, or moved by another item's change, e.g. a deleted item freeing a slug a newer one had
 * to extend): so a partial run leaves the site a full render would.
 */
function withDrift(change: SiteChange, posts: readonly Post[], jobs: readonly Job[], previous: PreviousFiles): SiteChange {
  const drifted = <T>(items: readonly T[], owner: (item: T) => string, path: (item: T) => string) =>
    items.filter((item) => previous[pageKey(path(item))]?.owner !== owner(item));
  const postIds = drifted(
    posts,
    (p) => `post:${p.blogId}`,
    (p) => postPath(p.slug),
  ).map((p) => p.blogId);
  const jobIds = drifted(
    jobs,
    (j) => `job:${j.jobId}`,
    (j) => jobPath(j.slug),
  ).map((j) => j.jobId);
  if (postIds.length === 0 && jobIds.length === 0) return change;
  return { jobs: [...new Set([...change.jobs, ...jobIds])], posts: [...new Set([...change.posts, ...postIds])] };
}

/**
 * The first blog list page whose contents may shift: 1 for a full run, a new or deleted post
 * (everything after it moves) or a post whose position is unknown; otherwise the page holding the
 * earliest changed post. No post changed: none (past the last page).
 */
function firstBlogPageAffected(posts: readonly Post[], change: SiteChange | undefined, previous: PreviousFiles = {}): number {
  if (!change) return 1;
  if (change.posts.length === 0) return Number.MAX_SAFE_INTEGER;
  const published = new Set(Object.values(previous).map((entry) => entry.owner));
  let first = Number.MAX_SAFE_INTEGER;
  for (const id of change.posts) {
    const index = posts.findIndex((post) => post.blogId === id);
    if (index < 0 || !published.has(`post:${id}`)) return 1;
    first = Math.min(first, Math.floor(index / BLOG_PAGE_SIZE) + 1);
  }
  return first;
}

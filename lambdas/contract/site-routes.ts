/**
 * The ONE routing table of the public site: for every URL path, which stored file answers it.
 * The local gateway resolves paths with it; the CloudFront viewer-request function is generated
 * from it (infra/cloud/edge-functions.ts) and a parity test runs that function against it.
 *
 * A stored file may carry a status (301 with a location, or 410): the publisher records it as
 * object metadata (S3: `x-amz-meta-status` / `x-amz-meta-location`, applied by the viewer-response
 * function; locally: the publish manifest). A key that does not exist answers NOT_FOUND_PAGE with 404.
 */

/**
 * Account and admin screens, and the newsletter link pages: the empty SPA shell, which routes on the
 * client. The sign-in pages (/login, /register, /forgot-password) are prerendered pages instead.
 */
export const APP_SHELL_PREFIXES = ['/dashboard', '/profile', '/admin', '/newsletter'] as const;
export const APP_SHELL_FILE = 'app-shell.html';
export const NOT_FOUND_FILE = '404.html';
/** A key that never exists: hidden paths are looked up there and answer 404. */
export const HIDDEN_KEY = '_hidden/none';

/** Where a path is looked up: a stored key (no leading slash), and why. */
export interface SiteRoute {
  readonly kind: 'asset' | 'page' | 'shell' | 'hidden';
  readonly key: string;
}

/**
 * The table itself, in order. Paths with a file extension are files as stored; app routes are the
 * shell; every other path is a page stored as `<path>/index.html` (the home page as index.html).
 */
export function routeSitePath(uri: string): SiteRoute {
  const path = uri.split('?')[0] ?? '/';
  const last = path.substring(path.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) {
    const key = path.replace(/^\/+/, '');
    // The publisher's own files (its manifest) are never served.
    return key.charAt(0) === '_' ? { kind: 'hidden', key: HIDDEN_KEY } : { kind: 'asset', key };
  }
  const route = path.replace(/\/+$/, '');
  for (const prefix of APP_SHELL_PREFIXES) {
    if (route === prefix || route.indexOf(prefix + '/') === 0) return { kind: 'shell', key: APP_SHELL_FILE };
  }
  if (route === '') return { kind: 'page', key: 'index.html' };
  return { kind: 'page', key: route.replace(/^\/+/, '') + '/index.html' };
}

/** Status metadata a stored file may carry. */
export interface SiteFileStatus {
  readonly status?: 301 | 410;
  readonly location?: string;
}

// ---------- addresses of published content ----------

export const BLOG_PAGE_SIZE = 10;
/** Jobs on /careers and per "Load more" (the API's `limit`). */
export const CAREERS_PAGE_SIZE = 12;
/** Path segments under /blog and /careers that are not items (never used as slugs). */
export const RESERVED_SLUGS = ['page', 'tag', 'tags', 'feed', 'index', 'preview'] as const;

export const postPath = (slug: string) => `/blog/${slug}`;
export const jobPath = (slug: string) => `/careers/${slug}`;
export const blogPagePath = (page: number) => (page <= 1 ? '/blog' : `/blog/page/${page}`);
/** A tag page (lambdas/contract/tags.ts: the tag slug) and its later pages, like /blog's. */
export const tagPath = (tagSlug: string, page = 1) => (page <= 1 ? `/blog/tag/${tagSlug}` : `/blog/tag/${tagSlug}/page/${page}`);
export const FEED_PATH = '/feed.xml';
export const SITEMAP_PATH = '/sitemap.xml';
/** Page data beside each published page, for client-side navigation between static pages. */
export const pageDataPath = (pagePath: string) => `${pagePath === '/' ? '' : pagePath}/data.json`;

export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Senior Cloud Engineer (Pune)" → "senior-cloud-engineer-pune". */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  if (!slug) return 'item';
  return (RESERVED_SLUGS as readonly string[]).includes(slug) ? `${slug}-1` : slug;
}

// ---------- what the renderer produces and the publisher stores ----------

/** One rendered file of the published site. */
export interface PublishedFile extends SiteFileStatus {
  /** Storage key, no leading slash: `careers/senior-cloud-engineer/index.html`. */
  readonly key: string;
  readonly body: string;
  readonly contentType: string;
  /** The item a page belongs to (`job:<id>`, `post:<id>`), so later renders can redirect or retire it. */
  readonly owner?: string;
  /** Title of the owner, for the 410 page of a job deleted later. */
  readonly title?: string;
  /** A post page's tag slugs: the tag pages that list it, re-rendered when it changes. */
  readonly tags?: readonly string[];
}

/** What is published, by key: kept by the publisher beside the site (never served). */
export interface PublishManifestEntry extends SiteFileStatus {
  readonly hash: string;
  readonly contentType: string;
  readonly owner?: string;
  readonly title?: string;
  readonly tags?: readonly string[];
  /** Hash of what the owner's pages were rendered from (kit version and item data); see lambdas/domain/publish-inputs.ts. */
  readonly inputs?: string;
}
export type PublishManifest = Record<string, PublishManifestEntry>;
export const PUBLISH_MANIFEST_KEY = '_publish/manifest.json';
/** Keys under this prefix are the publisher's own: the routing table never serves them. */
export const PRIVATE_KEY_PREFIX = '_';

/** API families whose writes change published pages (their tables' streams feed the publisher). */
export const PUBLISHING_FAMILIES = ['jobs', 'blogs'] as const;

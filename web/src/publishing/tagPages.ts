/**
 * Tag pages of the published site (issue 16): /blog/tag/<slug> and its later pages, listing the
 * public posts with that tag newest first, like /blog. Which tags a partial run renders: the tags a
 * changed post has now and the ones it was published with before (the publish manifest records a
 * post page's tag slugs), so a tag that loses its last post loses its page (404) and its sitemap entry.
 */
import type { Post } from '../../../lambdas/contract/schemas';
import type { SiteChange } from '../../../lambdas/contract/site-changes';
import { BLOG_PAGE_SIZE, tagPath } from '../../../lambdas/contract/site-routes';
import { tagSlug } from '../../../lambdas/contract/tags';
import { summaryOf, type TagListData } from '../lib/publishedData';
import type { SitemapEntry } from './documents';

export interface TagGroup {
  slug: string;
  /** The label of the tag's newest post. */
  label: string;
  /** Newest first. */
  posts: Post[];
}

/** A post's tag slugs, once each. */
export const tagSlugsOf = (post: Pick<Post, 'tags'>): string[] => [...new Set((post.tags ?? []).map(tagSlug).filter(Boolean))];

/** Every tag of these posts (given newest first) with its posts, in slug order. */
export function tagGroups(posts: readonly Post[]): Map<string, TagGroup> {
  const groups = new Map<string, TagGroup>();
  for (const post of posts) {
    for (const label of post.tags ?? []) {
      const slug = tagSlug(label);
      if (!slug) continue;
      const group = groups.get(slug);
      if (!group) groups.set(slug, { slug, label, posts: [post] });
      else if (!group.posts.includes(post)) group.posts.push(post);
    }
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/** What is known of an earlier publish: each key's owner and, for a post page, its tag slugs. */
type Previous = Record<string, { owner?: string; tags?: readonly string[] }>;

/** The tag slug a stored key belongs to (`blog/tag/<slug>/...`), or undefined. */
export const tagOfKey = (key: string): string | undefined => /^blog\/tag\/([^/]+)\//.exec(key)?.[1];

/**
 * The tags a change affects: each changed post's tags now and as last published, and tags whose
 * pages are published but that no public post has any more. Undefined (every tag) for a full run.
 */
export function tagsAffected(
  change: SiteChange | undefined,
  posts: readonly Post[],
  groups: ReadonlyMap<string, TagGroup>,
  previous: Previous,
): Set<string> | undefined {
  if (!change) return undefined;
  const affected = new Set<string>();
  const changed = new Set(change.posts.map((id) => `post:${id}`));
  for (const post of posts) if (changed.has(`post:${post.blogId}`)) tagSlugsOf(post).forEach((slug) => affected.add(slug));
  for (const [key, entry] of Object.entries(previous)) {
    if (entry.owner && changed.has(entry.owner)) entry.tags?.forEach((slug) => affected.add(slug));
    const tag = tagOfKey(key);
    if (tag && !groups.has(tag)) affected.add(tag);
  }
  return affected;
}

/** The pages of one tag: path and data of each. */
export function tagPagesOf(group: TagGroup): { path: string; data: TagListData }[] {
  const pages = Math.max(1, Math.ceil(group.posts.length / BLOG_PAGE_SIZE));
  return Array.from({ length: pages }, (_, i) => ({
    path: tagPath(group.slug, i + 1),
    data: {
      tag: { slug: group.slug, label: group.label },
      posts: group.posts.slice(i * BLOG_PAGE_SIZE, (i + 1) * BLOG_PAGE_SIZE).map(summaryOf),
      page: i + 1,
      pages,
    },
  }));
}

/** Earlier keys of the affected tags: a run that renders those tags decides them (kept or removed). */
export const tagKeysClaimed = (previous: Previous, affected: ReadonlySet<string>): string[] =>
  Object.keys(previous).filter((key) => {
    const tag = tagOfKey(key);
    return tag !== undefined && affected.has(tag);
  });

const lastChange = (post: Post) => post.updatedAt ?? post.publishedAt ?? post.createdAt;

/** Sitemap entries of the tags' first pages, dated by the last change of any post they list. */
export const tagSitemapEntries = (groups: ReadonlyMap<string, TagGroup>): SitemapEntry[] =>
  [...groups.values()].map((group) => ({
    path: tagPath(group.slug),
    priority: '0.5',
    lastmod: group.posts.map(lastChange).sort().at(-1),
  }));

/**
 * The offline search index (lambdas/contract/search.ts), built from the same posts and jobs the
 * pages are: visitors' posts (no drafts, no scheduled posts not yet due) and open jobs only. Every
 * run builds it whole from the data, like the sitemap, so a partial run leaves it as a full one would.
 */
import type { Job, Post } from '../../../lambdas/contract/schemas';
import {
  SEARCH_INDEX_PATH,
  SEARCH_INDEX_VERSION,
  searchWords,
  type SearchDocument,
  type SearchIndex,
} from '../../../lambdas/contract/search';
import { jobPath, postPath, type PublishedFile } from '../../../lambdas/contract/site-routes';

const SUMMARY_MAX = 160;
/** Words too common to narrow a search, and address fragments of links in markdown. */
const IGNORED = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'is', 'it', 'for', 'on', 'with', 'http', 'https', 'www']);

const clip = (text: string) => (text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : text);

/** The unique words of the texts not already in the title (the title is matched on its own). */
function wordsOf(title: string, ...texts: (string | undefined)[]): string {
  const inTitle = new Set(searchWords(title));
  const words = new Set<string>();
  for (const text of texts)
    for (const word of searchWords(text ?? '')) if (!inTitle.has(word) && !IGNORED.has(word)) words.add(word);
  return [...words].join(' ');
}

export const postDocument = (post: Post): SearchDocument => ({
  k: 'post',
  t: post.title,
  u: postPath(post.slug),
  s: clip(post.excerpt),
  w: wordsOf(post.title, post.author, post.excerpt, post.content),
});

export const jobDocument = (job: Job): SearchDocument => ({
  k: 'job',
  t: job.title,
  u: jobPath(job.slug),
  s: [job.department, job.location, job.workplaceType, job.employmentType].filter(Boolean).join(' · '),
  w: wordsOf(job.title, job.department, job.location, job.workplaceType, job.employmentType, job.description, job.requirements),
});

/** The index file: posts (newest first), then open jobs (newest first), as given. */
export function searchIndexFile(posts: readonly Post[], openJobs: readonly Job[]): PublishedFile {
  const index: SearchIndex = {
    v: SEARCH_INDEX_VERSION,
    docs: [...posts.map(postDocument), ...openJobs.filter((job) => job.active).map(jobDocument)],
  };
  return { key: SEARCH_INDEX_PATH.slice(1), body: JSON.stringify(index), contentType: 'application/json; charset=utf-8' };
}

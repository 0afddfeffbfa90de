/**
 * The social card files of the published posts and open jobs (lambdas/contract/social-card.ts):
 * each a file beside its page whose body is the card's spec. The publish plan hashes the spec, so
 * the publisher draws the PNG only when what the card shows changes; the card carries its page's
 * owner, so it is retired with the page (moved slug, unpublished post, closed or deleted job).
 */
import type { Job, Post } from '../../../lambdas/contract/schemas';
import { CARD_CONTENT_TYPE, CARD_LAYOUT_VERSION, cardPath, type SocialCardSpec } from '../../../lambdas/contract/social-card';
import { jobPath, postPath, type PublishedFile } from '../../../lambdas/contract/site-routes';

const cardFile = (pagePath: string, owner: string, spec: Omit<SocialCardSpec, 'layout'>): PublishedFile => ({
  key: cardPath(pagePath).slice(1),
  body: JSON.stringify({ layout: CARD_LAYOUT_VERSION, ...spec } satisfies SocialCardSpec),
  contentType: CARD_CONTENT_TYPE,
  owner,
});

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function postCardFile(post: Post): PublishedFile {
  return cardFile(postPath(post.slug), `post:${post.blogId}`, {
    kind: 'post',
    eyebrow: 'Blog',
    title: post.title,
    detail: `${post.author} · ${day(post.createdAt)} · ${post.readingMinutes} min read`,
  });
}

export function jobCardFile(job: Job): PublishedFile {
  return cardFile(jobPath(job.slug), `job:${job.jobId}`, {
    kind: 'job',
    eyebrow: "Careers · We're hiring",
    title: job.title,
    detail: [job.department, job.location, job.employmentType].filter(Boolean).join(' · '),
  });
}

/**
 * Cards of items a partial run does not otherwise render whose card is not published (a draw that
 * failed or was deferred by the publisher's time budget): each run completes what earlier ones left.
 */
export function missingCardFiles(
  posts: readonly Post[],
  openJobs: readonly Job[],
  previous: Readonly<Record<string, unknown>>,
  rendered: (owner: string) => boolean,
): PublishedFile[] {
  return [
    ...posts.filter((post) => !rendered(`post:${post.blogId}`)).map(postCardFile),
    ...openJobs.filter((job) => job.active && !rendered(`job:${job.jobId}`)).map(jobCardFile),
  ].filter((file) => !(file.key in previous));
}

/**
 * The data each published page is rendered with (and that its data.json holds), shared by the
 * renderer (web/src/publishing) and the blog and careers pages.
 */
import type { Job, Post } from '../../../lambdas/contract/schemas';
import { JOB_FILTERS, type JobFacets } from '../../../lambdas/contract/job-filters';
import { firstSentences } from '../../../lambdas/contract/text-preview';

export type PostSummary = Omit<Post, 'content'>;
export interface PostListData {
  posts: PostSummary[];
  page: number;
  pages: number;
}
/** One page of a tag's posts (/blog/tag/<slug>, /blog/tag/<slug>/page/<n>), newest first. */
export interface TagListData {
  tag: { slug: string; label: string };
  posts: PostSummary[];
  page: number;
  pages: number;
}
export interface PostPageData {
  post: Post;
}
/** A job as the careers list shows it: no requirements, the description's first sentences. */
export type JobCardData = Pick<
  Job,
  'jobId' | 'slug' | 'title' | 'description' | 'location' | 'employmentType' | 'workplaceType' | 'department' | 'externalUrl'
>;
/** One page of open jobs (the first is prerendered), the API cursor of the next, and the filter options. */
export interface JobListData {
  jobs: JobCardData[];
  nextCursor: string | null;
  facets: JobFacets;
  /** Open jobs in all (known when rendered from every job). */
  total?: number;
}
/** An open job, or a closed or deleted one whose address answers 410. */
export type JobPageData = { job: Job } | { gone: { title: string } };

export const summaryOf = ({ content: _content, ...summary }: Post): PostSummary => summary;

export const jobCardOf = (job: JobCardData): JobCardData => ({
  jobId: job.jobId,
  slug: job.slug,
  title: job.title,
  description: firstSentences(job.description),
  location: job.location,
  employmentType: job.employmentType,
  workplaceType: job.workplaceType,
  ...(job.department ? { department: job.department } : {}),
  ...(job.externalUrl ? { externalUrl: job.externalUrl } : {}),
});

/** The distinct values of each filter over these jobs, sorted. */
export function facetsOf(jobs: readonly JobCardData[]): JobFacets {
  const facets = {} as JobFacets;
  for (const { param, field } of JOB_FILTERS) {
    const values = jobs.map((job) => job[field]).filter((v): v is NonNullable<typeof v> => Boolean(v));
    facets[param] = [...new Set(values.map(String))].sort((a, b) => a.localeCompare(b));
  }
  return facets;
}

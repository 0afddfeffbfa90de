/**
 * The data each published page is rendered with (and that its data.json holds), shared by the
 * renderer (web/src/publishing) and the blog and careers pages.
 */
import type { Job, JobSummary, Post } from '../../../lambdas/contract/schemas';

export type PostSummary = Omit<Post, 'content'>;
export interface PostListData {
  posts: PostSummary[];
  page: number;
  pages: number;
}
export interface PostPageData {
  post: Post;
}
/** The careers list: what the cards show (GET /jobs answers the same summaries). */
export interface JobListData {
  jobs: JobSummary[];
}
/** An open job, or a closed or deleted one whose address answers 410. */
export type JobPageData = { job: Job } | { gone: { title: string } };

export const summaryOf = ({ content: _content, ...summary }: Post): PostSummary => summary;

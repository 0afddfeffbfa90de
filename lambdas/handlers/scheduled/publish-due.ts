import { logger } from '../../adapters/observability';
import { publishDuePosts } from '../../adapters/post-schedule';

/**
 * Every minute: scheduled posts whose publish time has passed are stored as published; the posts
 * table's stream then has the site publisher render them (locally the stack runs the publisher).
 * Until then the API already shows a due post (isPublicPost), so visitors never wait on this.
 */
export async function handler(): Promise<{ published: string[] }> {
  const result = await publishDuePosts(new Date());
  if (result.published.length > 0) logger.info('scheduled posts published', { count: result.published.length });
  return result;
}

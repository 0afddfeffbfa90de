/**
 * The publisher's latency for a post save that changes its tags (issue 16): 200 public posts with
 * two of 20 tags each (tag pages of 20 posts: two pages each), published in full first, then
 * edits that move a post from one tag to another (the old and the new tag's pages re-rendered),
 * and one that gives a post a tag of its own and then takes it away again (a page created, then
 * removed). The local publisher as the stack runs it: posts read from dynalite, the web build's
 * site kit, the folder store. Prints medians of 3 and what each run rendered, wrote and removed.
 *
 * Usage: npm run build:web && npx tsx bench/publish-tags.ts
 */
import { join } from 'node:path';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localTableName } from '../infra/local/provision';
import { median, startPublisherTables } from './support/publisher-tables';
import { loadPublisher } from '../lambdas/handlers/registry';

const POSTS = 200;
const TAGS = Array.from({ length: 20 }, (_, i) => `Topic ${i}`);
const EDITS = 3;

const storedPost = (i: number) => ({
  blogId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  slug: `post-${i}`,
  title: `Post ${i}`,
  author: 'Bench',
  content: `# Post ${i}\n\n` + 'Words about the cloud. '.repeat(300),
  excerpt: 'Words about the cloud.',
  readingMinutes: 2,
  status: 'published',
  tags: [TAGS[i % TAGS.length]!, TAGS[(i * 7 + 3) % TAGS.length]!],
  listPk: 'ALL',
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  publishedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
});

async function main() {
  const { root, ddb, stop } = await startPublisherTables('publish-tags-');
  try {
    const posts = Array.from({ length: POSTS }, (_, i) => storedPost(i));
    for (let i = 0; i < posts.length; i += 25) {
      await ddb.send(
        new BatchWriteCommand({
          RequestItems: { [localTableName('posts')]: posts.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    }
    const { publishSite } = await loadPublisher();
    const { folderSiteStore } = await import('../lambdas/adapters/site-store');
    const store = folderSiteStore(join(root, 'site'));
    const full = await publishSite(store);
    console.log(
      `full publish of ${POSTS} posts, ${TAGS.length} tags: ${full.rendered} files in ${(full.ms / 1000).toFixed(2)} s`,
    );

    const save = async (post: (typeof posts)[number], tags: string[]) => {
      await ddb.send(
        new UpdateCommand({
          TableName: localTableName('posts'),
          Key: { blogId: post.blogId },
          UpdateExpression: 'SET tags = :t, updatedAt = :u',
          ExpressionAttributeValues: { ':t': tags, ':u': new Date().toISOString() },
        }),
      );
      const started = performance.now();
      const result = await publishSite(store, { jobs: [], posts: [post.blogId] });
      return { ...result, ms: performance.now() - started };
    };
    const report = (label: string, runs: Awaited<ReturnType<typeof save>>[]) =>
      console.log(
        `${label}: ${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s median (${runs.map((r) => (r.ms / 1000).toFixed(2)).join(', ')}) | rendered/written/removed ${runs.map((r) => `${r.rendered}/${r.written}/${r.removed}`).join(', ')}`,
      );

    const moves = [];
    for (let n = 1; n <= EDITS; n++) {
      const post = posts[POSTS - 1 - n * 11]!; // older posts: not on /blog's first page
      moves.push(await save(post, [TAGS[(n + 5) % TAGS.length]!]));
    }
    report('post moved to another tag', moves);

    const own = [];
    const dropped = [];
    for (let n = 1; n <= EDITS; n++) {
      const post = posts[n * 13]!;
      own.push(await save(post, [...post.tags, `Only ${n}`]));
      dropped.push(await save(post, post.tags));
    }
    report('tag of its own added (page created)', own);
    report('that tag removed (page removed)', dropped);
  } finally {
    await stop();
  }
}

await main();

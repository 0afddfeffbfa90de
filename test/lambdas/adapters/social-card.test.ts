/**
 * Social cards: the PNG drawn from a card's spec (lambdas/adapters/social-card.ts), the card files
 * the renderer emits (web/src/publishing/socialCard.ts) and how a publish plan's cards are drawn
 * or, when drawing fails, left out without losing the page (lambdas/adapters/planned-cards.ts).
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSocialCard, socialCardSvg } from '../../../lambdas/adapters/social-card';
import { drawPlannedCards } from '../../../lambdas/adapters/planned-cards';
import { CARD_HEIGHT, CARD_LAYOUT_VERSION, CARD_WIDTH, type SocialCardSpec } from '../../../lambdas/contract/social-card';
import type { Job, Post } from '../../../lambdas/contract/schemas';
import { planPublish } from '../../../lambdas/domain/publish-plan';
import { prepare, renderSite, renderSiteChanges } from '../../../web/src/entry-server';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const sha = (body: string) => createHash('sha256').update(body).digest('hex');
const kit = { template: '<html><head><!--head--></head><body><div id="root"><!--app--></div></body></html>', manifest: {} };

/** Width, height and colour type from the PNG's first chunk, which must be IHDR. */
function ihdr(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const type = new TextDecoder().decode(png.subarray(12, 16));
  return { type, width: view.getUint32(16), height: view.getUint32(20) };
}

const spec = (over: Partial<SocialCardSpec> = {}): SocialCardSpec => ({
  layout: CARD_LAYOUT_VERSION,
  kind: 'post',
  eyebrow: 'Blog',
  title: 'Serverless cost guide',
  detail: 'Asha Rao · 1 January 2026 · 4 min read',
  ...over,
});

const post: Post = {
  blogId: 'p1',
  slug: 'serverless-cost-guide',
  title: 'Serverless cost guide',
  author: 'Asha Rao',
  content: 'Body.',
  excerpt: 'Body.',
  readingMinutes: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const job: Job = {
  jobId: 'j1',
  slug: 'senior-cloud-engineer-pune',
  title: 'Senior Cloud Engineer',
  location: 'Pune',
  department: 'Engineering',
  workplaceType: 'Hybrid',
  employmentType: 'Full-time',
  description: 'Build.',
  requirements: 'AWS.',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  await prepare();
}, 60_000);

describe('social card image', () => {
  it('is a 1200×630 PNG', async () => {
    const png = await renderSocialCard(spec());
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(ihdr(png)).toEqual({ type: 'IHDR', width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(png.byteLength).toBeGreaterThan(5_000);
  }, 30_000);

  it('draws the title with the brand font, and a very long title still fits the same size', async () => {
    const svg = await socialCardSvg(spec({ title: 'Short' }));
    expect(svg).toMatch(/^<svg[^>]*width="1200"[^>]*height="630"/);
    // Eyebrow, title, detail and brand name: each a glyph path starting inside the card.
    const starts = [...svg.matchAll(/<path[^>]*d="M([\d.]+) ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(starts.length).toBeGreaterThanOrEqual(4);
    for (const [x, y] of starts) {
      expect(x).toBeLessThan(CARD_WIDTH);
      expect(y).toBeLessThan(CARD_HEIGHT);
    }
    // Text becomes glyph paths: a longer title draws more of them.
    const longer = await socialCardSvg(spec({ title: 'A much longer title with many more letters in it' }));
    expect(longer.length).toBeGreaterThan(svg.length);
    const huge = await renderSocialCard(spec({ kind: 'job', title: 'Principal engineer '.repeat(20), detail: 'x'.repeat(300) }));
    expect(ihdr(huge)).toMatchObject({ width: CARD_WIDTH, height: CARD_HEIGHT });
  }, 30_000);

  it('depends only on the spec: the same spec draws the same bytes', async () => {
    const [a, b] = [await renderSocialCard(spec()), await renderSocialCard(spec())];
    expect(sha(Buffer.from(a).toString('base64'))).toBe(sha(Buffer.from(b).toString('base64')));
  }, 30_000);
});

describe('card files from the renderer', () => {
  it('one beside each post and open job page, named by the page’s og:image and twitter:image', () => {
    const closed = { ...job, jobId: 'j2', slug: 'closed-role', title: 'Closed role', active: false };
    const draft = { ...post, blogId: 'p2', slug: 'draft', status: 'draft' as const };
    const files = renderSite({ posts: [post, draft], jobs: [job, closed] }, kit);
    const cards = files.filter((f) => f.key.endsWith('/card.png'));
    expect(cards.map((f) => [f.key, f.owner, f.contentType])).toEqual([
      ['blog/serverless-cost-guide/card.png', 'post:p1', 'image/png'],
      ['careers/senior-cloud-engineer-pune/card.png', 'job:j1', 'image/png'],
    ]);
    expect(JSON.parse(cards[1]!.body)).toEqual({
      layout: CARD_LAYOUT_VERSION,
      kind: 'job',
      eyebrow: "Careers · We're hiring",
      title: 'Senior Cloud Engineer',
      detail: 'Engineering · Pune · Full-time',
    });
    for (const [page, card] of [
      ['blog/serverless-cost-guide/index.html', '/blog/serverless-cost-guide/card.png'],
      ['careers/senior-cloud-engineer-pune/index.html', '/careers/senior-cloud-engineer-pune/card.png'],
    ] as const) {
      const html = files.find((f) => f.key === page)!.body;
      expect(html).toContain(`<meta property="og:image" content="https://www.nimbuscrest.example${card}" />`);
      expect(html).toContain(`<meta name="twitter:image" content="https://www.nimbuscrest.example${card}" />`);
    }
  });

  it('is planned again only when what it shows changes', () => {
    const before = planPublish({}, renderSite({ posts: [post], jobs: [job] }, kit), sha).manifest;
    const edited = { ...post, content: 'A new body.', excerpt: 'A new body.' };
    const same = planPublish(before, renderSite({ posts: [edited], jobs: [job] }, kit), sha);
    expect(same.writes.map((f) => f.key)).not.toContain('blog/serverless-cost-guide/card.png');
    const retitled = { ...post, title: 'Serverless cost guide, 2026 edition' };
    const again = planPublish(before, renderSite({ posts: [retitled], jobs: [job] }, kit), sha);
    expect(again.writes.map((f) => f.key)).toContain('blog/serverless-cost-guide/card.png');
  });
});

describe('drawing a plan’s cards', () => {
  const files = () => renderSite({ posts: [post], jobs: [job] }, kit);

  it('turns each written card into PNG bytes and leaves the other files as they are', async () => {
    const plan = planPublish({}, files(), sha);
    const drawn = await drawPlannedCards(plan, {}, async (s) => new TextEncoder().encode(`png:${s.title}`));
    expect(drawn.cards).toEqual({ drawn: 2, failed: 0, deferred: 0 });
    const card = drawn.writes.find((f) => f.key === 'blog/serverless-cost-guide/card.png')!;
    expect(new TextDecoder().decode(card.body as Uint8Array)).toBe('png:Serverless cost guide');
    expect(drawn.writes.filter((f) => typeof f.body === 'string')).toHaveLength(plan.writes.length - 2);
    expect(drawn.manifest).toEqual(plan.manifest);
  });

  it('a card that cannot be drawn is left out (manifest, writes, paths); its page still publishes', async () => {
    const plan = planPublish({}, files(), sha);
    const drawn = await drawPlannedCards(plan, {}, async (s) => {
      if (s.kind === 'job') throw new Error('no binary');
      return new Uint8Array([1]);
    });
    expect(drawn.cards).toEqual({ drawn: 1, failed: 1, deferred: 0 });
    expect(drawn.writes.map((f) => f.key)).not.toContain('careers/senior-cloud-engineer-pune/card.png');
    expect(drawn.writes.map((f) => f.key)).toContain('careers/senior-cloud-engineer-pune/index.html');
    expect(drawn.manifest['careers/senior-cloud-engineer-pune/card.png']).toBeUndefined();
    expect(drawn.paths).not.toContain('/careers/senior-cloud-engineer-pune/card.png');
    expect(drawn.paths).toContain('/blog/serverless-cost-guide/card.png');
    // Published before: the earlier card stays, and so does its manifest entry (the next run tries again).
    const previous = {
      'careers/senior-cloud-engineer-pune/card.png': { hash: 'old', contentType: 'image/png', owner: 'job:j1' },
    };
    const retry = await drawPlannedCards(planPublish(previous, files(), sha), previous, async () => {
      throw new Error('no binary');
    });
    expect(retry.manifest['careers/senior-cloud-engineer-pune/card.png']).toEqual(
      previous['careers/senior-cloud-engineer-pune/card.png'],
    );
  });

  it('cards past the time budget wait for a later run, which renders and draws them', async () => {
    const plan = planPublish({}, files(), sha);
    const drawn = await drawPlannedCards(plan, {}, async () => new Uint8Array([1]), -1);
    expect(drawn.cards).toEqual({ drawn: 0, failed: 0, deferred: 2 });
    expect(Object.keys(drawn.manifest).filter((k) => k.endsWith('/card.png'))).toEqual([]);
    expect(drawn.writes.map((f) => f.key)).toContain('blog/serverless-cost-guide/index.html');
    // A later partial run about something else renders the missing cards too, and only those.
    const later = renderSiteChanges({ posts: [post], jobs: [job], previous: drawn.manifest }, kit, { posts: [], jobs: [] });
    expect(later.files.map((f) => f.key).filter((k) => k.endsWith('/card.png'))).toEqual([
      'blog/serverless-cost-guide/card.png',
      'careers/senior-cloud-engineer-pune/card.png',
    ]);
    const complete = await drawPlannedCards(
      planPublish(drawn.manifest, later.files, sha, later.claimed),
      drawn.manifest,
      async () => new Uint8Array([1]),
    );
    expect(complete.cards).toEqual({ drawn: 2, failed: 0, deferred: 0 });
    expect(complete.manifest).toEqual(planPublish({}, files(), sha).manifest);
    const after = renderSiteChanges({ posts: [post], jobs: [job], previous: complete.manifest }, kit, { posts: [], jobs: [] });
    expect(after.files.filter((f) => f.key.endsWith('/card.png'))).toEqual([]);
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON-LD read back from HTML is untyped. */
import { beforeAll, describe, expect, it } from 'vitest';
import { prepare, renderSite } from '../../../web/src/entry-server';
import type { Job, Post } from '../../../lambdas/contract/schemas';
import type { PublishedFile } from '../../../lambdas/contract/site-routes';
import type { JobListData } from '../../../web/src/lib/publishedData';
import { decodeCursor } from '../../../lambdas/adapters/pagination';
import { indexKeyAttributes } from '../../../lambdas/adapters/tables';

const kit = { template: '<html><head><!--head--></head><body><div id="root"><!--app--></div></body></html>', manifest: {} };
const GOOGLE_EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];

const job = (over: Partial<Job>): Job => ({
  jobId: 'j1',
  slug: 'cloud-engineer',
  title: 'Cloud Engineer',
  location: 'Pune (Hybrid)',
  workplaceType: 'Hybrid',
  employmentType: 'Full-time',
  description: 'Build.',
  requirements: 'AWS.',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const post = (over: Partial<Post>): Post => ({
  blogId: 'p1',
  slug: 'cost-guide',
  title: 'Cost guide',
  author: 'Asha Rao',
  content: '| a |\n|--|\n| b |',
  excerpt: 'b',
  readingMinutes: 1,
  createdAt: '2026-01-02T00:00:00.000Z',
  ...over,
});

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, any>,
  );

/** Google's required and recommended JobPosting properties. */
function jobPostingProblems(d: Record<string, any>): string[] {
  const problems: string[] = [];
  for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'employmentType', 'identifier', 'directApply'])
    if (d[key] === undefined) problems.push(`missing ${key}`);
  if (!/<p>/.test(d.description ?? '')) problems.push('description is not HTML');
  if (!GOOGLE_EMPLOYMENT_TYPES.includes(d.employmentType)) problems.push(`employmentType ${d.employmentType}`);
  if (!d.hiringOrganization?.name || !d.hiringOrganization?.sameAs || !d.hiringOrganization?.logo)
    problems.push('hiringOrganization incomplete');
  const places = d.jobLocation === undefined ? [] : [d.jobLocation].flat();
  if (places.length === 0 && d.jobLocationType !== 'TELECOMMUTE') problems.push('no jobLocation');
  if (d.jobLocationType === 'TELECOMMUTE' && !d.applicantLocationRequirements)
    problems.push('remote without applicantLocationRequirements');
  for (const p of places)
    if (p.address?.['@type'] !== 'PostalAddress' || p.address.addressCountry !== 'IN' || !p.address.addressLocality)
      problems.push('bad PostalAddress');
  if (d.baseSalary && (d.baseSalary.currency !== 'INR' || !d.baseSalary.value?.unitText)) problems.push('bad baseSalary');
  if (d.validThrough && Number.isNaN(Date.parse(d.validThrough))) problems.push('bad validThrough');
  return problems;
}

let files: PublishedFile[];
const byKey = (key: string) => files.find((f) => f.key === key);

beforeAll(async () => {
  await prepare();
  files = renderSite(
    {
      posts: [
        post({}),
        post({ blogId: 'p2', slug: 'cost-guide', title: 'Same slug, newer', createdAt: '2026-02-01T00:00:00.000Z' }),
      ],
      jobs: [
        job({}),
        job({
          jobId: 'j2',
          slug: 'remote-data',
          title: 'Data Engineer',
          location: 'Remote',
          workplaceType: 'Remote',
          salaryMin: 1,
          salaryMax: 2,
          closingDate: '2027-01-31',
        }),
        job({ jobId: 'j3', slug: 'closed-role', title: 'Closed role', active: false }),
      ],
      previous: {
        'careers/old-name/index.html': { owner: 'job:j1' },
        'careers/deleted-role/index.html': { owner: 'job:j9', title: 'Deleted role' },
        'blog/removed-post/index.html': { owner: 'post:p9' },
      },
    },
    kit,
  );
}, 60_000);

describe('renderSite', () => {
  it('renders every job and post page with its content, and valid JSON-LD on every page that has it', () => {
    const pages = files.filter((f) => f.key.endsWith('index.html') && !f.status);
    expect(pages.map((f) => f.key).sort()).toEqual([
      'blog/cost-guide-p2/index.html',
      'blog/cost-guide/index.html',
      'blog/index.html',
      'careers/cloud-engineer/index.html',
      'careers/index.html',
      'careers/remote-data/index.html',
    ]);
    for (const page of pages) {
      for (const data of jsonLd(page.body)) {
        if (data['@type'] === 'JobPosting') expect(jobPostingProblems(data), page.key).toEqual([]);
        else
          expect(data, page.key).toMatchObject({
            '@type': 'BlogPosting',
            headline: expect.any(String),
            datePublished: expect.any(String),
            author: { name: expect.any(String) },
          });
      }
    }
    expect(jsonLd(byKey('careers/remote-data/index.html')!.body)[0]).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      validThrough: '2027-01-31T23:59:59+05:30',
    });
    expect(byKey('blog/cost-guide/index.html')!.body).toContain('<table>');
    expect(byKey('careers/index.html')!.body).toContain('Cloud Engineer');
    expect(byKey('careers/index.html')!.body).not.toContain('Closed role');
  });

  it('answers old and id addresses with 301, closed and deleted jobs with 410, and drops removed posts', () => {
    expect(byKey('careers/old-name/index.html')).toMatchObject({ status: 301, location: '/careers/cloud-engineer' });
    expect(byKey('careers/j1/index.html')).toMatchObject({ status: 301, location: '/careers/cloud-engineer' });
    expect(byKey('careers/closed-role/index.html')).toMatchObject({ status: 410 });
    expect(byKey('careers/closed-role/index.html')!.body).toContain('noindex');
    expect(byKey('careers/deleted-role/index.html')).toMatchObject({ status: 410, title: 'Deleted role' });
    expect(byKey('blog/removed-post/index.html')).toBeUndefined();
  });

  it('lists open jobs and posts in the sitemap, the latest posts in the feed', () => {
    const sitemap = byKey('sitemap.xml')!.body;
    expect(sitemap).toContain('/careers/cloud-engineer</loc>');
    expect(sitemap).toContain('/blog/cost-guide-p2</loc>');
    expect(sitemap).not.toContain('closed-role');
    const feed = byKey('feed.xml')!.body;
    expect(feed.indexOf('Same slug, newer')).toBeLessThan(feed.indexOf('Cost guide'));
  });
});

describe('renderSite: the careers list, one page at a time', () => {
  const openJobs = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      job({
        jobId: `job-${String(i).padStart(2, '0')}`,
        slug: `role-${i}`,
        title: `Role ${i}`,
        department: i % 2 ? 'Data' : 'Apps',
        description: 'One. Two. Three, not on the card.',
        requirements: 'A long list of requirements the list never carries.',
        createdAt: `2026-01-01T00:00:${String(i).padStart(2, '0')}.000Z`,
      }),
    );
  const careersData = (jobs: Job[]) => {
    const rendered = renderSite({ posts: [], jobs }, kit);
    return JSON.parse(rendered.find((f) => f.key === 'careers/data.json')!.body) as JobListData;
  };

  it('publishes the first 12 open jobs as card summaries, every filter value, and the API cursor after the 12th', () => {
    const jobs = [...openJobs(13), job({ jobId: 'closed', slug: 'closed', title: 'Closed', department: 'Sales', active: false })];
    const data = careersData(jobs);
    expect(data.jobs.map((j) => j.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Role ${12 - i}`));
    expect(data.jobs[0]).not.toHaveProperty('requirements');
    expect(data.jobs[0]!.description).toBe('One. Two...');
    expect(data.total).toBe(13);
    expect(data.facets).toEqual({
      department: ['Apps', 'Data'],
      location: ['Pune (Hybrid)'],
      workplace: ['Hybrid'],
      type: ['Full-time'],
    });
    // The cursor is the one the API itself reads: after "Role 1", the 12th newest.
    const key = decodeCursor(data.nextCursor!, indexKeyAttributes('jobs', 'activeByCreatedAt'), { activePk: 'ALL' });
    expect(key).toEqual({ jobId: 'job-01', activePk: 'ALL', createdAt: '2026-01-01T00:00:01.000Z' });
  });

  it('has no next page when every open job fits on the first', () => {
    expect(careersData(openJobs(12)).nextCursor).toBeNull();
  });
});

describe('renderSite: drafts and scheduled posts', () => {
  it('renders published and due posts only: no page, list entry, sitemap or feed entry for the others', () => {
    const rendered = renderSite(
      {
        posts: [
          post({ blogId: 'live', slug: 'live-post', title: 'Live post' }),
          post({ blogId: 'd', slug: 'draft-post', title: 'Draft post', status: 'draft' }),
          post({
            blogId: 's',
            slug: 'later-post',
            title: 'Later post',
            status: 'scheduled',
            publishAt: '2999-01-01T00:00:00.000Z',
          }),
          post({
            blogId: 'due',
            slug: 'due-post',
            title: 'Due post',
            status: 'scheduled',
            publishAt: '2020-01-01T00:00:00.000Z',
          }),
        ],
        jobs: [],
      },
      kit,
    );
    const keys = rendered.map((f) => f.key);
    expect(keys).toEqual(expect.arrayContaining(['blog/live-post/index.html', 'blog/due-post/index.html']));
    expect(keys.filter((k) => /draft-post|later-post|\/d\/|\/s\//.test(k))).toEqual([]);
    const text = rendered.map((f) => String(f.body)).join('\n');
    expect(text).toContain('Due post');
    expect(text).not.toContain('Draft post');
    expect(text).not.toContain('Later post');
  });
});

/**
 * The careers first view at 100 and 10,000 open jobs: renders the site with the web build's own
 * renderer (dist/site-kit, as the publisher does) and prints the bytes of the prerendered /careers
 * page (the one request the first view makes for its list) and of its data.json (what a client-side
 * navigation fetches), plus the time of the whole render (every job page included).
 * Target (issue 13): one list request of at most 50 KB at 10,000 jobs.
 *
 * Usage: npm run build:web && npx tsx bench/careers-first-view.ts
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadSiteKit } from '../lambdas/adapters/site-kit';
import type { Job } from '../lambdas/contract/schemas';
import { slugify } from '../lambdas/contract/site-routes';

const LIMIT = 50 * 1024;
const DEPARTMENTS = ['Cloud', 'Data', 'AI', 'Apps', 'Security', 'Platform', 'Sales', 'Design'];
const CITIES = ['Pune', 'Mumbai', 'Bengaluru', 'Hyderabad', 'Chennai', 'Delhi', 'Kolkata', 'Ahmedabad', 'Jaipur', 'Kochi'];

function jobs(n: number): Job[] {
  return Array.from({ length: n }, (_, i) => {
    const title = `${DEPARTMENTS[i % DEPARTMENTS.length]} Engineer ${i}`;
    const workplace = (['On-site', 'Hybrid', 'Remote'] as const)[i % 3]!;
    return {
      jobId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      slug: slugify(title),
      title,
      location: workplace === 'Remote' ? 'Remote, India' : `${CITIES[i % CITIES.length]} (${workplace})`,
      workplaceType: workplace,
      employmentType: (['Full-time', 'Contract', 'Part-time', 'Internship'] as const)[i % 4]!,
      department: DEPARTMENTS[i % DEPARTMENTS.length],
      description: 'Design and run cloud platforms for our clients. Work with a small senior team. '.repeat(8),
      requirements: 'Five years of experience with AWS, TypeScript and infrastructure as code.\n'.repeat(10),
      active: true,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    };
  });
}

async function main() {
  const { renderer, kit } = await loadSiteKit(process.env.SITE_KIT_DIR ?? join(process.cwd(), 'dist', 'site-kit'));
  let failed = false;
  console.log('open jobs | /careers HTML (gzip) | careers/data.json | full render');
  for (const n of [100, 10_000]) {
    const started = performance.now();
    const files = renderer.renderSite({ posts: [], jobs: jobs(n) }, kit);
    const ms = performance.now() - started;
    const html = files.find((f) => f.key === 'careers/index.html')!.body;
    const data = files.find((f) => f.key === 'careers/data.json')!.body;
    const bytes = Buffer.byteLength(html);
    if (bytes > LIMIT) failed = true;
    console.log(
      `${String(n).padStart(9)} | ${(bytes / 1024).toFixed(1)} KB (${(gzipSync(html).length / 1024).toFixed(1)} KB) | ${(Buffer.byteLength(data) / 1024).toFixed(1)} KB | ${(ms / 1000).toFixed(1)} s (${files.length} files)`,
    );
  }
  if (failed) {
    console.error(`The /careers page is over ${LIMIT / 1024} KB.`);
    process.exit(1);
  }
}

await main();

/**
 * What the publisher benches share: a DynamoDB emulator with the stage's tables in a temporary
 * folder, the environment the publisher reads, the job items they seed, and a median.
 */
import { join } from 'node:path';
import { slugify } from '../../lambdas/contract/site-routes';
import { FILTER_ROWS_ATTRIBUTE, FILTER_ROWS_VERSION } from '../../lambdas/domain/job-filter-rows';
import { handlerTableEnv, startStageTables } from '../../test/support/stage-tables';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const DEPARTMENTS = ['Cloud', 'Data', 'AI', 'Apps', 'Security', 'Platform', 'Sales', 'Design'];

/** An open job as the table stores it, numbered `i`. */
export function storedJob(i: number) {
  const title = `${DEPARTMENTS[i % DEPARTMENTS.length]} Engineer ${i}`;
  return {
    jobId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    slug: slugify(title),
    title,
    location: 'Pune (Hybrid)',
    workplaceType: 'Hybrid',
    employmentType: 'Full-time',
    department: DEPARTMENTS[i % DEPARTMENTS.length],
    description: 'Design and run cloud platforms for our clients. Work with a small senior team. '.repeat(8),
    requirements: 'Five years of experience with AWS, TypeScript and infrastructure as code.\n'.repeat(10),
    active: true,
    activePk: 'ALL',
    listPk: 'ALL',
    [FILTER_ROWS_ATTRIBUTE]: FILTER_ROWS_VERSION,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  };
}

/**
 * Starts the emulator in a new temporary folder and points the publisher at it. `siteKitDir`
 * (given the folder) names the site kit to render with; default: the build's dist/site-kit.
 */
export async function startPublisherTables(prefix: string, siteKitDir?: (root: string) => string) {
  const tables = await startStageTables(prefix);
  try {
    Object.assign(process.env, handlerTableEnv(tables.url), {
      SITE_KIT_DIR: siteKitDir?.(tables.root) ?? process.env.SITE_KIT_DIR ?? join(process.cwd(), 'dist', 'site-kit'),
      LOG_LEVEL: 'SILENT',
    });
  } catch (error) {
    await tables.stop();
    throw error;
  }
  return { root: tables.root, ddb: tables.client, stop: tables.stop };
}

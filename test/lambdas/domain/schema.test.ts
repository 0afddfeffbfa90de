/**
 * Read-time upgrades: items in every earlier stored shape (version 0: release 1.0's items, taken
 * from the upgrade fixture's data folder, long texts shortened) come out in the current shape with
 * the documented defaults, and nothing a writer stored is lost or changed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENTITY_SCHEMAS, upgradeItem, type EntityTable } from '../../../lambdas/domain/schema';
import { storedVersion } from '../../../lambdas/domain/schema/version';
import { upgradeJob } from '../../../lambdas/domain/schema/jobs';
import { upgradePost } from '../../../lambdas/domain/schema/posts';
import { upgradeApplication } from '../../../lambdas/domain/schema/applications';
import { slugify } from '../../../lambdas/contract/site-routes';
import { newJobItem, toJob } from '../../../lambdas/domain/jobs';
import { newSubscriberItem } from '../../../lambdas/domain/subscribers';
import type { StoredItem } from '../../../lambdas/domain/items';

const V0 = JSON.parse(readFileSync(join(__dirname, '../../fixtures/schema/v0-items.json'), 'utf8')) as Record<
  EntityTable,
  StoredItem[]
>;
const tables = Object.keys(ENTITY_SCHEMAS) as EntityTable[];

describe('every entity reads every earlier shape', () => {
  it('has a version 0 fixture for each entity table, without schemaVersion', () => {
    expect(Object.keys(V0).sort()).toEqual([...tables].sort());
    for (const t of tables) {
      expect(V0[t].length).toBeGreaterThan(0);
      for (const item of V0[t]) expect(storedVersion(item)).toBe(0);
    }
  });

  it.each(tables)('%s: version 0 comes out at the current version with every stored attribute kept', (t) => {
    for (const item of V0[t]) {
      const upgraded = upgradeItem(t, item);
      expect(upgraded.schemaVersion).toBe(ENTITY_SCHEMAS[t].current);
      expect(upgraded).toMatchObject(item);
      // Idempotent: upgrading again changes nothing.
      expect(upgradeItem(t, upgraded)).toEqual(upgraded);
    }
  });

  it('a job without a slug gets one derived from its title', () => {
    const [active, inactive] = V0.jobs as [StoredItem, StoredItem];
    expect(upgradeJob(active).slug).toBe('reactjs-developer');
    expect(upgradeJob(inactive).slug).toBe('oracle-cloud-consultant-closed');
    expect(upgradeJob({ jobId: 'j', title: '' }).slug).toBe('item');
  });

  it('a post without a status is published', () => {
    for (const post of V0.posts) expect(upgradePost(post).status).toBe('published');
  });

  it('an application without a stage is new', () => {
    for (const application of V0.applications) expect(upgradeApplication(application).stage).toBe('new');
  });

  it('never overwrites what a writer stored', () => {
    expect(upgradeJob({ ...V0.jobs[0], slug: 'kept-slug' }).slug).toBe('kept-slug');
    expect(upgradePost({ ...V0.posts[0], status: 'draft' }).status).toBe('draft');
    expect(upgradeApplication({ ...V0.applications[0], stage: 'interview' }).stage).toBe('interview');
  });

  it('leaves an item from a newer release as it is (a rolled-back release keeps what it does not know)', () => {
    const future = { ...V0.jobs[0], schemaVersion: 99, somethingNew: { x: 1 } };
    expect(upgradeJob(future)).toBe(future);
  });
});

describe('writers stamp the current version', () => {
  it('new items carry schemaVersion and the current attributes; answers do not show the version', () => {
    const job = newJobItem(
      {
        title: 'Data Engineer – Spark & Kafka',
        location: 'Pune',
        employmentType: 'Full-time',
        description: 'd',
        requirements: 'r',
        active: true,
      },
      'j1',
      '2026-11-23T00:00:00.000Z',
      'data-engineer-spark-and-kafka',
    );
    expect(job).toMatchObject({ schemaVersion: ENTITY_SCHEMAS.jobs.current, slug: 'data-engineer-spark-and-kafka' });
    expect(toJob(job)).not.toHaveProperty('schemaVersion');
    expect(newSubscriberItem(' A@B.com ', 't')).toEqual({
      email: 'a@b.com',
      subscribedAt: 't',
      status: 'pending',
      listPk: 'ALL',
      schemaVersion: ENTITY_SCHEMAS.subscribers.current,
    });
  });
});

describe('slugify', () => {
  it.each([
    ['Cloud Solutions Architect Manager – Data Engineering', 'cloud-solutions-architect-manager-data-engineering'],
    ['  Café Déjà Vu!  ', 'cafe-deja-vu'],
    ['***', 'item'],
    ['a'.repeat(200), 'a'.repeat(80)],
    // A path segment of the site (/careers/page/2) is never an item's slug.
    ['Page', 'page-1'],
  ])('%s → %s', (title, slug) => expect(slugify(title)).toBe(slug));

  it('gives an old job the slug the read mapping and the write path would (reserved words included)', () => {
    expect(upgradeJob({ jobId: 'j1', title: 'Page', createdAt: '2026-01-01T00:00:00.000Z' }).slug).toBe('page-1');
  });
});

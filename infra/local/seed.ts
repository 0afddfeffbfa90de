/**
 * First-start demo content, written through the real handlers (in-process, as a staff caller), so
 * the items have exactly the shape the API writes. A marker in the data folder records what is
 * done; a family whose handler does not exist yet is retried on the next start.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { endpoints, type RouteId } from '../../lambdas/contract/endpoints';
import { loadHandler as loadRealHandler, type LambdaHandler } from '../../lambdas/handlers/registry';
import type { HandlerFamily } from '../../lambdas/contract/endpoints';
import { buildProxyEvent, lambdaContext } from './gateway/event';
import { SEED_JOBS, SEED_POSTS } from './seed-content';

const MARKER = 'seeded.json';
type SeedKind = 'jobs' | 'posts';

const SEED_CALLER = { sub: 'local-seed', email: 'seed@localhost', 'cognito:groups': 'staff', token_use: 'id' };

async function create(handler: LambdaHandler, routeId: RouteId, body: unknown) {
  const route = endpoints[routeId];
  const requestId = randomUUID();
  const event = buildProxyEvent(
    {
      method: route.method,
      path: route.path,
      query: '',
      headers: { 'content-type': ['application/json'] },
      body: Buffer.from(JSON.stringify(body)),
      sourceIp: '127.0.0.1',
    },
    { resource: route.path, pathParameters: {}, claims: SEED_CALLER },
    requestId,
  );
  const result = await handler(event, lambdaContext(route.family, requestId));
  if (result.statusCode !== route.status) throw new Error(`${routeId} answered ${result.statusCode}: ${result.body}`);
}

export async function seedIfNeeded(
  dataDir: string,
  log: (line: string) => void,
  loadHandler: (family: HandlerFamily) => Promise<LambdaHandler> = loadRealHandler,
): Promise<Record<SeedKind, boolean>> {
  const file = join(dataDir, MARKER);
  const done: Record<SeedKind, boolean> = existsSync(file)
    ? { jobs: false, posts: false, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SeedKind, boolean>>) }
    : { jobs: false, posts: false };
  const plan: { kind: SeedKind; family: HandlerFamily; routeId: RouteId; items: unknown[] }[] = [
    { kind: 'jobs', family: 'jobs', routeId: 'createJob', items: SEED_JOBS },
    { kind: 'posts', family: 'blogs', routeId: 'createBlog', items: SEED_POSTS },
  ];
  for (const step of plan) {
    if (done[step.kind]) continue;
    let handler: LambdaHandler;
    try {
      handler = await loadHandler(step.family);
    } catch {
      log(`seed: the ${step.family} handler is not available yet; demo ${step.kind} will be added on a later start.`);
      continue;
    }
    try {
      for (const item of step.items) await create(handler, step.routeId, item);
    } catch (err) {
      log(`seed: adding demo ${step.kind} failed: ${(err as Error).message}`);
      continue;
    }
    done[step.kind] = true;
    writeFileSync(file, JSON.stringify(done));
    log(`seed: added ${step.items.length} ${step.kind}.`);
  }
  return done;
}

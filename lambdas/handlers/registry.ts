/**
 * One Lambda function per handler family: its entry file (for CDK's NodejsFunction) and a loader
 * (for the local gateway, which runs the same handler in-process).
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { HANDLER_FAMILIES, type HandlerFamily } from '../contract';
import type * as PublisherModule from './publish';
import type * as MigratorModule from './migrate';

type PublisherModule = typeof PublisherModule;
type MigratorModule = typeof MigratorModule;
export type { MigrateOptions, MigrationReport } from './migrate';

export type LambdaHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** Entry file of each family, relative to the repository root. */
export const HANDLER_ENTRIES: Record<HandlerFamily, string> = Object.fromEntries(
  HANDLER_FAMILIES.map((f) => [f, `lambdas/handlers/${f}.ts`]),
) as Record<HandlerFamily, string>;

export async function loadHandler(family: HandlerFamily): Promise<LambdaHandler> {
  const mod = (await import(`./${family}.ts`)) as { handler: LambdaHandler };
  return mod.handler;
}

/** Functions run on a schedule rather than behind the API. */
export const SCHEDULED_FUNCTIONS = ['purge', 'outbox-worker', 'publish-due'] as const;
export type ScheduledFunction = (typeof SCHEDULED_FUNCTIONS)[number];
export const SCHEDULED_ENTRIES: Record<ScheduledFunction, string> = {
  purge: 'lambdas/handlers/scheduled/purge.ts',
  'outbox-worker': 'lambdas/handlers/scheduled/outbox-worker.ts',
  'publish-due': 'lambdas/handlers/scheduled/publish-due.ts',
};
export async function loadScheduled(name: ScheduledFunction): Promise<() => Promise<unknown>> {
  const mod = (await import(`./scheduled/${name}.ts`)) as { handler: () => Promise<unknown> };
  return mod.handler;
}

/** The site publisher (not an API family): entry for CDK, loader for the local stack. */
export const PUBLISHER_ENTRY = 'lambdas/handlers/publish.ts';
export async function loadPublisher(): Promise<PublisherModule> {
  return import('./publish');
}

/** Data migrations (not an API family): run by the local stack at start and by `npm run migrate` against a stage. */
export async function loadMigrator(): Promise<MigratorModule> {
  return import('./migrate');
}

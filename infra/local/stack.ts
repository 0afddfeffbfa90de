/**
 * The whole product on one machine, offline: DynamoDB (dynalite), S3 (s3rver) and Cognito
 * (cognito-local behind the compatibility layer) emulators, resources created from
 * lambdas/contract, demo content on first start, and one loopback gateway serving the web app,
 * `/api/*` through the real handlers, `/config.json` and the local outbox.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tableEnvVar, TABLES, type TableName } from '../../lambdas/contract/tables';
import { RATE_LIMITS_ENV, type RateLimits } from '../../lambdas/contract/abuse';
import { RESUME_BUCKET_ENV } from '../../lambdas/contract/storage';
import { MEDIA_BUCKET_ENV } from '../../lambdas/contract/media';
import { RESUME_WORKER_NICE_ENV } from '../../lambdas/contract/limits';
import { loadHandler, loadPublisher, loadScheduled } from '../../lambdas/handlers/registry';
import { PUBLISHING_FAMILIES } from '../../lambdas/contract/site-routes';
import { matchPath as matchApiPath, endpoints } from '../../lambdas/contract/endpoints';
import { mergeChanges, type SiteChange } from '../../lambdas/contract/site-changes';
import { siteChangeOfWrite } from './site-change-of-write';
import { resetVerifier } from '../../lambdas/http/auth';
import { BRAND_NAME } from '../../lambdas/contract/brand';
import { startCognitoEmulator } from './cognito/emulator';
import { createCognitoCompat } from './cognito/compat';
import { startDynamo, startS3, closeServer } from './emulators';
import { createApiDispatcher } from './gateway/api';
import { createAuthorizer } from './gateway/authorizer';
import { COGNITO_PATH, createGateway, type GatewayOptions } from './gateway/server';
import { localContentSecurityPolicy } from './gateway/csp';
import { Outbox, messageFor, type OutboxMessage } from './outbox';
import {
  LOCAL_BUCKET,
  LOCAL_MEDIA_BUCKET,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  ensureBucket,
  ensureStaffUser,
  ensureTables,
  ensureUserPool,
  localTableName,
} from './provision';
import { seedIfNeeded } from './seed';
import { migrateLocalData } from './migrate';
import { ensureSubscriptionSecret } from './subscription-secret';
import { SUBSCRIPTION_SECRET_FILE_ENV } from '../../lambdas/contract/newsletter';
import type { MigrationReport } from '../../lambdas/handlers/registry';
import { acquireInstanceLock, LOCK_FILE, type InstanceLock } from './instance-lock';
import { DEFAULT_STAFF_EMAIL, DEFAULT_STAFF_PASSWORD } from './config';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const WEB_DIST = join(REPO_ROOT, 'dist', 'web');
/** The web build's renderer (web/scripts/prerender.ts completes it), used by the publisher. */
export const SITE_KIT = join(REPO_ROOT, 'dist', 'site-kit');
/** Written on start into the data folder; `npm run staff:add` reads it to find the local pool. */
export const STACK_INFO_FILE = 'local-stack.json';

export interface LocalStackOptions {
  /** 0 picks a free port; default 3000. */
  port?: number;
  dataDir: string;
  /** Wipe the data folder first. */
  reset?: boolean;
  web?: 'dist' | 'vite' | 'none';
  /** With web 'dist': the folder to serve instead of dist/web (the e2e run serves a snapshot). */
  webRoot?: string;
  staffEmail?: string;
  staffPassword?: string;
  log?: (line: string) => void;
  /** Abuse limits over the contract's defaults (test stacks whose many writes all come from loopback). */
  rateLimits?: Partial<RateLimits>;
  /** The data folder's lock, when the caller took it already (npm start takes it before building). */
  lock?: InstanceLock;
}

export interface LocalStack {
  url: string;
  apiUrl: string;
  staff: { email: string; password: string };
  userPoolId: string;
  userPoolClientId: string;
  /** The browser-facing Cognito endpoint (public app client operations only, as on AWS). */
  cognitoEndpoint: string;
  /** cognito-local itself, for server-side administration (Admin* calls), as IAM credentials would reach AWS. */
  cognitoAdminEndpoint: string;
  dataDir: string;
  /** The DynamoDB emulator, for tools that write to the tables directly (benches seeding volume). */
  dynamoUrl: string;
  /** Data migrations this start applied to the data folder (empty when it was up to date). */
  migrations: MigrationReport[];
  outbox(): OutboxMessage[];
  /** Re-renders the published pages now (staff changes do this on their own). */
  publish(): Promise<void>;
  stop(): Promise<void>;
}

export interface StackInfo {
  url: string;
  dynamoUrl: string;
  s3Url: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint: string;
  cognitoUpstream: string;
  pid: number;
}

/** Emulator ports of the last run in this process, for a restart after a reset. */
let lastRun: StackInfo | undefined;

function previousRun(dataDir: string): StackInfo | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, STACK_INFO_FILE), 'utf8')) as StackInfo;
  } catch {
    return lastRun;
  }
}

const portOf = (url: string | undefined) => (url ? Number(new URL(url).port) || undefined : undefined);

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use: stop the other process or set PORT to another value (0 picks a free port).`,
            )
          : err,
      );
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

/** The environment the handlers read, pointing the SDK and the token verifier at the emulators. */
function handlerEnvironment(o: {
  dynamoUrl: string;
  s3Url: string;
  cognitoUpstream: string;
  userPoolId: string;
  userPoolClientId: string;
}) {
  const env: Record<string, string> = {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: o.dynamoUrl,
    AWS_ENDPOINT_URL_S3: o.s3Url,
    // The staff function administers the pool through the emulator itself (as IAM credentials reach
    // AWS), never through the browser-facing /_local/cognito, which refuses Admin* operations.
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: o.cognitoUpstream,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_ENDPOINT: o.s3Url,
    [RESUME_BUCKET_ENV]: LOCAL_BUCKET,
    [MEDIA_BUCKET_ENV]: LOCAL_MEDIA_BUCKET,
    // A visitor's request is scheduled before a resume parse on the same cores (bench/hostile-files.ts).
    [RESUME_WORKER_NICE_ENV]: '10',
    USER_POOL_ID: o.userPoolId,
    USER_POOL_CLIENT_ID: o.userPoolClientId,
    AUTH_ISSUER: `${o.cognitoUpstream}/${o.userPoolId}`,
    AUTH_JWKS_URI: `${o.cognitoUpstream}/${o.userPoolId}/.well-known/jwks.json`,
    // Each handler's AWS clients enforce its grants (lambdas/contract/grants.ts) as IAM would.
    ENFORCE_LOCAL_GRANTS: 'true',
  };
  for (const t of Object.keys(TABLES) as TableName[]) env[tableEnvVar(t)] = localTableName(t);
  return env;
}

/**
 * Local stand-ins for the cloud's schedules: the mail retry worker every 30 s, the purge daily, the
 * post scheduler every 2 s (a Query of a handful of local posts; a due post is live within seconds).
 */
export const LOCAL_SCHEDULES = { outboxWorkerMs: 30_000, purgeMs: 24 * 60 * 60 * 1000, publishDueMs: 2_000 } as const;

function startSchedules(log: (line: string) => void, onPostsPublished: (blogIds: string[]) => void): () => Promise<void> {
  const every = (name: 'purge' | 'outbox-worker' | 'publish-due', ms: number) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      loadScheduled(name)
        .then((run) => run())
        // What the posts table's stream does in the cloud: a flipped post has the publisher run.
        .then((result) => {
          const published = name === 'publish-due' ? (result as { published: string[] }).published : [];
          if (published.length > 0) onPostsPublished(published);
        })
        .catch((err: unknown) => log(`${name}: ${(err as Error).message}`))
        .finally(() => (running = false));
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every('outbox-worker', LOCAL_SCHEDULES.outboxWorkerMs),
    every('purge', LOCAL_SCHEDULES.purgeMs),
    every('publish-due', LOCAL_SCHEDULES.publishDueMs),
  ];
  return async () => timers.forEach((t) => clearInterval(t));
}

/** Empties the data folder but keeps its lock (held by this run). */
export function clearDataDir(dataDir: string) {
  if (!existsSync(dataDir)) return;
  for (const entry of readdirSync(dataDir)) {
    if (entry !== LOCK_FILE) rmSync(join(dataDir, entry), { recursive: true, force: true });
  }
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  // The SDK's notice about Node 22 in 2027 says nothing about running locally today.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dataDir = resolve(options.dataDir);
  const staff = { email: options.staffEmail ?? DEFAULT_STAFF_EMAIL, password: options.staffPassword ?? DEFAULT_STAFF_PASSWORD };
  const previous = previousRun(dataDir);
  const lock = options.lock ?? (await acquireInstanceLock(dataDir));
  const stops: (() => Promise<void>)[] = [async () => lock.release()];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    stops.length = 0;
  };

  try {
    if (options.reset) clearDataDir(dataDir);
    for (const sub of ['dynamodb', 's3', 'cognito']) mkdirSync(join(dataDir, sub), { recursive: true });
    const outbox = new Outbox(join(dataDir, 'outbox.json'));
    const dynamo = await startDynamo(join(dataDir, 'dynamodb'), portOf(previous?.dynamoUrl));
    stops.push(() => dynamo.stop());
    const s3 = await startS3(join(dataDir, 's3'), portOf(previous?.s3Url));
    stops.push(() => s3.stop());
    const cognito = await startCognitoEmulator({
      dataDir: join(dataDir, 'cognito'),
      preferredPort: portOf(previous?.cognitoUpstream),
      onCode: (delivery) => {
        const message = messageFor(delivery, BRAND_NAME);
        outbox.add(message);
        log(`outbox: to ${message.to}: "${message.subject}" code ${message.code}`);
      },
    });
    stops.push(() => cognito.stop());

    await ensureTables(dynamo.url);
    // Before anything serves: the data folder may have been written by an older release.
    const migrations = await migrateLocalData(dynamo.url, log);
    const pool = await ensureUserPool(cognito.url);
    Object.assign(
      process.env,
      handlerEnvironment({ dynamoUrl: dynamo.url, s3Url: s3.url, cognitoUpstream: cognito.url, ...pool }),
    );
    process.env.LOG_LEVEL ??= 'WARN';
    if (options.rateLimits) process.env[RATE_LIMITS_ENV] = JSON.stringify(options.rateLimits);
    else delete process.env[RATE_LIMITS_ENV];
    resetVerifier();

    // The site publisher: the same renderer the build uses, writing into the folder the gateway
    // serves, run after start-up and after every staff change to jobs or posts (what the tables'
    // streams trigger in the cloud).
    const siteDir = (options.web ?? 'dist') === 'dist' ? (options.webRoot ?? WEB_DIST) : undefined;
    const canPublish = siteDir !== undefined && existsSync(join(SITE_KIT, 'entry-server.mjs'));
    if (canPublish) Object.assign(process.env, { SITE_DIR: siteDir, SITE_KIT_DIR: SITE_KIT });
    let pending: Promise<void> | undefined;
    // The pages a queued run renders: the changed items' (undefined: everything).
    let pendingChange: SiteChange | undefined;
    let renderAllNext = false;
    let lastLogged: unknown;
    const publish = async (change?: SiteChange) => {
      if (!canPublish) return;
      const { publishSite } = await loadPublisher();
      const scope = renderAllNext ? undefined : change;
      renderAllNext = false;
      try {
        const result = await publishSite(undefined, scope);
        // Calls that joined one run get the same result: it is logged once.
        if ((result.written || result.removed) && result !== lastLogged)
          log(
            `publish${result.partial ? ' (changed pages)' : ''}: ${result.rendered} files rendered, ${result.written} written, ${result.removed} removed${result.cards.drawn ? ` (${result.cards.drawn} social cards drawn)` : ''} in ${result.ms} ms`,
          );
        lastLogged = result;
      } catch (err) {
        // The next run renders everything, so the failed change is published then.
        renderAllNext = true;
        log(`publish: failed: ${(err as Error).stack ?? String(err)}`);
      }
    };
    const schedulePublish = (change: SiteChange | undefined) => {
      // Changes that arrive while a run is queued are covered by it (it reads the data when it starts).
      pendingChange = pending ? mergeChanges(pendingChange, change) : change;
      pending ??= new Promise<void>((resolveRun) => setTimeout(resolveRun, 25)).then(() => {
        pending = undefined;
        return publish(pendingChange);
      });
    };

    const dispatchApi = createApiDispatcher({
      authorizer: createAuthorizer({
        issuer: `${cognito.url}/${pool.userPoolId}`,
        jwksUri: `${cognito.url}/${pool.userPoolId}/.well-known/jwks.json`,
        clientId: pool.userPoolClientId,
      }),
      loadHandler,
      log,
    });
    const api: typeof dispatchApi = async (req) => {
      const answer = await dispatchApi(req);
      const match =
        req.method !== 'GET' && answer.statusCode < 300 ? matchApiPath(req.method, req.path.replace(/(.)\/+$/, '$1')) : undefined;
      const family = match && endpoints[match.id].family;
      if (match && family && (PUBLISHING_FAMILIES as readonly string[]).includes(family))
        schedulePublish(siteChangeOfWrite(family, match.params, answer.body));
      return answer;
    };

    let url = '';
    const web = options.web ?? 'dist';
    let viteMiddleware: GatewayOptions['middleware'];
    const gatewayOptions: GatewayOptions = {
      api,
      cognito: createCognitoCompat({ upstream: cognito.url, services: cognito.services, ctx: cognito.ctx }),
      cognitoUpstream: cognito.url,
      outbox: () => outbox.list(),
      runtimeConfig: (origin) => ({
        region: LOCAL_REGION,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        apiBase: '/api',
        cognitoEndpoint: `${origin ?? url}${COGNITO_PATH}`,
      }),
      webRoot: web === 'dist' ? (options.webRoot ?? WEB_DIST) : undefined,
      middleware: web === 'vite' ? (req, res, next) => (viteMiddleware ? viteMiddleware(req, res, next) : next()) : undefined,
      // Vite's dev server injects inline scripts: it gets the base directives only.
      contentSecurityPolicy: web === 'dist' ? localContentSecurityPolicy(options.webRoot ?? WEB_DIST, s3.url) : undefined,
      log,
    };
    // A configured public host (PUBLIC_HOST) is answered too; every other Host name gets 421.
    gatewayOptions.allowedHosts = process.env.PUBLIC_HOST ? [process.env.PUBLIC_HOST] : [];
    const gateway = createGateway(gatewayOptions);
    const port = await listen(gateway, options.port ?? 3000);
    stops.push(() => closeServer(gateway));
    url = `http://127.0.0.1:${port}`;
    lock.setUrl(url);

    if (web === 'vite') {
      const { createServer } = await import('vite');
      const vite = await createServer({
        configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
        server: { middlewareMode: true, hmr: { server: gateway } },
        appType: 'spa',
        logLevel: 'warn',
      });
      viteMiddleware = vite.middlewares;
      stops.push(() => vite.close());
    } else if (web === 'dist' && !existsSync(join(options.webRoot ?? WEB_DIST, 'index.html'))) {
      log(`web: ${options.webRoot ?? WEB_DIST} has no index.html; run "npm run build:web" (npm start does this for you).`);
    }

    await ensureBucket(s3.url, port);
    await ensureStaffUser(cognito.url, pool.userPoolId, staff.email, staff.password);
    await seedIfNeeded(dataDir, log);
    await publish();
    // Stopping waits for a queued publish run (stops run last-in first).
    stops.push(async () => {
      await pending;
    });

    // Mail from the handlers goes to the same outbox file; the staff notice to the seeded account.
    process.env.MAIL_OUTBOX_FILE = join(dataDir, 'outbox.json');
    process.env.STAFF_NOTICE_EMAILS = staff.email;
    process.env.SITE_URL = url;
    process.env[SUBSCRIPTION_SECRET_FILE_ENV] = ensureSubscriptionSecret(dataDir);
    stops.push(startSchedules(log, (posts) => schedulePublish({ jobs: [], posts })));

    const cognitoEndpoint = `${url}${COGNITO_PATH}`;
    const info: StackInfo = {
      url,
      dynamoUrl: dynamo.url,
      s3Url: s3.url,
      ...pool,
      cognitoEndpoint,
      cognitoUpstream: cognito.url,
      pid: process.pid,
    };
    writeFileSync(join(dataDir, STACK_INFO_FILE), JSON.stringify(info, null, 2));
    lastRun = info;

    return {
      url,
      apiUrl: `${url}/api`,
      staff,
      ...pool,
      cognitoEndpoint,
      cognitoAdminEndpoint: cognito.url,
      dataDir,
      dynamoUrl: dynamo.url,
      migrations,
      outbox: () => outbox.list(),
      publish,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

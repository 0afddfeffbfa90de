/**
 * `npm start` (and `npm run dev`, `npm run reset`): the whole product offline on this machine.
 * See infra/local/stack.ts for what runs; this file validates configuration, builds the web app
 * when needed, prints where everything is, and shuts down cleanly on Ctrl-C.
 */
import { relative, resolve } from 'node:path';
import { readLocalConfig } from '../infra/local/config';
import { AlreadyRunningError, acquireInstanceLock, type InstanceLock } from '../infra/local/instance-lock';
import { clearDataDir, REPO_ROOT, startLocalStack, type LocalStack } from '../infra/local/stack';
import { buildWeb, webBuildIsStale } from '../infra/local/web-build';

function fail(message: string): never {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

async function main() {
  const parsed = readLocalConfig(process.env, process.argv.slice(2));
  if (!parsed.ok) fail(parsed.error);
  const config = parsed.config;
  const dataDir = resolve(config.dataDir);
  const fromCwd = relative(process.cwd(), dataDir);
  const shownDataDir = !fromCwd || fromCwd.startsWith('..') ? dataDir : fromCwd;

  // Before anything slow: a second start on the same folder says so at once and leaves the first alone.
  let lock: InstanceLock;
  try {
    lock = await acquireInstanceLock(dataDir);
  } catch (err) {
    if (!(err instanceof AlreadyRunningError)) throw err;
    console.error(err.message);
    process.exit(1);
  }

  if (config.resetOnly) {
    clearDataDir(dataDir);
    lock.release();
    console.log(`Local data removed (${shownDataDir}). The next "npm start" seeds fresh demo content.`);
    return;
  }

  if (!config.dev && webBuildIsStale(REPO_ROOT)) {
    console.log('Building the web app (dist/web is missing or older than web/)...');
    await buildWeb(REPO_ROOT).catch((err: Error) => {
      lock.release();
      fail(err.message);
    });
  }

  const started = Date.now();
  let stack: LocalStack;
  try {
    stack = await startLocalStack({
      port: config.port,
      dataDir,
      reset: config.reset,
      web: config.dev ? 'vite' : 'dist',
      staffEmail: config.staffEmail,
      staffPassword: config.staffPassword,
      lock,
    });
  } catch (err) {
    fail((err as Error).message);
  }

  console.log(
    [
      '',
      `Nimbus Crest is running (local mode${config.dev ? ', Vite dev server' : ''}), started in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      `  Site:         ${stack.url}/`,
      `  API:          ${stack.apiUrl}`,
      `  Outbox:       ${stack.url}/_local/outbox   (codes the product would e-mail)`,
      `  Data folder:  ${shownDataDir}   (npm run reset wipes it)`,
      `  Staff login:  ${stack.staff.email} / ${stack.staff.password}   (${stack.url}/login)`,
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: stopping the local stack...`);
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => fail((err as Error).message ?? String(err)));

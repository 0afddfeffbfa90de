/**
 * A local stack in this process, for benches that watch its memory or must not share its thread:
 * prints its URLs (site, API, DynamoDB emulator) and staff account. Arguments: the data folder, and optionally its options as JSON (`rateLimits`, the
 * abuse limits; `webRoot`, a copy of the web build to serve and publish into; no web without it).
 */
import { startLocalStack } from '../../infra/local/stack';
import type { RateLimits } from '../../lambdas/contract/abuse';

const [dataDir, json] = process.argv.slice(2);
const options = json ? (JSON.parse(json) as { rateLimits?: RateLimits; webRoot?: string }) : {};
const stack = await startLocalStack({
  port: 0,
  dataDir: dataDir!,
  log: () => undefined,
  rateLimits: options.rateLimits,
  ...(options.webRoot ? { web: 'dist', webRoot: options.webRoot, reset: true } : { web: 'none' }),
});
process.stdout.write(
  `${JSON.stringify({ url: stack.url, apiUrl: stack.apiUrl, dynamoUrl: stack.dynamoUrl, staff: stack.staff })}\n`,
);
// SIGUSR2: collect garbage (the bench starts this process with --expose-gc) and print the memory
// and the count of each kind of open resource (sockets, timers, file handles), to spot a leak of them.
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const resources: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) resources[kind] = (resources[kind] ?? 0) + 1;
  process.stdout.write(`${JSON.stringify({ memory: process.memoryUsage(), resources })}\n`);
});
// SIGHUP: re-render the published pages now (after a bench wrote to the tables directly), then say so.
process.on('SIGHUP', () => {
  void stack.publish().then(() => process.stdout.write(`${JSON.stringify({ published: true })}\n`));
});
process.on('SIGTERM', () => void stack.stop().then(() => process.exit(0)));

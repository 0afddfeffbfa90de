/**
 * A local stack in this process (no web build), for benches that watch its memory: prints its URL.
 * Arguments: the data folder, and optionally the abuse limits as JSON.
 */
import { startLocalStack } from '../../infra/local/stack';
import type { RateLimits } from '../../lambdas/contract/abuse';

const [dataDir, limits] = process.argv.slice(2);
const rateLimits = limits ? (JSON.parse(limits) as RateLimits) : undefined;
const stack = await startLocalStack({ port: 0, dataDir: dataDir!, web: 'none', log: () => undefined, rateLimits });
process.stdout.write(`${JSON.stringify({ url: stack.url, apiUrl: stack.apiUrl })}\n`);
// SIGUSR2: collect garbage (the bench starts this process with --expose-gc) and print the memory
// and the count of each kind of open resource (sockets, timers, file handles), to spot a leak of them.
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const resources: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) resources[kind] = (resources[kind] ?? 0) + 1;
  process.stdout.write(`${JSON.stringify({ memory: process.memoryUsage(), resources })}\n`);
});
process.on('SIGTERM', () => void stack.stop().then(() => process.exit(0)));

/** A local stack in this process (no web build), for benches that watch its memory: prints its URL. */
import { startLocalStack } from '../../infra/local/stack';

const stack = await startLocalStack({ port: 0, dataDir: process.argv[2]!, web: 'none', log: () => undefined });
process.stdout.write(`${JSON.stringify({ url: stack.url, apiUrl: stack.apiUrl })}\n`);
process.on('SIGTERM', () => void stack.stop().then(() => process.exit(0)));

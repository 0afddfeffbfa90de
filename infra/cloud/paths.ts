import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root, from this file's location (infra/cloud). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const repoPath = (...segments: string[]) => path.join(REPO_ROOT, ...segments);

/**
 * What a publish run changes: the rendered files compared with the publish manifest (hash, status,
 * location, content type). Only changed files are written, files no longer rendered are removed,
 * and exactly their addresses are invalidated. A partial run (see lambdas/contract/site-changes.ts)
 * decides only the keys it claims: the rest of the manifest is kept as it was.
 */
import type { PublishedFile, PublishManifest, PublishManifestEntry } from '../contract/site-routes';

export interface PublishPlan {
  writes: PublishedFile[];
  removals: string[];
  manifest: PublishManifest;
  /** Addresses whose answer changed (for a CDN invalidation). */
  paths: string[];
}

/** The addresses a stored key answers: `blog/x/index.html` is /blog/x (and /blog/x/). */
export function pathsOfKey(key: string): string[] {
  if (key === 'index.html') return ['/'];
  if (key.endsWith('/index.html')) {
    const path = `/${key.slice(0, -'/index.html'.length)}`;
    return [path, `${path}/`];
  }
  return [`/${key}`];
}

const sameEntry = (a: PublishManifestEntry | undefined, b: PublishManifestEntry) =>
  !!a && a.hash === b.hash && a.status === b.status && a.location === b.location && a.contentType === b.contentType;

export function planPublish(
  previous: PublishManifest,
  files: readonly PublishedFile[],
  hashOf: (body: string) => string,
  /** A partial run's keys (its files and the earlier keys it retires); absent: every key. */
  claimed?: readonly string[],
): PublishPlan {
  const decided = claimed && new Set(claimed);
  const manifest: PublishManifest = {};
  if (decided) for (const [key, entry] of Object.entries(previous)) if (!decided.has(key)) manifest[key] = entry;
  const writes: PublishedFile[] = [];
  for (const file of files) {
    const entry: PublishManifestEntry = {
      hash: hashOf(file.body),
      contentType: file.contentType,
      ...(file.status ? { status: file.status } : {}),
      ...(file.location ? { location: file.location } : {}),
      ...(file.owner ? { owner: file.owner } : {}),
      ...(file.title ? { title: file.title } : {}),
      ...(file.tags?.length ? { tags: file.tags } : {}),
    };
    manifest[file.key] = entry;
    if (!sameEntry(previous[file.key], entry)) writes.push(file);
  }
  const produced = new Set(files.map((file) => file.key));
  const removals = Object.keys(previous).filter((key) => !produced.has(key) && (!decided || decided.has(key)));
  const paths = [...new Set([...writes.map((f) => f.key), ...removals].flatMap(pathsOfKey))].sort();
  return { writes, removals, manifest, paths };
}

/**
 * The site kit: the web build's server bundle (web/src/entry-server.tsx built self-contained),
 * page template and manifest, in the folder SITE_KIT_DIR names (dist/site-kit locally; shipped
 * beside the publisher function in the cloud). Loaded at run time: lambdas never import web code.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublishedFile } from '../contract/site-routes';
import type { Job, Post } from '../contract/schemas';
import type { SiteChange } from '../contract/site-changes';
import { requireEnv } from './clients';

export const SITE_KIT_ENV = 'SITE_KIT_DIR';

export interface SiteContent {
  posts: readonly Post[];
  jobs: readonly Job[];
  previous?: Record<string, { owner?: string; title?: string; status?: number; tags?: readonly string[] }>;
}

export interface SiteRenderer {
  renderSite(content: SiteContent, kit: { template: string; manifest: unknown }): PublishedFile[];
  /** Only the pages a change affects, and the keys the run decides (web/src/publishing/renderSite.ts). */
  renderSiteChanges(
    content: SiteContent,
    kit: { template: string; manifest: unknown },
    change: SiteChange,
  ): { files: PublishedFile[]; claimed: string[] };
}

interface LoadedKit {
  renderer: SiteRenderer;
  kit: { template: string; manifest: unknown };
  /** Hash of the kit's files (renderer code, template, manifest): a page rendered by another kit is stale. */
  version: string;
}

const loaded = new Map<string, Promise<LoadedKit>>();

async function load(dir: string): Promise<LoadedKit> {
  const [template, manifest, code] = await Promise.all([
    readFile(join(dir, 'template.html'), 'utf8'),
    readFile(join(dir, 'manifest.json'), 'utf8'),
    readFile(join(dir, 'entry-server.mjs')),
  ]);
  const kitVersion = createHash('sha256').update(code).update('\0').update(template).update('\0').update(manifest).digest('hex');
  // A query string per template version, so a rebuilt kit is imported afresh in a long-lived process.
  const version = template.length + ':' + manifest.length + ':' + template.slice(-200);
  const entry = (await import(
    `${pathToFileURL(join(dir, 'entry-server.mjs')).href}?v=${encodeURIComponent(version)}`
  )) as SiteRenderer & {
    prepare(): Promise<unknown>;
  };
  await entry.prepare();
  return { renderer: entry, kit: { template, manifest: JSON.parse(manifest) as unknown }, version: kitVersion };
}

export function loadSiteKit(dir = requireEnv(SITE_KIT_ENV)): Promise<LoadedKit> {
  let kit = loaded.get(dir);
  if (!kit) {
    kit = load(dir);
    kit.catch(() => loaded.delete(dir));
    loaded.set(dir, kit);
  }
  return kit;
}

/** Forgets loaded kits (after a rebuild of the web app). */
export const resetSiteKit = () => loaded.clear();

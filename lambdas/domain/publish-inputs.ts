/**
 * What a full publish must re-render, from what each item's pages were last rendered with: the
 * manifest records, on every entry an item owns, the hash of its inputs (the site kit's version and
 * the item's data). A full run (after a deploy, at local start, the backlog schedule) re-renders
 * only the items whose inputs differ, in chunks of a bounded size: each chunk is one partial
 * publish (its pages, the lists, sitemap and feed, then the manifest), so the site is whole after
 * every chunk and a run cut short leaves the rest for the next one, which finds it stale again.
 */
import type { PublishManifest, PublishManifestEntry } from '../contract/site-routes';
import type { SiteChange } from '../contract/site-changes';

/**
 * Items re-rendered by one chunk. Measured locally on a loaded 2-core machine: about 45 ms an item
 * (a chunk about 25 s), plus 1-3 s a chunk for what every chunk does (read, lists, manifest).
 */
export const PUBLISH_CHUNK_ITEMS = 500;

/** The inputs recorded for an item that no longer exists (its 410 page, if any, is final). */
export const GONE_INPUTS = 'gone';

export interface ItemInputs {
  /** `job:<id>` or `post:<id>`, as the renderer names owners. */
  readonly owner: string;
  /** Hash of the kit's version and the item's data. */
  readonly inputs: string;
}

/** Each owner's recorded inputs (any of its entries carries them). */
export function recordedInputs(manifest: PublishManifest): Map<string, string | undefined> {
  const recorded = new Map<string, string | undefined>();
  for (const entry of Object.values(manifest)) {
    if (!entry.owner) continue;
    if (!recorded.has(entry.owner) || entry.inputs !== undefined) recorded.set(entry.owner, entry.inputs);
  }
  return recorded;
}

/**
 * The owners whose pages are out of date, in the order they are re-rendered: the current items
 * given newest posts first, then newest jobs (so the first chunk with posts re-renders every blog
 * list page), then the published owners whose item is gone.
 */
export function staleOwners(manifest: PublishManifest, current: readonly ItemInputs[]): string[] {
  const recorded = recordedInputs(manifest);
  const stale = current.filter((item) => recorded.get(item.owner) !== item.inputs).map((item) => item.owner);
  const present = new Set(current.map((item) => item.owner));
  for (const [owner, inputs] of recorded) if (!present.has(owner) && inputs !== GONE_INPUTS) stale.push(owner);
  return stale;
}

/** A chunk of owners as the change a partial publish renders. */
export function changeOfOwners(owners: readonly string[]): SiteChange {
  const ids = (prefix: string) => owners.filter((o) => o.startsWith(prefix)).map((o) => o.slice(prefix.length));
  return { jobs: ids('job:'), posts: ids('post:') };
}

/**
 * The manifest with the inputs of every entry this run decided (`decided`: its keys, or every key)
 * stamped by owner; owners without current inputs are gone. Other entries keep what they had.
 */
export function stampInputs(
  manifest: PublishManifest,
  current: readonly ItemInputs[],
  decided?: readonly string[],
): PublishManifest {
  const inputsOf = new Map(current.map((item) => [item.owner, item.inputs]));
  const keys = decided ?? Object.keys(manifest);
  const stamped: PublishManifest = { ...manifest };
  for (const key of keys) {
    const entry = manifest[key];
    if (!entry?.owner) continue;
    const inputs = inputsOf.get(entry.owner) ?? GONE_INPUTS;
    if (entry.inputs !== inputs) stamped[key] = { ...entry, inputs } satisfies PublishManifestEntry;
  }
  return stamped;
}

/** Time kept free at the end of a Lambda run (a chunk's manifest write, the log line). */
export const PUBLISH_END_MARGIN_MS = 10_000;

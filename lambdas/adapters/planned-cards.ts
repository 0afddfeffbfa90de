/**
 * Turns the social cards a publish plan writes (files whose body is a card's spec) into PNGs.
 * A card that cannot be drawn is logged and left out: its page still publishes, the card stored
 * before (if any) stays, and the manifest keeps the earlier entry, so the next run that renders
 * the card tries again.
 */
import { logger } from './observability';
import { renderSocialCard } from './social-card';
import { isCardKey, type SocialCardSpec } from '../contract/social-card';
import type { PublishManifest } from '../contract/site-routes';
import type { PublishPlan } from '../domain/publish-plan';
import type { StoredFile } from './site-store';

export interface DrawnPlan extends Omit<PublishPlan, 'writes'> {
  writes: StoredFile[];
  /** Cards drawn, and cards that could not be (left out of this run). */
  cards: { drawn: number; failed: number };
}

export async function drawPlannedCards(
  plan: PublishPlan,
  previous: PublishManifest,
  draw: (spec: SocialCardSpec) => Promise<Uint8Array> = renderSocialCard,
): Promise<DrawnPlan> {
  const writes: StoredFile[] = [];
  const manifest = { ...plan.manifest };
  let drawn = 0;
  let failed = 0;
  for (const file of plan.writes) {
    if (!isCardKey(file.key)) {
      writes.push(file);
      continue;
    }
    try {
      writes.push({ ...file, body: await draw(JSON.parse(file.body) as SocialCardSpec) });
      drawn++;
    } catch (err) {
      failed++;
      logger.error('social card not drawn', { key: file.key, error: err instanceof Error ? err.message : String(err) });
      if (previous[file.key]) manifest[file.key] = previous[file.key]!;
      else delete manifest[file.key];
    }
  }
  const left = new Set(writes.map((f) => f.key));
  const paths = failed ? plan.paths.filter((p) => !isCardKey(p) || left.has(p.slice(1))) : plan.paths;
  return { ...plan, writes, manifest, paths, cards: { drawn, failed } };
}

/**
 * Turns the social cards a publish plan writes (files whose body is a card's spec) into PNGs.
 * A card that cannot be drawn is logged and left out: its page still publishes, the card stored
 * before (if any) stays, and the manifest keeps the earlier entry, so the next run draws it (every
 * run renders the cards missing from the manifest, see missingCardFiles). Cards beyond the time
 * budget are left out the same way, without a log: a first publish of many items (about 0.1–0.2 s
 * a card) stays well inside the function's time limit and later runs draw the rest.
 */
import { logger } from './observability';
import { renderSocialCard } from './social-card';
import { isCardKey, type SocialCardSpec } from '../contract/social-card';
import type { PublishManifest } from '../contract/site-routes';
import type { PublishPlan } from '../domain/publish-plan';
import type { StoredFile } from './site-store';

/** Time a run spends drawing cards at most (the publisher's time limit is 2 minutes). */
export const CARD_DRAW_BUDGET_MS = 45_000;

export interface DrawnPlan extends Omit<PublishPlan, 'writes'> {
  writes: StoredFile[];
  /** Cards drawn, cards that could not be, cards left for a later run (time budget). */
  cards: { drawn: number; failed: number; deferred: number };
}

export async function drawPlannedCards(
  plan: PublishPlan,
  previous: PublishManifest,
  draw: (spec: SocialCardSpec) => Promise<Uint8Array> = renderSocialCard,
  budgetMs = CARD_DRAW_BUDGET_MS,
): Promise<DrawnPlan> {
  const until = Date.now() + budgetMs;
  const writes: StoredFile[] = [];
  const manifest = { ...plan.manifest };
  let drawn = 0;
  let failed = 0;
  let deferred = 0;
  const leaveOut = (key: string) => {
    if (previous[key]) manifest[key] = previous[key]!;
    else delete manifest[key];
  };
  for (const file of plan.writes) {
    if (!isCardKey(file.key)) {
      writes.push(file);
      continue;
    }
    if (Date.now() > until) {
      deferred++;
      leaveOut(file.key);
      continue;
    }
    try {
      writes.push({ ...file, body: await draw(JSON.parse(file.body) as SocialCardSpec) });
      drawn++;
    } catch (err) {
      failed++;
      logger.error('social card not drawn', { key: file.key, error: err instanceof Error ? err.message : String(err) });
      leaveOut(file.key);
    }
  }
  const left = new Set(writes.map((f) => f.key));
  const paths = failed + deferred ? plan.paths.filter((p) => !isCardKey(p) || left.has(p.slice(1))) : plan.paths;
  return { ...plan, writes, manifest, paths, cards: { drawn, failed, deferred } };
}

/** Bot traps of the public forms (lambdas/contract/abuse.ts says what a bot gets). */
import { HONEYPOT_FIELD } from '../contract/abuse';

export interface BotTrapFields {
  [HONEYPOT_FIELD]?: string;
  /** Milliseconds between the form being shown and sent, as the browser measured them. */
  filledInMs?: number;
}

/** A filled honeypot, or a form sent faster than a person can fill it. Absent timing (API clients) is not a bot. */
export function looksLikeBot(fields: BotTrapFields, minFillMs: number): boolean {
  if ((fields[HONEYPOT_FIELD] ?? '').trim() !== '') return true;
  return fields.filledInMs !== undefined && fields.filledInMs < minFillMs;
}

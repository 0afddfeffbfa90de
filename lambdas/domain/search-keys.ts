/**
 * Search keys of an application: the rows of the application-index table that let the list be
 * filtered by stage, job, name/e-mail/skill prefix (alone or within a job, a stage or both:
 * decision 0037) and date, find duplicates (same normalised e-mail or phone) and find what is
 * due for the retention purge, each with one Query.
 *
 * Every row is `{rowId: k|s, k, s, applicationId, jobId, createdAt}`; `k` is the partition of the
 * `byKey` index and `s` sorts within it. Rows are derived from the application alone, so the same
 * function says which rows to write, to move and to erase.
 */
import { STAGES, type Stage } from '../contract/pipeline';

export interface SearchRow {
  rowId: string;
  k: string;
  s: string;
  applicationId: string;
  jobId: string;
  createdAt: string;
}

export interface Indexed {
  applicationId: string;
  jobId: string;
  createdAt: string;
  updatedAt: string;
  stage: Stage;
  name: string;
  email: string;
  phone: string;
  skills: string;
}

/** Lower case, accents removed, spaces collapsed: how names, e-mails and queries are compared. */
export function normalizeTerm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Digits only, and the last ten of them (a national number), so +91 98765 43210 = 098765-43210. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** At most this many skill keywords are indexed per application. */
export const MAX_SKILL_TERMS = 60;
const SKILL_TOKEN = /^[\p{L}\p{N}][\p{L}\p{N}+#.-]{0,39}$/u;

/** Distinct keywords of the skills section: `React.js, Node; AWS` → react.js, node, aws. */
export function skillTerms(skills: string): string[] {
  const out = new Set<string>();
  for (const raw of normalizeTerm(skills).split(/[\s,;|•·/()[\]:]+/)) {
    const token = raw.replace(/[.-]+$/, '');
    if (token.length >= 2 && SKILL_TOKEN.test(token)) out.add(token);
    if (out.size >= MAX_SKILL_TERMS) break;
  }
  return [...out];
}

/** Terms a `q` prefix is matched against: the whole name, each word of it, the e-mail and its local part, skills. */
export function searchTerms(a: Pick<Indexed, 'name' | 'email' | 'skills'>): string[] {
  const name = normalizeTerm(a.name);
  const email = normalizeEmail(a.email);
  const terms = new Set<string>([name, ...name.split(' '), email, email.split('@')[0] ?? '', ...skillTerms(a.skills)]);
  terms.delete('');
  return [...terms].filter((t) => t.length <= 200);
}

/** Partition of a term: its first character, so a one-letter query still reads one partition. */
export const termKey = (term: string) => `term#${[...term][0] ?? ''}`;
/**
 * Partition of a term within one job, one stage, or one job and stage: a search combined with
 * those filters reads only the rows that match them all (the stage ones move with the stage).
 */
export function termKeyWithin(term: string, within: { jobId?: string; stage?: Stage }): string {
  const job = within.jobId !== undefined ? `#job#${within.jobId}` : '';
  const stage = within.stage ? `#stage#${within.stage}` : '';
  return `${termKey(term)}${job}${stage}`;
}
export const stageKey = (stage: Stage) => `stage#${stage}`;
export const jobStageKey = (jobId: string, stage: Stage) => `job#${jobId}#stage#${stage}`;
export const emailKey = (email: string) => `email#${normalizeEmail(email)}`;
export const phoneKey = (phone: string) => `phone#${normalizePhone(phone)}`;
export const changedKey = (stage: Stage) => `changed#${stage}`;

const row = (k: string, s: string, a: Indexed): SearchRow => ({
  rowId: `${k}|${s}`,
  k,
  s,
  applicationId: a.applicationId,
  jobId: a.jobId,
  createdAt: a.createdAt,
});

const newestKey = (a: Pick<Indexed, 'createdAt' | 'applicationId'>) => `${a.createdAt}#${a.applicationId}`;
/** Sort key of a term row: the term, then oldest first. */
export const termSort = (t: string, a: Pick<Indexed, 'createdAt' | 'applicationId'>) => `${t}#${newestKey(a)}`;

/** Term rows of one stage: alone and within the job. */
function stageTermRows(a: Indexed, stage: Stage): SearchRow[] {
  return searchTerms(a).flatMap((t) => [
    row(termKeyWithin(t, { stage }), termSort(t, a), a),
    row(termKeyWithin(t, { jobId: a.jobId, stage }), termSort(t, a), a),
  ]);
}

/** Rows that depend on the stage and the last change (rewritten on every move). */
export function stageRows(a: Indexed): SearchRow[] {
  return [
    row(stageKey(a.stage), newestKey(a), a),
    row(jobStageKey(a.jobId, a.stage), newestKey(a), a),
    row(changedKey(a.stage), `${a.updatedAt}#${a.applicationId}`, a),
    ...stageTermRows(a, a.stage),
  ];
}

/** Rows fixed for the life of the application. */
export function fixedRows(a: Indexed): SearchRow[] {
  const terms = searchTerms(a);
  const rows = [
    ...terms.map((t) => row(termKey(t), termSort(t, a), a)),
    ...terms.map((t) => row(termKeyWithin(t, { jobId: a.jobId }), termSort(t, a), a)),
  ];
  if (normalizeEmail(a.email)) rows.push(row(emailKey(a.email), newestKey(a), a));
  if (normalizePhone(a.phone).length >= 6) rows.push(row(phoneKey(a.phone), newestKey(a), a));
  return rows;
}

export const allRows = (a: Indexed) => [...fixedRows(a), ...stageRows(a)];

/**
 * The rows that list an application without a search (stage, job and stage, last change, e-mail
 * and phone): a handful, written first on submission, so a fault while writing the many term rows
 * after them never leaves a stored application out of the stage views, the duplicates or the
 * retention purge (which reads the last-change rows).
 */
export const listingRows = (a: Indexed) => allRows(a).filter((r) => !r.k.startsWith('term#'));
/** The term rows (each term alone, within the job, the stage, and both): most of an application's rows. */
export const termRows = (a: Indexed) => allRows(a).filter((r) => r.k.startsWith('term#'));

/**
 * Row ids of every stage-dependent row the application could have had in the given stages (all of
 * them by default): for each stage, its stage, job-stage and term rows, and its last-change rows
 * at the creation time and at each move of its history. Erasure removes them all, and a move
 * removes those of the stages the application has left, so an interrupted move leaves nothing
 * behind for long.
 */
export function everyStageRowId(a: Indexed, moveTimes: readonly string[], stages: readonly Stage[] = STAGES): string[] {
  const times = new Set([a.createdAt, a.updatedAt, ...moveTimes]);
  return [...new Set(stages)].flatMap((stage) => [
    `${stageKey(stage)}|${newestKey(a)}`,
    `${jobStageKey(a.jobId, stage)}|${newestKey(a)}`,
    ...[...times].map((t) => `${changedKey(stage)}|${t}#${a.applicationId}`),
    ...stageTermRows(a, stage).map((r) => r.rowId),
  ]);
}

/** The term of a term row's sort key (`<term>#<createdAt>#<applicationId>`; a term may itself hold '#'). */
export function termOfSort(s: string): string {
  return s.slice(0, s.lastIndexOf('#', s.lastIndexOf('#') - 1));
}

/**
 * Where a search with dates may continue after a term row outside the dates: a term's rows run
 * oldest first, so one dated before `from` means the term's rows within the dates start at
 * `<term>#<from>`, and one dated after `to` means the term has none left before the next year
 * (no application is dated in the future). Undefined when the row is within the dates.
 *
 * A term may hold '#' (skills such as `c#`), so another term's rows can sort among a term's own:
 * `c#9#…` after every `c#2026-…`. The targets pass over only what sorts between the row and a
 * date (`<term>#<from>`, `<term>#<next year>`): another term that starts `<term>#<year>` would be
 * passed over, one such as `c#9` or `c#` is not. Decision 0041.
 */
export function termSkipTarget(
  row: Pick<SearchRow, 's' | 'createdAt'>,
  dates: { from?: string; to?: string; now: string },
): string | undefined {
  const term = termOfSort(row.s);
  if (dates.from && row.createdAt < dates.from) return `${term}#${dates.from}`;
  if (dates.to && row.createdAt > toBound(dates.to)) return `${term}#${Number(dates.now.slice(0, 4)) + 1}`;
  return undefined;
}

/** Upper bound of a `to` filter: a bare date includes that whole day. */
export const toBound = (to: string) => (/^\d{4}-\d{2}-\d{2}$/.test(to) ? `${to}T23:59:59.999Z~` : `${to}~`);

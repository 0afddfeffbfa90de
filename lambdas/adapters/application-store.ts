/**
 * Applications beyond single reads: filtered pages (served by indexes, never a Scan), stage moves
 * with optimistic concurrency, notes, ratings, search keys and erasure of the stored record.
 */
import { DeleteCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ApplicationFilters, Page, UpdateApplicationRequest } from '../contract/schemas';
import { LIST_PARTITION } from '../contract/tables';
import { STAGES, type Stage } from '../contract/pipeline';
import { conflict, notFound } from '../domain/errors';
import type { StoredItem } from '../domain/items';
import { indexedFields, stageMove, withPipelineDefaults } from '../domain/applications';
import {
  allRows,
  changedKey,
  emailKey,
  everyStageRowId,
  fixedRows,
  jobStageKey,
  listingRows,
  normalizeTerm,
  phoneKey,
  stageKey,
  stageRows,
  searchTerms,
  termKeyWithin,
  termSkipTarget,
  termRows,
  termSort,
  toBound,
  type SearchRow,
} from '../domain/search-keys';
import { allRowsOf, deleteSearchRows, putSearchRows, queryKey, type KeyQuery } from './application-index';
import { batchGet } from './batch';
import { documentClient } from './clients';
import { decodeCursor, encodeCursor } from './pagination';
import { getItem, isConditionalFailure } from './repository';
import { partitionQuery, tableName } from './tables';

/** Index reads one page may take when filters drop rows; the page then ends early with a cursor. */
const MAX_READS = 10;
/**
 * Rows one index read may take. A read that left the page short sizes the next one from the share
 * of rows that became items so far (filters that drop most rows, as a name prefix within one job
 * or stage), or makes it READ_GROWTH times larger when none did yet (matches far into a term's
 * rows), so a page needs a few reads, not one per `limit` rows.
 */
const MAX_ROWS_PER_READ = 1000;
const READ_GROWTH = 5;

function nextReadSize(previous: number, missing: number, rowsRead: number, itemsFound: number, limit: number): number {
  const next = itemsFound > 0 ? Math.ceil((missing * rowsRead * 1.25) / itemsFound) : previous * READ_GROWTH;
  return Math.max(limit, Math.min(MAX_ROWS_PER_READ, next));
}
/** Items read per BatchGet while filling a page: only as many as the page still needs, in steps. */
const ITEMS_PER_FETCH = 100;

export const batchGetApplications = (ids: string[]): Promise<Map<string, StoredItem>> =>
  batchGet(documentClient(), tableName('applications'), 'applicationId', ids, 'Applications');

type Range = KeyQuery['range'];
const rangeOf = (from?: string, to?: string): Range =>
  from && to
    ? { op: 'between', lo: from, hi: toBound(to) }
    : from
      ? { op: '>=', v: from }
      : to
        ? { op: '<=', v: toBound(to) }
        : undefined;

const inDates = (createdAt: string, f: ApplicationFilters) =>
  (!f.from || createdAt >= f.from) && (!f.to || createdAt <= toBound(f.to));

/** One read of a listing source: candidates in order, each with the key a cursor resumes after. */
interface Read {
  entries: { cursorKey: Record<string, unknown>; id?: string; item?: StoredItem; row?: SearchRow }[];
  lastKey?: Record<string, unknown>;
}
interface Source {
  read(limit: number, startKey?: Record<string, unknown>): Promise<Read>;
  cursorKeys: string[];
  fixed: Record<string, string>;
  /** Items that pass the filters the source's key did not apply (`row`: the index row it was found by). */
  accept(item: StoredItem, row?: SearchRow): boolean;
}

/** The applications table's own indexes: all, newest first, or one job's. */
function applicationsTableSource(f: ApplicationFilters): Source {
  const [indexName, pkAttr, pkValue] = f.jobId ? ['byJob', 'jobId', f.jobId] : ['byCreatedAt', 'listPk', LIST_PARTITION];
  return {
    cursorKeys: ['applicationId', pkAttr, 'createdAt'],
    fixed: { [pkAttr]: pkValue },
    accept: () => true,
    async read(limit, startKey) {
      const range = rangeOf(f.from, f.to);
      const input: QueryCommandInput = {
        ...partitionQuery(tableName('applications'), indexName, pkAttr, pkValue),
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: startKey,
      };
      if (range) {
        input.ExpressionAttributeNames!['#c'] = 'createdAt';
        if (range.op === 'between') {
          input.KeyConditionExpression += ' AND #c BETWEEN :lo AND :hi';
          Object.assign(input.ExpressionAttributeValues!, { ':lo': range.lo, ':hi': range.hi });
        } else {
          input.KeyConditionExpression += ` AND #c ${range.op} :v`;
          input.ExpressionAttributeValues![':v'] = (range as { v: string }).v;
        }
      }
      const out = await documentClient().send(new QueryCommand(input));
      const items = (out.Items ?? []) as StoredItem[];
      return {
        entries: items.map((item) => ({
          item,
          cursorKey: { applicationId: item.applicationId, [pkAttr]: item[pkAttr], createdAt: item.createdAt },
        })),
        lastKey: out.LastEvaluatedKey,
      };
    },
  };
}

/**
 * A key of the application-index table; `rowFilter` drops rows before their items are read.
 * `skipTo` may name a sort key to continue from after a read's last row, passing over rows known
 * not to match (a term's rows outside the dates): the next read starts just after it.
 */
function indexSource(
  q: KeyQuery,
  rowFilter: (row: SearchRow) => boolean,
  accept: (item: StoredItem, row?: SearchRow) => boolean,
  skipTo: (row: SearchRow) => string | undefined = () => undefined,
): Source {
  return {
    cursorKeys: ['rowId', 'k', 's'],
    fixed: { k: q.k },
    accept,
    async read(limit, startKey) {
      const { rows, lastKey } = await queryKey(q, limit, startKey);
      const last = rows[rows.length - 1];
      const skip = lastKey && last ? skipTo(last) : undefined;
      return {
        entries: rows.map((row) => ({
          id: rowFilter(row) ? row.applicationId : undefined,
          row,
          cursorKey: { rowId: row.rowId, k: row.k, s: row.s },
        })),
        // A start key need not be a stored row: the read after it returns the rows sorting after it.
        lastKey: skip ? { rowId: `${q.k}|${skip}`, k: q.k, s: skip } : lastKey,
      };
    },
  };
}

/**
 * The sort key of the first of the application's term rows the prefix matches: an application
 * matching through several terms (its name and its first name, its e-mail) is listed at that row
 * only, so it appears once across all pages.
 */
function firstMatchingSort(item: StoredItem, prefix: string): string | undefined {
  const a = indexedFields(item);
  const sorts = searchTerms(a)
    .filter((t) => t.startsWith(prefix))
    .map((t) => termSort(t, a));
  return sorts.sort()[0];
}

function sourceFor(f: ApplicationFilters): Source {
  // Rows of an interrupted move may be stale: the item's own stage decides.
  const stageMatches = (item: StoredItem) => !f.stage || withPipelineDefaults(item).stage === f.stage;
  if (f.q) {
    // The term's rows within the job and/or stage asked for: only dates are left to check on the rows
    // (a prefix spans many terms, each with its own run of dates: no one key range; decision 0039).
    // A read ending among one term's rows outside the dates jumps to its rows within them, or past
    // the term (decision 0041).
    const term = normalizeTerm(f.q);
    const k = termKeyWithin(term, { jobId: f.jobId, stage: f.stage });
    return indexSource(
      { k, range: { op: 'begins_with', v: term }, newestFirst: false },
      (row) => inDates(row.createdAt, f),
      (item, row) => stageMatches(item) && !!row && row.s === firstMatchingSort(item, term),
      (row) => termSkipTarget(row, { from: f.from, to: f.to, now: new Date().toISOString() }),
    );
  }
  if (f.stage) {
    const k = f.jobId ? jobStageKey(f.jobId, f.stage) : stageKey(f.stage);
    return indexSource({ k, range: rangeOf(f.from, f.to), newestFirst: true }, () => true, stageMatches);
  }
  return applicationsTableSource(f);
}

/**
 * One page of applications matching the filters. Term searches are in term order (then newest
 * first); all other listings newest first. An application matching the prefix through several
 * terms (name and e-mail) appears once per page.
 */
export async function listApplicationsPage(
  f: ApplicationFilters,
  page: { limit: number; cursor?: string },
): Promise<Page<StoredItem>> {
  const source = sourceFor(f);
  let startKey = decodeCursor(page.cursor, source.cursorKeys, source.fixed);
  const items: StoredItem[] = [];
  const seen = new Set<string>();
  // Items read for this page, kept across reads: another term of an application is not read again.
  const fetched = new Map<string, StoredItem>();
  let readSize = page.limit;
  let rowsRead = 0;
  for (let reads = 0; reads < MAX_READS; reads += 1) {
    const { entries, lastKey } = await source.read(readSize, startKey);
    rowsRead += entries.length;
    let fetchedUpTo = 0;
    for (let i = 0; i < entries.length; i += 1) {
      const e = entries[i]!;
      if (e.id && !e.item && i >= fetchedUpTo) {
        const end = Math.min(entries.length, i + ITEMS_PER_FETCH);
        const ids = entries.slice(i, end).flatMap((x) => (x.id && !x.item && !fetched.has(x.id) ? [x.id] : []));
        for (const [id, item] of await batchGetApplications(ids)) fetched.set(id, item);
        fetchedUpTo = end;
      }
      const item = e.item ?? (e.id ? fetched.get(e.id) : undefined);
      if (!item || !source.accept(item, e.row) || seen.has(String(item.applicationId))) continue;
      seen.add(String(item.applicationId));
      items.push(item);
      if (items.length === page.limit) {
        const atEnd = i === entries.length - 1 && !lastKey;
        return { items, nextCursor: atEnd ? null : encodeCursor(e.cursorKey) };
      }
    }
    if (!lastKey) return { items, nextCursor: null };
    startKey = lastKey;
    readSize = nextReadSize(readSize, page.limit - items.length, rowsRead, items.length, page.limit);
  }
  return { items, nextCursor: encodeCursor(startKey) };
}

// ---------- search keys of one application ----------

export const indexApplication = (item: StoredItem) => putSearchRows(allRows(indexedFields(item)));
/** The few rows that list an application without a search (decision 0039): written before its term rows. */
export const indexListingRows = (item: StoredItem) => putSearchRows(listingRows(indexedFields(item)));
export const indexTermRows = (item: StoredItem) => putSearchRows(termRows(indexedFields(item)));

/** Other applications with the same normalised e-mail or phone. */
export async function duplicateRows(item: StoredItem): Promise<{ row: SearchRow; on: 'email' | 'phone' }[]> {
  const a = indexedFields(item);
  const [byEmail, byPhone] = await Promise.all([
    allRowsOf(emailKey(a.email)),
    a.phone.replace(/\D/g, '').length >= 6 ? allRowsOf(phoneKey(a.phone)) : [],
  ]);
  return [
    ...byEmail.map((row) => ({ row, on: 'email' as const })),
    ...byPhone.map((row) => ({ row, on: 'phone' as const })),
  ].filter((d) => d.row.applicationId !== a.applicationId);
}

// ---------- pipeline writes ----------

const STALE = 'This application was changed by someone else. Reload it and try again.';

/**
 * Moves an application to a stage if it still has the version the caller read (409 otherwise),
 * appending the move to its history; then rewrites the stage's search keys.
 */
export async function moveStage(id: string, req: UpdateApplicationRequest, by: string, at: string): Promise<StoredItem> {
  const current = await getItem('applications', id);
  if (!current) throw notFound('This application does not exist.');
  const before = withPipelineDefaults(current);
  if (before.version !== req.version) {
    // Often a retry of a move whose rows were not all written: complete them before answering.
    await syncStageRows(current);
    throw conflict(STALE);
  }
  const { entry, changes } = stageMove(before, req, by, at);
  let updated: StoredItem;
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: tableName('applications'),
        Key: { applicationId: id },
        UpdateExpression:
          'SET #stage = :stage, #version = :next, #updatedAt = :at, #history = list_append(if_not_exists(#history, :empty), :entry)' +
          (changes.reason ? ', #reason = :reason' : ' REMOVE #reason'),
        ConditionExpression:
          req.version === 0
            ? 'attribute_exists(applicationId) AND (attribute_not_exists(#version) OR #version = :v)'
            : '#version = :v',
        ExpressionAttributeNames: {
          '#stage': 'stage',
          '#version': 'version',
          '#updatedAt': 'updatedAt',
          '#history': 'history',
          '#reason': 'reason',
        },
        ExpressionAttributeValues: {
          ':stage': changes.stage,
          ':next': changes.version,
          ':at': at,
          ':empty': [],
          ':entry': [entry],
          ':v': req.version,
          ...(changes.reason ? { ':reason': changes.reason } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    updated = out.Attributes as StoredItem;
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    const now = await getItem('applications', id);
    if (now) await syncStageRows(now);
    throw conflict(STALE);
  }
  await syncStageRows(updated);
  return updated;
}

const versionOf = (item: StoredItem) => withPipelineDefaults(item).version;

/** The stages an application has been in: where rows of an earlier move may remain. */
const visitedStages = (item: StoredItem): Stage[] => {
  const full = withPipelineDefaults(item);
  return [...new Set<Stage>(['new', full.stage, ...full.history.map((h) => h.stage)])];
};

/**
 * Makes the application's stage-dependent search keys match the stored item: puts the rows of its
 * stage, removes those of the stages it has left, then reads it again and repeats if it moved
 * meanwhile (so a slower move that removes the rows of a stage the item has since returned to is
 * always followed by their re-put). Idempotent: a retried or interrupted move is completed by the
 * next call; an item erased meanwhile has its stage rows removed.
 */
export async function syncStageRows(item: StoredItem): Promise<void> {
  let current = item;
  for (let round = 0; round < 3; round += 1) {
    const a = indexedFields(current);
    const keep = stageRows(a);
    const keepIds = new Set(keep.map((r) => r.rowId));
    const moveTimes = withPipelineDefaults(current).history.map((h) => h.at);
    await putSearchRows(keep);
    await deleteSearchRows(everyStageRowId(a, moveTimes, visitedStages(current)).filter((id) => !keepIds.has(id)));
    const fresh = await getItem('applications', a.applicationId);
    if (!fresh) {
      await deleteSearchRows(everyStageRowId(a, moveTimes));
      return;
    }
    if (versionOf(fresh) === versionOf(current)) return;
    current = fresh;
  }
}

export async function appendNote(
  id: string,
  note: { noteId: string; text: string; at: string; by: string },
): Promise<StoredItem> {
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: tableName('applications'),
        Key: { applicationId: id },
        UpdateExpression: 'SET #notes = list_append(if_not_exists(#notes, :empty), :note)',
        ConditionExpression: 'attribute_exists(applicationId)',
        ExpressionAttributeNames: { '#notes': 'notes' },
        ExpressionAttributeValues: { ':empty': [], ':note': [note] },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as StoredItem;
  } catch (err) {
    if (isConditionalFailure(err)) throw notFound('This application does not exist.');
    throw err;
  }
}

/** Sets the caller's rating (one per staff member; rating again replaces it). */
export async function setRating(id: string, by: string, rating: { score: number; at: string }): Promise<StoredItem> {
  const send = (expression: string, condition: string) =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName('applications'),
        Key: { applicationId: id },
        UpdateExpression: expression,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#ratings': 'ratings', ...(expression.includes('#by') ? { '#by': by } : {}) },
        ExpressionAttributeValues: { ':r': expression.includes('#by') ? rating : { [by]: rating } },
        ReturnValues: 'ALL_NEW',
      }),
    );
  try {
    return (await send('SET #ratings.#by = :r', 'attribute_exists(applicationId) AND attribute_exists(#ratings)'))
      .Attributes as StoredItem;
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
  }
  // An application stored before ratings existed: start its map (a concurrent first rating wins and we retry once).
  try {
    return (await send('SET #ratings = :r', 'attribute_exists(applicationId) AND attribute_not_exists(#ratings)'))
      .Attributes as StoredItem;
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    const exists = await getItem('applications', id);
    if (!exists) throw notFound('This application does not exist.');
    return (await send('SET #ratings.#by = :r', 'attribute_exists(applicationId) AND attribute_exists(#ratings)'))
      .Attributes as StoredItem;
  }
}

/** Removes the application record and every search key it has or could have had. */
export async function eraseApplicationRecord(item: StoredItem): Promise<void> {
  const a = indexedFields(item);
  const rowIds = [...fixedRows(a), ...stageRows(a)].map((r) => r.rowId);
  rowIds.push(
    ...everyStageRowId(
      a,
      withPipelineDefaults(item).history.map((h) => h.at),
    ),
  );
  await deleteSearchRows(rowIds);
  await documentClient().send(
    new DeleteCommand({ TableName: tableName('applications'), Key: { applicationId: a.applicationId } }),
  );
  // A stage move finishing its rows meanwhile may have put some back (it removes them itself once it sees the item gone).
  await deleteSearchRows(
    everyStageRowId(
      a,
      withPipelineDefaults(item).history.map((h) => h.at),
    ),
  );
}

/** Retention: rows of one stage whose last change is before the cutoff (oldest first). */
export async function dueForPurge(stage: Stage, cutoff: string, limit: number, startKey?: Record<string, unknown>) {
  return queryKey({ k: changedKey(stage), range: { op: '<', v: cutoff }, newestFirst: false }, limit, startKey);
}

export const ALL_STAGES = STAGES;

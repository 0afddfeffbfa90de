/**
 * Applies pending migrations (lambdas/migrations) in order, each recorded in the migrations table:
 * its state, counts and one checkpoint per table segment, saved after every page. A run can be
 * stopped (the signal is honoured between pages) and resumed from the checkpoints; a second runner
 * is kept out by a lease on the record. Used by the local stack on start and by `npm run migrate`.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableName } from '../../contract/tables';
import type { EntityTable } from '../../domain/schema';
import { MIGRATIONS, type Migration } from '../../migrations';
import { isConditionalFailure } from '../repository';
import { migratePage, type SegmentCounts } from './backfill';

export interface MigrationContext {
  client: DynamoDBDocumentClient;
  /** Physical name of each table. */
  tableName: (t: TableName) => string;
  log?: (line: string) => void;
  /** Aborting stops at the next page boundary, checkpoint saved. */
  signal?: AbortSignal;
  /** Parallel Scan segments per table (fixed for a migration once it started). */
  totalSegments?: number;
  pageSize?: number;
  /** How long a runner holds a migration without saving before another may take over. */
  leaseMs?: number;
  migrations?: readonly Migration[];
  /**
   * Ids to run again although recorded done (from a fresh record): after a rollback, items the
   * older release wrote meanwhile are at an older version. Cheap on up-to-date items.
   */
  rerun?: readonly string[];
}

interface SegmentState {
  lastKey?: Record<string, unknown>;
  done: boolean;
}
interface TableState extends SegmentCounts {
  segments: SegmentState[];
}
export interface MigrationRecord {
  migrationId: string;
  description: string;
  status: 'running' | 'done';
  startedAt: string;
  finishedAt?: string;
  totalSegments: number;
  tables: Partial<Record<EntityTable, TableState>>;
  /** Time spent migrating, summed over runs. */
  elapsedMs: number;
  runner?: string;
  leaseUntil?: number;
}

export interface MigrationReport {
  id: string;
  outcome: 'applied' | 'stopped';
  /** This run's time, and each table's within it. */
  seconds: number;
  tableSeconds: Partial<Record<EntityTable, number>>;
  /** Counts over every run of the migration. */
  tables: Partial<Record<EntityTable, SegmentCounts>>;
}

/** The record as stored: JSON only, no undefined values (whatever the client's marshalling options). */
const stored = (record: MigrationRecord): MigrationRecord => JSON.parse(JSON.stringify(record)) as MigrationRecord;

const DEFAULTS = { totalSegments: 4, pageSize: 100, leaseMs: 5 * 60_000 };

export async function readRecord(ctx: MigrationContext, id: string): Promise<MigrationRecord | undefined> {
  const out = await ctx.client.send(
    new GetCommand({ TableName: ctx.tableName('migrations'), Key: { migrationId: id }, ConsistentRead: true }),
  );
  return out.Item as MigrationRecord | undefined;
}

/** Migrations with no record, or a record not done (stopped or interrupted: resumed from its checkpoints). */
export async function pendingMigrations(ctx: MigrationContext): Promise<Migration[]> {
  const pending: Migration[] = [];
  for (const m of ctx.migrations ?? MIGRATIONS) {
    if (ctx.rerun?.includes(m.id) || (await readRecord(ctx, m.id))?.status !== 'done') pending.push(m);
  }
  return pending;
}

function freshRecord(m: Migration, totalSegments: number): MigrationRecord {
  const tables: MigrationRecord['tables'] = {};
  for (const t of m.tables)
    tables[t] = { scanned: 0, updated: 0, raced: 0, segments: Array.from({ length: totalSegments }, () => ({ done: false })) };
  return {
    migrationId: m.id,
    description: m.description,
    status: 'running',
    startedAt: new Date().toISOString(),
    totalSegments,
    tables,
    elapsedMs: 0,
  };
}

/** Takes (or creates) the record for this runner; fails when another runner holds a live lease. */
async function acquire(ctx: MigrationContext, m: Migration, runner: string, leaseMs: number): Promise<MigrationRecord> {
  const found = await readRecord(ctx, m.id);
  const existing = found && found.status !== 'done' ? found : freshRecord(m, ctx.totalSegments ?? DEFAULTS.totalSegments);
  const record: MigrationRecord = { ...existing, runner, leaseUntil: Date.now() + leaseMs };
  try {
    await ctx.client.send(
      new PutCommand({
        TableName: ctx.tableName('migrations'),
        Item: stored(record),
        ConditionExpression: 'attribute_not_exists(migrationId) OR attribute_not_exists(leaseUntil) OR leaseUntil < :now',
        ExpressionAttributeValues: { ':now': Date.now() },
      }),
    );
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    const holder = await readRecord(ctx, m.id);
    throw new Error(
      `Migration ${m.id} is being run by another process (lease until ${new Date(holder?.leaseUntil ?? 0).toISOString()}). Wait for it, or retry after the lease expires.`,
    );
  }
  return record;
}

const fmt = (n: number) => n.toLocaleString('en-US');

async function applyOne(ctx: MigrationContext, m: Migration): Promise<MigrationReport> {
  const log = ctx.log ?? (() => undefined);
  const leaseMs = ctx.leaseMs ?? DEFAULTS.leaseMs;
  const pageSize = ctx.pageSize ?? DEFAULTS.pageSize;
  const runner = randomUUID();
  const record = await acquire(ctx, m, runner, leaseMs);
  const started = Date.now();
  const resumed = Object.values(record.tables).some((t) => t.scanned > 0);
  log(`migrate: ${m.id} (${m.description})${resumed ? ', resuming from its checkpoint' : ''}`);

  // Saves are chained so concurrent segments never write an older state over a newer one.
  let saving: Promise<unknown> = Promise.resolve();
  const save = (extra: Partial<MigrationRecord> = {}) => {
    saving = saving.then(() =>
      ctx.client.send(
        new PutCommand({
          TableName: ctx.tableName('migrations'),
          Item: stored({
            ...record,
            ...extra,
            elapsedMs: record.elapsedMs + (Date.now() - started),
            leaseUntil: extra.leaseUntil ?? Date.now() + leaseMs,
          }),
          ConditionExpression: 'runner = :me',
          ExpressionAttributeValues: { ':me': runner },
        }),
      ),
    );
    return saving;
  };

  let stopped = false;
  const tableSeconds: MigrationReport['tableSeconds'] = {};
  for (const table of m.tables) {
    const tableStarted = Date.now();
    const state = record.tables[table]!;
    let lastProgress = Date.now();
    await Promise.all(
      state.segments.map(async (segment, index) => {
        while (!segment.done) {
          if (ctx.signal?.aborted) {
            stopped = true;
            return;
          }
          const page = await migratePage(ctx.client, {
            tableNameOf: ctx.tableName,
            table,
            migration: m,
            segment: index,
            totalSegments: record.totalSegments,
            startKey: segment.lastKey,
            pageSize,
          });
          state.scanned += page.scanned;
          state.updated += page.updated;
          state.raced += page.raced;
          segment.lastKey = page.lastKey;
          segment.done = !page.lastKey;
          await save();
          if (Date.now() - lastProgress > 2000) {
            lastProgress = Date.now();
            log(`migrate: ${m.id} ${table}: ${fmt(state.scanned)} scanned, ${fmt(state.updated)} updated...`);
          }
        }
      }),
    );
    tableSeconds[table] = (Date.now() - tableStarted) / 1000;
    if (stopped) break;
    log(
      `migrate: ${m.id} ${table}: ${fmt(state.scanned)} items scanned, ${fmt(state.updated)} updated${state.raced ? `, ${fmt(state.raced)} already updated by a concurrent write` : ''} (${tableSeconds[table].toFixed(1)} s)`,
    );
  }

  const seconds = (Date.now() - started) / 1000;
  const tables = Object.fromEntries(
    Object.entries(record.tables).map(([t, s]) => [t, { scanned: s.scanned, updated: s.updated, raced: s.raced }]),
  );
  if (stopped) {
    // Lease released: the next run (by anyone) resumes from the saved checkpoints.
    await save({ leaseUntil: 0 });
    log(`migrate: ${m.id} stopped after ${seconds.toFixed(1)} s; run again to resume from its checkpoint.`);
    return { id: m.id, outcome: 'stopped', seconds, tableSeconds, tables };
  }
  record.status = 'done';
  record.finishedAt = new Date().toISOString();
  await save({ leaseUntil: 0 });
  log(`migrate: ${m.id} done in ${seconds.toFixed(1)} s.`);
  return { id: m.id, outcome: 'applied', seconds, tableSeconds, tables };
}

/** Applies every pending migration in order; stops at the first that is stopped (later ones wait). */
export async function runMigrations(ctx: MigrationContext): Promise<MigrationReport[]> {
  const reports: MigrationReport[] = [];
  for (const m of await pendingMigrations(ctx)) {
    const report = await applyOne(ctx, m);
    reports.push(report);
    if (report.outcome === 'stopped') break;
  }
  return reports;
}

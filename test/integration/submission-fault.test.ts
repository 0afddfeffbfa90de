/**
 * A submission whose search-key writes fail partway, through the local gateway against the
 * emulators: one BatchWriteItem of its term rows fails (a fault injected on the handlers' DynamoDB
 * client). The request fails, yet the stored application is in its stage view, has its last-change
 * row (the retention purge) and got its confirmation; the retry with the same upload answers the
 * same application, writes every row (the search finds it) and sends no second confirmation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../../infra/local/stack';
import { api, createJob, uploadResume, withLocalStack } from './support/local-api';
import { documentClient } from '../../lambdas/adapters/clients';
import { tableName } from '../../lambdas/adapters/tables';
import { allRowsOf } from '../../lambdas/adapters/application-index';
import { changedKey } from '../../lambdas/domain/search-keys';

const PDF = readFileSync(join(__dirname, '..', 'fixtures', 'api', 'resume.pdf'));
const FAULT = 'testFailFirstTermRowWrite';

let stack: LocalStack;
let staff: string;
let job: { jobId: string; title: string };

withLocalStack({}, async (started) => {
  ({ stack, staff } = started);
  job = await createJob(stack, staff, `Fault Role ${randomUUID().slice(0, 8)}`);
});

type Stack = { add(mw: unknown, o: unknown): void; remove(name: string): boolean };

/** Fails the next BatchWriteItem of term rows (`k` = `term#…`) once; counts the failures. */
function failNextTermRowWrite() {
  const indexTable = tableName('applicationIndex');
  const state = { failed: 0 };
  (documentClient().middlewareStack as unknown as Stack).add(
    (next: (a: unknown) => Promise<unknown>) => async (a: unknown) => {
      const requests = (a as { input?: { RequestItems?: Record<string, { PutRequest?: { Item?: { k?: string } } }[]> } }).input
        ?.RequestItems?.[indexTable];
      if (state.failed === 0 && requests?.some((r) => r.PutRequest?.Item?.k?.startsWith('term#'))) {
        state.failed += 1;
        throw new Error('Injected fault: the search-key write failed');
      }
      return next(a);
    },
    { step: 'initialize', name: FAULT, override: true },
  );
  return state;
}

const listIds = async (query: string) => {
  const res = await api(stack, 'GET', `/applications?${query}&limit=100`, { token: staff });
  expect(res.status).toBe(200);
  return (res.json.items as { applicationId: string }[]).map((a) => a.applicationId);
};

it('a fault among the term rows leaves the application listed, purgeable and confirmed; the retry completes its rows', async () => {
  const tag =
    randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6) || 'abcdef';
  const surname = `faultline${tag}`;
  const email = `fenna.${tag}@example.com`;
  const key = await uploadResume(stack, PDF, 'cv.pdf', 'application/pdf');
  const body = {
    name: `Fenna ${surname}`,
    email,
    phone: '+91 98111 22233',
    jobId: job.jobId,
    jobTitle: job.title,
    resumeUrl: key,
    consent: true,
  };

  const fault = failNextTermRowWrite();
  let first;
  try {
    first = await api(stack, 'POST', '/applications', { body });
  } finally {
    (documentClient().middlewareStack as unknown as Stack).remove(FAULT);
  }
  expect(fault.failed).toBe(1);
  expect(first.status).toBeGreaterThanOrEqual(500);
  expect(first.json.requestId).toEqual(expect.any(String));

  // Stored, in its job's "new" view, with the row the retention purge reads, and confirmed once.
  const [stored] = await listIds(`jobId=${encodeURIComponent(job.jobId)}`);
  expect(stored).toEqual(expect.any(String));
  expect(await listIds(`jobId=${encodeURIComponent(job.jobId)}&stage=new`)).toEqual([stored]);
  expect((await allRowsOf(changedKey('new'), 1000)).some((r) => r.applicationId === stored)).toBe(true);
  const confirmations = () => stack.outbox().filter((m) => m.to === email);
  expect(confirmations()).toHaveLength(1);

  // The retry (the form keeps the upload key) answers the same application and writes every row.
  const retried = await api(stack, 'POST', '/applications', { body });
  expect(retried.status).toBe(201);
  expect(retried.json.applicationId).toBe(stored);
  for (const query of [
    `q=${surname}`,
    `q=${surname}&stage=new`,
    `q=${surname}&jobId=${encodeURIComponent(job.jobId)}&stage=new`,
  ]) {
    expect(await listIds(query)).toEqual([stored]);
  }
  expect(confirmations()).toHaveLength(1);
}, 60_000);

// @vitest-environment jsdom
/**
 * The msw fake API itself: the default handlers keep state per test, validate request bodies with
 * the contract (answering in the API's error shape), and report an answer that drifts from the
 * contract instead of letting a test pass on it.
 */
import { describe, expect, it } from 'vitest';
import { api, ApiError } from '../../../web/src/lib/api';
import { contractRoute } from '../../../web/src/testing/mocks/contract';
import { db } from '../../../web/src/testing/mocks/db';
import { takeProblems } from '../../../web/src/testing/mocks/problems';
import { useMockApi } from '../../../web/src/testing/mocks/server';

const server = useMockApi();

const fields = {
  title: 'Cloud Architect',
  location: 'Pune',
  employmentType: 'Full-time',
  description: 'Design.',
  requirements: 'AWS.',
} as const;

describe('the fake API (web/src/testing/mocks)', () => {
  it('creates, reads, lists and deletes through the real web client', async () => {
    const created = await api('createJob', { body: { ...fields, active: true } });
    expect(created).toMatchObject({ ...fields, active: true, jobId: expect.any(String) });
    expect(await api('getJob', { params: { id: created.jobId } })).toEqual(created);
    expect((await api('listJobs')).items.map((j) => j.jobId)).toEqual([created.jobId]);
    await api('deleteJob', { params: { id: created.jobId } });
    expect(db.jobs).toEqual([]);
    await expect(api('getJob', { params: { id: created.jobId } })).rejects.toMatchObject({ status: 404 });
  });

  it('starts every test empty', () => {
    expect(db.jobs).toEqual([]);
  });

  it('refuses a body the contract refuses, with the field named, and stores nothing', async () => {
    const error = await api('createContactMessage', { body: { name: '', email: 'nope', message: 'Hi' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(Object.keys((error as ApiError).fields ?? {})).toEqual(expect.arrayContaining(['name', 'email']));
    expect(db.messages).toEqual([]);
  });

  it('reports a fake whose answer does not match the contract', async () => {
    server.use(contractRoute('getJob', () => ({ jobId: 'j1' }) as never));
    await api('getJob', { params: { id: 'j1' } });
    expect(takeProblems()).toEqual([expect.stringMatching(/^getJob: the fake's answer does not match the contract/)]);
  });

  it('reports a request no fake answers', async () => {
    await expect(fetch('/api/nowhere')).rejects.toThrow();
    expect(takeProblems()).toEqual([expect.stringMatching(/^no fake answers GET http:\/\/localhost(:\d+)?\/api\/nowhere/)]);
  });
});

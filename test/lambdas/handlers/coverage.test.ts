import '../support/env';
import { HANDLER_FAMILIES, routeEntries } from '../../../lambdas/contract';
import { HANDLER_ENTRIES, loadHandler } from '../../../lambdas/handlers/registry';
import { existsSync } from 'node:fs';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { apiEvent, call } from '../support/events';

// Storage answers empty, so no call leaves the process.
mockClient(DynamoDBDocumentClient).resolves({});
mockClient(S3Client).resolves({});

describe('every route has a handler', () => {
  it.each(HANDLER_FAMILIES)('lambdas/handlers/%s.ts exists and exports handler', async (family) => {
    expect(existsSync(HANDLER_ENTRIES[family])).toBe(true);
    expect(typeof (await loadHandler(family))).toBe('function');
  });

  it.each(routeEntries.map(([id, r]) => [id, r.family] as const))('%s is implemented by the %s handler', async (id, family) => {
    const handler = await loadHandler(family);
    // An unimplemented route answers 404 "No such endpoint."; an implemented one never does for a
    // bodyless anonymous call: it authorizes (401), validates (400) or reaches storage.
    const res = await call(handler, apiEvent(id, { params: { id: 'x', revisionId: 'y' }, rawBody: '' }));
    expect(res.json.message).not.toBe('No such endpoint.');
  });

  it('the family handlers refuse each other’s routes', async () => {
    const jobs = await loadHandler('jobs');
    expect((await call(jobs, apiEvent('listBlogs'))).json.message).toBe('No such endpoint.');
  });
});

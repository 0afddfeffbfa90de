/** The repositories upgrade every item they read and write new items in the current shape. */
import '../support/env';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getItem, putNew, queryNewestFirst, updateExisting } from '../../../lambdas/adapters/repository';
import { handler } from '../../../lambdas/handlers/blogs';
import { apiEvent, call } from '../support/events';

const ddb = mockClient(DynamoDBDocumentClient);
const V0 = JSON.parse(readFileSync(join(__dirname, '../../fixtures/schema/v0-items.json'), 'utf8')) as Record<
  string,
  Record<string, unknown>[]
>;
const oldJob = V0.jobs![0]!;
const oldPost = V0.posts![0]!;

beforeEach(() => ddb.reset());

it('upgrades what getItem, queryNewestFirst and updateExisting read', async () => {
  ddb.on(GetCommand).resolves({ Item: oldJob });
  ddb.on(QueryCommand).resolves({ Items: V0.applications });
  ddb.on(UpdateCommand).resolves({ Attributes: oldPost });
  expect(await getItem('jobs', String(oldJob.jobId))).toMatchObject({ ...oldJob, slug: 'reactjs-developer', schemaVersion: 2 });
  const page = await queryNewestFirst('applications', 'byCreatedAt', { limit: 5 });
  expect(page.items).toEqual(V0.applications!.map((a) => ({ ...a, stage: 'new', schemaVersion: 3 })));
  expect(await updateExisting('posts', String(oldPost.blogId), { title: 'x' })).toMatchObject({
    status: 'published',
    schemaVersion: 1,
  });
});

it('putNew writes the current shape even when handed an old one', async () => {
  ddb.on(PutCommand).resolves({});
  await putNew('jobs', { ...oldJob, jobId: 'copy' });
  expect(ddb.commandCalls(PutCommand)[0]!.args[0].input.Item).toEqual({
    ...oldJob,
    jobId: 'copy',
    slug: 'reactjs-developer',
    schemaVersion: 2,
  });
});

it('answers an old post through the API as before, without the version', async () => {
  ddb.on(GetCommand).resolves({ Item: oldPost });
  const res = await call(handler, apiEvent('getBlog', { params: { id: String(oldPost.blogId) } }));
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ blogId: oldPost.blogId, title: oldPost.title, updatedAt: oldPost.updatedAt });
  expect(res.json).not.toHaveProperty('schemaVersion');
  expect(res.json).not.toHaveProperty('listPk');
});

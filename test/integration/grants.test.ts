/**
 * Least privilege, proven locally: the local stack's AWS clients enforce each function's grants
 * (lambdas/contract/grants.ts), so an operation outside them fails with AccessDeniedException as
 * on AWS, and every operation the handlers really perform passes (test/integration/api.test.ts).
 */
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { documentClient, s3Client } from '../../lambdas/adapters/clients';
import { runAsFunction } from '../../lambdas/adapters/observability';
import { tableName } from '../../lambdas/adapters/tables';
import type { LocalStack } from '../../infra/local/stack';
import { api, withLocalStack } from './support/local-api';

let stack: LocalStack;

withLocalStack({ signIn: false }, (started) => {
  ({ stack } = started);
});

describe('local grants', () => {
  it('refuses a DynamoDB action outside the function grant with AccessDeniedException', async () => {
    const failure = await runAsFunction('contact', () =>
      documentClient().send(new DeleteCommand({ TableName: tableName('messages'), Key: { messageId: 'x' } })),
    ).catch((e: unknown) => e);
    expect(failure).toMatchObject({ name: 'AccessDeniedException', message: expect.stringContaining('dynamodb:DeleteItem') });
    const otherTable = await runAsFunction('subscribers', () =>
      documentClient().send(new PutCommand({ TableName: tableName('messages'), Item: { messageId: 'x' } })),
    ).catch((e: unknown) => e);
    expect(otherTable).toMatchObject({ name: 'AccessDeniedException' });
  });

  it('checks each part of a transaction against its table: blogs may not delete a revision in one', async () => {
    const transaction = (parts: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>) =>
      runAsFunction('blogs', () => documentClient().send(new TransactWriteCommand({ TransactItems: parts }))).catch(
        (e: unknown) => e,
      );
    const denied = await transaction([
      { Put: { TableName: tableName('posts'), Item: { blogId: 'grant-test' } } },
      { Delete: { TableName: tableName('revisions'), Key: { revisionId: 'x' } } },
    ]);
    expect(denied).toMatchObject({ name: 'AccessDeniedException', message: expect.stringContaining('dynamodb:DeleteItem') });
    // Nothing of the refused transaction was written.
    expect(
      await documentClient().send(new GetCommand({ TableName: tableName('posts'), Key: { blogId: 'grant-test' } })),
    ).not.toHaveProperty('Item');
    const allowed = await transaction([
      { Put: { TableName: tableName('posts'), Item: { blogId: 'grant-test' } } },
      { Put: { TableName: tableName('revisions'), Item: { revisionId: 'grant-test', itemKey: 'post#grant-test', seq: '1' } } },
    ]);
    expect(allowed).not.toBeInstanceOf(Error);
  });

  it('allows what the grant lists: the subscribers function reads a repeat sign-up', async () => {
    const out = await runAsFunction('subscribers', () =>
      documentClient().send(new GetCommand({ TableName: tableName('subscribers'), Key: { email: 'nobody@example.com' } })),
    );
    expect(out.Item).toBeUndefined();
  });

  it('refuses an S3 read outside the function prefixes', async () => {
    const failure = await runAsFunction('uploads', () =>
      s3Client().send(new GetObjectCommand({ Bucket: process.env.RESUME_BUCKET, Key: 'resumes/someone.pdf' })),
    ).catch((e: unknown) => e);
    expect(failure).toMatchObject({ name: 'AccessDenied' });
  });

  it('a repeat newsletter sign-up through the gateway answers the original date (GetItem is granted)', async () => {
    const email = `repeat-${Date.now()}@example.com`;
    const first = await api(stack, 'POST', '/subscribers', { body: { email } });
    const again = await api(stack, 'POST', '/subscribers', { body: { email } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.subscribedAt).toBe(first.json.subscribedAt);
  });
});

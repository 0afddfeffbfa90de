import '../support/env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../lambdas/handlers/contact';
import { STAFF_CLAIMS, USER_CLAIMS, apiEvent, call } from '../support/events';
import { tableFor } from '../support/env';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.reset());

const message = {
  name: 'Ravi',
  company: 'Acme',
  phone: '+91 98765 43210',
  email: 'ravi@example.com',
  subject: 'Cloud audit',
  message: 'Can you help?',
};

describe('contact', () => {
  it('stores a message for staff and answers its id', async () => {
    ddb.on(PutCommand).resolves({});
    const res = await call(handler, apiEvent('createContactMessage', { body: message }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ messageId: expect.stringMatching(/^[0-9a-f-]{36}$/), createdAt: expect.any(String) });
    const input = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input.TableName).toBe(tableFor('messages'));
    expect(input.Item).toEqual({
      ...message,
      messageId: res.json.messageId,
      createdAt: res.json.createdAt,
      listPk: 'ALL',
      status: 'new',
      statusPk: 'new',
      schemaVersion: 1,
    });
  });

  it('refuses an invalid email with field details and stores nothing', async () => {
    const res = await call(handler, apiEvent('createContactMessage', { body: { ...message, email: 'ravi@' } }));
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ email: ['Please enter a valid email.'] });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('lists messages newest first for staff only', async () => {
    ddb
      .on(QueryCommand)
      .resolves({ Items: [{ ...message, messageId: 'm1', createdAt: '2026-01-01T00:00:00.000Z', listPk: 'ALL' }] });
    const res = await call(handler, apiEvent('listContactMessages', { claims: STAFF_CLAIMS }));
    expect(res.status).toBe(200);
    // A summary: the text and the phone number come from GET /contact/{id}.
    expect(res.json.items).toEqual([
      {
        name: message.name,
        company: message.company,
        email: message.email,
        subject: message.subject,
        messageId: 'm1',
        createdAt: '2026-01-01T00:00:00.000Z',
        status: 'new',
      },
    ]);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      TableName: tableFor('messages'),
      IndexName: 'byCreatedAt',
      ScanIndexForward: false,
    });
    expect((await call(handler, apiEvent('listContactMessages'))).status).toBe(401);
    expect((await call(handler, apiEvent('listContactMessages', { claims: USER_CLAIMS }))).status).toBe(403);
  });

  it('answers one message in full to staff only, 404 when unknown', async () => {
    const item = { ...message, messageId: 'm1', createdAt: '2026-01-01T00:00:00.000Z', listPk: 'ALL' };
    ddb.on(GetCommand).resolves({ Item: item });
    const res = await call(handler, apiEvent('getContactMessage', { params: { id: 'm1' }, claims: STAFF_CLAIMS }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...message, messageId: 'm1', createdAt: '2026-01-01T00:00:00.000Z', status: 'new' });
    expect((await call(handler, apiEvent('getContactMessage', { params: { id: 'm1' }, claims: USER_CLAIMS }))).status).toBe(403);
    ddb.on(GetCommand).resolves({});
    expect((await call(handler, apiEvent('getContactMessage', { params: { id: 'x' }, claims: STAFF_CLAIMS }))).status).toBe(404);
  });

  it('triages a message (read, archived, spam) and lists one status through its index', async () => {
    ddb.on(UpdateCommand).resolves({
      Attributes: {
        ...message,
        messageId: 'm1',
        createdAt: '2026-01-01T00:00:00.000Z',
        listPk: 'ALL',
        status: 'spam',
        statusPk: 'spam',
      },
    });
    const res = await call(
      handler,
      apiEvent('updateContactMessage', { params: { id: 'm1' }, claims: STAFF_CLAIMS, body: { status: 'spam' } }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ messageId: 'm1', status: 'spam' });
    expect(res.json).not.toHaveProperty('statusPk');
    const update = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(Object.values(update.ExpressionAttributeValues ?? {})).toEqual(expect.arrayContaining(['spam']));
    expect(
      (
        await call(
          handler,
          apiEvent('updateContactMessage', { params: { id: 'm1' }, claims: STAFF_CLAIMS, body: { status: 'deleted' } }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await call(handler, apiEvent('updateContactMessage', { params: { id: 'm1' }, body: { status: 'read' } }))).status,
    ).toBe(401);

    ddb.on(QueryCommand).resolves({ Items: [] });
    await call(handler, apiEvent('listContactMessages', { claims: STAFF_CLAIMS, query: { status: 'spam' } }));
    expect(ddb.commandCalls(QueryCommand).at(-1)!.args[0].input).toMatchObject({
      IndexName: 'byStatus',
      ExpressionAttributeValues: { ':pk': 'spam' },
    });
  });
});

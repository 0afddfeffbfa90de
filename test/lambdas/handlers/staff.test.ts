import '../support/env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { handler } from '../../../lambdas/handlers/staff';
import { CANNOT_REMOVE_LAST_ADMIN } from '../../../lambdas/contract/staff-accounts';
import { apiEvent, call } from '../support/events';

const cognito = mockClient(CognitoIdentityProviderClient);
const ddb = mockClient(DynamoDBDocumentClient);

const CALLER = '11111111-1111-4111-8111-111111111111';
const TARGET = '22222222-2222-4222-8222-222222222222';
const ADMIN_CLAIMS = { sub: CALLER, email: 'boss@example.com', 'cognito:groups': '[staff admin]' };
const user = (sub: string, email: string): UserType => ({
  Username: sub,
  UserStatus: 'CONFIRMED',
  UserCreateDate: new Date('2026-11-01T10:00:00Z'),
  Attributes: [
    { Name: 'sub', Value: sub },
    { Name: 'email', Value: email },
  ],
});

beforeEach(() => {
  cognito.reset();
  ddb.reset();
  ddb.on(PutCommand).resolves({});
  cognito.on(ListUsersCommand).resolves({ Users: [user(TARGET, 'other@example.com')] });
  cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: 'staff' }, { GroupName: 'admin' }] });
  cognito.on(AdminRemoveUserFromGroupCommand).resolves({});
  cognito.on(AdminAddUserToGroupCommand).resolves({});
});

describe('DELETE /users/{id}/staff', () => {
  it('puts an administrator back and answers 409 when, after it left admin, nobody is left in admin (two admins removing each other)', async () => {
    const admins = [user(CALLER, 'boss@example.com'), user(TARGET, 'other@example.com')];
    // Before: both are admins (the check passes); after the removal: the other admin was removed meanwhile.
    cognito.on(ListUsersInGroupCommand).resolvesOnce({ Users: admins }).resolves({ Users: [] });
    const res = await call(handler, apiEvent('removeStaff', { params: { id: TARGET }, claims: ADMIN_CLAIMS }));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(CANNOT_REMOVE_LAST_ADMIN);
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand).map((c) => c.args[0].input.GroupName)).toEqual(['admin']);
    expect(cognito.commandCalls(AdminAddUserToGroupCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: process.env.USER_POOL_ID, Username: TARGET, GroupName: 'admin' },
    ]);
    expect(ddb.commandCalls(PutCommand)).toEqual([]);
  });

  it('leaves admin, then staff, on the configured pool, and audits once by sub', async () => {
    cognito.on(ListUsersInGroupCommand).resolves({ Users: [user(CALLER, 'boss@example.com')] });
    const res = await call(handler, apiEvent('removeStaff', { params: { id: TARGET }, claims: ADMIN_CLAIMS }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: TARGET, status: 'pending' });
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: process.env.USER_POOL_ID, Username: TARGET, GroupName: 'admin' },
      { UserPoolId: process.env.USER_POOL_ID, Username: TARGET, GroupName: 'staff' },
    ]);
    const audit = ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'removed-staff', by: 'boss@example.com', target: `user:${TARGET}` }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('other@example.com');
  });
});

/**
 * Staff management over HTTP through the local gateway against the real emulators: admins list the
 * pool's accounts, approve a pending account into `staff` and remove one; staff who are not admins
 * get 403, anonymous callers 401; yourself and the last administrator cannot be removed (409);
 * every change leaves an audit entry naming the account by its `sub` only. The staff function
 * reaches the emulator itself, and only with its granted operations.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminDeleteUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  ListUsersCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { LocalStack } from '../../infra/local/stack';
import { srpSignIn } from '../../infra/local/cognito/srp';
import { userPoolClient } from '../../lambdas/adapters/clients';
import { runAsFunction } from '../../lambdas/adapters/observability';
import { ADMINS_ONLY, CANNOT_REMOVE_LAST_ADMIN, CANNOT_REMOVE_YOURSELF, NOT_CONFIRMED } from '../../lambdas/contract';
import { api, withLocalStack } from './support/local-api';

let stack: LocalStack;
let admin: string;
let adminId: string;

const PASSWORD = 'Member#Pass2026';

interface Account {
  email: string;
  id: string;
  token(): Promise<string>;
}

const subOf = (idToken: string) =>
  (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

const browserFacing = () =>
  new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** What an operator with IAM credentials would do to the pool: the emulator itself. */
const poolAdmin = () =>
  new CognitoIdentityProviderClient({
    endpoint: stack.cognitoAdminEndpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

const setGroup = async (email: string, group: string, member: boolean) =>
  poolAdmin().send(
    member
      ? new AdminAddUserToGroupCommand({ UserPoolId: stack.userPoolId, Username: email, GroupName: group })
      : new AdminRemoveUserFromGroupCommand({ UserPoolId: stack.userPoolId, Username: email, GroupName: group }),
  );

/** Registers an account as the web app does; confirmed (with the outbox code) unless asked not to. */
async function register(label: string, { confirm = true } = {}): Promise<Account> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await browserFacing().send(
    new SignUpCommand({
      ClientId: stack.userPoolClientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  if (confirm) {
    const code = stack.outbox().find((m) => m.to === email)?.code;
    if (!code) throw new Error(`no confirmation code for ${email}`);
    await browserFacing().send(
      new ConfirmSignUpCommand({ ClientId: stack.userPoolClientId, Username: email, ConfirmationCode: code }),
    );
  }
  const token = async () =>
    (
      await srpSignIn({
        endpoint: stack.cognitoEndpoint,
        userPoolId: stack.userPoolId,
        clientId: stack.userPoolClientId,
        username: email,
        password: PASSWORD,
      })
    ).IdToken;
  return { email, id: signUp.UserSub!, token };
}

async function listAll(token: string) {
  const res = await api(stack, 'GET', '/users?limit=100', { token });
  expect(res.status).toBe(200);
  return res.json.items as { id: string; email: string; status: string; confirmed: boolean; createdAt: string }[];
}

async function auditEntries() {
  const res = await api(stack, 'GET', '/audit?limit=100', { token: admin });
  expect(res.status).toBe(200);
  return res.json.items as { action: string; by: string; target: string; detail?: string }[];
}

withLocalStack({}, (started) => {
  ({ stack, staff: admin } = started);
  adminId = subOf(admin);
});

describe('who may manage staff', () => {
  it('answers 401 to an anonymous caller on every staff-management route', async () => {
    for (const [method, path] of [
      ['GET', '/users'],
      ['PUT', `/users/${adminId}/staff`],
      ['DELETE', `/users/${adminId}/staff`],
    ] as const) {
      expect((await api(stack, method, path)).status).toBe(401);
    }
  });

  it('answers 403 to staff who are not administrators, and to a pending account', async () => {
    const member = await register('member');
    const pending = await register('pending');
    await setGroup(member.email, 'staff', true);
    const memberToken = await member.token();
    const list = await api(stack, 'GET', '/users', { token: memberToken });
    expect(list.status).toBe(403);
    expect(list.json.message).toBe(ADMINS_ONLY);
    const approve = await api(stack, 'PUT', `/users/${pending.id}/staff`, { token: memberToken });
    expect(approve.status).toBe(403);
    // Nothing changed: the pending account is still pending.
    expect((await listAll(admin)).find((u) => u.id === pending.id)?.status).toBe('pending');
    expect((await api(stack, 'GET', '/users', { token: await pending.token() })).status).toBe(403);
    // The same staff member still reaches staff routes: only staff management is admin-only.
    expect((await api(stack, 'GET', '/audit', { token: memberToken })).status).toBe(200);
  });
});

describe('listing, approving and removing', () => {
  it('lists every account with its status, the seeded account as admin', async () => {
    const pending = await register('listed');
    const users = await listAll(admin);
    expect(users.find((u) => u.id === adminId)).toMatchObject({ email: stack.staff.email, status: 'admin', confirmed: true });
    const listed = users.find((u) => u.id === pending.id);
    expect(listed).toMatchObject({ email: pending.email, status: 'pending', confirmed: true });
    expect(Date.parse(listed!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('approves a pending account into staff: it then reaches the staff routes, and the audit log says who did it', async () => {
    const newcomer = await register('newcomer');
    expect((await api(stack, 'GET', '/audit', { token: await newcomer.token() })).status).toBe(403);

    const approved = await api(stack, 'PUT', `/users/${newcomer.id}/staff`, { token: admin });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ id: newcomer.id, email: newcomer.email, status: 'staff' });
    expect((await listAll(admin)).find((u) => u.id === newcomer.id)?.status).toBe('staff');
    // A new sign-in carries the group.
    expect((await api(stack, 'GET', '/audit', { token: await newcomer.token() })).status).toBe(200);

    // Approving again changes nothing and is not audited twice.
    expect((await api(stack, 'PUT', `/users/${newcomer.id}/staff`, { token: admin })).json.status).toBe('staff');
    const entries = (await auditEntries()).filter((e) => e.target === `user:${newcomer.id}`);
    expect(entries).toEqual([expect.objectContaining({ action: 'approved-staff', by: stack.staff.email })]);
    expect(JSON.stringify(entries)).not.toContain(newcomer.email);
  });

  it('refuses to approve an account that has not confirmed its e-mail (409), changing nothing', async () => {
    const unconfirmed = await register('unconfirmed', { confirm: false });
    const res = await api(stack, 'PUT', `/users/${unconfirmed.id}/staff`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(NOT_CONFIRMED);
    expect((await listAll(admin)).find((u) => u.id === unconfirmed.id)).toMatchObject({ status: 'pending', confirmed: false });
  });

  it('removes a staff member (and an administrator from both groups), audited', async () => {
    const leaving = await register('leaving');
    await setGroup(leaving.email, 'staff', true);
    await setGroup(leaving.email, 'admin', true);
    expect((await listAll(admin)).find((u) => u.id === leaving.id)?.status).toBe('admin');

    const removed = await api(stack, 'DELETE', `/users/${leaving.id}/staff`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ id: leaving.id, status: 'pending' });
    expect((await listAll(admin)).find((u) => u.id === leaving.id)?.status).toBe('pending');
    // The next sign-in no longer reaches staff routes.
    expect((await api(stack, 'GET', '/audit', { token: await leaving.token() })).status).toBe(403);
    const entries = (await auditEntries()).filter((e) => e.target === `user:${leaving.id}`);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'removed-staff', by: stack.staff.email, detail: 'was an administrator' }),
    ]);
  });

  it('refuses to remove yourself (409), changing nothing', async () => {
    const res = await api(stack, 'DELETE', `/users/${adminId}/staff`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(CANNOT_REMOVE_YOURSELF);
    expect((await listAll(admin)).find((u) => u.id === adminId)?.status).toBe('admin');
  });

  it('refuses to remove the last administrator (409), judged by the pool rather than the caller token', async () => {
    const other = await register('other-admin');
    await setGroup(other.email, 'staff', true);
    await setGroup(other.email, 'admin', true);
    // The seeded account leaves `admin` in the pool; its token still says admin for up to an hour.
    await setGroup(stack.staff.email, 'admin', false);
    try {
      const res = await api(stack, 'DELETE', `/users/${other.id}/staff`, { token: admin });
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(CANNOT_REMOVE_LAST_ADMIN);
      expect((await listAll(admin)).find((u) => u.id === other.id)?.status).toBe('admin');
    } finally {
      await setGroup(stack.staff.email, 'admin', true);
    }
  });

  it('answers 404 for an unknown or malformed account id', async () => {
    for (const id of [randomUUID(), 'not-a-sub', 'x" or sub = "y']) {
      const res = await api(stack, 'PUT', `/users/${encodeURIComponent(id)}/staff`, { token: admin });
      expect([id, res.status]).toEqual([id, 404]);
      expect(res.json.message).toBe('No such account.');
    }
  });
});

describe('the staff function and the user pool', () => {
  it('may call only its granted operations, on its own pool', async () => {
    const outside = await runAsFunction('staff', () =>
      userPoolClient().send(new AdminDeleteUserCommand({ UserPoolId: stack.userPoolId, Username: stack.staff.email })),
    ).catch((e: unknown) => e);
    expect(outside).toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringContaining('cognito-idp:AdminDeleteUser'),
    });
    const otherPool = await runAsFunction('staff', () =>
      userPoolClient().send(new ListUsersCommand({ UserPoolId: 'ap-south-1_other' })),
    ).catch((e: unknown) => e);
    expect(otherPool).toMatchObject({ name: 'AccessDeniedException' });
    const otherFamily = await runAsFunction('jobs', () =>
      userPoolClient().send(new ListUsersCommand({ UserPoolId: stack.userPoolId })),
    ).catch((e: unknown) => e);
    expect(otherFamily).toMatchObject({ name: 'AccessDeniedException', message: expect.stringContaining('local-jobs') });
    // The staff account is untouched.
    expect((await listAll(admin)).find((u) => u.id === adminId)?.status).toBe('admin');
  });
});

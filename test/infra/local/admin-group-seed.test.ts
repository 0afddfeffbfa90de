/**
 * Integration: a data folder written before the `admin` group existed (a pool with only `staff`)
 * gets the group and the seeded staff account in it on its next start, and further starts change
 * nothing (one membership, no error).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  DeleteGroupCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';
import { LOCAL_CREDENTIALS } from '../../../infra/local/provision';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-admin-seed-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const poolAdmin = (stack: LocalStack) =>
  new CognitoIdentityProviderClient({
    endpoint: stack.cognitoAdminEndpoint,
    region: 'ap-south-1',
    credentials: LOCAL_CREDENTIALS,
  });

async function adminsAndGroups(stack: LocalStack) {
  const client = poolAdmin(stack);
  try {
    const admins = await client.send(new ListUsersInGroupCommand({ UserPoolId: stack.userPoolId, GroupName: 'admin' }));
    // The emulator keys group members by user name (the sub), not by the e-mail alias.
    const found = await client.send(
      new ListUsersCommand({ UserPoolId: stack.userPoolId, Filter: `email = "${stack.staff.email}"` }),
    );
    const groups = await client.send(
      new AdminListGroupsForUserCommand({ UserPoolId: stack.userPoolId, Username: found.Users![0]!.Username! }),
    );
    return {
      admins: (admins.Users ?? []).map((u) => u.Attributes?.find((a) => a.Name === 'email')?.Value),
      groups: (groups.Groups ?? []).map((g) => g.GroupName).sort(),
    };
  } finally {
    client.destroy();
  }
}

it('adds the admin group and the seeded account to it on the next start of an older data folder, idempotently', async () => {
  const quiet = { port: 0, dataDir, web: 'none' as const, log: () => undefined };
  const older = await startLocalStack(quiet);
  // What a release without the admin group left behind.
  const client = poolAdmin(older);
  await client.send(new DeleteGroupCommand({ UserPoolId: older.userPoolId, GroupName: 'admin' }));
  client.destroy();
  expect((await adminsAndGroups(older).catch((e: unknown) => e)) as { name?: string }).toMatchObject({
    name: 'ResourceNotFoundException',
  });
  await older.stop();

  for (let start = 0; start < 2; start++) {
    const next = await startLocalStack(quiet);
    try {
      expect(next.userPoolId).toBe(older.userPoolId);
      expect(await adminsAndGroups(next)).toEqual({ admins: [next.staff.email], groups: ['admin', 'staff'] });
    } finally {
      await next.stop();
    }
  }
}, 120_000);

/**
 * `npm run staff:add -- someone@example.com [--admin] [--pool-id ID] [--region ap-south-1]`
 * Adds an existing account to the `staff` group (with --admin to `admin` too: how a deployed
 * stage gets its first administrator, who then approves everyone else on the Staff page). With --pool-id it targets that (deployed) pool
 * with the usual AWS credentials; without, the local pool in DATA_DIR (default .local), whether
 * `npm start` is running or not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { ADMIN_GROUP_NAME, STAFF_GROUP_NAME } from '../lambdas/contract/auth';
import { DEFAULT_DATA_DIR } from '../infra/local/config';
import { startCognitoEmulator } from '../infra/local/cognito/emulator';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../infra/local/provision';
import { STACK_INFO_FILE, type StackInfo } from '../infra/local/stack';

const USAGE = 'Usage: npm run staff:add -- someone@example.com [--admin] [--pool-id POOL_ID] [--region ap-south-1]';

function fail(message: string): never {
  console.error(`staff:add: ${message}`);
  process.exit(1);
}

function parseArgs(argv: string[]): { email: string; poolId?: string; region: string; admin: boolean } {
  let email: string | undefined;
  let admin = false;
  let poolId: string | undefined;
  let region = LOCAL_REGION;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--pool-id' || arg === '--region') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) fail(`${arg} needs a value. ${USAGE}`);
      if (arg === '--pool-id') poolId = value;
      else region = value;
    } else if (arg === '--admin') admin = true;
    else if (arg.startsWith('--')) fail(`Unknown option ${arg}. ${USAGE}`);
    else if (email) fail(`Give one e-mail address. ${USAGE}`);
    else email = arg.trim();
  }
  if (!email) fail(USAGE);
  if (!z.email().safeParse(email).success) fail(`"${email}" is not an e-mail address.`);
  return { email, poolId, region, admin };
}

async function addToStaff(client: CognitoIdentityProviderClient, poolId: string, email: string, admin: boolean) {
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: email }));
  } catch (err) {
    if ((err as { name?: string }).name === 'UserNotFoundException') {
      fail(
        `No account with the e-mail ${email} in pool ${poolId}. The person must sign up first (and confirm the e-mailed code).`,
      );
    }
    throw err;
  }
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: email, GroupName: STAFF_GROUP_NAME }));
  if (admin) {
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: email, GroupName: ADMIN_GROUP_NAME }));
  }
  const groups = admin ? `"${STAFF_GROUP_NAME}" and "${ADMIN_GROUP_NAME}" groups` : `"${STAFF_GROUP_NAME}" group`;
  console.log(`${email} is now in the ${groups} of ${poolId}. Staff access applies from their next sign-in or token refresh.`);
}

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
}

async function main() {
  const { email, poolId, region, admin } = parseArgs(process.argv.slice(2));
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

  if (poolId) {
    await addToStaff(new CognitoIdentityProviderClient({ region }), poolId, email, admin);
    return;
  }

  const dataDir = resolve(process.env.DATA_DIR?.trim() || DEFAULT_DATA_DIR);
  const infoFile = join(dataDir, STACK_INFO_FILE);
  if (!existsSync(infoFile))
    fail(`No local stack data in ${dataDir}. Run "npm start" once first (or pass --pool-id for a deployed pool).`);
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as StackInfo;

  // The running stack owns the pool's files: go through its emulator. Otherwise open them here.
  let endpoint = info.cognitoUpstream;
  let stop: (() => Promise<void>) | undefined;
  if (!(await isUp(endpoint))) {
    const emulator = await startCognitoEmulator({ dataDir: join(dataDir, 'cognito'), onCode: () => undefined });
    endpoint = emulator.url;
    stop = () => emulator.stop();
  }
  try {
    await addToStaff(
      new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
      info.userPoolId,
      email,
      admin,
    );
  } finally {
    await stop?.();
  }
}

main().catch((err: unknown) => fail((err as Error).message ?? String(err)));

/**
 * Integration: a real local stack (dynalite, s3rver, cognito-local + compatibility layer, gateway,
 * real handlers) driven with Amplify v6 in Node, as the web app drives it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { GetBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';
import { LOCAL_BUCKET, LOCAL_CREDENTIALS, localTableName } from '../../../infra/local/provision';
import { srpSignIn } from '../../../infra/local/cognito/srp';

let stack: LocalStack;
let dataDir: string;
const STAFF = { email: 'lead@example.com', password: 'Lead!pass2026' };
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function expectAuthError(promise: Promise<unknown>, name: string) {
  await expect(promise).rejects.toMatchObject({ name });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-stack-test-'));
  stack = await startLocalStack({
    port: 0,
    dataDir,
    web: 'none',
    staffEmail: STAFF.email,
    staffPassword: STAFF.password,
    log: () => undefined,
  });
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: stack.userPoolId,
        userPoolClientId: stack.userPoolClientId,
        userPoolEndpoint: stack.cognitoEndpoint,
      },
    },
  });
});

afterAll(async () => {
  await signOut().catch(() => undefined);
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('local stack', () => {
  it('serves /config.json for the SPA with the pool, client and the Cognito endpoint on its own origin', async () => {
    const res = await fetch(`${stack.url}/config.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      region: 'ap-south-1',
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.userPoolClientId,
      apiBase: '/api',
      cognitoEndpoint: `${stack.url}/_local/cognito`,
    });
  });

  it('signs the seeded staff account in with Amplify’s default SRP flow, refreshes, and gets through the staff route', async () => {
    const result = await signIn({ username: STAFF.email, password: STAFF.password });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const session = await fetchAuthSession();
    const idToken = session.tokens!.idToken!.toString();
    expect(claimsOf(idToken)).toMatchObject({ email: STAFF.email, 'cognito:groups': ['admin', 'staff'], token_use: 'id' });

    const refreshed = await fetchAuthSession({ forceRefresh: true });
    const newToken = refreshed.tokens!.idToken!.toString();
    expect(newToken).not.toBe(idToken);

    const ok = await fetch(`${stack.apiUrl}/applications`, { headers: { authorization: `Bearer ${newToken}` } });
    expect(ok.status).toBe(200);
    const accessToken = refreshed.tokens!.accessToken.toString();
    const withAccessToken = await fetch(`${stack.apiUrl}/applications`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(withAccessToken.status).toBe(401);
    await signOut();
  });

  it('refuses USER_PASSWORD_AUTH at /_local/cognito as AWS does for the SPA client (SRP and refresh only)', async () => {
    const res = await fetch(stack.cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.userPoolClientId,
        AuthParameters: { USERNAME: STAFF.email, PASSWORD: STAFF.password },
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      __type: 'InvalidParameterException',
      message: 'USER_PASSWORD_AUTH flow not enabled for this client',
    });
    // Amplify asked for it explicitly gets the same answer.
    await expectAuthError(
      signIn({ username: STAFF.email, password: STAFF.password, options: { authFlowType: 'USER_PASSWORD_AUTH' } }),
      'InvalidParameterException',
    );
  });

  it('answers a wrong password and an unknown user alike (user existence errors prevented, as in infra/cloud)', async () => {
    await expectAuthError(signIn({ username: STAFF.email, password: 'Wrong!pass99' }), 'NotAuthorizedException');
    await expectAuthError(signIn({ username: uniqueEmail('ghost'), password: 'Any!pass123' }), 'NotAuthorizedException');
    const before = stack.outbox().length;
    const ghost = uniqueEmail('ghost');
    expect((await resetPassword({ username: ghost })).nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    expect((await resendSignUpCode({ username: ghost })).destination).toBe(ghost);
    expect(stack.outbox()).toHaveLength(before);
  });

  it('enforces the password policy on sign-up like Cognito', async () => {
    const email = uniqueEmail('weak');
    await expect(
      signUp({ username: email, password: 'password1', options: { userAttributes: { email } } }),
    ).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: expect.stringMatching(/^Password did not conform with policy: .*uppercase.*symbol/),
    });
  });

  it('delivers sign-up, resend and reset codes to the outbox, newest first, and they work', async () => {
    const email = uniqueEmail('visitor');
    const first = await signUp({ username: email, password: 'Visit0r!pass', options: { userAttributes: { email } } });
    expect(first.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    const signUpCode = stack.outbox()[0]!;
    expect(signUpCode).toMatchObject({ to: email, subject: expect.stringContaining('verification code') });
    expect(signUpCode.code).toMatch(/^\d{6}$/);
    expect(signUpCode.text).toContain(signUpCode.code);

    // Cognito answers UserNotConfirmedException after the password check; Amplify turns it into this step.
    expect((await signIn({ username: email, password: 'Visit0r!pass' })).nextStep.signInStep).toBe('CONFIRM_SIGN_UP');

    const resent = await resendSignUpCode({ username: email });
    expect(resent.destination).toBe(email);
    const mine = stack.outbox().filter((m) => m.to === email);
    expect(mine).toHaveLength(2);
    expect(mine[0]!.sentAt >= mine[1]!.sentAt).toBe(true);
    expect(mine[0]!.code).toBe(signUpCode.code);

    expect((await confirmSignUp({ username: email, confirmationCode: mine[0]!.code })).isSignUpComplete).toBe(true);
    await expectAuthError(resendSignUpCode({ username: email }), 'InvalidParameterException');

    await resetPassword({ username: email });
    const reset = stack.outbox()[0]!;
    expect(reset).toMatchObject({ to: email, subject: expect.stringContaining('password reset') });
    await expectAuthError(
      confirmResetPassword({ username: email, confirmationCode: reset.code, newPassword: 'weak' }),
      'InvalidPasswordException',
    );
    await confirmResetPassword({ username: email, confirmationCode: reset.code, newPassword: 'N3w!visitor' });
    expect((await signIn({ username: email, password: 'N3w!visitor' })).isSignedIn).toBe(true);

    // A signed-up visitor is not staff: the staff route answers 403 from the handler.
    const token = (await fetchAuthSession()).tokens!.idToken!.toString();
    expect(claimsOf(token).email_verified).toBe(true);
    const res = await fetch(`${stack.apiUrl}/applications`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);

    const json = (await (await fetch(`${stack.url}/_local/outbox.json`)).json()) as { to: string; code: string }[];
    expect(json[0]).toMatchObject({ to: email, code: reset.code });
    const html = await (await fetch(`${stack.url}/_local/outbox`)).text();
    expect(html).toContain(reset.code);
    await signOut({ global: true });
  });

  it('global sign-out revokes the refresh token', async () => {
    await signIn({ username: STAFF.email, password: STAFF.password });
    // A second session (SRP, as the SPA client allows) whose refresh token the global sign-out must revoke too.
    const { RefreshToken: refreshToken } = await srpSignIn({
      endpoint: stack.cognitoEndpoint,
      userPoolId: stack.userPoolId,
      clientId: stack.userPoolClientId,
      username: STAFF.email,
      password: STAFF.password,
    });
    expect(refreshToken).toBeTruthy();
    await signOut({ global: true });
    const res = await fetch(stack.cognitoEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      },
      body: JSON.stringify({ ClientId: stack.userPoolClientId, RefreshToken: refreshToken }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('staff:add puts a signed-up user in the staff group through the running stack', async () => {
    const email = uniqueEmail('newstaff');
    await signUp({ username: email, password: 'Staff!pass1', options: { userAttributes: { email } } });
    await confirmSignUp({ username: email, confirmationCode: stack.outbox()[0]!.code });
    const run = promisify(execFile);
    const { stdout } = await run('npx', ['tsx', 'bin/staff-add.ts', email], { env: { ...process.env, DATA_DIR: dataDir } });
    expect(stdout).toContain(`${email} is now in the "staff" group`);
    await expect(
      run('npx', ['tsx', 'bin/staff-add.ts', uniqueEmail('nobody')], { env: { ...process.env, DATA_DIR: dataDir } }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('No account with the e-mail'),
    });
    await signIn({ username: email, password: 'Staff!pass1' });
    const token = (await fetchAuthSession()).tokens!.idToken!.toString();
    expect(claimsOf(token)['cognito:groups']).toEqual(['staff']);
    await signOut();

    // --admin makes an administrator too (a deployed stage's first one).
    const again = await run('npx', ['tsx', 'bin/staff-add.ts', email, '--admin'], { env: { ...process.env, DATA_DIR: dataDir } });
    expect(again.stdout).toContain(`${email} is now in the "staff" and "admin" groups`);
    await signIn({ username: email, password: 'Staff!pass1' });
    const adminToken = (await fetchAuthSession()).tokens!.idToken!.toString();
    expect(claimsOf(adminToken)['cognito:groups']).toEqual(['admin', 'staff']);
    await signOut();
    // Three runs of the command, each starting tsx.
  }, 90_000);

  it('created the tables, seeded four jobs and three posts, and set the resume bucket CORS for the gateway origin', async () => {
    const ddb = new DynamoDBClient({
      endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB,
      region: 'ap-south-1',
      credentials: LOCAL_CREDENTIALS,
    });
    const jobs = await ddb.send(new ScanCommand({ TableName: localTableName('jobs') }));
    const posts = await ddb.send(new ScanCommand({ TableName: localTableName('posts') }));
    expect(jobs.Count).toBe(4);
    expect(posts.Count).toBe(3);
    ddb.destroy();

    const s3 = new S3Client({
      endpoint: process.env.AWS_ENDPOINT_URL_S3,
      region: 'ap-south-1',
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
    });
    const cors = await s3.send(new GetBucketCorsCommand({ Bucket: LOCAL_BUCKET }));
    const port = new URL(stack.url).port;
    expect(cors.CORSRules?.[0]?.AllowedOrigins).toEqual([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
    expect(cors.CORSRules?.[0]?.AllowedMethods).toEqual(['PUT']);
    s3.destroy();
  });
});

/**
 * The browser-facing Cognito endpoint, one operation at a time, against the real emulator: each
 * entry of PUBLIC_OPERATIONS on its own, and the refusal of everything else (Admin*, pool
 * management) in AWS's error shape, through the real gateway and the AWS SDK, with nothing changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { startCognitoEmulator, type CodeDelivery, type CognitoEmulator } from '../../../infra/local/cognito/emulator';
import {
  compatDeps,
  createCognitoCompat,
  iamOnlyRefusal,
  PUBLIC_OPERATIONS,
  type CognitoAnswer,
  type CognitoCompat,
  type CompatDeps,
} from '../../../infra/local/cognito/compat';
import { srpSignIn } from '../../../infra/local/cognito/srp';
import { COGNITO_PATH, createGateway } from '../../../infra/local/gateway/server';
import { cognitoClient, ensureStaffUser, ensureUserPool, type LocalPool } from '../../../infra/local/provision';

const STAFF = { email: 'ops-staff@example.com', password: 'Ops!pass2026' };
const WEAK = 'password';
const POLICY_ERROR = expect.stringMatching(/^Password did not conform with policy: /);

let dataDir: string;
let emulator: CognitoEmulator;
let pool: LocalPool;
let compat: CognitoCompat;
let gateway: Server;
let publicEndpoint: string;
const codes: CodeDelivery[] = [];
let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@example.com`;

const admin = () => cognitoClient(emulator.url);
const body = (answer: CognitoAnswer) => answer.body as Record<string, unknown>;

async function userStatus(email: string): Promise<string | undefined> {
  const client = admin();
  try {
    return (await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }))).UserStatus;
  } catch (err) {
    if ((err as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw err;
  } finally {
    client.destroy();
  }
}

/** The groups in the ID token of a fresh SRP sign-in through the public endpoint. */
async function groupsOf(email: string, password: string): Promise<unknown> {
  const tokens = await srpSignIn({
    endpoint: publicEndpoint,
    userPoolId: pool.userPoolId,
    clientId: pool.userPoolClientId,
    username: email,
    password,
  });
  return (JSON.parse(Buffer.from(tokens.IdToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>)[
    'cognito:groups'
  ];
}

async function signUp(email: string, password = 'Signup!pass1') {
  const answer = await compat('SignUp', {
    ClientId: pool.userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  expect(answer.status).toBe(200);
  return codes.filter((c) => c.to === email).at(-1)!.code;
}

beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  dataDir = mkdtempSync(join(tmpdir(), 'cognito-ops-test-'));
  emulator = await startCognitoEmulator({ dataDir, onCode: (d) => codes.push(d) });
  pool = await ensureUserPool(emulator.url);
  await ensureStaffUser(emulator.url, pool.userPoolId, STAFF.email, STAFF.password);
  compat = createCognitoCompat({ upstream: emulator.url, services: emulator.services, ctx: emulator.ctx });
  gateway = createGateway({
    api: () => Promise.reject(new Error('no API in this test')),
    cognito: compat,
    cognitoUpstream: emulator.url,
    outbox: () => [],
    runtimeConfig: () => ({}),
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', () => r()));
  publicEndpoint = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}${COGNITO_PATH}`;
});

afterAll(async () => {
  await new Promise((r) => gateway?.close(r));
  await emulator?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('operations a browser may not call (IAM only on AWS)', () => {
  it('are refused without a signature as AWS does, before anything is read or written', async () => {
    for (const target of [
      'AdminAddUserToGroup',
      'AdminConfirmSignUp',
      'AdminCreateUser',
      'AdminSetUserPassword',
      'CreateUserPool',
      'ListUsers',
      'DeleteGroup',
      'Nonsense',
    ]) {
      expect(await compat(target, { UserPoolId: pool.userPoolId, Username: STAFF.email, GroupName: 'staff' })).toEqual({
        status: 400,
        body: { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
      });
    }
    expect(iamOnlyRefusal({ signed: true }).body).toEqual({
      __type: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
    });
  });

  it('refuses a visitor who signs Admin* calls with any keys at the public port: no self-promotion to staff, no confirmation', async () => {
    const email = uniqueEmail('intruder');
    await signUp(email);
    const sdk = new CognitoIdentityProviderClient({
      endpoint: publicEndpoint,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'AKIAFAKE', secretAccessKey: 'fake' },
    });
    try {
      for (const command of [
        new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: email, GroupName: 'staff' }),
        new AdminConfirmSignUpCommand({ UserPoolId: pool.userPoolId, Username: email }),
        new ListUsersCommand({ UserPoolId: pool.userPoolId }),
        new CreateUserPoolCommand({ PoolName: 'mine' }),
      ]) {
        await expect(sdk.send(command as never)).rejects.toMatchObject({
          name: 'UnrecognizedClientException',
          $metadata: { httpStatusCode: 400 },
        });
      }
    } finally {
      sdk.destroy();
    }
    expect(await userStatus(email)).toBe('UNCONFIRMED');
    // Confirmed the proper way, the account signs in without the staff group.
    await compat('ConfirmSignUp', {
      ClientId: pool.userPoolClientId,
      Username: email,
      ConfirmationCode: codes.filter((c) => c.to === email).at(-1)!.code,
    });
    expect(await groupsOf(email, 'Signup!pass1')).toBeUndefined();
  });

  it('still lets server-side tools administer the pool through the emulator itself', async () => {
    const email = uniqueEmail('promoted');
    await signUp(email);
    const client = admin();
    try {
      await client.send(new AdminConfirmSignUpCommand({ UserPoolId: pool.userPoolId, Username: email }));
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: email, GroupName: 'staff' }));
    } finally {
      client.destroy();
    }
    expect(await groupsOf(email, 'Signup!pass1')).toEqual(['staff']);
  });
});

describe('the public operations, each on its own', () => {
  it('lists exactly what a public app client calls', () => {
    expect(Object.keys(PUBLIC_OPERATIONS).sort()).toEqual(
      [
        'ChangePassword',
        'ConfirmForgotPassword',
        'ConfirmSignUp',
        'ForgotPassword',
        'GetTokensFromRefreshToken',
        'GetUser',
        'GlobalSignOut',
        'InitiateAuth',
        'ResendConfirmationCode',
        'RespondToAuthChallenge',
        'RevokeToken',
        'SignUp',
      ].sort(),
    );
  });

  it('SignUp refuses a password outside the pool policy and stores nobody', async () => {
    const email = uniqueEmail('weak');
    const answer = await compat('SignUp', {
      ClientId: pool.userPoolClientId,
      Username: email,
      Password: WEAK,
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    expect(answer).toEqual({ status: 400, body: { __type: 'InvalidPasswordException', message: POLICY_ERROR } });
    expect(await userStatus(email)).toBeUndefined();
  });

  it('ConfirmSignUp confirms and marks the e-mail verified; a wrong code changes nothing', async () => {
    const email = uniqueEmail('confirm');
    const code = await signUp(email);
    const wrong = await compat('ConfirmSignUp', {
      ClientId: pool.userPoolClientId,
      Username: email,
      ConfirmationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await userStatus(email)).toBe('UNCONFIRMED');
    expect(
      (await compat('ConfirmSignUp', { ClientId: pool.userPoolClientId, Username: email, ConfirmationCode: code })).status,
    ).toBe(200);
    const client = admin();
    try {
      const user = await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }));
      expect(user.UserStatus).toBe('CONFIRMED');
      expect(user.UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'true' });
    } finally {
      client.destroy();
    }
  });

  it('ResendConfirmationCode re-sends the stored code; an unknown user gets the same answer; a confirmed one is told', async () => {
    const email = uniqueEmail('resend');
    const code = await signUp(email);
    const before = codes.length;
    const resent = await compat('ResendConfirmationCode', { ClientId: pool.userPoolClientId, Username: email });
    expect(resent).toEqual({
      status: 200,
      body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email } },
    });
    expect(codes.slice(before)).toEqual([{ source: 'ResendCode', to: email, code }]);

    const ghost = uniqueEmail('ghost');
    const unknown = await compat('ResendConfirmationCode', { ClientId: pool.userPoolClientId, Username: ghost });
    expect(unknown).toEqual({
      status: 200,
      body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: ghost } },
    });
    expect(codes.length).toBe(before + 1);

    expect(await compat('ResendConfirmationCode', { ClientId: pool.userPoolClientId, Username: STAFF.email })).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'User is already confirmed.' },
    });
  });

  it('InitiateAuth with SRP answers an unknown user as it answers a wrong password', async () => {
    const ghost = await compat('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: pool.userPoolClientId,
      AuthParameters: { USERNAME: uniqueEmail('nobody'), SRP_A: 'ab' },
    });
    expect(ghost).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    const badA = await compat('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: pool.userPoolClientId,
      AuthParameters: { USERNAME: STAFF.email, SRP_A: 'not hex' },
    });
    expect(body(badA).__type).toBe('InvalidParameterException');
  });

  it('RespondToAuthChallenge refuses an unknown SRP session and a weak new password', async () => {
    const unknownSession = await compat('RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ClientId: pool.userPoolClientId,
      Session: 'no-such-session',
      ChallengeResponses: { USERNAME: STAFF.email },
    });
    expect(unknownSession).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' },
    });
    const weak = await compat('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: pool.userPoolClientId,
      Session: 'x',
      ChallengeResponses: { USERNAME: STAFF.email, NEW_PASSWORD: WEAK },
    });
    expect(weak).toEqual({ status: 400, body: { __type: 'InvalidPasswordException', message: POLICY_ERROR } });
  });

  it('ForgotPassword for an unknown user answers like a delivery without asking the emulator', async () => {
    const deps: CompatDeps = compatDeps({ upstream: emulator.url, services: emulator.services, ctx: emulator.ctx });
    const calls: string[] = [];
    const real = deps.upstream;
    deps.upstream = (target, req) => {
      calls.push(target);
      return real(target, req);
    };
    const ghost = uniqueEmail('forgot-ghost');
    expect(await PUBLIC_OPERATIONS.ForgotPassword(deps, { ClientId: pool.userPoolClientId, Username: ghost })).toEqual({
      status: 200,
      body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: ghost } },
    });
    expect(calls).toEqual([]);
    const known = await PUBLIC_OPERATIONS.ForgotPassword(deps, { ClientId: pool.userPoolClientId, Username: STAFF.email });
    expect(known.status).toBe(200);
    expect(calls).toEqual(['ForgotPassword']);
  });

  it('ConfirmForgotPassword and ChangePassword refuse a weak password before the emulator stores it', async () => {
    const email = uniqueEmail('reset');
    await compat('ConfirmSignUp', {
      ClientId: pool.userPoolClientId,
      Username: email,
      ConfirmationCode: await signUp(email, 'Before!pass1'),
    });
    await compat('ForgotPassword', { ClientId: pool.userPoolClientId, Username: email });
    const code = codes.filter((c) => c.to === email).at(-1)!.code;
    expect(
      await compat('ConfirmForgotPassword', {
        ClientId: pool.userPoolClientId,
        Username: email,
        ConfirmationCode: code,
        Password: WEAK,
      }),
    ).toEqual({
      status: 400,
      body: { __type: 'InvalidPasswordException', message: POLICY_ERROR },
    });
    const tokens = await srpSignIn({
      endpoint: publicEndpoint,
      userPoolId: pool.userPoolId,
      clientId: pool.userPoolClientId,
      username: email,
      password: 'Before!pass1',
    });
    expect(
      await compat('ChangePassword', {
        AccessToken: tokens.AccessToken,
        PreviousPassword: 'Before!pass1',
        ProposedPassword: WEAK,
      }),
    ).toEqual({
      status: 400,
      body: { __type: 'InvalidPasswordException', message: POLICY_ERROR },
    });
    // The old password still works: nothing was stored.
    await expect(
      srpSignIn({
        endpoint: publicEndpoint,
        userPoolId: pool.userPoolId,
        clientId: pool.userPoolClientId,
        username: email,
        password: 'Before!pass1',
      }),
    ).resolves.toMatchObject({
      IdToken: expect.any(String),
    });
  });

  it('GetUser answers for the access token; GlobalSignOut then makes every refresh token useless', async () => {
    const tokens = await srpSignIn({
      endpoint: publicEndpoint,
      userPoolId: pool.userPoolId,
      clientId: pool.userPoolClientId,
      username: STAFF.email,
      password: STAFF.password,
    });
    const me = await compat('GetUser', { AccessToken: tokens.AccessToken });
    expect(me.status).toBe(200);
    expect(body(me).UserAttributes).toContainEqual({ Name: 'email', Value: STAFF.email });
    expect(await compat('GlobalSignOut', { AccessToken: tokens.AccessToken })).toEqual({ status: 200, body: {} });
    const refreshed = await compat('GetTokensFromRefreshToken', {
      ClientId: pool.userPoolClientId,
      RefreshToken: tokens.RefreshToken,
    });
    expect(refreshed.status).toBe(400);
    expect(body(refreshed).__type).toBe('NotAuthorizedException');
  });
});

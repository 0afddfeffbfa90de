/**
 * The compatibility layer enforces the app client's explicit auth flows as AWS does: the SPA client
 * (SPA_AUTH_FLOWS: SRP and refresh) refuses USER_PASSWORD_AUTH and the admin flows with
 * InvalidParameterException, while SRP sign-in (which completes upstream with the layer's own
 * USER_PASSWORD_AUTH call) and both refresh operations keep working.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  InitiateAuthCommand,
  type ExplicitAuthFlowsType,
} from '@aws-sdk/client-cognito-identity-provider';
import { startCognitoEmulator, type CognitoEmulator } from '../../../infra/local/cognito/emulator';
import { allowedFlows, createCognitoCompat, type CognitoCompat } from '../../../infra/local/cognito/compat';
import { srpSignIn } from '../../../infra/local/cognito/srp';
import { cognitoClient, ensureStaffUser, ensureUserPool, type LocalPool } from '../../../infra/local/provision';

const STAFF = { email: 'flows@example.com', password: 'Flows!pass2026' };
const NOT_ENABLED = { __type: 'InvalidParameterException', message: 'USER_PASSWORD_AUTH flow not enabled for this client' };

let dataDir: string;
let emulator: CognitoEmulator;
let pool: LocalPool;
let compat: CognitoCompat;
let server: Server;
let endpoint: string;

/** The compat layer on its own loopback port, as the gateway mounts it at /_local/cognito. */
function serve(handle: CognitoCompat): Promise<Server> {
  const s = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      handle(target, JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>).then(
        (answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' });
          res.end(JSON.stringify(answer.body));
        },
        (err: unknown) => {
          res.writeHead(500);
          res.end(String(err));
        },
      );
    });
  });
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s)));
}

async function createClient(name: string, flows?: ExplicitAuthFlowsType[]): Promise<string> {
  const client = cognitoClient(emulator.url);
  try {
    const out = await client.send(
      new CreateUserPoolClientCommand({ UserPoolId: pool.userPoolId, ClientName: name, ExplicitAuthFlows: flows }),
    );
    return out.UserPoolClient!.ClientId!;
  } finally {
    client.destroy();
  }
}

const passwordAuth = (clientId: string, username = STAFF.email, password = STAFF.password) => ({
  AuthFlow: 'USER_PASSWORD_AUTH' as const,
  ClientId: clientId,
  AuthParameters: { USERNAME: username, PASSWORD: password },
});

beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  dataDir = mkdtempSync(join(tmpdir(), 'cognito-flows-test-'));
  emulator = await startCognitoEmulator({ dataDir, onCode: () => undefined });
  pool = await ensureUserPool(emulator.url);
  await ensureStaffUser(emulator.url, pool.userPoolId, STAFF.email, STAFF.password);
  compat = createCognitoCompat({ upstream: emulator.url, services: emulator.services, ctx: emulator.ctx });
  server = await serve(compat);
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await emulator?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('allowedFlows', () => {
  it('reads ALLOW_ settings as given, defaults an empty list as AWS does, and maps the legacy names', () => {
    expect([...allowedFlows(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'])].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    expect([...allowedFlows(undefined)].sort()).toEqual(['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']);
    expect([...allowedFlows([])].sort()).toEqual(['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']);
    expect(allowedFlows(['ADMIN_NO_SRP_AUTH']).has('ALLOW_ADMIN_USER_PASSWORD_AUTH')).toBe(true);
    expect(allowedFlows(['USER_PASSWORD_AUTH']).has('ALLOW_USER_PASSWORD_AUTH')).toBe(true);
    expect(allowedFlows(['USER_PASSWORD_AUTH']).has('ALLOW_USER_SRP_AUTH')).toBe(true);
  });
});

describe('the SPA client through the compatibility layer', () => {
  it('refuses USER_PASSWORD_AUTH with AWS’s InvalidParameterException, before looking at the user or password', async () => {
    expect(await compat('InitiateAuth', passwordAuth(pool.userPoolClientId))).toEqual({ status: 400, body: NOT_ENABLED });
    expect(await compat('InitiateAuth', passwordAuth(pool.userPoolClientId, STAFF.email, 'Wrong!pass99'))).toEqual({
      status: 400,
      body: NOT_ENABLED,
    });
    expect(await compat('InitiateAuth', passwordAuth(pool.userPoolClientId, 'nobody@example.com'))).toEqual({
      status: 400,
      body: NOT_ENABLED,
    });
  });

  it('refuses the admin flows: not an InitiateAuth method, and AdminInitiateAuth needs IAM credentials', async () => {
    for (const flow of ['ADMIN_USER_PASSWORD_AUTH', 'ADMIN_NO_SRP_AUTH']) {
      const req = {
        AuthFlow: flow,
        ClientId: pool.userPoolClientId,
        AuthParameters: { USERNAME: STAFF.email, PASSWORD: STAFF.password },
      };
      expect(await compat('InitiateAuth', req)).toEqual({
        status: 400,
        body: { __type: 'InvalidParameterException', message: 'Initiate Auth method not supported.' },
      });
      expect(await compat('AdminInitiateAuth', { ...req, UserPoolId: pool.userPoolId })).toEqual({
        status: 400,
        body: { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
      });
    }
  });

  it('signs in with SRP (completed upstream with the layer’s own password call) and refreshes both ways', async () => {
    const tokens = await srpSignIn({
      endpoint,
      userPoolId: pool.userPoolId,
      clientId: pool.userPoolClientId,
      username: STAFF.email,
      password: STAFF.password,
    });
    const claims = JSON.parse(Buffer.from(tokens.IdToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({
      email: STAFF.email,
      token_use: 'id',
      aud: pool.userPoolClientId,
      'cognito:groups': ['admin', 'staff'],
    });
    expect(tokens.RefreshToken).toBeTruthy();

    const viaInitiate = await compat('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: pool.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken! },
    });
    expect(viaInitiate.status).toBe(200);
    expect(viaInitiate.body).toMatchObject({
      AuthenticationResult: { IdToken: expect.any(String), AccessToken: expect.any(String) },
    });

    const viaGetTokens = await compat('GetTokensFromRefreshToken', {
      ClientId: pool.userPoolClientId,
      RefreshToken: tokens.RefreshToken,
    });
    expect(viaGetTokens.status).toBe(200);
    expect(viaGetTokens.body).toMatchObject({
      AuthenticationResult: { IdToken: expect.any(String), AccessToken: expect.any(String) },
    });
  });

  it('still answers a wrong SRP password with NotAuthorizedException', async () => {
    await expect(
      srpSignIn({
        endpoint,
        userPoolId: pool.userPoolId,
        clientId: pool.userPoolClientId,
        username: STAFF.email,
        password: 'Wrong!pass99',
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('refuses USER_PASSWORD_AUTH through the AWS SDK as AWS does', async () => {
    const client = new CognitoIdentityProviderClient({
      endpoint,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      await expect(client.send(new InitiateAuthCommand(passwordAuth(pool.userPoolClientId)))).rejects.toMatchObject({
        name: 'InvalidParameterException',
        message: NOT_ENABLED.message,
        $metadata: { httpStatusCode: 400 },
      });
    } finally {
      client.destroy();
    }
  });
});

describe('other clients follow their own settings', () => {
  it('allows USER_PASSWORD_AUTH for a client that enables it', async () => {
    const clientId = await createClient('password-client', ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    const answer = await compat('InitiateAuth', passwordAuth(clientId));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ AuthenticationResult: { IdToken: expect.any(String) } });
    // …but SRP is not in its list.
    expect(
      await compat('InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: STAFF.email, SRP_A: 'abc' },
      }),
    ).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'USER_SRP_AUTH flow not enabled for this client' },
    });
  });

  it('refuses refresh for a client without ALLOW_REFRESH_TOKEN_AUTH', async () => {
    const clientId = await createClient('srp-only', ['ALLOW_USER_SRP_AUTH']);
    const tokens = await srpSignIn({
      endpoint,
      userPoolId: pool.userPoolId,
      clientId,
      username: STAFF.email,
      password: STAFF.password,
    });
    expect(await compat('GetTokensFromRefreshToken', { ClientId: clientId, RefreshToken: tokens.RefreshToken })).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'REFRESH_TOKEN_AUTH flow not enabled for this client' },
    });
  });

  it('gives a client created without ExplicitAuthFlows AWS’s defaults (SRP, custom, refresh; no password)', async () => {
    const clientId = await createClient('defaults');
    await expect(
      srpSignIn({ endpoint, userPoolId: pool.userPoolId, clientId, username: STAFF.email, password: STAFF.password }),
    ).resolves.toMatchObject({
      IdToken: expect.any(String),
    });
    expect((await compat('InitiateAuth', passwordAuth(clientId))).body).toEqual(NOT_ENABLED);
  });
});

/**
 * The browser-facing Cognito endpoint of the local stack (`/_local/cognito`): cognito-local behind
 * a table of the operations a public app client may call on AWS, each made to behave as AWS does
 * for Amplify v6. Anything else (Admin* and pool, client and group management) needs IAM
 * credentials on AWS, which a browser never has, so it is refused in AWS's error shape;
 * server-side tools (provisioning, `npm run staff:add`) talk to the emulator directly.
 *
 * What the operations add to the emulator:
 * - USER_SRP_AUTH (Amplify's default sign-in): the server side of SRP from the stored password,
 *   then USER_PASSWORD_AUTH upstream for the tokens;
 * - GetTokensFromRefreshToken (Amplify's refresh) mapped to REFRESH_TOKEN_AUTH;
 * - ResendConfirmationCode re-sending the stored code; GlobalSignOut dropping refresh tokens;
 * - the pool's password policy (lambdas/contract/auth.ts), which the emulator does not enforce;
 * - a wrong password answered NotAuthorizedException, as AWS does;
 * - user existence errors prevented, as the SPA client is configured in infra/cloud
 *   (`preventUserExistenceErrors`): an unknown e-mail signs in as a wrong password would, and
 *   reset or resend codes "go out" without revealing that nobody will receive them;
 * - `email_verified` set once the e-mailed code is confirmed (the emulator leaves it false);
 * - the app client's explicit auth flows, which the emulator stores but never checks: a flow the
 *   client does not allow (for the SPA client, anything but SRP and refresh) is refused with AWS's
 *   InvalidParameterException "<FLOW> flow not enabled for this client". Only requests arriving
 *   here are checked; this layer's own USER_PASSWORD_AUTH call upstream (after SRP) is not.
 */
import { randomUUID } from 'node:crypto';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';
import { passwordPolicyError } from '../../../lambdas/contract/auth';
import { claimSignature, serverChallenge, signatureMatches } from './srp';

export interface CognitoAnswer {
  status: number;
  body: unknown;
}

export type CognitoRequest = Record<string, unknown> & {
  ClientId?: string;
  Username?: string;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  ChallengeName?: string;
  ChallengeResponses?: Record<string, string>;
  Session?: string;
};

/** How the call arrived: AWS answers an IAM-only operation differently with and without a SigV4 signature. */
export interface CallInfo {
  signed?: boolean;
}

export class CognitoFault extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const INCORRECT = () => new CognitoFault('NotAuthorizedException', 'Incorrect username or password.');
const SRP_SESSION_MS = 3 * 60_000;

interface SrpSession {
  poolName: string;
  userId: string;
  clientId: string;
  secretBlock: string;
  key: Buffer;
  expires: number;
}

/** The client setting each AuthFlow needs (ALLOW_ names; the legacy names are mapped below). */
const FLOW_SETTING: Record<string, string> = {
  USER_SRP_AUTH: 'ALLOW_USER_SRP_AUTH',
  USER_PASSWORD_AUTH: 'ALLOW_USER_PASSWORD_AUTH',
  REFRESH_TOKEN_AUTH: 'ALLOW_REFRESH_TOKEN_AUTH',
  REFRESH_TOKEN: 'ALLOW_REFRESH_TOKEN_AUTH',
  CUSTOM_AUTH: 'ALLOW_CUSTOM_AUTH',
  USER_AUTH: 'ALLOW_USER_AUTH',
};
/** The admin flows belong to AdminInitiateAuth (IAM-signed, server side); InitiateAuth never takes them. */
const ADMIN_FLOWS = new Set(['ADMIN_USER_PASSWORD_AUTH', 'ADMIN_NO_SRP_AUTH']);
/** What AWS allows a client created without ExplicitAuthFlows. */
const DEFAULT_FLOWS = ['ALLOW_USER_SRP_AUTH', 'ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];
/** Deprecated settings (no ALLOW_ prefix): SRP and refresh stay allowed beside what each adds. */
const LEGACY_FLOWS: Record<string, string[]> = {
  ADMIN_NO_SRP_AUTH: ['ALLOW_ADMIN_USER_PASSWORD_AUTH'],
  USER_PASSWORD_AUTH: ['ALLOW_USER_PASSWORD_AUTH'],
  CUSTOM_AUTH_FLOW_ONLY: ['ALLOW_CUSTOM_AUTH'],
};

/** The ALLOW_ settings in force for a client's ExplicitAuthFlows list. */
export function allowedFlows(explicit: readonly string[] | undefined): Set<string> {
  if (!explicit?.length) return new Set(DEFAULT_FLOWS);
  const allowed = new Set<string>();
  for (const setting of explicit) {
    if (setting.startsWith('ALLOW_')) allowed.add(setting);
    else {
      for (const s of LEGACY_FLOWS[setting] ?? []) allowed.add(s);
      if (setting !== 'CUSTOM_AUTH_FLOW_ONLY') ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'].forEach((s) => allowed.add(s));
    }
  }
  return allowed;
}

/** AWS's answer to an operation that needs IAM credentials, called the way a browser can. */
export function iamOnlyRefusal(call: CallInfo): CognitoAnswer {
  return call.signed
    ? {
        status: 400,
        body: { __type: 'UnrecognizedClientException', message: 'The security token included in the request is invalid.' },
      }
    : { status: 400, body: { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' } };
}

const emailOf = (user: User) => user.Attributes.find((a) => a.Name === 'email')?.Value ?? user.Username;

/** What every operation may use: the emulator over HTTP and its user store, and the SRP sessions in flight. */
export interface CompatDeps {
  services: Services;
  ctx: Context;
  srpSessions: Map<string, SrpSession>;
  upstream(target: string, req: unknown): Promise<CognitoAnswer>;
}

async function upstreamOk(deps: CompatDeps, target: string, req: unknown): Promise<Record<string, unknown>> {
  const answer = await deps.upstream(target, req);
  const body = answer.body as Record<string, unknown>;
  if (answer.status !== 200) throw new CognitoFault(textOr(body.__type, 'InternalErrorException'), textOr(body.message, 'Error'));
  return body;
}

async function poolAndUser(deps: CompatDeps, clientId: string | undefined, username: string | undefined) {
  if (!clientId) throw new CognitoFault('InvalidParameterException', 'Missing required parameter ClientId');
  if (!username) throw new CognitoFault('InvalidParameterException', 'Missing required parameter USERNAME');
  const pool = await deps.services.cognito.getUserPoolForClientId(deps.ctx, clientId);
  const user = await pool.getUserByUsername(deps.ctx, username);
  if (!user) throw new CognitoFault('UserNotFoundException', 'User does not exist.');
  return { pool, user };
}

/** For operations where AWS, with user existence errors prevented, answers as if the user existed. */
async function findUser(deps: CompatDeps, clientId: string | undefined, username: string | undefined) {
  try {
    return await poolAndUser(deps, clientId, username);
  } catch (err) {
    if (err instanceof CognitoFault && err.code === 'UserNotFoundException') return undefined;
    throw err;
  }
}

/** Refuses a flow the app client does not allow, as AWS does before it looks at the user. An unknown client is left to the emulator. */
async function checkAuthFlow(deps: CompatDeps, clientId: string | undefined, flow: string | undefined): Promise<void> {
  if (!flow) throw new CognitoFault('InvalidParameterException', 'Missing required parameter AuthFlow');
  if (ADMIN_FLOWS.has(flow)) throw new CognitoFault('InvalidParameterException', 'Initiate Auth method not supported.');
  const setting = FLOW_SETTING[flow];
  if (!setting) return;
  const client = clientId ? await deps.services.cognito.getAppClient(deps.ctx, clientId) : null;
  if (client && !allowedFlows(client.ExplicitAuthFlows).has(setting)) {
    throw new CognitoFault('InvalidParameterException', `${flow} flow not enabled for this client`);
  }
}

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

const ok = (body: unknown): CognitoAnswer => ({ status: 200, body });

const simulatedDelivery = (username: string | undefined) => ({
  CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: username ?? '' },
});

type Operation = (deps: CompatDeps, req: CognitoRequest) => Promise<CognitoAnswer>;

const passThrough =
  (target: string): Operation =>
  (deps, req) =>
    deps.upstream(target, req);

/** Checks the new password an operation carries against the pool's policy before the emulator stores it. */
const withNewPassword =
  (passwordOf: (req: CognitoRequest) => unknown, operation: Operation): Operation =>
  async (deps, req) => {
    const proposed = passwordOf(req);
    if (typeof proposed === 'string') {
      const policyError = passwordPolicyError(proposed);
      if (policyError) throw new CognitoFault('InvalidPasswordException', policyError);
    }
    return operation(deps, req);
  };

async function initiateSrp(deps: CompatDeps, req: CognitoRequest): Promise<CognitoAnswer> {
  const found = await findUser(deps, req.ClientId, req.AuthParameters?.USERNAME);
  if (!found) throw INCORRECT();
  const { pool, user } = found;
  const srpA = req.AuthParameters?.SRP_A;
  if (!srpA || !/^[0-9a-f]+$/i.test(srpA)) throw new CognitoFault('InvalidParameterException', 'Missing or invalid SRP_A');
  const poolName = pool.options.Id.split('_')[1] ?? '';
  const challenge = serverChallenge(poolName, user.Username, user.Password, srpA);
  if (!challenge) throw INCORRECT();
  const session = randomUUID();
  deps.srpSessions.set(session, {
    poolName,
    userId: user.Username,
    clientId: req.ClientId!,
    secretBlock: challenge.SECRET_BLOCK,
    key: challenge.key,
    expires: Date.now() + SRP_SESSION_MS,
  });
  return ok({
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: session,
    ChallengeParameters: {
      SALT: challenge.SALT,
      SECRET_BLOCK: challenge.SECRET_BLOCK,
      SRP_B: challenge.SRP_B,
      USERNAME: user.Username,
      USER_ID_FOR_SRP: user.Username,
    },
  });
}

/** InitiateAuth: the client's flows first; SRP here; other flows upstream, with AWS's answer to a wrong password or unknown user. */
const initiateAuth: Operation = async (deps, req) => {
  await checkAuthFlow(deps, req.ClientId, req.AuthFlow);
  if (req.AuthFlow === 'USER_SRP_AUTH') return initiateSrp(deps, req);
  const answer = await deps.upstream('InitiateAuth', req);
  const type = (answer.body as { __type?: string }).__type;
  // cognito-local answers a wrong password with InvalidPasswordException; AWS says NotAuthorized.
  if (type === 'InvalidPasswordException' || type === 'UserNotFoundException') throw INCORRECT();
  return answer;
};

/** The second step of SRP: checks the password claim, then lets the emulator issue tokens for the stored password. */
async function verifyPassword(deps: CompatDeps, req: CognitoRequest): Promise<CognitoAnswer> {
  const responses = req.ChallengeResponses ?? {};
  const session = req.Session ? deps.srpSessions.get(req.Session) : undefined;
  if (!session || session.expires < Date.now() || session.clientId !== req.ClientId) {
    throw new CognitoFault('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  }
  deps.srpSessions.delete(req.Session!);
  if (
    responses.PASSWORD_CLAIM_SECRET_BLOCK !== session.secretBlock ||
    !responses.TIMESTAMP ||
    !responses.PASSWORD_CLAIM_SIGNATURE
  ) {
    throw INCORRECT();
  }
  const expected = claimSignature(session.key, session.poolName, session.userId, session.secretBlock, responses.TIMESTAMP);
  if (!signatureMatches(expected, responses.PASSWORD_CLAIM_SIGNATURE)) throw INCORRECT();
  const { user } = await poolAndUser(deps, req.ClientId, session.userId);
  return ok(
    await upstreamOk(deps, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: req.ClientId,
      AuthParameters: { USERNAME: user.Username, PASSWORD: user.Password },
    }),
  );
}

const respondToAuthChallenge: Operation = withNewPassword(
  (req) => (req.ChallengeName === 'NEW_PASSWORD_REQUIRED' ? req.ChallengeResponses?.NEW_PASSWORD : undefined),
  (deps, req) =>
    req.ChallengeName === 'PASSWORD_VERIFIER' ? verifyPassword(deps, req) : deps.upstream('RespondToAuthChallenge', req),
);

/** Amplify's refresh, which the emulator lacks: REFRESH_TOKEN_AUTH upstream. */
const getTokensFromRefreshToken: Operation = async (deps, req) => {
  await checkAuthFlow(deps, req.ClientId, 'REFRESH_TOKEN_AUTH');
  const body = await upstreamOk(deps, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: req.ClientId,
    AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
  });
  return ok({ AuthenticationResult: body.AuthenticationResult });
};

/** Re-sends the stored code (the emulator lacks the operation); an unknown user "gets" one too. */
const resendConfirmationCode: Operation = async (deps, req) => {
  const found = await findUser(deps, req.ClientId, req.Username);
  if (!found) return ok(simulatedDelivery(req.Username));
  const { pool, user } = found;
  if (user.UserStatus === 'CONFIRMED') throw new CognitoFault('InvalidParameterException', 'User is already confirmed.');
  const code = user.ConfirmationCode ?? deps.services.otp();
  if (!user.ConfirmationCode) await pool.saveUser(deps.ctx, { ...user, ConfirmationCode: code });
  const details = { AttributeName: 'email' as const, DeliveryMedium: 'EMAIL' as const, Destination: emailOf(user) };
  await deps.services.messages.deliver(deps.ctx, 'ResendCode', req.ClientId!, pool.options.Id, user, code, undefined, details);
  return ok({ CodeDeliveryDetails: details });
};

/** Drops every refresh token of the user the access token names (the emulator lacks the operation). */
const globalSignOut: Operation = async (deps, req) => {
  const me = await upstreamOk(deps, 'GetUser', { AccessToken: req.AccessToken });
  const accessClaims = JSON.parse(Buffer.from(String(req.AccessToken).split('.')[1] ?? '', 'base64url').toString()) as {
    client_id?: string;
  };
  const { pool, user } = await poolAndUser(deps, accessClaims.client_id, String(me.Username));
  await pool.saveUser(deps.ctx, { ...user, RefreshTokens: [] });
  return ok({});
};

const forgotPassword: Operation = async (deps, req) =>
  (await findUser(deps, req.ClientId, req.Username)) ? deps.upstream('ForgotPassword', req) : ok(simulatedDelivery(req.Username));

/** Confirms upstream, then marks the e-mail verified as AWS does. */
const confirmSignUp: Operation = async (deps, req) => {
  const answer = await deps.upstream('ConfirmSignUp', req);
  if (answer.status === 200) {
    const { pool, user } = await poolAndUser(deps, req.ClientId, req.Username);
    const others = user.Attributes.filter((a) => a.Name !== 'email_verified');
    await pool.saveUser(deps.ctx, { ...user, Attributes: [...others, { Name: 'email_verified', Value: 'true' }] });
  }
  return answer;
};

/**
 * Every operation the browser-facing endpoint answers: what a public app client may call on AWS
 * without IAM credentials and the web app uses (RevokeToken too, which Amplify's sign-out sends
 * for revocable tokens). The rest is refused by `iamOnlyRefusal`.
 */
export const PUBLIC_OPERATIONS = {
  SignUp: withNewPassword((req) => req.Password, passThrough('SignUp')),
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: withNewPassword((req) => req.Password, passThrough('ConfirmForgotPassword')),
  GetUser: passThrough('GetUser'),
  ChangePassword: withNewPassword((req) => req.ProposedPassword, passThrough('ChangePassword')),
  GlobalSignOut: globalSignOut,
  RevokeToken: passThrough('RevokeToken'),
} satisfies Record<string, Operation>;

export type PublicOperation = keyof typeof PUBLIC_OPERATIONS;

const isPublicOperation = (target: string): target is PublicOperation => Object.hasOwn(PUBLIC_OPERATIONS, target);

/** Talks to cognito-local over HTTP, as the AWS SDK would. */
export function emulatorClient(url: string): CompatDeps['upstream'] {
  return async (target, req) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify(req),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : {} };
  };
}

export interface CompatOptions {
  /** cognito-local's URL. */
  upstream: string;
  services: Services;
  ctx: Context;
}

export const compatDeps = (opts: CompatOptions): CompatDeps => ({
  services: opts.services,
  ctx: opts.ctx,
  srpSessions: new Map(),
  upstream: emulatorClient(opts.upstream),
});

export function createCognitoCompat(opts: CompatOptions) {
  const deps = compatDeps(opts);

  /** Handles one Cognito JSON call (`x-amz-target` operation name and parsed body). */
  return async function handle(target: string, req: CognitoRequest, call: CallInfo = {}): Promise<CognitoAnswer> {
    if (!isPublicOperation(target)) return iamOnlyRefusal(call);
    try {
      return await PUBLIC_OPERATIONS[target](deps, req);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (err instanceof CognitoFault || typeof code === 'string') {
        return { status: 400, body: { __type: String(code), message: (err as Error).message } };
      }
      throw err;
    }
  };
}

export type CognitoCompat = ReturnType<typeof createCognitoCompat>;

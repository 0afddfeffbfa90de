/**
 * Compatibility layer in front of cognito-local, so Amplify v6 behaves as against AWS:
 * - USER_SRP_AUTH (Amplify's default sign-in): the server side of SRP from the stored password,
 *   then USER_PASSWORD_AUTH upstream for the tokens;
 * - GetTokensFromRefreshToken (Amplify's refresh) mapped to REFRESH_TOKEN_AUTH;
 * - ResendConfirmationCode re-sending the stored code; GlobalSignOut dropping refresh tokens;
 * - the pool's password policy, which the emulator does not enforce;
 * - a wrong password answered NotAuthorizedException, as AWS does;
 * - user existence errors prevented, as the SPA client is configured in infra/cloud
 *   (`preventUserExistenceErrors`): an unknown e-mail signs in as a wrong password would, and
 *   reset or resend codes "go out" without revealing that nobody will receive them;
 * - `email_verified` set once the e-mailed code is confirmed (the emulator leaves it false);
 * - the app client's explicit auth flows, which the emulator stores but never checks: a flow the
 *   client does not allow (for the SPA client, anything but SRP and refresh) is refused with AWS's
 *   InvalidParameterException "<FLOW> flow not enabled for this client". Only requests arriving
 *   here are checked; this layer's own USER_PASSWORD_AUTH call upstream (after SRP) is not.
 * Every other operation passes through unchanged.
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

type Req = Record<string, unknown> & {
  ClientId?: string;
  Username?: string;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  ChallengeName?: string;
  ChallengeResponses?: Record<string, string>;
  Session?: string;
};

class CognitoFault extends Error {
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
  ADMIN_USER_PASSWORD_AUTH: 'ALLOW_ADMIN_USER_PASSWORD_AUTH',
  ADMIN_NO_SRP_AUTH: 'ALLOW_ADMIN_USER_PASSWORD_AUTH',
};
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

const emailOf = (user: User) => user.Attributes.find((a) => a.Name === 'email')?.Value ?? user.Username;

/** Where each operation carries a new password, so the policy can be checked before it is stored. */
function proposedPassword(target: string, req: Req): string | undefined {
  switch (target) {
    case 'SignUp':
    case 'ConfirmForgotPassword':
    case 'AdminSetUserPassword':
      return req.Password as string | undefined;
    case 'ChangePassword':
      return req.ProposedPassword as string | undefined;
    case 'RespondToAuthChallenge':
      return req.ChallengeName === 'NEW_PASSWORD_REQUIRED' ? req.ChallengeResponses?.NEW_PASSWORD : undefined;
    default:
      return undefined;
  }
}

export function createCognitoCompat(opts: { upstream: string; services: Services; ctx: Context }) {
  const { services, ctx } = opts;
  const srpSessions = new Map<string, SrpSession>();

  async function upstream(target: string, req: unknown): Promise<CognitoAnswer> {
    const res = await fetch(opts.upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify(req),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  }

  async function upstreamOk(target: string, req: unknown): Promise<Record<string, unknown>> {
    const answer = await upstream(target, req);
    const body = answer.body as Record<string, unknown>;
    if (answer.status !== 200) throw new CognitoFault(String(body.__type ?? 'InternalErrorException'), String(body.message ?? 'Error'));
    return body;
  }

  async function poolAndUser(clientId: string | undefined, username: string | undefined) {
    if (!clientId) throw new CognitoFault('InvalidParameterException', 'Missing required parameter ClientId');
    if (!username) throw new CognitoFault('InvalidParameterException', 'Missing required parameter USERNAME');
    const pool = await services.cognito.getUserPoolForClientId(ctx, clientId);
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) throw new CognitoFault('UserNotFoundException', 'User does not exist.');
    return { pool, user };
  }

  /** For operations where AWS, with user existence errors prevented, answers as if the user existed. */
  async function findUser(clientId: string | undefined, username: string | undefined) {
    try {
      return await poolAndUser(clientId, username);
    } catch (err) {
      if (err instanceof CognitoFault && err.code === 'UserNotFoundException') return undefined;
      throw err;
    }
  }

  /**
   * Refuses an authentication request the app client does not allow, as AWS does before it looks
   * at the user: InitiateAuth and AdminInitiateAuth by their AuthFlow, GetTokensFromRefreshToken as
   * a refresh. An unknown client is left to the emulator's own answer.
   */
  async function checkAuthFlow(target: string, req: Req): Promise<void> {
    let flow: string | undefined;
    if (target === 'GetTokensFromRefreshToken') flow = 'REFRESH_TOKEN_AUTH';
    else if (target === 'InitiateAuth' || target === 'AdminInitiateAuth') flow = req.AuthFlow;
    else return;
    if (!flow) throw new CognitoFault('InvalidParameterException', 'Missing required parameter AuthFlow');
    // The admin flows belong to AdminInitiateAuth (IAM-signed, server side); InitiateAuth never takes them.
    if (target === 'InitiateAuth' && ADMIN_FLOWS.has(flow)) throw new CognitoFault('InvalidParameterException', 'Initiate Auth method not supported.');
    const setting = FLOW_SETTING[flow];
    if (!setting) return;
    const client = req.ClientId ? await services.cognito.getAppClient(ctx, req.ClientId) : null;
    if (!client) return;
    if (!allowedFlows(client.ExplicitAuthFlows).has(setting)) {
      throw new CognitoFault('InvalidParameterException', `${flow} flow not enabled for this client`);
    }
  }

  const simulatedDelivery = (username: string | undefined) => ({
    CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: username ?? '' },
  });

  async function initiateSrp(req: Req): Promise<unknown> {
    const found = await findUser(req.ClientId, req.AuthParameters?.USERNAME);
    if (!found) throw INCORRECT();
    const { pool, user } = found;
    const srpA = req.AuthParameters?.SRP_A;
    if (!srpA || !/^[0-9a-f]+$/i.test(srpA)) throw new CognitoFault('InvalidParameterException', 'Missing or invalid SRP_A');
    const poolName = pool.options.Id.split('_')[1] ?? '';
    const challenge = serverChallenge(poolName, user.Username, user.Password, srpA);
    if (!challenge) throw INCORRECT();
    const session = randomUUID();
    srpSessions.set(session, {
      poolName,
      userId: user.Username,
      clientId: req.ClientId!,
      secretBlock: challenge.SECRET_BLOCK,
      key: challenge.key,
      expires: Date.now() + SRP_SESSION_MS,
    });
    return {
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: session,
      ChallengeParameters: {
        SALT: challenge.SALT,
        SECRET_BLOCK: challenge.SECRET_BLOCK,
        SRP_B: challenge.SRP_B,
        USERNAME: user.Username,
        USER_ID_FOR_SRP: user.Username,
      },
    };
  }

  async function verifyPassword(req: Req): Promise<unknown> {
    const responses = req.ChallengeResponses ?? {};
    const session = req.Session ? srpSessions.get(req.Session) : undefined;
    if (!session || session.expires < Date.now() || session.clientId !== req.ClientId) {
      throw new CognitoFault('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    }
    srpSessions.delete(req.Session!);
    if (responses.PASSWORD_CLAIM_SECRET_BLOCK !== session.secretBlock || !responses.TIMESTAMP || !responses.PASSWORD_CLAIM_SIGNATURE) {
      throw INCORRECT();
    }
    const expected = claimSignature(session.key, session.poolName, session.userId, session.secretBlock, responses.TIMESTAMP);
    if (!signatureMatches(expected, responses.PASSWORD_CLAIM_SIGNATURE)) throw INCORRECT();
    // The client proved it knows the stored password: let the emulator issue tokens for it.
    const { user } = await poolAndUser(req.ClientId, session.userId);
    return upstreamOk('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: req.ClientId,
      AuthParameters: { USERNAME: user.Username, PASSWORD: user.Password },
    });
  }

  async function refresh(req: Req): Promise<unknown> {
    const body = await upstreamOk('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: req.ClientId,
      AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
    });
    return { AuthenticationResult: body.AuthenticationResult };
  }

  async function resendCode(req: Req): Promise<unknown> {
    const found = await findUser(req.ClientId, req.Username);
    if (!found) return simulatedDelivery(req.Username);
    const { pool, user } = found;
    if (user.UserStatus === 'CONFIRMED') throw new CognitoFault('InvalidParameterException', 'User is already confirmed.');
    const code = user.ConfirmationCode ?? services.otp();
    if (!user.ConfirmationCode) await pool.saveUser(ctx, { ...user, ConfirmationCode: code });
    const details = { AttributeName: 'email' as const, DeliveryMedium: 'EMAIL' as const, Destination: emailOf(user) };
    await services.messages.deliver(ctx, 'ResendCode', req.ClientId!, pool.options.Id, user, code, undefined, details);
    return { CodeDeliveryDetails: details };
  }

  async function globalSignOut(req: Req): Promise<unknown> {
    const me = await upstreamOk('GetUser', { AccessToken: req.AccessToken });
    const accessClaims = JSON.parse(Buffer.from(String(req.AccessToken).split('.')[1] ?? '', 'base64url').toString()) as { client_id?: string };
    const { pool, user } = await poolAndUser(accessClaims.client_id, String(me.Username));
    await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  }

  async function forgotPassword(req: Req): Promise<CognitoAnswer> {
    if (!(await findUser(req.ClientId, req.Username))) return { status: 200, body: simulatedDelivery(req.Username) };
    return upstream('ForgotPassword', req);
  }

  async function confirmSignUp(req: Req): Promise<CognitoAnswer> {
    const answer = await upstream('ConfirmSignUp', req);
    if (answer.status === 200) {
      const { pool, user } = await poolAndUser(req.ClientId, req.Username);
      const others = user.Attributes.filter((a) => a.Name !== 'email_verified');
      await pool.saveUser(ctx, { ...user, Attributes: [...others, { Name: 'email_verified', Value: 'true' }] });
    }
    return answer;
  }

  async function passThrough(target: string, req: Req): Promise<CognitoAnswer> {
    const answer = await upstream(target, req);
    const body = answer.body as { __type?: string };
    // cognito-local answers a wrong password with InvalidPasswordException; AWS says NotAuthorized.
    if (target === 'InitiateAuth' && (body.__type === 'InvalidPasswordException' || body.__type === 'UserNotFoundException')) {
      return { status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } };
    }
    return answer;
  }

  /** Handles one Cognito JSON call (`x-amz-target` operation name and parsed body). */
  return async function handle(target: string, req: Req): Promise<CognitoAnswer> {
    try {
      const proposed = proposedPassword(target, req);
      if (proposed !== undefined) {
        const policyError = passwordPolicyError(proposed);
        if (policyError) throw new CognitoFault('InvalidPasswordException', policyError);
      }
      await checkAuthFlow(target, req);
      if (target === 'InitiateAuth' && req.AuthFlow === 'USER_SRP_AUTH') return { status: 200, body: await initiateSrp(req) };
      if (target === 'RespondToAuthChallenge' && req.ChallengeName === 'PASSWORD_VERIFIER') return { status: 200, body: await verifyPassword(req) };
      if (target === 'GetTokensFromRefreshToken') return { status: 200, body: await refresh(req) };
      if (target === 'ResendConfirmationCode') return { status: 200, body: await resendCode(req) };
      if (target === 'GlobalSignOut') return { status: 200, body: await globalSignOut(req) };
      if (target === 'ForgotPassword') return await forgotPassword(req);
      if (target === 'ConfirmSignUp') return await confirmSignUp(req);
      return await passThrough(target, req);
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

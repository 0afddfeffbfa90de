/**
 * The server side of Cognito's SRP-6a variant (what Amplify's default sign-in, USER_SRP_AUTH,
 * talks to). The emulator stores plaintext passwords, so the verifier is derived on the fly from
 * the stored password; a correct PASSWORD_CLAIM_SIGNATURE proves the client knew it.
 * Conventions (padding, hashing, HKDF info) follow Amplify's client so both sides agree. The client
 * side (`srpSignIn`) is here too, for Node tests and scripts that sign in without Amplify.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt('0x' + N_HEX);
export const g = 2n;

/** Hex of a non-negative integer, even length, with "00" prepended when the top bit is set. */
export function padHex(n: bigint): string {
  let hex = n.toString(16);
  if (hex.length % 2 !== 0) hex = '0' + hex;
  return /^[89a-f]/i.test(hex) ? '00' + hex : hex;
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
export const hashHex = (hex: string) => sha256Hex(Buffer.from(hex, 'hex'));
const toBig = (hex: string) => BigInt('0x' + hex);

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

export const k = toBig(hashHex(padHex(N) + padHex(g)));

/** x = H(salt | H(poolName | userId | ":" | password)), as Amplify computes it. */
export function passwordExponent(poolName: string, userId: string, password: string, salt: bigint): bigint {
  const inner = sha256Hex(Buffer.from(`${poolName}${userId}:${password}`, 'utf8'));
  return toBig(hashHex(padHex(salt) + inner));
}

export const scramble = (A: bigint, B: bigint) => toBig(hashHex(padHex(A) + padHex(B)));

/** 16-byte HKDF-SHA256 key from the shared secret S and the scrambler u ("Caldera Derived Key"). */
export function derivedKey(S: bigint, u: bigint): Buffer {
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  const info = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
  return createHmac('sha256', prk).update(info).digest().subarray(0, 16);
}

export function claimSignature(key: Buffer, poolName: string, userId: string, secretBlock: string, timestamp: string): string {
  return createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(poolName, 'utf8'),
        Buffer.from(userId, 'utf8'),
        Buffer.from(secretBlock, 'base64'),
        Buffer.from(timestamp, 'utf8'),
      ]),
    )
    .digest('base64');
}

export interface ServerChallenge {
  /** Hex values as Cognito sends them in ChallengeParameters. */
  SRP_B: string;
  SALT: string;
  SECRET_BLOCK: string;
  /** Kept server-side to check the client's claim. */
  key: Buffer;
}

/**
 * Answers a client's SRP_A for a user whose password is known: returns B, a fresh salt and secret
 * block, and the key the client must derive when it knows the same password.
 * Returns null for an A that is 0 mod N (which would let a client skip the password).
 */
export function serverChallenge(poolName: string, userId: string, password: string, srpA: string): ServerChallenge | null {
  const A = toBig(srpA);
  if (A % N === 0n) return null;
  const salt = toBig(randomBytes(16).toString('hex'));
  const x = passwordExponent(poolName, userId, password, salt);
  const v = modPow(g, x, N);
  const b = toBig(randomBytes(32).toString('hex'));
  const B = (k * v + modPow(g, b, N)) % N;
  const u = scramble(A, B);
  const S = modPow((A * modPow(v, u, N)) % N, b, N);
  return {
    SRP_B: B.toString(16),
    SALT: padHex(salt),
    SECRET_BLOCK: randomBytes(64).toString('base64'),
    key: derivedKey(S, u),
  };
}

export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'base64');
  const b = Buffer.from(given, 'base64');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Cognito's TIMESTAMP for the password claim, as Amplify formats it ("Sun Nov 2 9:04:05 UTC 2026"). */
export function claimTimestamp(now = new Date()): string {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const two = (n: number) => String(n).padStart(2, '0');
  return `${days[now.getUTCDay()]} ${months[now.getUTCMonth()]} ${now.getUTCDate()} ${now.getUTCHours()}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())} UTC ${now.getUTCFullYear()}`;
}

/** The client's first SRP step: a secret `a` and the public A = g^a mod N (hex, as SRP_A). */
export function clientEphemeral(): { a: bigint; srpA: string } {
  for (;;) {
    const a = toBig(randomBytes(128).toString('hex')) % N;
    const A = modPow(g, a, N);
    if (A % N !== 0n) return { a, srpA: A.toString(16) };
  }
}

/**
 * The client's answer to PASSWORD_VERIFIER: derives the same key as the server from the password,
 * then signs pool name, user id, secret block and timestamp with it.
 */
export function passwordClaim(opts: {
  poolName: string;
  userId: string;
  password: string;
  a: bigint;
  srpA: string;
  srpB: string;
  salt: string;
  secretBlock: string;
  timestamp?: string;
}): { signature: string; timestamp: string } {
  const A = toBig(opts.srpA);
  const B = toBig(opts.srpB);
  if (B % N === 0n) throw new Error('SRP: the server sent an invalid B');
  const u = scramble(A, B);
  if (u === 0n) throw new Error('SRP: the scrambler u is 0');
  const x = passwordExponent(opts.poolName, opts.userId, opts.password, toBig(opts.salt));
  const base = (((B - ((k * modPow(g, x, N)) % N)) % N) + N) % N;
  const S = modPow(base, opts.a + u * x, N);
  const timestamp = opts.timestamp ?? claimTimestamp();
  return { signature: claimSignature(derivedKey(S, u), opts.poolName, opts.userId, opts.secretBlock, timestamp), timestamp };
}

export interface SrpTokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
  ExpiresIn?: number;
  TokenType?: string;
}

/**
 * Signs in with USER_SRP_AUTH (the flow Amplify uses by default) against a Cognito JSON endpoint,
 * for Node callers without Amplify: tests and scripts. Throws an Error whose `name` is Cognito's
 * `__type` when a step is refused, and when Cognito asks for another challenge.
 */
export async function srpSignIn(opts: {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  username: string;
  password: string;
}): Promise<SrpTokens> {
  const call = async (target: string, body: unknown): Promise<Record<string, unknown>> => {
    const res = await fetch(opts.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    if (!res.ok) {
      const type = (typeof json.__type === 'string' ? json.__type : `HTTP ${res.status}`).split('#').pop()!;
      const message = [json.message, json.Message].find((m): m is string => typeof m === 'string');
      throw Object.assign(new Error(message ?? type), { name: type });
    }
    return json;
  };
  const poolName = opts.userPoolId.split('_')[1] ?? '';
  const { a, srpA } = clientEphemeral();
  const started = await call('InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: opts.clientId,
    AuthParameters: { USERNAME: opts.username, SRP_A: srpA },
  });
  const params = (started.ChallengeParameters ?? {}) as Record<string, string>;
  if (started.ChallengeName !== 'PASSWORD_VERIFIER')
    throw new Error(`SRP: expected PASSWORD_VERIFIER, got ${String(started.ChallengeName)}`);
  const userId = params.USER_ID_FOR_SRP ?? opts.username;
  const claim = passwordClaim({
    poolName,
    userId,
    password: opts.password,
    a,
    srpA,
    srpB: params.SRP_B ?? '',
    salt: params.SALT ?? '',
    secretBlock: params.SECRET_BLOCK ?? '',
  });
  const answered = await call('RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: opts.clientId,
    Session: started.Session,
    ChallengeResponses: {
      USERNAME: params.USERNAME ?? userId,
      PASSWORD_CLAIM_SECRET_BLOCK: params.SECRET_BLOCK,
      PASSWORD_CLAIM_SIGNATURE: claim.signature,
      TIMESTAMP: claim.timestamp,
    },
  });
  const result = answered.AuthenticationResult as SrpTokens | undefined;
  if (!result?.IdToken) {
    const step = typeof answered.ChallengeName === 'string' ? answered.ChallengeName : 'no tokens';
    throw Object.assign(new Error(`SRP sign-in of ${opts.username} stopped at ${step}`), { name: 'ChallengeNotSupported' });
  }
  return result;
}

/**
 * Integration tests talk HTTP to the local gateway of a real local stack (dynalite, s3rver,
 * cognito-local), started once per test file on a free port with a fresh data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient, ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';
import { srpSignIn } from '../../../infra/local/cognito/srp';

export interface TestStack {
  stack: LocalStack;
  stop(): Promise<void>;
}

export async function startTestStack(): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-it-'));
  const lines: string[] = [];
  const stack = await startLocalStack({ port: 0, dataDir, reset: true, web: 'none', log: (l) => lines.push(l) });
  return {
    stack,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SignedInStack {
  stack: LocalStack;
  /** The seeded staff user's ID token ('' with `signIn: false`). */
  staff: string;
  /** A new visitor account's ID token, when asked for with `visitorAccount: true` ('' otherwise). */
  visitorAccount: string;
}

/**
 * One local stack for the test file: started before its tests and signed in to, stopped after them. `ready` gets it in
 * the same beforeAll (so a file's own seed data goes there); an afterAll the file registers later runs before the stack
 * stops, one registered earlier after it (vitest runs after-hooks in reverse order).
 */
export function withLocalStack(
  o: { signIn?: boolean; visitorAccount?: boolean },
  ready: (started: SignedInStack) => void | Promise<void>,
): void {
  let t: TestStack | undefined;
  beforeAll(async () => {
    t = await startTestStack();
    const { stack } = t;
    const staff = o.signIn === false ? '' : await staffToken(stack);
    const visitorAccount = o.visitorAccount ? await visitorAccountToken(stack) : '';
    await ready({ stack, staff, visitorAccount });
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });
}

export interface Reply {
  status: number;
  json: Record<string, unknown>;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** One API call through the gateway (`path` without the /api prefix). */
export async function api(stack: LocalStack, method: string, path: string, o: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.body !== undefined || o.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers,
    body: o.rawBody ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: res.headers };
}

/** An open job created by staff for a test (Pune, one line of description and requirements), as stored. */
export async function createJob(stack: LocalStack, token: string, title: string): Promise<{ jobId: string; title: string }> {
  const res = await api(stack, 'POST', '/jobs', {
    token,
    body: { title, location: 'Pune', description: 'Build.', requirements: 'AWS.' },
  });
  expect(res.status).toBe(201);
  return res.json as { jobId: string; title: string };
}

/** Uploads a resume as the browser does (an upload URL from the API, then a PUT to it) and returns its key. */
export async function uploadResume(stack: LocalStack, bytes: Buffer, fileName: string, fileType: string): Promise<string> {
  const res = await api(stack, 'POST', '/applications/upload-url', { body: { fileName, fileType, fileSize: bytes.byteLength } });
  expect(res.status).toBe(200);
  const put = await fetch(res.json.uploadUrl as string, {
    method: 'PUT',
    headers: res.json.headers as Record<string, string>,
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return res.json.key as string;
}

const cognito = (stack: LocalStack) =>
  new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/**
 * Signs in with SRP (the SPA client allows only SRP and refresh, as on AWS) through the stack's
 * browser-facing Cognito endpoint, and returns the ID token.
 */
async function idTokenFor(stack: LocalStack, email: string, password: string): Promise<string> {
  const tokens = await srpSignIn({
    endpoint: stack.cognitoEndpoint,
    userPoolId: stack.userPoolId,
    clientId: stack.userPoolClientId,
    username: email,
    password,
  });
  return tokens.IdToken;
}

export const staffToken = (stack: LocalStack) => idTokenFor(stack, stack.staff.email, stack.staff.password);

/** A new self-registered account (confirmed with the code from the local outbox): signed in, not staff. */
export async function visitorAccountToken(stack: LocalStack): Promise<string> {
  const email = `applicant-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Visitor#Pass2026';
  const client = cognito(stack);
  await client.send(
    new SignUpCommand({
      ClientId: stack.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  const code = stack.outbox().find((m) => m.to === email)?.code;
  if (!code) throw new Error(`no confirmation code for ${email} in the outbox`);
  await client.send(new ConfirmSignUpCommand({ ClientId: stack.userPoolClientId, Username: email, ConfirmationCode: code }));
  return idTokenFor(stack, email, password);
}

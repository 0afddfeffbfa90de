/**
 * The Gemini path against a local fake of the generate-content endpoint (never the internet),
 * with the key from a mocked Secrets Manager.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ResumeModule from '../../../lambdas/adapters/resume-parser';

type ParseModule = typeof ResumeModule;

const PDF = new Uint8Array(readFileSync(join(__dirname, '../../fixtures/resumes/documents/01-priya-classic.chromium.pdf')));
const SECRET_ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:gemini-key';
const secrets = mockClient(SecretsManagerClient);

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let respond: (res: ServerResponse) => void;
let received: Received[];
let server: Server;

const geminiAnswer = (text: string) => ({ candidates: [{ content: { role: 'model', parts: [{ text }] } }] });
const answerWith = (text: string) => (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(geminiAnswer(text)));
};

const GOOD_ANSWER = [
  '```json',
  JSON.stringify({
    name: 'Priya Sharma',
    email: 'Priya.Sharma@Gmail.com',
    phone: '098765 43210',
    experience: ['Razorpay — Senior Software Engineer', 'Infosys — Software Engineer'],
    education: 'B.Tech, NITK',
    skills: 'Java, Kotlin',
  }),
  '```',
].join('\n');

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      respond(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.GEMINI_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.AWS_REGION = 'ap-south-1';
  process.env.LOG_LEVEL = 'SILENT';
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  delete process.env.GEMINI_ENDPOINT;
});

let resume: ParseModule;
beforeEach(async () => {
  // A fresh module graph per test: the key is cached per container (module), as on Lambda.
  vi.resetModules();
  resume = await import('../../../lambdas/adapters/resume-parser');
  secrets.reset();
  secrets.on(GetSecretValueCommand).resolves({ SecretString: 'test-gemini-key' });
  received = [];
  respond = answerWith(GOOD_ANSWER);
  process.env.GEMINI_SECRET_ARN = SECRET_ARN;
});

afterEach(() => {
  delete process.env.GEMINI_SECRET_ARN;
});

describe('Gemini extraction', () => {
  it('sends the extracted text with the key in a header and uses the validated answer', async () => {
    const parsed = await resume.parseResume(PDF);
    // City and links come from the built-in extractor even when Gemini answers.
    expect(parsed).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya.sharma@gmail.com',
      phone: '+91 98765 43210',
      experience: 'Razorpay — Senior Software Engineer\nInfosys — Software Engineer',
      education: 'B.Tech, NITK',
      skills: 'Java, Kotlin',
      source: 'gemini',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe('/v1beta/models/gemini-2.0-flash:generateContent');
    expect(received[0]!.headers['x-goog-api-key']).toBe('test-gemini-key');
    const request = JSON.parse(received[0]!.body) as { contents: { parts: { text: string }[] }[] };
    expect(request.contents[0]!.parts[0]!.text).toContain('Razorpay Software Pvt Ltd');
    expect(request.contents[0]!.parts[0]!.text).toMatch(/JSON/);
  });

  it('reads the key from Secrets Manager once per container', async () => {
    await resume.parseResume(PDF);
    await resume.parseResume(PDF);
    await resume.parseResume(PDF);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(secrets.commandCalls(GetSecretValueCommand)[0]!.args[0].input).toEqual({ SecretId: SECRET_ARN });
    expect(received).toHaveLength(3);
  });

  it('tries the secret again on the next parse after a failed read, then keeps it', async () => {
    secrets.on(GetSecretValueCommand).rejectsOnce(new Error('ThrottlingException')).resolves({ SecretString: 'test-gemini-key' });
    expect((await resume.parseResume(PDF)).source).toBe('builtin');
    expect((await resume.parseResume(PDF)).source).toBe('gemini');
    expect((await resume.parseResume(PDF)).source).toBe('gemini');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('accepts a JSON secret holding the key under apiKey', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ apiKey: 'json-key' }) });
    expect((await resume.parseResume(PDF)).source).toBe('gemini');
    expect(received[0]!.headers['x-goog-api-key']).toBe('json-key');
  });

  it('falls back to the built-in extractor when the endpoint is too slow, without waiting for it', async () => {
    let answered = false;
    respond = (res) =>
      setTimeout(() => {
        answered = true;
        answerWith(GOOD_ANSWER)(res);
      }, 5000).unref();
    const parsed = await resume.parseResume(PDF, { geminiTimeoutMs: 300 });
    // It gave up on Gemini rather than waiting: the slow answer had not been sent yet.
    expect(answered).toBe(false);
    expect(parsed).toMatchObject({ source: 'builtin', name: 'Priya Sharma', phone: '+91 98765 43210' });
    expect(received).toHaveLength(1);
  });

  it.each([
    ['prose instead of JSON', answerWith('Sure! The candidate is Priya Sharma.')],
    ['JSON of the wrong shape', answerWith(JSON.stringify({ name: 42, skills: { list: [] } }))],
    ['a response without candidates', (res: ServerResponse) => res.end(JSON.stringify({ promptFeedback: {} }))],
    ['an HTTP error', (res: ServerResponse) => res.writeHead(500).end('{"error":{"code":500}}')],
  ])('falls back to the built-in extractor on %s', async (_, behaviour) => {
    respond = behaviour;
    const parsed = await resume.parseResume(PDF);
    expect(received).toHaveLength(1);
    expect(parsed).toMatchObject({ source: 'builtin', name: 'Priya Sharma', email: 'priya.sharma@gmail.com' });
  });

  it('does not call Gemini when the secret is empty, unreadable or not configured, or when told not to', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: '  ' });
    expect((await resume.parseResume(PDF)).source).toBe('builtin');

    vi.resetModules();
    resume = await import('../../../lambdas/adapters/resume-parser');
    secrets.on(GetSecretValueCommand).rejects(new Error('AccessDeniedException'));
    expect((await resume.parseResume(PDF)).source).toBe('builtin');

    vi.resetModules();
    resume = await import('../../../lambdas/adapters/resume-parser');
    delete process.env.GEMINI_SECRET_ARN;
    secrets.reset();
    expect((await resume.parseResume(PDF)).source).toBe('builtin');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);

    process.env.GEMINI_SECRET_ARN = SECRET_ARN;
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'test-gemini-key' });
    expect((await resume.parseResume(PDF, { useGemini: false })).source).toBe('builtin');
    expect(received).toHaveLength(0);
  });

  it('still reports unreadable files as errors, before any Gemini call', async () => {
    await expect(resume.parseResume(new TextEncoder().encode('plain text'))).rejects.toMatchObject({ code: 'unsupported' });
    expect(received).toHaveLength(0);
  });
});

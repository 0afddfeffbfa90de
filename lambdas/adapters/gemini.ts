/**
 * Optional field extraction by Gemini. Used only when GEMINI_SECRET_ARN names a secret holding a
 * key; the key is read once per container. Any failure (no key, timeout, HTTP error, an answer
 * that is not the expected JSON) returns undefined and the caller uses the built-in extractor.
 */
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { secretsClient } from './clients';
import { logger } from './observability';
import { LIMITS } from '../contract/limits';
import { RESUME_LIMITS } from '../resume/limits';
import type { ParsedResume } from '../resume/types';
import { findEmails } from '../resume/fields/email';
import { normalisePhone } from '../resume/fields/phone';

const MODEL = 'gemini-2.0-flash';
const DEFAULT_ENDPOINT = 'https://generativelanguage.googleapis.com';
/** Text sent to the model; a resume's useful content fits well within this. */
const PROMPT_TEXT_CHARS = 30_000;

const INSTRUCTION = `Extract the candidate's details from this resume text. Answer with JSON only, no prose, in
this shape: {"name": string|null, "email": string|null, "phone": string|null, "experience": string,
"education": string, "skills": string}. "phone" is the candidate's own number (not a referee's).
"experience", "education" and "skills" are the text of those sections, or "" when absent.

Resume text:
`;

const sectionText = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((value) => (Array.isArray(value) ? value.join('\n') : (value ?? '')).trim().slice(0, RESUME_LIMITS.sectionChars));
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

export const geminiAnswerSchema = z.object({
  name: optionalText,
  email: optionalText,
  phone: optionalText,
  experience: sectionText,
  education: sectionText,
  skills: sectionText,
});

const generateContentResponseSchema = z.object({
  candidates: z.array(z.object({ content: z.object({ parts: z.array(z.object({ text: z.string().optional() })) }) })).min(1),
});

let keyPromise: Promise<string | undefined> | undefined;

/**
 * The Gemini key from Secrets Manager, read on first use and kept for the container's life.
 * A failed read is not kept: the next parse tries again (a throttled or briefly denied call
 * should not switch Gemini off until the container is recycled).
 */
export function geminiKey(): Promise<string | undefined> {
  const secretArn = process.env.GEMINI_SECRET_ARN;
  if (!secretArn) return Promise.resolve(undefined);
  keyPromise ??= readKey(secretArn);
  return keyPromise;
}

async function readKey(secretArn: string): Promise<string | undefined> {
  try {
    const { SecretString } = await secretsClient().send(new GetSecretValueCommand({ SecretId: secretArn }));
    return keyFromSecret(SecretString ?? '');
  } catch (error) {
    keyPromise = undefined;
    logger.warn('Gemini key could not be read; using the built-in extractor', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return undefined;
  }
}

/** The secret is the bare key, or JSON with the key under a conventional name. */
function keyFromSecret(secret: string): string | undefined {
  const trimmed = secret.trim();
  if (!trimmed.startsWith('{')) return trimmed || undefined;
  try {
    const parsed = JSON.parse(trimmed) as Record<string, unknown>;
    const value = ['apiKey', 'GEMINI_API_KEY', 'geminiApiKey', 'key'].map((k) => parsed[k]).find((v) => typeof v === 'string');
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

export async function extractWithGemini(
  text: string,
  { timeoutMs = RESUME_LIMITS.geminiTimeoutMs }: { timeoutMs?: number } = {},
): Promise<Omit<ParsedResume, 'source'> | undefined> {
  const key = await geminiKey();
  if (!key) return undefined;
  const endpoint = (process.env.GEMINI_ENDPOINT ?? DEFAULT_ENDPOINT).replace(/\/+$/, '');
  try {
    const response = await fetch(`${endpoint}/v1beta/models/${MODEL}:generateContent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': key },
      body: JSON.stringify({
        contents: [{ role: 'user', parts: [{ text: INSTRUCTION + text.slice(0, PROMPT_TEXT_CHARS) }] }],
        generationConfig: { temperature: 0, responseMimeType: 'application/json' },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Gemini answered HTTP ${response.status}`);
    const answer = generateContentResponseSchema.parse(await response.json());
    const answerText = answer.candidates[0]!.content.parts.map((part) => part.text ?? '').join('');
    const fields = geminiAnswerSchema.parse(JSON.parse(stripCodeFences(answerText)));
    return {
      name: fields.name?.slice(0, LIMITS.personName),
      email: fields.email ? findEmails([{ text: fields.email }])[0]?.value : undefined,
      phone: fields.phone ? normalisePhone(fields.phone) : undefined,
      experience: fields.experience,
      education: fields.education,
      skills: fields.skills,
    };
  } catch (error) {
    logger.warn('Gemini extraction failed; using the built-in extractor', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return undefined;
  }
}

export function stripCodeFences(text: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  return (fenced ? fenced[1]! : text).trim();
}

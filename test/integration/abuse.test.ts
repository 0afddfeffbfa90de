/**
 * Abuse limits through the local gateway against dynalite, with the contract's default limits:
 * counters per IP and per e-mail held in the rate-counters table, 429 with Retry-After past them,
 * and the bot traps of the public forms.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_RATE_LIMITS } from '../../lambdas/contract/abuse';
import type { LocalStack } from '../../infra/local/stack';
import { api, withLocalStack } from './support/local-api';

let stack: LocalStack;
let staff: string;

withLocalStack({}, (started) => {
  ({ stack, staff } = started);
});

async function storedSubjects(prefix: string, status?: 'new' | 'spam'): Promise<string[]> {
  const res = await api(stack, 'GET', `/contact?limit=100${status ? `&status=${status}` : ''}`, { token: staff });
  expect(res.status).toBe(200);
  return (res.json.items as { subject: string }[])
    .map((m) => m.subject)
    .filter((s) => s.startsWith(prefix))
    .sort();
}

describe('abuse limits', () => {
  it('a bot that fills the honeypot or sends too fast gets the success answer, and its message lands in spam', async () => {
    const prefix = `trap ${randomUUID().slice(0, 8)}`;
    const message = {
      name: 'Bot',
      email: 'bot@example.com',
      message: 'Buy now',
      subject: `${prefix} honeypot`,
      website: 'http://spam.example',
    };
    const honeypot = await api(stack, 'POST', '/contact', { body: message });
    expect(honeypot.status).toBe(201);
    expect(honeypot.json).toMatchObject({ messageId: expect.any(String), createdAt: expect.any(String) });
    const tooFast = await api(stack, 'POST', '/contact', {
      body: { ...message, website: '', subject: `${prefix} fast`, filledInMs: 200 },
    });
    expect(tooFast.status).toBe(201);
    const person = await api(stack, 'POST', '/contact', {
      body: { ...message, website: '', subject: `${prefix} person`, filledInMs: 45_000 },
    });
    expect(person.status).toBe(201);
    expect(await storedSubjects(prefix, 'new')).toEqual([`${prefix} person`]);
    expect(await storedSubjects(prefix, 'spam')).toEqual([`${prefix} fast`, `${prefix} honeypot`]);

    const subscribed = await api(stack, 'POST', '/subscribers', {
      body: { email: `bot-${prefix.slice(5)}@example.com`, website: 'x' },
    });
    expect(subscribed.status).toBe(201);
  });

  it('stores at most the per-IP limit of a burst of contact posts and answers the rest 429 with Retry-After', async () => {
    const prefix = `burst ${randomUUID().slice(0, 8)}`;
    const { limit } = DEFAULT_RATE_LIMITS.createContactMessage.perIp;
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) =>
        api(stack, 'POST', '/contact', {
          body: { name: 'Burst', email: `burst-${i}@example.com`, message: 'Hello', subject: `${prefix} ${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // The first test used 3 of this window's requests from this IP (when it ran in the same window).
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(limit);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json).toMatchObject({ message: expect.stringContaining('Too many requests'), requestId: expect.any(String) });
    expect((await storedSubjects(prefix)).length).toBe(statuses.filter((s) => s === 201).length);
  });

  it('limits sign-ups per e-mail address, whatever its case', async () => {
    const email = `Reader-${randomUUID().slice(0, 8)}@Example.com`;
    const { limit } = DEFAULT_RATE_LIMITS.subscribe.perEmail!;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const res = await api(stack, 'POST', '/subscribers', { body: { email: i % 2 ? email.toLowerCase() : email } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

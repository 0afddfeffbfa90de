/** Newsletter link tokens: genuine ones verify; tampered, re-purposed, expired or foreign ones do not. */
import { createHmac } from 'node:crypto';
import { signSubscriptionToken, verifySubscriptionToken } from '../../../lambdas/domain/subscription-token';

const SECRET = 'k'.repeat(64);
const NOW = new Date('2026-11-23T06:00:00.000Z');
const inDays = (d: number) => new Date(NOW.getTime() + d * 86_400_000);

describe('subscription tokens', () => {
  it('verify for their purpose until they expire', () => {
    const token = signSubscriptionToken(SECRET, { email: 'asha@example.com', purpose: 'confirm', expiresAt: inDays(7) });
    expect(verifySubscriptionToken(SECRET, token, 'confirm', NOW)).toBe('asha@example.com');
    expect(verifySubscriptionToken(SECRET, token, 'confirm', inDays(6.9))).toBe('asha@example.com');
    expect(verifySubscriptionToken(SECRET, token, 'confirm', inDays(7))).toBeUndefined();
    expect(verifySubscriptionToken(SECRET, token, 'confirm', inDays(30))).toBeUndefined();
  });

  it('unsubscribe tokens carry no expiry', () => {
    const token = signSubscriptionToken(SECRET, { email: 'asha@example.com', purpose: 'unsubscribe' });
    expect(verifySubscriptionToken(SECRET, token, 'unsubscribe', inDays(3650))).toBe('asha@example.com');
  });

  it('refuse a token used for the other purpose', () => {
    const unsubscribe = signSubscriptionToken(SECRET, { email: 'asha@example.com', purpose: 'unsubscribe' });
    expect(verifySubscriptionToken(SECRET, unsubscribe, 'confirm', NOW)).toBeUndefined();
  });

  it('refuse a tampered payload, signature or a token signed with another key', () => {
    const token = signSubscriptionToken(SECRET, { email: 'asha@example.com', purpose: 'confirm', expiresAt: inDays(7) });
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ e: 'mallory@example.com', p: 'confirm', x: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(verifySubscriptionToken(SECRET, `${forged}.${signature}`, 'confirm', NOW)).toBeUndefined();
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(verifySubscriptionToken(SECRET, `${payload}.${flipped}`, 'confirm', NOW)).toBeUndefined();
    const other = signSubscriptionToken('o'.repeat(64), { email: 'asha@example.com', purpose: 'confirm', expiresAt: inDays(7) });
    expect(verifySubscriptionToken(SECRET, other, 'confirm', NOW)).toBeUndefined();
  });

  it.each(['', '.', 'abc', 'a.b.c', `${'x'.repeat(2000)}.y`, 'bm90IGpzb24.c2ln'])('refuse the malformed token %#', (token) => {
    expect(verifySubscriptionToken(SECRET, token, 'confirm', NOW)).toBeUndefined();
  });

  it('refuse a correctly signed payload that is not JSON or lacks the address', () => {
    const signed = (body: string) => {
      const payload = Buffer.from(body).toString('base64url');
      return `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
    };
    expect(verifySubscriptionToken(SECRET, signed('not json'), 'confirm', NOW)).toBeUndefined();
    expect(verifySubscriptionToken(SECRET, signed(JSON.stringify({ p: 'confirm' })), 'confirm', NOW)).toBeUndefined();
    expect(
      verifySubscriptionToken(SECRET, signed(JSON.stringify({ e: 'a@b.c', p: 'confirm', x: 'soon' })), 'confirm', NOW),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, scaleRateLimits } from '../../../lambdas/contract/abuse';

describe('scaling the abuse limits', () => {
  it('multiplies every per-IP and per-e-mail limit, keeps the windows, and adds no per-e-mail limit', () => {
    const scaled = scaleRateLimits(DEFAULT_RATE_LIMITS, 10);
    for (const [route, limits] of Object.entries(DEFAULT_RATE_LIMITS) as [
      keyof typeof DEFAULT_RATE_LIMITS,
      (typeof DEFAULT_RATE_LIMITS)[keyof typeof DEFAULT_RATE_LIMITS],
    ][]) {
      expect(scaled[route].perIp).toEqual({ limit: limits.perIp.limit * 10, windowSeconds: limits.perIp.windowSeconds });
      if (limits.perEmail)
        expect(scaled[route].perEmail).toEqual({
          limit: limits.perEmail.limit * 10,
          windowSeconds: limits.perEmail.windowSeconds,
        });
      else expect(scaled[route]).not.toHaveProperty('perEmail');
    }
    expect(scaled.createUploadUrl.perEmail).toBeUndefined();
    expect(DEFAULT_RATE_LIMITS.createContactMessage.perIp.limit).toBe(20);
  });
});

/**
 * Every family's Lambda handler: the contract-driven handler of lambdas/http with the guards that
 * need adapters: the CloudFront origin check first, the abuse limits before the implementation.
 */
import { createApiHandler, type ApiRequest, type Implementations } from '../http/api-handler';
import { isRateLimitedRoute, type HandlerFamily, type RouteId } from '../contract';
import { consumeRateLimit } from '../adapters/rate-limit';
import { verifyOrigin } from '../adapters/origin-verify';

async function limitAbuse(req: ApiRequest<RouteId>): Promise<void> {
  if (!isRateLimitedRoute(req.routeId)) return;
  const email = (req.body as { email?: unknown } | undefined)?.email;
  await consumeRateLimit(req.routeId, { ip: req.sourceIp, email: typeof email === 'string' ? email : undefined });
}

export function createHandler<F extends HandlerFamily>(family: F, implementations: Implementations<F>) {
  return createApiHandler(family, implementations, { verifyOrigin, beforeImplementation: limitAbuse });
}

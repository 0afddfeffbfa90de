/**
 * The security headers of every page and API answer, defined once: the CloudFront
 * response-headers policy (infra/cloud/site.ts) and the local gateway (infra/local/gateway) both
 * read them. The Content-Security-Policy itself depends on the endpoints the SPA talks to and is
 * built in infra/cloud/content-security-policy.ts; `frame-ancestors` is here so both agree.
 */
export const SECURITY_HEADERS = {
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: 'camera=(), microphone=(), geolocation=(), payment=()',
  /** Strict-Transport-Security, only where served over https (CloudFront). */
  hstsMaxAgeSeconds: 730 * 24 * 3600,
  /** The CSP directives that do not depend on endpoints. */
  baseCsp: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
} as const;

/** The headers as an http(s) server sends them. */
export function securityHeaderFields({ https }: { https: boolean }): Record<string, string> {
  return {
    'x-content-type-options': SECURITY_HEADERS.contentTypeOptions,
    'x-frame-options': SECURITY_HEADERS.frameOptions,
    'referrer-policy': SECURITY_HEADERS.referrerPolicy,
    'permissions-policy': SECURITY_HEADERS.permissionsPolicy,
    'content-security-policy': SECURITY_HEADERS.baseCsp,
    ...(https ? { 'strict-transport-security': `max-age=${SECURITY_HEADERS.hstsMaxAgeSeconds}; includeSubDomains` } : {}),
  };
}

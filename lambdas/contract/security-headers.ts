/**
 * The security headers of every page and API answer, defined once: the CloudFront
 * response-headers policy (infra/cloud/site.ts) and the local gateway (infra/local/gateway) both
 * read them, the Content-Security-Policy included (`contentSecurityPolicy`, given the endpoints
 * the SPA talks to in each place).
 */
export const SECURITY_HEADERS = {
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: 'camera=(), microphone=(), geolocation=(), payment=()',
  /** Strict-Transport-Security, only where served over https (CloudFront). */
  hstsMaxAgeSeconds: 730 * 24 * 3600,
  /** The CSP directives that do not depend on endpoints (all a dev server with inline scripts gets). */
  baseCsp: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
} as const;

/** What the site's Content-Security-Policy depends on. */
export interface CspOptions {
  /** Cognito user pools API of the region (Amplify calls it from the browser); locally the gateway itself. */
  readonly cognitoEndpoint: string;
  /** Where the browser PUTs resume uploads (presigned URLs on the resume bucket). */
  readonly uploadEndpoint: string;
  /** Where the post editor POSTs images (the media bucket); locally the same emulator as uploads. */
  readonly mediaUploadEndpoint?: string;
  /** Hash sources of the inline `<style>` elements the HTML carries (web-build.ts). */
  readonly inlineStyleHashes: readonly string[];
  /**
   * Whether `style` attributes in the HTML may apply. Styles React sets at runtime go through the
   * CSSOM and are allowed either way; only attributes in prerendered markup need this.
   */
  readonly allowInlineStyles: boolean;
  /** Served over https: http subresources are upgraded (never on a plain-http local stack). Default true. */
  readonly https?: boolean;
}

/** The site's Content-Security-Policy, built from the origins the SPA really talks to. */
export function contentSecurityPolicy(options: CspOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // With 'unsafe-inline', hash sources would make browsers ignore it: one or the other.
    ['style-src', ["'self'", ...(options.allowInlineStyles ? ["'unsafe-inline'"] : options.inlineStyleHashes)]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['media-src', ["'self'"]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      [
        "'self'",
        options.cognitoEndpoint,
        options.uploadEndpoint,
        ...(options.mediaUploadEndpoint ? [options.mediaUploadEndpoint] : []),
      ],
    ],
    // Only staff's inline resume view (a presigned GET on the resume bucket, PDF in the page);
    // the contact page's map is an in-house image with a link out to OpenStreetMap, not an iframe.
    ['frame-src', [options.uploadEndpoint]],
    ['object-src', ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ...(options.https === false ? [] : [['upgrade-insecure-requests', []] as [string, string[]]]),
  ];
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/** The headers as an http(s) server sends them; `csp` is the policy built above (default: the base directives). */
export function securityHeaderFields({ https, csp }: { https: boolean; csp?: string }): Record<string, string> {
  return {
    'x-content-type-options': SECURITY_HEADERS.contentTypeOptions,
    'x-frame-options': SECURITY_HEADERS.frameOptions,
    'referrer-policy': SECURITY_HEADERS.referrerPolicy,
    'permissions-policy': SECURITY_HEADERS.permissionsPolicy,
    'content-security-policy': csp ?? SECURITY_HEADERS.baseCsp,
    ...(https ? { 'strict-transport-security': `max-age=${SECURITY_HEADERS.hstsMaxAgeSeconds}; includeSubDomains` } : {}),
  };
}

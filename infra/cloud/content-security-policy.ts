/** The site's Content-Security-Policy, built from the origins the SPA really talks to. */
export interface CspOptions {
  /** Cognito user pools API of the region (Amplify calls it from the browser). */
  readonly cognitoEndpoint: string;
  /** Where the browser PUTs resume uploads (presigned URLs on the resume bucket). */
  readonly uploadEndpoint: string;
  /** Hash sources of the inline `<style>` elements the HTML carries (web-build.ts). */
  readonly inlineStyleHashes: readonly string[];
  /**
   * Whether `style` attributes in the HTML may apply. Styles React sets at runtime go through the
   * CSSOM and are allowed either way; only attributes in prerendered markup need this.
   */
  readonly allowInlineStyles: boolean;
}

export function contentSecurityPolicy(options: CspOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // With 'unsafe-inline', hash sources would make browsers ignore it: one or the other.
    ['style-src', ["'self'", ...(options.allowInlineStyles ? ["'unsafe-inline'"] : options.inlineStyleHashes)]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['media-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", options.cognitoEndpoint, options.uploadEndpoint]],
    // Only staff's inline resume view (a presigned GET on the resume bucket, PDF in the page);
    // the contact page's map is an in-house image with a link out to OpenStreetMap, not an iframe.
    ['frame-src', [options.uploadEndpoint]],
    ['object-src', ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['upgrade-insecure-requests', []],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

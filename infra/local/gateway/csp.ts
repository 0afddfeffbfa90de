/**
 * The Content-Security-Policy the local gateway sends: the contract's one definition
 * (lambdas/contract/security-headers.ts), as CloudFront sends it, with the local endpoints (Cognito
 * through this gateway, uploads to the S3 emulator) and the hashes of the inline styles of the
 * build being served, recomputed when the build changes.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { SECURITY_HEADERS, contentSecurityPolicy } from '../../../lambdas/contract/security-headers';
import { inlineStyleHashes } from '../../cloud/web-build';

export function localContentSecurityPolicy(webRoot: string, uploadEndpoint: string): () => string {
  let cached: { builtAt: number; csp: string } | undefined;
  return () => {
    let builtAt = -1;
    try {
      builtAt = statSync(join(webRoot, 'index.html')).mtimeMs;
    } catch {
      // No build yet: no inline styles to allow.
    }
    if (cached?.builtAt !== builtAt) {
      cached = {
        builtAt,
        csp: contentSecurityPolicy({
          cognitoEndpoint: "'self'",
          uploadEndpoint,
          inlineStyleHashes: builtAt < 0 ? [] : inlineStyleHashes(webRoot),
          allowInlineStyles: false,
          https: false,
        }),
      };
    }
    return cached.csp;
  };
}

/** A policy for a page of our own (the outbox) that allows only the inline `<style>` it carries. */
export function inlineStyleOnlyPolicy(html: string): string {
  const hashes = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`,
  );
  return `default-src 'none'; style-src ${hashes.join(' ') || "'none'"}; ${SECURITY_HEADERS.baseCsp}`;
}

/** The site's Content-Security-Policy: defined once in the contract, for CloudFront and the local gateway alike. */
export { contentSecurityPolicy, type CspOptions } from '../../lambdas/contract/security-headers';

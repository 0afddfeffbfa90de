/**
 * The AWS SDK's credential provider inside a Lambda function, swapped in at bundling time for
 * `@aws-sdk/credential-provider-node` (infra/cloud/bundling.ts: esbuild alias). Lambda always hands
 * a function its role's credentials in the environment, so the SDK's full chain (SSO, profiles, web
 * identity, container and instance metadata, and the nested STS and SSO clients it carries: about
 * 100 KB) is never needed there. Only deployed bundles use this; the local stack and the tests run
 * the SDK's own chain.
 */
interface EnvCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

export function fromLambdaEnvironment(): EnvCredentials {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_CREDENTIAL_EXPIRATION } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY)
    throw Object.assign(new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)'), {
      name: 'CredentialsProviderError',
    });
  return {
    accessKeyId: AWS_ACCESS_KEY_ID,
    secretAccessKey: AWS_SECRET_ACCESS_KEY,
    ...(AWS_SESSION_TOKEN ? { sessionToken: AWS_SESSION_TOKEN } : {}),
    ...(AWS_CREDENTIAL_EXPIRATION ? { expiration: new Date(AWS_CREDENTIAL_EXPIRATION) } : {}),
  };
}

/** Same name and shape as the export it stands in for: a factory of credential providers. */
export const defaultProvider = (_init?: unknown) => async () => fromLambdaEnvironment();

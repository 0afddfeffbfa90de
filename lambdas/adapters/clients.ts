/**
 * AWS SDK clients, created once per container on first use. Endpoints come from the SDK's own
 * environment variables (AWS_ENDPOINT_URL_DYNAMODB, AWS_ENDPOINT_URL_S3, ...), which only the
 * local stack sets; on AWS the defaults apply.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { mapOutages } from './outage';
import { enforceLocalGrants } from './local-grants';

let ddb: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let presignS3: S3Client | undefined;
let secrets: SecretsManagerClient | undefined;
let userPool: CognitoIdentityProviderClient | undefined;

export function documentClient(): DynamoDBDocumentClient {
  ddb ??= DynamoDBDocumentClient.from(enforceLocalGrants(mapOutages(new DynamoDBClient({})), 'dynamodb'), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return ddb;
}

const s3Options = () => ({
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
  // Browsers PUT with only the signed headers; SDK checksums would break that (and s3rver).
  requestChecksumCalculation: 'WHEN_REQUIRED' as const,
  responseChecksumValidation: 'WHEN_REQUIRED' as const,
});

export function s3Client(): S3Client {
  s3 ??= enforceLocalGrants(mapOutages(new S3Client(s3Options())), 's3');
  return s3;
}

/** Client whose presigned URLs the browser can reach (locally a different host than the server's). */
export function presigningS3Client(): S3Client {
  const publicEndpoint = process.env.S3_PUBLIC_ENDPOINT;
  if (!publicEndpoint) return s3Client();
  presignS3 ??= enforceLocalGrants(mapOutages(new S3Client({ ...s3Options(), endpoint: publicEndpoint })), 's3');
  return presignS3;
}

export function secretsClient(): SecretsManagerClient {
  secrets ??= new SecretsManagerClient({});
  return secrets;
}

/** The stage's user pool (staff management); locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER names the emulator. */
export function userPoolClient(): CognitoIdentityProviderClient {
  userPool ??= enforceLocalGrants(mapOutages(new CognitoIdentityProviderClient({})), 'cognito-idp');
  return userPool;
}

/** Required configuration from the environment, with a clear error at first use. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

import { Match } from 'aws-cdk-lib/assertions';
import { TABLES } from '../../../lambdas/contract/tables';
import { INCOMING_EXPIRY_DAYS, RESUME_BUCKET_CORS, RESUME_PREFIX } from '../../../lambdas/contract/storage';
import { MEDIA_BUCKET_CORS, MEDIA_INCOMING_EXPIRY_DAYS, MEDIA_PREFIX } from '../../../lambdas/contract/media';
import { MEDIA_KEYS } from '../../../infra/cloud/site';
import {
  PASSWORD_POLICY,
  SPA_AUTH_FLOWS,
  SPA_CLIENT_NAME,
  STAFF_GROUP_NAME,
  TOKEN_VALIDITY,
} from '../../../lambdas/contract/auth';
import { synthStage } from './synth-stage';
import { describeValue, resourceById, resourcesOfType } from './template-queries';

const { stack, template } = synthStage('dev', 'data');
const distributionId = stack.getLogicalId(stack.site.distribution.node.defaultChild as never);

describe('DynamoDB tables', () => {
  it('creates exactly the tables of lambdas/contract, under their pinned logical ids', () => {
    expect(
      resourcesOfType(template, 'AWS::DynamoDB::Table')
        .map(([id]) => id)
        .sort(),
    ).toEqual(
      Object.values(TABLES)
        .map((t) => t.logicalId)
        .sort(),
    );
  });

  it.each(Object.values(TABLES))('$logicalId: key, indexes newest-first by createdAt, on-demand, PITR, encrypted', (def) => {
    const p = resourceById(template, def.logicalId).Properties;
    expect(p.KeySchema).toEqual([{ AttributeName: def.partitionKey, KeyType: 'HASH' }]);
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.SSESpecification).toEqual({ SSEEnabled: true });
    const indexes =
      (p.GlobalSecondaryIndexes as { IndexName: string; KeySchema: unknown; Projection: unknown }[] | undefined) ?? [];
    expect(indexes.map((i) => i.IndexName).sort()).toEqual(def.indexes.map((i) => i.indexName).sort());
    for (const index of def.indexes) {
      expect(indexes.find((i) => i.IndexName === index.indexName)).toEqual({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      });
    }
    const attributes = (p.AttributeDefinitions as { AttributeName: string; AttributeType: string }[]).map((a) => a.AttributeName);
    expect(new Set(attributes)).toEqual(new Set([def.partitionKey, ...def.indexes.flatMap((i) => [i.partitionKey, i.sortKey])]));
  });
});

describe('resume bucket', () => {
  const bucket = resourceById(template, 'ResumeBucket').Properties;

  it('is private, encrypted and owner-enforced', () => {
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
    expect(bucket.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
  });

  it('refuses every request that is not TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: 'ResumeBucket' },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('allows CORS PUT from the site origin only, set by the stateless stack (the bucket cannot name the distribution)', () => {
    expect(bucket.CorsConfiguration).toBeUndefined();
    const cors = resourcesOfType(template, 'Custom::AWS')[0]![1];
    const expected = {
      CORSRules: [
        {
          AllowedOrigins: [`https://<${distributionId}.DomainName>`],
          AllowedMethods: ['PUT'],
          AllowedHeaders: [...RESUME_BUCKET_CORS.allowedHeaders],
          ExposeHeaders: [...RESUME_BUCKET_CORS.exposedHeaders],
          MaxAgeSeconds: RESUME_BUCKET_CORS.maxAgeSeconds,
        },
      ],
    };
    for (const event of ['Create', 'Update']) {
      const call = JSON.parse(describeValue(cors.Properties[event])) as { action: string; parameters: Record<string, unknown> };
      expect(call.action).toBe('putBucketCors');
      expect(call.parameters).toEqual({ Bucket: 'nimbus-crest-dev-resumes-<AWS::AccountId>', CORSConfiguration: expected });
    }
    const onDelete = JSON.parse(describeValue(cors.Properties.Delete)) as { action: string };
    expect(onDelete.action).toBe('deleteBucketCors');
  });

  it('expires uploads never attached to an application and aborts stale multipart uploads', () => {
    const rules = (bucket.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: RESUME_PREFIX.incoming, ExpirationInDays: INCOMING_EXPIRY_DAYS, Status: 'Enabled' }),
    );
    expect(rules).toContainEqual(expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }));
    // Stored resumes never expire: the only expiring rule is scoped to incoming/.
    expect(rules.filter((r) => r.ExpirationInDays !== undefined).map((r) => r.Prefix)).toEqual([RESUME_PREFIX.incoming]);
  });
});

describe('media bucket (images in posts)', () => {
  const bucket = resourceById(template, 'MediaBucket').Properties;

  it('is private, encrypted, owner-enforced, versioned like the resume bucket and TLS only', () => {
    expect(bucket.BucketName).toEqual({ 'Fn::Join': ['', ['nimbus-crest-dev-media-', { Ref: 'AWS::AccountId' }]] });
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
    expect(bucket.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
    expect(bucket.VersioningConfiguration).toEqual(resourceById(template, 'ResumeBucket').Properties.VersioningConfiguration);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: 'MediaBucket' },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('expires unfinished uploads only; originals are kept', () => {
    const rules = (bucket.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules.filter((r) => r.ExpirationInDays !== undefined)).toEqual([
      expect.objectContaining({ Prefix: MEDIA_PREFIX.incoming, ExpirationInDays: MEDIA_INCOMING_EXPIRY_DAYS, Status: 'Enabled' }),
    ]);
  });

  it("takes the editor's POST from the site origin only (CORS set by the stateless stack)", () => {
    expect(bucket.CorsConfiguration).toBeUndefined();
    const calls = resourcesOfType(template, 'Custom::AWS').map(
      ([, r]) => JSON.parse(describeValue(r.Properties.Create)) as { parameters: { Bucket: string; CORSConfiguration: unknown } },
    );
    const media = calls.find((c) => c.parameters.Bucket === 'nimbus-crest-dev-media-<AWS::AccountId>');
    expect(media?.parameters.CORSConfiguration).toEqual({
      CORSRules: [
        {
          AllowedOrigins: [`https://<${distributionId}.DomainName>`],
          AllowedMethods: ['POST'],
          AllowedHeaders: [...MEDIA_BUCKET_CORS.allowedHeaders],
          ExposeHeaders: [...MEDIA_BUCKET_CORS.exposedHeaders],
          MaxAgeSeconds: MEDIA_BUCKET_CORS.maxAgeSeconds,
        },
      ],
    });
  });

  it("lets deploys neither write nor prune the variants in the site bucket, and lets the site's CSP reach the bucket", () => {
    const deployments = resourcesOfType(template, 'Custom::CDKBucketDeployment').map(([, r]) => describeValue(r.Properties));
    expect(deployments.some((d) => MEDIA_KEYS.every((k) => d.includes(k)))).toBe(true);
    const policy = describeValue(resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy')[0]![1].Properties);
    expect(policy).toMatch(/connect-src[^;]*nimbus-crest-dev-media-/);
  });
});

describe('Cognito', () => {
  const pool = resourceById(template, 'UserPool').Properties;

  it('signs users up by e-mail with a verification code and the spec password policy', () => {
    expect(pool.UsernameAttributes).toEqual(['email']);
    expect(pool.AutoVerifiedAttributes).toEqual(['email']);
    expect(pool.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: false });
    expect(pool.VerificationMessageTemplate).toMatchObject({ DefaultEmailOption: 'CONFIRM_WITH_CODE' });
    expect(pool.Policies).toEqual({
      PasswordPolicy: {
        MinimumLength: PASSWORD_POLICY.minLength,
        RequireNumbers: PASSWORD_POLICY.requireDigits,
        RequireSymbols: PASSWORD_POLICY.requireSymbols,
        RequireUppercase: PASSWORD_POLICY.requireUppercase,
        RequireLowercase: PASSWORD_POLICY.requireLowercase,
        TemporaryPasswordValidityDays: 3,
      },
    });
    expect(pool.AccountRecoverySetting).toEqual({ RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] });
  });

  it('has the staff group', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: STAFF_GROUP_NAME,
      UserPoolId: { Ref: 'UserPool' },
    });
  });

  it('has one SPA client: no secret, SRP and refresh only, no OAuth, no user-existence leaks', () => {
    const clients = resourcesOfType(template, 'AWS::Cognito::UserPoolClient');
    expect(clients).toHaveLength(1);
    const c = clients[0]![1].Properties;
    expect(c.ClientName).toBe(SPA_CLIENT_NAME);
    expect(c.GenerateSecret).toBe(false);
    expect([...(c.ExplicitAuthFlows as string[])].sort()).toEqual([...SPA_AUTH_FLOWS].sort());
    expect(c.AllowedOAuthFlows).toBeUndefined();
    expect(c.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(c.CallbackURLs).toBeUndefined();
    expect(c.PreventUserExistenceErrors).toBe('ENABLED');
    expect(c).toMatchObject({
      IdTokenValidity: TOKEN_VALIDITY.idTokenMinutes,
      AccessTokenValidity: TOKEN_VALIDITY.accessTokenMinutes,
      RefreshTokenValidity: TOKEN_VALIDITY.refreshTokenDays * 24 * 60,
    });
  });
});

describe('Gemini secret', () => {
  it('holds an empty key (no generated value), so the built-in extractor runs until ops sets one', () => {
    const secret = resourceById(template, 'GeminiApiKey').Properties;
    expect(secret.GenerateSecretString).toBeUndefined();
    expect(JSON.parse(secret.SecretString as string)).toEqual({ apiKey: '' });
  });
});

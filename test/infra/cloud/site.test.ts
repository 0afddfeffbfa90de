import fs from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { stageConfig } from '../../../infra/config/stages';
import { synthStage } from './synth-stage';
import { describeValue, resourceById, resourcesOfType } from './template-queries';

const { stack, template, assembly } = synthStage('dev', 'site');
const idOf = (c: { node: { defaultChild?: unknown } }) => stack.getLogicalId(c.node.defaultChild as never);
const distribution = resourceById(template, idOf(stack.site.distribution)).Properties.DistributionConfig as Record<
  string,
  unknown
>;
const origins = distribution.Origins as { Id: string; DomainName: unknown; [k: string]: unknown }[];
const originOf = (id: string) => origins.find((o) => o.Id === id)!;
const apiBehaviour = (distribution.CacheBehaviors as Record<string, unknown>[]).find((b) => b.PathPattern === '/api/*')!;
const defaultBehaviour = distribution.DefaultCacheBehavior as Record<string, unknown>;
const headersPolicyId = idOf(stack.site.node.findChild('SecurityHeaders'));
const functionCode = (childId: string) =>
  resourceById(template, idOf(stack.site.node.findChild(childId))).Properties.FunctionCode as string;

// CloudFront managed policy ids (documented, stable).
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('site bucket and CloudFront', () => {
  it('serves a private bucket through Origin Access Control only', () => {
    const s3 = originOf(String(defaultBehaviour.TargetOriginId));
    expect(s3.DomainName).toEqual({ 'Fn::GetAtt': ['SiteBucket', 'RegionalDomainName'] });
    expect(describeValue(s3.OriginAccessControlId)).toMatch(/OriginAccessControl/);
    expect(s3.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
    expect(resourceById(template, 'SiteBucket').Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: 'SiteBucket' },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('redirects to HTTPS, compresses, caches static files and rewrites page URIs at the edge', () => {
    expect(defaultBehaviour).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      CachePolicyId: CACHING_OPTIMIZED,
      ResponseHeadersPolicyId: { Ref: headersPolicyId },
      FunctionAssociations: [
        {
          EventType: 'viewer-request',
          FunctionARN: { 'Fn::GetAtt': [idOf(stack.site.node.findChild('PageRewrite')), 'FunctionARN'] },
        },
        {
          EventType: 'viewer-response',
          FunctionARN: { 'Fn::GetAtt': [idOf(stack.site.node.findChild('PageStatus')), 'FunctionARN'] },
        },
      ],
    });
    expect(distribution.DefaultRootObject).toBe('index.html');
    expect(distribution.PriceClass).toBe('PriceClass_200');
  });

  it("answers a missing key with the site's own 404 page and status 404, never a 200", () => {
    expect(distribution.CustomErrorResponses).toEqual([
      { ErrorCode: 404, ResponseCode: 404, ResponsePagePath: '/404.html', ErrorCachingMinTTL: 10 },
    ]);
  });

  it('runs the routing table generated from the contract (parity: building-blocks.test.ts)', () => {
    expect(functionCode('PageRewrite')).toContain('var APP_SHELL_PREFIXES = ["/dashboard",');
    expect(functionCode('PageRewrite')).toContain('var APP_SHELL_FILE = "app-shell.html"');
    expect(functionCode('PageStatus')).toContain("headers['x-amz-meta-status']");
  });

  it('routes /api/* to the Production stage: all methods, no caching, every viewer header but Host', () => {
    expect(apiBehaviour).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
      ResponseHeadersPolicyId: { Ref: headersPolicyId },
    });
    const api = originOf(String(apiBehaviour.TargetOriginId));
    expect(api.OriginPath).toBe('/Production');
    expect(describeValue(api.DomainName)).toBe(`<${idOf(stack.restApi.api)}>.execute-api.ap-south-1.amazonaws.com`);
    expect(api.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(functionCode('ApiPrefixStrip')).toContain("replace(/^\\/api(?=\\/|$)/, '')");
  });
});

describe('security headers', () => {
  const policy = resourceById(template, headersPolicyId).Properties.ResponseHeadersPolicyConfig as Record<string, unknown>;
  const security = policy.SecurityHeadersConfig as Record<string, Record<string, unknown>>;
  const csp = describeValue(security.ContentSecurityPolicy!.ContentSecurityPolicy);
  const directives = Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name, sources];
    }),
  ) as Record<string, string[]>;

  it('sends a strict CSP: own scripts only, the Cognito and upload origins, no framing', () => {
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    // The fixture's one inline <style> element, by hash; never 'unsafe-inline'.
    expect(directives['style-src']).toEqual(["'self'", "'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https:']);
    expect(directives['media-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://cognito-idp.ap-south-1.amazonaws.com',
      'https://nimbus-crest-dev-resumes-<AWS::AccountId>.s3.ap-south-1.amazonaws.com',
      // The post editor's image uploads (presigned POST to the media bucket).
      'https://nimbus-crest-dev-media-<AWS::AccountId>.s3.ap-south-1.amazonaws.com',
    ]);
    expect(directives['frame-src']).toEqual(['https://nimbus-crest-dev-resumes-<AWS::AccountId>.s3.ap-south-1.amazonaws.com']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  it('the upload origin in the CSP is the resume bucket the functions are given', () => {
    const bucketName = describeValue(resourceById(template, 'ResumeBucket').Properties.BucketName);
    expect(directives['connect-src']).toContain(`https://${bucketName}.s3.ap-south-1.amazonaws.com`);
  });

  it('sends HSTS, nosniff, DENY framing and a private referrer policy, overriding the origin', () => {
    expect(security.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    expect(security.ContentSecurityPolicy!.Override).toBe(true);
  });
});

describe('web build deployment', () => {
  const deployments = resourcesOfType(template, 'Custom::CDKBucketDeployment');
  const pages = deployments.find(([id]) => id.includes('DeployPages'))![1].Properties;
  const assets = deployments.find(([id]) => id.includes('DeployAssets'))![1].Properties;

  it('uploads hashed assets with a year of caching and never prunes them', () => {
    expect(assets).toMatchObject({
      DestinationBucketName: { Ref: 'SiteBucket' },
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });

  it('uploads pages revalidated on every visit, prunes old ones but not assets, and invalidates the cache', () => {
    expect(pages).toMatchObject({
      DestinationBucketName: { Ref: 'SiteBucket' },
      Prune: true,
      // The publisher's and the media function's keys: a deploy neither overwrites nor prunes
      // published posts and jobs, or the images in them.
      Exclude: [
        'assets/*',
        'blog/*',
        'careers/*',
        'sitemap.xml',
        'feed.xml',
        'search-index.json',
        '_publish/*',
        'media/images/*',
      ],
      SystemMetadata: { 'cache-control': 'public, max-age=0, must-revalidate' },
      DistributionId: { Ref: idOf(stack.site.distribution) },
      DistributionPaths: ['/*'],
    });
  });

  it("writes /config.json with the region, this stage's pool and client, and /api as API base", () => {
    const keys = pages.SourceObjectKeys as string[];
    const markers = pages.SourceMarkers as Record<string, unknown>[];
    const index = markers.findIndex((m) => Object.keys(m).length > 0);
    const assetDir = path.join(assembly.directory, `asset.${keys[index]!.replace(/\.zip$/, '')}`);
    const written = JSON.parse(fs.readFileSync(path.join(assetDir, 'config.json'), 'utf8')) as Record<string, string>;
    const resolve = (v: string) => describeValue(markers[index]![v] ?? v);
    expect(Object.keys(written).sort()).toEqual(['apiBase', 'region', 'userPoolClientId', 'userPoolId']);
    expect(written.region).toBe(stageConfig('dev').region);
    expect(written.apiBase).toBe('/api');
    expect(resolve(written.userPoolId!)).toBe('<UserPool>');
    expect(resolve(written.userPoolClientId!)).toBe(`<${idOf(stack.auth.spaClient)}>`);
  });
});

describe('outputs', () => {
  it('names the site URL, API URL, user pool and client', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(['ApiUrl', 'GeminiSecretArn', 'SiteUrl', 'UserPoolClientId', 'UserPoolId']),
    );
    expect(describeValue(outputs.SiteUrl!.Value)).toBe(`https://<${idOf(stack.site.distribution)}.DomainName>`);
    const stageId = idOf(stack.restApi.api.deploymentStage);
    expect(describeValue(outputs.ApiUrl!.Value)).toBe(
      `https://<${idOf(stack.restApi.api)}>.execute-api.ap-south-1.<AWS::URLSuffix>/<${stageId}>/`,
    );
    expect(outputs.UserPoolId!.Value).toEqual({ Ref: 'UserPool' });
  });
});

describe('site publisher', () => {
  const publisher = stack.publisher;
  const fnId = idOf(publisher.fn);

  it("runs on the jobs and posts tables' streams, one run at a time", () => {
    const mappings = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping')
      .map(([, m]) => m)
      .filter((m) => JSON.stringify(m.Properties.FunctionName).includes(fnId));
    expect(mappings.map((m) => describeValue(m.Properties.EventSourceArn)).sort()).toEqual([
      '<JobsTable.StreamArn>',
      '<PostsTable.StreamArn>',
    ]);
    expect(resourceById(template, 'JobsTable').Properties.StreamSpecification).toEqual({ StreamViewType: 'KEYS_ONLY' });
    expect(resourceById(template, fnId).Properties.ReservedConcurrentExecutions).toBe(1);
  });

  it('is started every 5 minutes for its backlog, beside the post-deploy trigger', () => {
    const schedules = resourcesOfType(template, 'AWS::Scheduler::Schedule').filter(
      ([, s]) => describeValue((s.Properties.Target as { Arn: unknown }).Arn) === `<${fnId}.Arn>`,
    );
    expect(schedules.map(([, s]) => s.Properties.ScheduleExpression)).toEqual(['rate(5 minutes)']);
    expect(JSON.parse((schedules[0]![1].Properties.Target as { Input: string }).Input)).toEqual({ backlog: true });
  });

  it('may write only the keys it owns and invalidate only this distribution', () => {
    const policies = resourcesOfType(template, 'AWS::IAM::Policy')
      .map(([, p]) => p)
      .filter((p) => JSON.stringify(p.Properties.Roles).includes('PublisherRole'));
    const statements = policies.flatMap(
      (p) => (p.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement,
    );
    const s3Writes = statements.find((st) => JSON.stringify(st.Action).includes('s3:PutObject'))!;
    const resources = (s3Writes.Resource as unknown[]).map(describeValue);
    expect(resources).toEqual(
      expect.arrayContaining([
        '<SiteBucket.Arn>/blog/*',
        '<SiteBucket.Arn>/careers/*',
        '<SiteBucket.Arn>/_publish/manifest.json',
      ]),
    );
    expect(resources.some((r) => r.endsWith('/*') && !/\/(blog|careers|_publish)\/\*$/.test(r))).toBe(false);
    expect(statements.some((st) => st.Action === 'cloudfront:CreateInvalidation')).toBe(true);
  });
});

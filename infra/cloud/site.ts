import path from 'node:path';
import fs from 'node:fs';
import { Construct } from 'constructs';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as EdgeFunction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { IRestApi } from 'aws-cdk-lib/aws-apigateway';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { removalPolicyOf, type StageConfig } from '../config/stages';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { API_STAGE_NAME } from './contract-rest-api';
import { SECURITY_HEADERS } from '../../lambdas/contract/security-headers';
import { contentSecurityPolicy } from './content-security-policy';
import { apiPrefixStripSource, siteRequestSource, siteResponseSource } from './edge-functions';
import { inlineStyleHashes } from './web-build';
import { NOT_FOUND_FILE } from '../../lambdas/contract/site-routes';
import { SEARCH_INDEX_PATH } from '../../lambdas/contract/search';
import { MEDIA_SITE_PREFIX } from '../../lambdas/contract/media';

/**
 * Keys the publisher owns (lambdas/handlers/publish.ts): deploys neither write nor prune them, so
 * published posts and jobs survive a deploy (the publisher re-renders them after it).
 */
export const PUBLISHED_KEYS = ['blog/*', 'careers/*', 'sitemap.xml', 'feed.xml', SEARCH_INDEX_PATH.slice(1), '_publish/*'];
/** Image variants the media function writes (lambdas/contract/media.ts): deploys never prune them either. */
export const MEDIA_KEYS = [`${MEDIA_SITE_PREFIX}*`];

export const API_PATH_PATTERN = '/api/*';
export const API_BASE = '/api';

export interface SiteProps {
  readonly config: StageConfig;
  /** Absolute path of the web build (index.html, assets/, prerendered `<route>/index.html`). */
  readonly webDir: string;
  readonly restApi: IRestApi;
  readonly uploadEndpoint: string;
  /** The media bucket's browser endpoint (the post editor's image uploads). */
  readonly mediaUploadEndpoint?: string;
  readonly userPool: IUserPool;
  readonly spaClient: IUserPoolClient;
  readonly allowInlineStyles: boolean;
  /** The stage's own host name and its us-east-1 certificate; otherwise the CloudFront address. */
  readonly domain?: { readonly name: string; readonly certificate: ICertificate };
  /** The web ACL (us-east-1) in front of the distribution, where the stage has one. */
  readonly webAclArn?: string;
  /** Headers CloudFront adds to every API request (the origin-verify secret). */
  readonly apiOriginHeaders?: Record<string, string>;
}

/** What the SPA reads from `/config.json` (web/src/lib/config.ts). */
export interface RuntimeConfig {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly apiBase: string;
}

/**
 * The website: a private bucket behind CloudFront (Origin Access Control), `/api/*` forwarded to
 * the API Gateway stage, security headers on every answer, and the web build deployed with the
 * stage's `/config.json`.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly origin: string;
  /** The deployment of the build's pages: the publisher runs after it. */
  pagesDeployment!: BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const { config } = props;

    // Not stateful: every deploy rewrites it from the build, so it goes with the stack in every stage.
    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    (this.bucket.node.defaultChild as CfnBucket).overrideLogicalId('SiteBucket');

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `${config.stackName}-security-headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            cognitoEndpoint: `https://cognito-idp.${config.region}.amazonaws.com`,
            uploadEndpoint: props.uploadEndpoint,
            mediaUploadEndpoint: props.mediaUploadEndpoint,
            inlineStyleHashes: inlineStyleHashes(props.webDir),
            allowInlineStyles: props.allowInlineStyles,
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(SECURITY_HEADERS.hstsMaxAgeSeconds),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: SECURITY_HEADERS.permissionsPolicy, override: true }],
      },
    });

    const pageRewrite = new EdgeFunction(this, 'PageRewrite', {
      comment: 'The site routing table (lambdas/contract/site-routes.ts): stored file, page or SPA shell',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(siteRequestSource()),
    });
    const pageStatus = new EdgeFunction(this, 'PageStatus', {
      comment: 'Published statuses from object metadata: 301 with Location, 410 for closed jobs',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(siteResponseSource()),
    });
    const apiPrefixStrip = new EdgeFunction(this, 'ApiPrefixStrip', {
      comment: 'Removes the /api prefix: API resources are the contract paths',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(apiPrefixStripSource()),
    });

    // Built from the API id, not from the stage URL: the stage depends on the functions, which
    // depend on the resume bucket, whose CORS rule depends on this distribution.
    const apiOrigin = new HttpOrigin(`${props.restApi.restApiId}.execute-api.${config.region}.amazonaws.com`, {
      originPath: `/${API_STAGE_NAME}`,
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: props.apiOriginHeaders,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${config.stackName} website`,
      defaultRootObject: 'index.html',
      priceClass: config.priceClass,
      httpVersion: HttpVersion.HTTP2_AND_3,
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: props.domain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, {
          // LIST lets S3 answer 404 (not 403) for a missing asset.
          originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        compress: true,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { function: pageRewrite, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: pageStatus, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      // A key the routing table points at that does not exist: the site's own not-found page.
      // (Distribution-wide: an API 404 keeps its status but gets this body.)
      errorResponses: [
        { httpStatus: 404, responseHttpStatus: 404, responsePagePath: `/${NOT_FOUND_FILE}`, ttl: Duration.seconds(10) },
      ],
      additionalBehaviors: {
        [API_PATH_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          compress: true,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the browser sent (Authorization, query strings, content type) except Host.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: apiPrefixStrip, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    this.origin = props.domain ? `https://${props.domain.name}` : `https://${this.distribution.distributionDomainName}`;
    Validations.of(this.distribution).acknowledge({
      id: '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason:
        'defaultRootObject is set and the page-rewrite function maps every directory URI to an index.html, so no listing is served.',
    });

    this.deployBuild(props);
  }

  private deployBuild(props: SiteProps) {
    const runtimeConfig: RuntimeConfig = {
      region: props.config.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.spaClient.userPoolClientId,
      apiBase: API_BASE,
    };
    const logGroup = new LogGroup(this, 'DeploymentLogs', {
      retention: props.config.logRetention,
      removalPolicy: removalPolicyOf(props.config),
    });
    const assetsDir = path.join(props.webDir, 'assets');
    // Hashed file names never change content: cache them for a year, and keep old ones so pages
    // still open in a browser can load the chunks they reference.
    const assets = fs.existsSync(assetsDir)
      ? new BucketDeployment(this, 'DeployAssets', {
          sources: [Source.asset(assetsDir)],
          destinationBucket: this.bucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          prune: false,
          memoryLimit: 512,
          logGroup,
        })
      : undefined;
    // Pages, media and config.json revalidate on every visit, so a deploy shows at once.
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(props.webDir, { exclude: ['assets', 'assets/**'] }), Source.jsonData('config.json', runtimeConfig)],
      destinationBucket: this.bucket,
      exclude: ['assets/*', ...PUBLISHED_KEYS, ...MEDIA_KEYS],
      prune: true,
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup,
    });
    if (assets) pages.node.addDependency(assets);
    this.pagesDeployment = pages;
  }
}

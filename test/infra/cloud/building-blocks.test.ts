import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RemovalPolicy } from 'aws-cdk-lib';
import { DEFAULT_STAGE, REGION, removalPolicyOf, stageConfig } from '../../../infra/config/stages';
import { contentSecurityPolicy } from '../../../infra/cloud/content-security-policy';
import { apiPrefixStripSource, siteRequestSource, siteResponseSource } from '../../../infra/cloud/edge-functions';
import { routeSitePath } from '../../../lambdas/contract/site-routes';
import {
  MissingWebBuildError,
  inlineStyleHashes,
  prerenderedRoutes,
  requireWebBuild,
  spaShellOf,
} from '../../../infra/cloud/web-build';
import { FIXTURE_WEB_DIR } from './synth-stage';

type ViewerRequest = { request: { uri: string; headers: Record<string, { value: string }> } };
/** Runs CloudFront Function source the way the edge does: a global `handler(event)`. */
const edgeHandler = (source: string) =>
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the CloudFront Function's source as the edge does
  new Function(`${source}\nreturn handler;`)() as (event: ViewerRequest) => ViewerRequest['request'];
const viewerRequest = (uri: string): ViewerRequest => ({
  request: { uri, headers: { authorization: { value: 'Bearer t' } } },
});

describe('stage configuration', () => {
  it('defaults to dev, knows prod, and refuses anything else with the valid names', () => {
    expect(stageConfig().name).toBe(DEFAULT_STAGE);
    expect(stageConfig(undefined).name).toBe('dev');
    expect(stageConfig('prod').name).toBe('prod');
    expect(() => stageConfig('production')).toThrow(/-c stage=dev or -c stage=prod/);
  });

  it('puts both stages in ap-south-1; only prod retains data', () => {
    expect(stageConfig('dev').region).toBe(REGION);
    expect(stageConfig('prod').region).toBe('ap-south-1');
    expect(removalPolicyOf(stageConfig('prod'))).toBe(RemovalPolicy.RETAIN);
    expect(removalPolicyOf(stageConfig('dev'))).toBe(RemovalPolicy.DESTROY);
  });
});

describe('site routing CloudFront Functions (generated from the routing table)', () => {
  const handler = edgeHandler(siteRequestSource());
  const rewrite = (uri: string) => handler(viewerRequest(uri)).uri;

  // Parity: the generated function and the table (which the local gateway uses) agree on every path.
  const PATHS = [
    '/',
    '/about',
    '/about/',
    '/blog',
    '/blog/page/2',
    '/blog/tag/aws-lambda',
    '/blog/tag/aws-lambda/page/2',
    '/blog/some-post',
    '/blog/some-post/',
    '/careers',
    '/careers/senior-cloud-engineer-pune',
    '/careers/123e4567-e89b-12d3-a456-426614174000',
    '/legal/privacy',
    '/assets/app-abc.js',
    '/assets/missing.css',
    '/config.json',
    '/robots.txt',
    '/sitemap.xml',
    '/feed.xml',
    '/blog/x/data.json',
    '/_publish/manifest.json',
    '/_hidden/none',
    '/login',
    '/login/',
    '/register',
    '/forgot-password',
    '/dashboard',
    '/profile',
    '/admin',
    '/admin/',
    '/admin/jobs/edit/abc',
    '/administrator',
    '/loginx',
    '/aboutx',
    '/v1.2/notes',
    '/careers?department=Data',
    '//double//slash',
    '/media/og-image.jpg',
    '/404.html',
  ];
  it.each(PATHS)('routes %s exactly as the table does', (path) => {
    expect(rewrite(path)).toBe(`/${routeSitePath(path).key}`);
  });

  it('keeps files as stored, pages at <path>/index.html and account routes on the shell', () => {
    expect(rewrite('/assets/app-abc.js')).toBe('/assets/app-abc.js');
    expect(rewrite('/careers/cloud-architect')).toBe('/careers/cloud-architect/index.html');
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/admin/jobs/edit/abc')).toBe('/app-shell.html');
    expect(rewrite('/_publish/manifest.json')).not.toContain('manifest');
  });

  type ViewerResponse = {
    response: { statusCode: number; statusDescription?: string; headers: Record<string, { value: string }> };
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the generated CloudFront function source, as CloudFront does
  const respond = new Function(`${siteResponseSource()}\nreturn handler;`)() as (e: ViewerResponse) => ViewerResponse['response'];
  it('turns published status metadata into 301 with Location and 410, and drops the metadata', () => {
    const moved = respond({
      response: {
        statusCode: 200,
        headers: { 'x-amz-meta-status': { value: '301' }, 'x-amz-meta-location': { value: '/careers/new' } },
      },
    });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toEqual({ value: '/careers/new' });
    expect(moved.headers).not.toHaveProperty('x-amz-meta-status');
    const gone = respond({ response: { statusCode: 200, headers: { 'x-amz-meta-status': { value: '410' } } } });
    expect(gone.statusCode).toBe(410);
    expect(respond({ response: { statusCode: 200, headers: {} } }).statusCode).toBe(200);
    expect(respond({ response: { statusCode: 304, headers: { 'x-amz-meta-status': { value: '410' } } } }).statusCode).toBe(304);
  });
});

describe('api-prefix CloudFront Function', () => {
  const handler = edgeHandler(apiPrefixStripSource());

  it('maps /api/<contract path> to the contract path and keeps the headers', () => {
    const out = handler(viewerRequest('/api/jobs/abc'));
    expect(out.uri).toBe('/jobs/abc');
    expect(out.headers.authorization).toEqual({ value: 'Bearer t' });
    expect(handler(viewerRequest('/api/applications/upload-url')).uri).toBe('/applications/upload-url');
    expect(handler(viewerRequest('/api/')).uri).toBe('/');
  });

  it('does not strip a prefix that only starts with "api"', () => {
    expect(handler(viewerRequest('/apiary/x')).uri).toBe('/apiary/x');
  });
});

describe('content security policy', () => {
  const options = {
    inlineStyleHashes: ["'sha256-abc='"],
    cognitoEndpoint: 'https://cognito-idp.ap-south-1.amazonaws.com',
    uploadEndpoint: 'https://b.s3.ap-south-1.amazonaws.com',
  };

  it('allows inline style attributes only when asked, and never inline scripts', () => {
    const strict = contentSecurityPolicy({ ...options, allowInlineStyles: false });
    const relaxed = contentSecurityPolicy({ ...options, allowInlineStyles: true });
    expect(strict).toContain("style-src 'self' 'sha256-abc=';");
    expect(relaxed).toContain("style-src 'self' 'unsafe-inline';");
    expect(relaxed).toContain("script-src 'self';");
  });
});

describe('web build lookup', () => {
  it('fails with the command to run when the build is missing', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-web-build-'));
    try {
      expect(() => requireWebBuild(empty)).toThrow(MissingWebBuildError);
      expect(() => requireWebBuild(empty)).toThrow(/npm run build:web/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('finds the prerendered routes of a build', () => {
    expect(requireWebBuild(FIXTURE_WEB_DIR)).toBe(FIXTURE_WEB_DIR);
    expect(prerenderedRoutes(FIXTURE_WEB_DIR)).toEqual(['/about', '/careers']);
  });

  it('hashes the inline <style> elements of its pages for the CSP', () => {
    // sha256 of "body{margin:0}", the fixture's inline stylesheet (echo -n ... | openssl sha256 -binary | base64).
    expect(inlineStyleHashes(FIXTURE_WEB_DIR)).toEqual(["'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='"]);
  });

  it('falls back to app-shell.html when the build has one, else to index.html', () => {
    expect(spaShellOf(FIXTURE_WEB_DIR)).toBe('/app-shell.html');
    expect(spaShellOf(path.join(FIXTURE_WEB_DIR, 'careers'))).toBe('/index.html');
  });
});

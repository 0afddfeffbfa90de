/**
 * Source of the CloudFront Functions (cloudfront-js-2.0 runtime), generated at synth time from the
 * site's routing table (lambdas/contract/site-routes.ts). Kept as plain strings so tests run
 * exactly the code CloudFront will run (test/infra/cloud/edge-parity.test.ts compares it with the table).
 */
import { APP_SHELL_FILE, APP_SHELL_PREFIXES, HIDDEN_KEY } from '../../lambdas/contract/site-routes';

/**
 * Viewer-request function of the site's default behaviour: the routing table. A path with a file
 * extension is a stored file (the publisher's `_` keys are never served); account and admin routes
 * are the SPA shell; any other path is the page stored at `<path>/index.html`. A key that does not
 * exist answers 404.html with 404 (the distribution's error response).
 */
export function siteRequestSource(): string {
  return `var APP_SHELL_PREFIXES = ${JSON.stringify(APP_SHELL_PREFIXES)};
var APP_SHELL_FILE = ${JSON.stringify(APP_SHELL_FILE)};
var HIDDEN_KEY = ${JSON.stringify(HIDDEN_KEY)};
function routeKey(uri) {
  var path = uri.split('?')[0];
  var last = path.substring(path.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) {
    var key = path.replace(/^\\/+/, '');
    return key.charAt(0) === '_' ? HIDDEN_KEY : key;
  }
  var route = path.replace(/\\/+$/, '');
  for (var i = 0; i < APP_SHELL_PREFIXES.length; i++) {
    var prefix = APP_SHELL_PREFIXES[i];
    if (route === prefix || route.indexOf(prefix + '/') === 0) return APP_SHELL_FILE;
  }
  if (route === '') return 'index.html';
  return route.replace(/^\\/+/, '') + '/index.html';
}
function handler(event) {
  var request = event.request;
  request.uri = '/' + routeKey(request.uri);
  return request;
}
`;
}

/**
 * Viewer-response function of the default behaviour: a published file's status travels as object
 * metadata (x-amz-meta-status, x-amz-meta-location; see the publisher): 301 with its Location, or
 * 410 for a closed job's page. The metadata headers themselves are not passed on.
 */
export function siteResponseSource(): string {
  return `function handler(event) {
  var response = event.response;
  var headers = response.headers;
  var status = headers['x-amz-meta-status'];
  var location = headers['x-amz-meta-location'];
  if (status && response.statusCode === 200) {
    var code = parseInt(status.value, 10);
    if (code === 301 && location) {
      response.statusCode = 301;
      response.statusDescription = 'Moved Permanently';
      headers['location'] = { value: location.value };
    } else if (code === 410) {
      response.statusCode = 410;
      response.statusDescription = 'Gone';
    }
  }
  delete headers['x-amz-meta-status'];
  delete headers['x-amz-meta-location'];
  return response;
}
`;
}

/**
 * Viewer-request function of the `/api/*` behaviour: the API's resources are the contract's paths
 * (`/jobs`, not `/api/jobs`), so the prefix the site uses is removed before the request goes on.
 */
export function apiPrefixStripSource(): string {
  return `function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\\/api(?=\\/|$)/, '') || '/';
  return request;
}
`;
}

/**
 * Source of the CloudFront Functions (cloudfront-js-2.0 runtime), generated at synth time. Kept as
 * plain strings so tests can run exactly the code CloudFront will run.
 */

/**
 * Viewer-request function of the site's default behaviour. A URI with a file extension is an asset
 * and goes to S3 unchanged, so a missing asset stays a real 404. Any other URI is a page: the home
 * page, a prerendered page's own HTML, or else the empty SPA shell, which routes on the client.
 */
export function pageRewriteSource(prerenderedRoutes: readonly string[], spaShell: string): string {
  const routes = JSON.stringify(Object.fromEntries(prerenderedRoutes.map((r) => [r, true])));
  return `var PRERENDERED = ${routes};
var SPA_SHELL = ${JSON.stringify(spaShell)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) return request;
  var route = uri.replace(/\\/+$/, '');
  if (route === '') request.uri = '/index.html';
  else request.uri = PRERENDERED[route] ? route + '/index.html' : SPA_SHELL;
  return request;
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

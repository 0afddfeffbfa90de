/**
 * The endpoint table without schemas: method, path, handler family and access of every API route.
 * Kept free of zod so the web's public pages can use it without loading the schemas;
 * routes.ts attaches the schemas to the same ids.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * `public`: anyone; `staff`: a verified token in the `staff` group (Cognito authorizer + handler
 * check); `admin`: the same, and the token must also be in the `admin` group.
 */
export type Access = 'public' | 'staff' | 'admin';
/**
 * One Lambda function per family. `applications` takes submissions (it extracts resume sections,
 * so it carries the parser); `candidates` is the staff's side of the same table (lists, details,
 * the pipeline, exports, erasure, audit), without it.
 */
export const HANDLER_FAMILIES = [
  'jobs',
  'blogs',
  'applications',
  'candidates',
  'uploads',
  'parse',
  'contact',
  'subscribers',
  'staff',
  'media',
] as const;
export type HandlerFamily = (typeof HANDLER_FAMILIES)[number];

export interface EndpointDef {
  readonly method: HttpMethod;
  /** API Gateway resource path, `{id}` for path parameters; served under `/api`. */
  readonly path: string;
  readonly family: HandlerFamily;
  readonly access: Access;
  /** Public route whose answer differs for staff: the handler verifies an optional bearer token itself. */
  readonly optionalAuth?: boolean;
  readonly status: 200 | 201 | 204;
}

const ep = <E extends EndpointDef>(e: E) => e;

export const endpoints = {
  listJobs: ep({ method: 'GET', path: '/jobs', family: 'jobs', access: 'public', optionalAuth: true, status: 200 }),
  getJob: ep({ method: 'GET', path: '/jobs/{id}', family: 'jobs', access: 'public', optionalAuth: true, status: 200 }),
  createJob: ep({ method: 'POST', path: '/jobs', family: 'jobs', access: 'staff', status: 201 }),
  updateJob: ep({ method: 'PUT', path: '/jobs/{id}', family: 'jobs', access: 'staff', status: 200 }),
  deleteJob: ep({ method: 'DELETE', path: '/jobs/{id}', family: 'jobs', access: 'staff', status: 204 }),
  listJobRevisions: ep({ method: 'GET', path: '/jobs/{id}/revisions', family: 'jobs', access: 'staff', status: 200 }),
  getJobRevision: ep({
    method: 'GET',
    path: '/jobs/{id}/revisions/{revisionId}',
    family: 'jobs',
    access: 'staff',
    status: 200,
  }),
  restoreJobRevision: ep({
    method: 'POST',
    path: '/jobs/{id}/revisions/{revisionId}/restore',
    family: 'jobs',
    access: 'staff',
    status: 200,
  }),

  listBlogs: ep({ method: 'GET', path: '/blogs', family: 'blogs', access: 'public', optionalAuth: true, status: 200 }),
  getBlog: ep({ method: 'GET', path: '/blogs/{id}', family: 'blogs', access: 'public', optionalAuth: true, status: 200 }),
  createBlog: ep({ method: 'POST', path: '/blogs', family: 'blogs', access: 'staff', status: 201 }),
  updateBlog: ep({ method: 'PUT', path: '/blogs/{id}', family: 'blogs', access: 'staff', status: 200 }),
  deleteBlog: ep({ method: 'DELETE', path: '/blogs/{id}', family: 'blogs', access: 'staff', status: 204 }),
  listBlogRevisions: ep({ method: 'GET', path: '/blogs/{id}/revisions', family: 'blogs', access: 'staff', status: 200 }),
  getBlogRevision: ep({
    method: 'GET',
    path: '/blogs/{id}/revisions/{revisionId}',
    family: 'blogs',
    access: 'staff',
    status: 200,
  }),
  restoreBlogRevision: ep({
    method: 'POST',
    path: '/blogs/{id}/revisions/{revisionId}/restore',
    family: 'blogs',
    access: 'staff',
    status: 200,
  }),

  listApplications: ep({ method: 'GET', path: '/applications', family: 'candidates', access: 'staff', status: 200 }),
  createApplication: ep({ method: 'POST', path: '/applications', family: 'applications', access: 'public', status: 201 }),
  getResumeUrl: ep({ method: 'GET', path: '/applications/{id}/resume', family: 'candidates', access: 'staff', status: 200 }),
  // In `parse`: an application stored before its text was kept has it extracted on demand.
  getResumeText: ep({ method: 'GET', path: '/applications/{id}/resume-text', family: 'parse', access: 'staff', status: 200 }),
  // Listed before getApplication: `/applications/export` is not an application id.
  exportApplications: ep({ method: 'GET', path: '/applications/export', family: 'candidates', access: 'staff', status: 200 }),
  getApplication: ep({ method: 'GET', path: '/applications/{id}', family: 'candidates', access: 'staff', status: 200 }),
  updateApplication: ep({ method: 'PATCH', path: '/applications/{id}', family: 'candidates', access: 'staff', status: 200 }),
  addApplicationNote: ep({
    method: 'POST',
    path: '/applications/{id}/notes',
    family: 'candidates',
    access: 'staff',
    status: 201,
  }),
  rateApplication: ep({ method: 'PUT', path: '/applications/{id}/rating', family: 'candidates', access: 'staff', status: 200 }),
  deleteApplication: ep({ method: 'DELETE', path: '/applications/{id}', family: 'candidates', access: 'staff', status: 204 }),
  listAudit: ep({ method: 'GET', path: '/audit', family: 'candidates', access: 'staff', status: 200 }),
  exportApplicationData: ep({
    method: 'GET',
    path: '/applications/{id}/export',
    family: 'candidates',
    access: 'staff',
    status: 200,
  }),
  createUploadUrl: ep({ method: 'POST', path: '/applications/upload-url', family: 'uploads', access: 'public', status: 200 }),
  parseResume: ep({ method: 'POST', path: '/applications/parse', family: 'parse', access: 'public', status: 200 }),

  createContactMessage: ep({ method: 'POST', path: '/contact', family: 'contact', access: 'public', status: 201 }),
  listContactMessages: ep({ method: 'GET', path: '/contact', family: 'contact', access: 'staff', status: 200 }),
  updateContactMessage: ep({ method: 'PATCH', path: '/contact/{id}', family: 'contact', access: 'staff', status: 200 }),
  getContactMessage: ep({ method: 'GET', path: '/contact/{id}', family: 'contact', access: 'staff', status: 200 }),

  subscribe: ep({ method: 'POST', path: '/subscribers', family: 'subscribers', access: 'public', status: 201 }),
  confirmSubscription: ep({ method: 'POST', path: '/subscribers/confirm', family: 'subscribers', access: 'public', status: 200 }),
  unsubscribe: ep({ method: 'POST', path: '/subscribers/unsubscribe', family: 'subscribers', access: 'public', status: 200 }),
  listSubscribers: ep({ method: 'GET', path: '/subscribers', family: 'subscribers', access: 'staff', status: 200 }),
  exportSubscribers: ep({ method: 'GET', path: '/subscribers/export', family: 'subscribers', access: 'staff', status: 200 }),

  // Staff management (admins only): the pool's accounts, approving one into `staff`, removing one.
  listUsers: ep({ method: 'GET', path: '/users', family: 'staff', access: 'admin', status: 200 }),
  approveStaff: ep({ method: 'PUT', path: '/users/{id}/staff', family: 'staff', access: 'admin', status: 200 }),
  removeStaff: ep({ method: 'DELETE', path: '/users/{id}/staff', family: 'staff', access: 'admin', status: 200 }),
  createMediaUpload: ep({ method: 'POST', path: '/media/uploads', family: 'media', access: 'staff', status: 200 }),
  createMedia: ep({ method: 'POST', path: '/media', family: 'media', access: 'staff', status: 201 }),
} as const satisfies Record<string, EndpointDef>;

export type RouteId = keyof typeof endpoints;
export const routeIds = Object.keys(endpoints) as RouteId[];
export const STAFF_GROUP = 'staff';
/** Admins (also staff) may approve and remove staff accounts. */
export const ADMIN_GROUP = 'admin';

/** The route id for an API Gateway resource path and method, or undefined. */
export const findRoute = (method: string, resourcePath: string): RouteId | undefined =>
  routeIds.find((id) => endpoints[id].method === method && endpoints[id].path === resourcePath);

/** Matches a concrete path (`/jobs/abc`) against the table: route id, resource path and path parameters. */
export function matchPath(method: string, path: string): { id: RouteId; params: Record<string, string> } | undefined {
  const parts = path.replace(/\/+$/, '').split('/');
  for (const id of routeIds) {
    const r = endpoints[id];
    if (r.method !== method) continue;
    const tpl = r.path.split('/');
    if (tpl.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = tpl.every((seg, i) => {
      const m = /^\{(\w+)\}$/.exec(seg);
      if (!m) return seg === parts[i];
      if (!parts[i]) return false;
      // A malformed percent-encoding (`%E0%A4%A`) matches no route rather than throwing.
      try {
        params[m[1]!] = decodeURIComponent(parts[i]);
      } catch {
        return false;
      }
      return true;
    });
    if (ok) return { id, params };
  }
  return undefined;
}

/** True when some method serves this path, so a wrong method can answer 405 rather than 404. */
export const knowsPath = (path: string) => (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).some((m) => matchPath(m, path));

/** Fills `{id}`-style parameters of a route's path. */
export const buildPath = (id: RouteId, params: Record<string, string> = {}) =>
  endpoints[id].path.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`Missing path parameter ${k} for ${id}`);
    return encodeURIComponent(v);
  });

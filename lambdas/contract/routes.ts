/**
 * The route table: each endpoint of endpoints.ts with the schemas of its query, body and answer.
 * API Gateway resources (infra/cloud) and the local gateway (infra/local) are generated from it,
 * and the handlers validate with it.
 */
import type { z } from 'zod';
import { endpoints, type EndpointDef, type RouteId } from './endpoints';
import * as s from './schemas';
import * as rev from './revisions';
import { userAccountSchema } from './staff-accounts';
import * as media from './media-schemas';

export interface RouteSchemas {
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
}
export type RouteDef = EndpointDef & RouteSchemas;

const schemas = {
  listJobs: { query: s.jobsQuerySchema, response: s.pageSchema(s.jobSummarySchema) },
  getJob: { response: s.jobSchema },
  createJob: { body: s.createJobRequestSchema, response: s.jobSchema },
  updateJob: { body: s.updateJobRequestSchema, response: s.jobSchema },
  deleteJob: {},
  listJobRevisions: { query: rev.revisionListQuerySchema, response: s.pageSchema(rev.revisionSummarySchema) },
  getJobRevision: { response: rev.revisionSchema },
  restoreJobRevision: { response: s.jobSchema },

  listBlogs: { query: s.postListQuerySchema, response: s.pageSchema(s.postSummarySchema) },
  getBlog: { response: s.postSchema },
  createBlog: { body: s.postRequestSchema, response: s.postSchema },
  updateBlog: { body: s.postRequestSchema, response: s.postSchema },
  deleteBlog: {},
  listBlogRevisions: { query: rev.revisionListQuerySchema, response: s.pageSchema(rev.revisionSummarySchema) },
  getBlogRevision: { response: rev.revisionSchema },
  restoreBlogRevision: { response: s.postSchema },

  listApplications: { query: s.applicationsQuerySchema, response: s.pageSchema(s.applicationSummarySchema) },
  createApplication: { body: s.createApplicationRequestSchema, response: s.createApplicationResponseSchema },
  getResumeUrl: { response: s.resumeUrlResponseSchema },
  getResumeText: { response: s.resumeTextResponseSchema },
  exportApplications: { query: s.applicationFiltersSchema },
  getApplication: { response: s.applicationDetailSchema },
  updateApplication: { body: s.updateApplicationRequestSchema, response: s.applicationDetailSchema },
  addApplicationNote: { body: s.noteRequestSchema, response: s.applicationDetailSchema },
  rateApplication: { body: s.ratingRequestSchema, response: s.applicationDetailSchema },
  deleteApplication: {},
  listAudit: { query: s.listQuerySchema, response: s.pageSchema(s.auditEntrySchema) },
  exportApplicationData: { response: s.applicationExportSchema },
  createUploadUrl: { body: s.uploadUrlRequestSchema, response: s.uploadUrlResponseSchema },
  parseResume: { body: s.parseRequestSchema, response: s.parseResponseSchema },

  createContactMessage: { body: s.contactRequestSchema, response: s.createContactResponseSchema },
  listContactMessages: { query: s.contactListQuerySchema, response: s.pageSchema(s.contactMessageSummarySchema) },
  getContactMessage: { response: s.contactMessageSchema },
  updateContactMessage: { body: s.updateContactMessageRequestSchema, response: s.contactMessageSchema },

  subscribe: { body: s.subscribeRequestSchema, response: s.subscribeResponseSchema },
  confirmSubscription: { body: s.subscriptionTokenRequestSchema, response: s.subscriptionStatusResponseSchema },
  unsubscribe: { body: s.subscriptionTokenRequestSchema, response: s.subscriptionStatusResponseSchema },
  listSubscribers: { query: s.subscribersQuerySchema, response: s.pageSchema(s.subscriberSchema) },
  exportSubscribers: { query: s.subscribersExportQuerySchema },

  listUsers: { query: s.listQuerySchema, response: s.pageSchema(userAccountSchema) },
  approveStaff: { response: userAccountSchema },
  removeStaff: { response: userAccountSchema },
  createMediaUpload: { body: media.mediaUploadRequestSchema, response: media.mediaUploadResponseSchema },
  createMedia: { body: media.createMediaRequestSchema, response: media.mediaSchema },
} as const satisfies Record<RouteId, RouteSchemas>;

export type Routes = { [K in RouteId]: (typeof endpoints)[K] & (typeof schemas)[K] };
export type Route<Id extends RouteId> = Routes[Id];

export const routes = Object.fromEntries(
  (Object.keys(endpoints) as RouteId[]).map((id) => [id, { ...endpoints[id], ...schemas[id] }]),
) as Routes;

export const routeEntries = Object.entries(routes) as [RouteId, RouteDef][];
export const routesOfFamily = (family: RouteDef['family']) => routeEntries.filter(([, r]) => r.family === family);

/** Request body type of a route (what the client sends). */
export type RequestBody<Id extends RouteId> = Routes[Id] extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** Answer type of a route (what the client receives). */
export type ResponseBody<Id extends RouteId> = Routes[Id] extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
/** Query type of a route. */
export type RequestQuery<Id extends RouteId> = Routes[Id] extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;

/**
 * The resume bucket's layout and CORS rules, shared by the CDK app and the local stack.
 *
 * Uploads land under `incoming/` (a presigned PUT for a server-chosen key). Submitting an
 * application copies the object to `resumes/` and deletes the upload, so a lifecycle rule can
 * expire everything under `incoming/` after a day: uploads never attached to an application.
 */
export const RESUME_PREFIX = {
  incoming: 'incoming/',
  attached: 'resumes/',
} as const;

export const INCOMING_EXPIRY_DAYS = 1;

export const RESUME_BUCKET_ENV = 'RESUME_BUCKET';

export interface CorsRuleDef {
  readonly allowedMethods: readonly ('PUT' | 'GET' | 'HEAD')[];
  readonly allowedHeaders: readonly string[];
  readonly exposedHeaders: readonly string[];
  readonly maxAgeSeconds: number;
}

/** CORS of the resume bucket: the browser PUTs uploads directly; allowed origins are the site's own. */
export const RESUME_BUCKET_CORS: CorsRuleDef = {
  allowedMethods: ['PUT'],
  allowedHeaders: ['content-type', 'content-length'],
  exposedHeaders: ['ETag'],
  maxAgeSeconds: 3000,
};

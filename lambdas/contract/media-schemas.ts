/** The media endpoints' request and answer bodies (lambdas/contract/media.ts has the rest). */
import * as z from 'zod';
import { MEDIA_BYTES_MESSAGE, MEDIA_LIMITS, MEDIA_TYPES, MEDIA_TYPE_MESSAGE } from './media';

export const mediaUploadRequestSchema = z.object({
  contentType: z.enum(MEDIA_TYPES, { error: MEDIA_TYPE_MESSAGE }),
  size: z
    .number({ error: 'The file size is required.' })
    .int()
    .min(1, 'The file is empty.')
    .max(MEDIA_LIMITS.bytes, MEDIA_BYTES_MESSAGE),
});
export type MediaUploadRequest = z.infer<typeof mediaUploadRequestSchema>;

export const mediaUploadResponseSchema = z.object({
  /** Where the browser POSTs the form. */
  url: z.string(),
  /** Form fields to send before the file, exactly as given (the policy signs them). */
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expiresIn: z.number().int(),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

export const MEDIA_UPLOAD_KEY_PATTERN = /^incoming\/[0-9a-f-]{36}$/;

export const createMediaRequestSchema = z.object({
  key: z.string().regex(MEDIA_UPLOAD_KEY_PATTERN, 'Unknown upload key.'),
});

export const mediaSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The fallback format of every variant (PNG where the image has transparency). */
  format: z.enum(['jpg', 'png']),
  variants: z.array(z.object({ width: z.number().int(), height: z.number().int() })),
  /** The address to put in the post's markdown. */
  src: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

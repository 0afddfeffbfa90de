/**
 * The private media bucket (images in posts): the presigned POST the browser uploads with, and
 * reading, keeping and removing an upload. The POST policy limits type and size on S3; the local
 * emulator enforces no policy, so the upload is checked again here by size and content.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { MEDIA_BUCKET_ENV, MEDIA_BYTES_MESSAGE, MEDIA_LIMITS, MEDIA_PREFIX, type MediaType } from '../contract/media';
import { badRequest, payloadTooLarge } from '../domain/errors';
import { presigningS3Client, requireEnv, s3Client } from './clients';

const bucket = () => requireEnv(MEDIA_BUCKET_ENV);

export const UPLOAD_IMAGE_FIRST = 'Upload the image first.';

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** A form POST to `key` that S3 accepts only with this content type and at most MEDIA_LIMITS.bytes. */
export async function presignMediaUpload(key: string, contentType: MediaType) {
  const { url, fields } = await createPresignedPost(presigningS3Client(), {
    Bucket: bucket(),
    Key: key,
    Conditions: [
      ['content-length-range', 1, MEDIA_LIMITS.bytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: MEDIA_LIMITS.uploadSeconds,
  });
  return { url, fields };
}

/** The uploaded bytes, once they exist (else 400) and are at most 10 MB (else 413). */
export async function readMediaUpload(key: string): Promise<Uint8Array> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    if ((head.ContentLength ?? 0) > MEDIA_LIMITS.bytes) throw payloadTooLarge(MEDIA_BYTES_MESSAGE);
    const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    if (!object.Body) throw badRequest(UPLOAD_IMAGE_FIRST);
    const bytes = await object.Body.transformToByteArray();
    // The object may have been replaced between HEAD and GET.
    if (bytes.byteLength > MEDIA_LIMITS.bytes) throw payloadTooLarge(MEDIA_BYTES_MESSAGE);
    if (bytes.byteLength === 0) throw badRequest('The uploaded file is empty.');
    return bytes;
  } catch (err) {
    if (isMissing(err)) throw badRequest(UPLOAD_IMAGE_FIRST, { key: [UPLOAD_IMAGE_FIRST] });
    throw err;
  }
}

/** Keeps the upload as received, so variants can be made again later (new widths, formats). */
export async function keepOriginal(id: string, bytes: Uint8Array, contentType: MediaType): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: bucket(), Key: `${MEDIA_PREFIX.originals}${id}`, Body: bytes, ContentType: contentType }),
  );
}

export async function removeMediaUpload(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

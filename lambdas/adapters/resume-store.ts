/**
 * The resume bucket: presigned upload and download URLs, verification of an uploaded object
 * (the only guard: the local S3 emulator enforces neither signed headers nor sizes), and moving
 * an upload to its application.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  PutObjectCommand,
  type ListObjectVersionsCommandOutput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { RESUME_BUCKET_ENV } from '../contract/storage';
import { LIMITS } from '../contract/limits';
import type { ResumeMimeType } from '../contract/schemas';
import { resumeContentProblem } from '../domain/resumes';
import { badRequest, conflict, payloadTooLarge, unsupportedMediaType } from '../domain/errors';
import { detectResumeType } from '../resume/detect';
import { presigningS3Client, requireEnv, s3Client } from './clients';

const bucket = () => requireEnv(RESUME_BUCKET_ENV);

export const UPLOAD_FIRST = 'Upload the resume first.';
export const NOT_A_RESUME = 'The file is not a PDF, DOC or DOCX document.';

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** A PUT URL whose Content-Type and Content-Length are part of the signature. */
export async function presignUpload(key: string, type: ResumeMimeType, size: number): Promise<string> {
  return getSignedUrl(
    presigningS3Client(),
    new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: type, ContentLength: size }),
    {
      expiresIn: LIMITS.uploadUrlSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    },
  );
}

/** A GET URL that opens the resume in the browser. */
export async function presignDownload(key: string): Promise<string> {
  return getSignedUrl(
    presigningS3Client(),
    new GetObjectCommand({ Bucket: bucket(), Key: key, ResponseContentDisposition: 'inline' }),
    {
      expiresIn: LIMITS.resumeUrlSeconds,
    },
  );
}

export interface VerifiedResume {
  bytes: Uint8Array;
  type: ResumeMimeType;
  /** ETag of the verified version: copying on this ETag only keeps a file swapped in meanwhile out. */
  etag?: string;
}

/**
 * The bytes of an uploaded resume, once it is known to exist (else 400), to be at most 5 MB
 * (else 413) and to be by content a PDF, DOC or DOCX agreeing with its key (else 415).
 */
export async function verifyUploadedResume(key: string): Promise<VerifiedResume> {
  let size: number;
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    size = head.ContentLength ?? 0;
  } catch (err) {
    if (isMissing(err)) throw badRequest(UPLOAD_FIRST);
    throw err;
  }
  if (size > LIMITS.resumeBytes) throw payloadTooLarge('The file is larger than 5 MB.');
  if (size === 0) throw badRequest('The uploaded file is empty.');

  let bytes: Uint8Array;
  let etag: string | undefined;
  try {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    if (!object.Body) throw badRequest(UPLOAD_FIRST);
    bytes = await object.Body.transformToByteArray();
    etag = object.ETag;
  } catch (err) {
    if (isMissing(err)) throw badRequest(UPLOAD_FIRST);
    throw err;
  }
  // The object may have been replaced between HEAD and GET.
  if (bytes.byteLength > LIMITS.resumeBytes) throw payloadTooLarge('The file is larger than 5 MB.');

  const detected = detectResumeType(bytes);
  const problem = resumeContentProblem(key, detected);
  if (problem || !detected) throw unsupportedMediaType(problem ?? NOT_A_RESUME);
  return { bytes, type: detected, etag };
}

/**
 * Copies an upload to its permanent key: only the version that was verified (its ETag), since the
 * uploader may PUT again to the same presigned URL until it expires.
 */
export async function copyResume(fromKey: string, toKey: string, etag: string | undefined): Promise<void> {
  try {
    await s3Client().send(
      new CopyObjectCommand({
        Bucket: bucket(),
        Key: toKey,
        CopySource: `${bucket()}/${fromKey}`,
        ...(etag ? { CopySourceIfMatch: etag } : {}),
      }),
    );
  } catch (err) {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
    if (e?.name === 'PreconditionFailed' || e?.$metadata?.httpStatusCode === 412) {
      throw conflict('The uploaded file changed while it was being checked. Please upload it again.');
    }
    if (isMissing(err)) throw badRequest(UPLOAD_FIRST);
    throw err;
  }
}

const SHORTENED_META = 'shortened';

/** Keeps a resume's extracted text (already bounded) as a UTF-8 object beside the resume. */
export async function putResumeText(key: string, text: { text: string; shortened: boolean }): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: key,
      Body: text.text,
      ContentType: 'text/plain; charset=utf-8',
      Metadata: { [SHORTENED_META]: String(text.shortened) },
    }),
  );
}

/** A kept resume text, or undefined when none was kept. */
export async function readResumeText(key: string): Promise<{ text: string; shortened: boolean } | undefined> {
  try {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    if (!object.Body) return undefined;
    return { text: await object.Body.transformToString('utf-8'), shortened: object.Metadata?.[SHORTENED_META] === 'true' };
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

/** The bytes of a stored resume, or undefined when the object is gone. */
export async function readResumeObject(key: string): Promise<Uint8Array | undefined> {
  try {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return object.Body ? await object.Body.transformToByteArray() : undefined;
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

export async function deleteResumeObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/**
 * Erases every version of an object (and its delete markers), so nothing of it can be restored.
 * Where the store cannot list versions (an unversioned local emulator answers NotImplemented)
 * the one current object is all there is, and it is deleted.
 */
export async function eraseAllVersions(key: string): Promise<number> {
  let erased = 0;
  let keyMarker: string | undefined;
  let versionMarker: string | undefined;
  for (;;) {
    let out: ListObjectVersionsCommandOutput;
    try {
      out = await s3Client().send(
        new ListObjectVersionsCommand({ Bucket: bucket(), Prefix: key, KeyMarker: keyMarker, VersionIdMarker: versionMarker }),
      );
    } catch (err) {
      const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
      // s3rver (the local emulator) answers MethodNotAllowed: it keeps no versions.
      if (
        ['NotImplemented', 'MethodNotAllowed'].includes(e.name ?? e.Code ?? '') ||
        [405, 501].includes(e.$metadata?.httpStatusCode ?? 0)
      ) {
        await deleteResumeObject(key);
        return 1;
      }
      throw err;
    }
    const versions = [...(out.Versions ?? []), ...(out.DeleteMarkers ?? [])].filter((v) => v.Key === key);
    for (const v of versions) {
      await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key, VersionId: v.VersionId }));
      erased += 1;
    }
    if (!out.IsTruncated) break;
    keyMarker = out.NextKeyMarker;
    versionMarker = out.NextVersionIdMarker;
  }
  if (erased === 0) await deleteResumeObject(key);
  return erased;
}

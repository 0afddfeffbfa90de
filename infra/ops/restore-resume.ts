/**
 * Restores a deleted or overwritten resume in a versioned bucket (prod keeps old versions 30 days,
 * resume-storage.ts). The runbook's "Restore a deleted resume" runs this through
 * `bin/restore-resume.ts`; the plan is a pure function so the tests prove each case.
 */
import { CopyObjectCommand, DeleteObjectCommand, ListObjectVersionsCommand, type S3Client } from '@aws-sdk/client-s3';

export interface ObjectVersion {
  readonly versionId: string;
  readonly lastModified: Date;
  /** A delete marker rather than content. */
  readonly deleteMarker: boolean;
  readonly isLatest: boolean;
}

export type RestorePlan =
  | { readonly action: 'nothing'; readonly reason: string }
  /** Remove the delete marker(s) above the newest content version: that version is current again. */
  | { readonly action: 'remove-delete-markers'; readonly markerIds: readonly string[]; readonly restoredVersionId: string }
  /** Copy an older version over the current one (an overwrite, or a chosen point in time). */
  | { readonly action: 'copy-version'; readonly versionId: string };

/**
 * What to do to bring back the content the key had at `asOf` (default: the newest content).
 * Versions newest first, as S3 lists them.
 */
export function planRestore(versions: readonly ObjectVersion[], asOf?: Date): RestorePlan {
  const sorted = [...versions].sort((a, b) => b.lastModified.getTime() - a.lastModified.getTime());
  if (sorted.length === 0)
    return { action: 'nothing', reason: 'No version of this key exists (never stored, or older than the 30-day window).' };
  const candidates = sorted.filter((v) => !v.deleteMarker && (!asOf || v.lastModified.getTime() <= asOf.getTime()));
  const target = candidates[0];
  if (!target) return { action: 'nothing', reason: 'No content version exists at or before that time.' };
  const latest = sorted[0]!;
  if (latest.versionId === target.versionId) return { action: 'nothing', reason: 'That version is already the current one.' };
  const newer = sorted.slice(0, sorted.indexOf(target));
  if (newer.every((v) => v.deleteMarker)) {
    return { action: 'remove-delete-markers', markerIds: newer.map((v) => v.versionId), restoredVersionId: target.versionId };
  }
  return { action: 'copy-version', versionId: target.versionId };
}

export async function listVersions(s3: S3Client, bucket: string, key: string): Promise<ObjectVersion[]> {
  const found: ObjectVersion[] = [];
  let keyMarker: string | undefined;
  let versionIdMarker: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectVersionsCommand({ Bucket: bucket, Prefix: key, KeyMarker: keyMarker, VersionIdMarker: versionIdMarker }),
    );
    for (const v of page.Versions ?? []) {
      if (v.Key === key && v.VersionId)
        found.push({
          versionId: v.VersionId,
          lastModified: v.LastModified ?? new Date(0),
          deleteMarker: false,
          isLatest: v.IsLatest ?? false,
        });
    }
    for (const m of page.DeleteMarkers ?? []) {
      if (m.Key === key && m.VersionId)
        found.push({
          versionId: m.VersionId,
          lastModified: m.LastModified ?? new Date(0),
          deleteMarker: true,
          isLatest: m.IsLatest ?? false,
        });
    }
    keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
    versionIdMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
  } while (keyMarker);
  return found;
}

/** Plans and (unless `dryRun`) carries out the restore; returns the plan. */
export async function restoreResume(
  s3: S3Client,
  bucket: string,
  key: string,
  options: { asOf?: Date; dryRun?: boolean } = {},
): Promise<RestorePlan> {
  const plan = planRestore(await listVersions(s3, bucket, key), options.asOf);
  if (options.dryRun || plan.action === 'nothing') return plan;
  if (plan.action === 'remove-delete-markers') {
    for (const markerId of plan.markerIds)
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key, VersionId: markerId }));
  } else {
    const source = `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}?versionId=${encodeURIComponent(plan.versionId)}`;
    await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: source }));
  }
  return plan;
}

import { mockClient } from 'aws-sdk-client-mock';
import { CopyObjectCommand, DeleteObjectCommand, ListObjectVersionsCommand, S3Client } from '@aws-sdk/client-s3';
import { planRestore, restoreResume, type ObjectVersion } from '../../../infra/ops/restore-resume';

const at = (iso: string) => new Date(iso);
const version = (versionId: string, iso: string, deleteMarker = false): ObjectVersion => ({
  versionId,
  lastModified: at(iso),
  deleteMarker,
  isLatest: false,
});
const KEY = 'resumes/0f8fad5b-d9cb-469f-a165-70867728950e.pdf';
const BUCKET = 'nimbus-crest-prod-resumes-123456789012';

describe('planRestore', () => {
  it('a deleted resume: removes the delete marker so the last content version is current again', () => {
    const plan = planRestore([version('m1', '2026-11-20T10:00:00Z', true), version('v1', '2026-11-01T09:00:00Z')]);
    expect(plan).toEqual({ action: 'remove-delete-markers', markerIds: ['m1'], restoredVersionId: 'v1' });
  });

  it('deleted twice (two markers): removes both', () => {
    const plan = planRestore([
      version('m2', '2026-11-21T00:00:00Z', true),
      version('m1', '2026-11-20T00:00:00Z', true),
      version('v1', '2026-11-01T00:00:00Z'),
    ]);
    expect(plan).toEqual({ action: 'remove-delete-markers', markerIds: ['m2', 'm1'], restoredVersionId: 'v1' });
  });

  it('an overwritten resume, as of a time: copies the version current then over the newer content', () => {
    const versions = [version('v2', '2026-11-20T10:00:00Z'), version('v1', '2026-11-01T09:00:00Z')];
    expect(planRestore(versions, at('2026-11-10T00:00:00Z'))).toEqual({ action: 'copy-version', versionId: 'v1' });
  });

  it('nothing to do when the newest content is current, or when nothing is left', () => {
    expect(planRestore([version('v1', '2026-11-01T00:00:00Z')]).action).toBe('nothing');
    expect(planRestore([])).toMatchObject({ action: 'nothing', reason: expect.stringContaining('30-day') });
    expect(planRestore([version('m1', '2026-11-20T00:00:00Z', true)])).toMatchObject({ action: 'nothing' });
    expect(planRestore([version('v1', '2026-11-05T00:00:00Z')], at('2026-11-01T00:00:00Z'))).toMatchObject({ action: 'nothing' });
  });
});

describe('restoreResume against S3 (SDK mock)', () => {
  const s3 = mockClient(S3Client);
  beforeEach(() => s3.reset());

  it("lists the key's versions (ignoring other keys with the same prefix) and deletes the marker by version id", async () => {
    s3.on(ListObjectVersionsCommand).resolves({
      Versions: [
        { Key: KEY, VersionId: 'v1', LastModified: at('2026-11-01T09:00:00Z'), IsLatest: false },
        { Key: `${KEY}.bak`, VersionId: 'other', LastModified: at('2026-11-02T09:00:00Z'), IsLatest: true },
      ],
      DeleteMarkers: [{ Key: KEY, VersionId: 'm1', LastModified: at('2026-11-20T10:00:00Z'), IsLatest: true }],
    });
    const plan = await restoreResume(new S3Client({ region: 'ap-south-1' }), BUCKET, KEY);
    expect(plan.action).toBe('remove-delete-markers');
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([
      { Bucket: BUCKET, Key: KEY, VersionId: 'm1' },
    ]);
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
  });

  it('copies a chosen version over the current one', async () => {
    s3.on(ListObjectVersionsCommand).resolves({
      Versions: [
        { Key: KEY, VersionId: 'v2', LastModified: at('2026-11-20T10:00:00Z'), IsLatest: true },
        { Key: KEY, VersionId: 'v1', LastModified: at('2026-11-01T09:00:00Z'), IsLatest: false },
      ],
    });
    await restoreResume(new S3Client({ region: 'ap-south-1' }), BUCKET, KEY, { asOf: at('2026-11-02T00:00:00Z') });
    expect(s3.commandCalls(CopyObjectCommand).map((c) => c.args[0].input)).toEqual([
      { Bucket: BUCKET, Key: KEY, CopySource: `${BUCKET}/resumes/0f8fad5b-d9cb-469f-a165-70867728950e.pdf?versionId=v1` },
    ]);
  });

  it('a dry run changes nothing; pages of versions are followed', async () => {
    s3.on(ListObjectVersionsCommand)
      .resolvesOnce({
        DeleteMarkers: [{ Key: KEY, VersionId: 'm1', LastModified: at('2026-11-20T10:00:00Z'), IsLatest: true }],
        IsTruncated: true,
        NextKeyMarker: KEY,
        NextVersionIdMarker: 'm1',
      })
      .resolvesOnce({ Versions: [{ Key: KEY, VersionId: 'v1', LastModified: at('2026-11-01T09:00:00Z'), IsLatest: false }] });
    const plan = await restoreResume(new S3Client({ region: 'ap-south-1' }), BUCKET, KEY, { dryRun: true });
    expect(plan).toEqual({ action: 'remove-delete-markers', markerIds: ['m1'], restoredVersionId: 'v1' });
    expect(s3.commandCalls(ListObjectVersionsCommand)).toHaveLength(2);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });
});

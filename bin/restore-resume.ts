/**
 * `npx tsx bin/restore-resume.ts --bucket nimbus-crest-prod-resumes-<account> --key resumes/<id>.pdf [--as-of 2026-11-20T10:00:00Z] [--dry-run]`
 * Brings back a deleted or overwritten resume from the bucket's old versions (AWS credentials with
 * s3:ListBucketVersions, s3:GetObjectVersion, s3:PutObject, s3:DeleteObjectVersion). Prints the plan.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { REGION } from '../infra/config/stages';
import { restoreResume } from '../infra/ops/restore-resume';

const USAGE = 'Usage: npx tsx bin/restore-resume.ts --bucket NAME --key resumes/ID.pdf [--as-of ISO-TIME] [--dry-run]';

function parseArgs(argv: string[]) {
  const opts: { bucket?: string; key?: string; asOf?: Date; dryRun: boolean } = { dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dry-run') opts.dryRun = true;
    else if (arg === '--bucket' || arg === '--key' || arg === '--as-of') {
      const value = argv[++i];
      if (!value) throw new Error(`${arg} needs a value. ${USAGE}`);
      if (arg === '--bucket') opts.bucket = value;
      else if (arg === '--key') opts.key = value;
      else {
        const when = new Date(value);
        if (Number.isNaN(when.getTime())) throw new Error(`--as-of "${value}" is not a time. ${USAGE}`);
        opts.asOf = when;
      }
    } else throw new Error(`Unknown option ${arg}. ${USAGE}`);
  }
  if (!opts.bucket || !opts.key) throw new Error(USAGE);
  return opts as { bucket: string; key: string; asOf?: Date; dryRun: boolean };
}

try {
  const { bucket, key, asOf, dryRun } = parseArgs(process.argv.slice(2));
  const plan = await restoreResume(new S3Client({ region: process.env.AWS_REGION ?? REGION }), bucket, key, { asOf, dryRun });
  console.log(JSON.stringify({ bucket, key, dryRun, plan }, null, 2));
} catch (err) {
  console.error(`restore-resume: ${(err as Error).message}`);
  process.exit(1);
}

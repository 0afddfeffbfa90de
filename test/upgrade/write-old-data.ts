/**
 * Runs INSIDE a checkout of an older release (see make-fixture.ts): starts that release's local
 * stack on a fresh data folder, writes data through its real API the way visitors and staff do
 * (an application with a real resume, a contact message, a newsletter sign-up, a staff-created
 * inactive job and an edited post), stops it, and prints what it wrote as JSON on the last line.
 *
 *   tsx <this file> --repo <old checkout> --data <folder> --resume <file>
 * Imports nothing of the current release: only node built-ins and the old checkout's own modules.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { repo: { type: 'string' }, data: { type: 'string' }, resume: { type: 'string' } } });
if (!values.repo || !values.data || !values.resume)
  throw new Error('usage: write-old-data.ts --repo DIR --data DIR --resume FILE');
const { repo, data, resume } = values as { repo: string; data: string; resume: string };

const fromOld = (path: string) => import(pathToFileURL(join(repo, path)).href);

interface OldStack {
  url: string;
  apiUrl: string;
  staff: { email: string; password: string };
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint: string;
  stop(): Promise<void>;
}

async function main() {
  const { startLocalStack } = (await fromOld('infra/local/stack.ts')) as { startLocalStack(o: object): Promise<OldStack> };
  const { srpSignIn } = (await fromOld('infra/local/cognito/srp.ts')) as { srpSignIn(o: object): Promise<{ IdToken: string }> };
  const stack = await startLocalStack({
    port: 0,
    dataDir: data,
    reset: true,
    web: 'none',
    log: (l: string) => console.error(`old stack: ${l}`),
  });
  try {
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(`${stack.apiUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
      return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    };
    const { IdToken: staffToken } = await srpSignIn({
      endpoint: stack.cognitoEndpoint,
      userPoolId: stack.userPoolId,
      clientId: stack.userPoolClientId,
      username: stack.staff.email,
      password: stack.staff.password,
    });

    const inactive = await call(
      'POST',
      '/jobs',
      {
        title: 'Oracle Cloud Consultant (Closed)',
        location: 'Pune (On-site)',
        employmentType: 'Contract',
        active: false,
        description: 'A closed role kept for the record.',
        requirements: 'OCI experience.',
      },
      staffToken,
    );
    const posts = (await call('GET', '/blogs?limit=50')).items as Record<string, unknown>[];
    const edited = posts[0]!;
    await call(
      'PUT',
      `/blogs/${String(edited.blogId)}`,
      {
        title: `${String(edited.title)} (updated)`,
        author: edited.author,
        content: `${String(edited.content)}\n\nUpdated once.`,
      },
      staffToken,
    );

    const jobs = (await call('GET', '/jobs?limit=50', undefined, staffToken)).items as Record<string, unknown>[];
    const openJob = jobs.find((j) => j.active === true)!;
    const bytes = readFileSync(resume);
    const upload = await call('POST', '/applications/upload-url', {
      fileName: basename(resume),
      fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      fileSize: bytes.byteLength,
    });
    const put = await fetch(String(upload.uploadUrl), {
      method: 'PUT',
      headers: upload.headers as Record<string, string>,
      body: new Uint8Array(bytes),
    });
    if (!put.ok) throw new Error(`resume upload answered ${put.status}`);
    const application = await call('POST', '/applications', {
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      phone: '+91 98765 43210',
      jobId: openJob.jobId,
      jobTitle: openJob.title,
      resumeUrl: upload.key,
    });
    const message = await call('POST', '/contact', {
      name: 'Rahul Mehta',
      email: 'rahul.mehta@example.com',
      phone: '+91 91234 56789',
      message: 'We would like to discuss a data platform migration to AWS.',
    });
    const subscriber = await call('POST', '/subscribers', { email: 'Reader@Example.com' });

    const finalJobs = (await call('GET', '/jobs?limit=50', undefined, staffToken)).items as Record<string, unknown>[];
    const finalPosts = (await call('GET', '/blogs?limit=50')).items as Record<string, unknown>[];
    const summary = {
      staff: stack.staff,
      jobs: finalJobs.map((j) => ({ jobId: j.jobId, title: j.title, active: j.active })),
      inactiveJobId: inactive.jobId,
      posts: finalPosts.map((p) => ({ blogId: p.blogId, title: p.title })),
      applications: [
        {
          applicationId: application.applicationId,
          jobId: openJob.jobId,
          resumeSha256: createHash('sha256').update(bytes).digest('hex'),
          resumeBytes: bytes.byteLength,
        },
      ],
      messages: [{ messageId: message.messageId, email: 'rahul.mehta@example.com' }],
      subscribers: [{ email: subscriber.email, subscribedAt: subscriber.subscribedAt }],
    };
    console.log(JSON.stringify(summary));
  } finally {
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

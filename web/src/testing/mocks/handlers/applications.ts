import { RESUME_TYPES, type Application } from '../../../../../lambdas/contract/schemas';
import { contractRoute, fail } from '../contract';
import { db, now, pageOf } from '../db';

/** Where the fake presigned upload goes; tests that upload answer the PUTs to it (msw intercepts XMLHttpRequest too). */
export const FAKE_UPLOAD_ORIGIN = 'https://uploads.test';

const uuid = () => crypto.randomUUID();

export const applicationsHandlers = [
  contractRoute('listApplications', ({ query }) => {
    const jobId = query.get('jobId');
    return pageOf(jobId ? db.applications.filter((a) => a.jobId === jobId) : db.applications);
  }),
  contractRoute('createApplication', ({ body }) => {
    const { consent: _consent, ...fields } = body;
    const application: Application = {
      ...fields,
      consent: { noticeVersion: 'test', at: now() },
      applicationId: uuid(),
      experience: '',
      education: '',
      skills: '',
      createdAt: now(),
      stage: 'new',
      version: 0,
      updatedAt: now(),
    };
    db.applications.push(application);
    return { applicationId: application.applicationId, createdAt: application.createdAt };
  }),
  contractRoute('getResumeUrl', ({ params }) =>
    db.applications.some((a) => a.applicationId === params.id)
      ? { url: `${FAKE_UPLOAD_ORIGIN}/resume/${params.id}`, expiresIn: 300 }
      : fail(404, 'Application not found'),
  ),
  contractRoute('createUploadUrl', ({ body }) => {
    const key = `incoming/${uuid()}${RESUME_TYPES[body.fileType]}`;
    return { uploadUrl: `${FAKE_UPLOAD_ORIGIN}/${key}`, key, headers: { 'Content-Type': body.fileType }, expiresIn: 300 };
  }),
  contractRoute('parseResume', () => ({ source: 'builtin' as const, fromScan: false })),
];

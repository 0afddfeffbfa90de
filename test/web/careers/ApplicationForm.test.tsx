// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ApplicationForm from '../../../web/src/features/careers/ApplicationForm';
import { LIMITS } from '../../../lambdas/contract/limits';
import { answerUploads, deferred, FAKE_UPLOAD_ORIGIN, HttpResponse, json, stubApi, type RecordedCall } from './fakes';
import { useMockApi } from '../../../web/src/testing/mocks/server';

useMockApi();

const KEY = 'incoming/0f8fad5b-d9cb-469f-a165-70867728950e.pdf';
const uploadTarget = {
  uploadUrl: `${FAKE_UPLOAD_ORIGIN}/incoming/x.pdf?sig=1`,
  key: KEY,
  headers: { 'Content-Type': 'application/pdf', 'Content-Length': '9' },
  expiresIn: 300,
};
const pdf = () => new File(['%PDF-1.7\n'], 'cv.pdf', { type: 'application/pdf' });
const job = { jobId: 'job-1', title: 'Salesforce Team Lead' };

const nameInput = () => screen.getByLabelText('Full name');
const emailInput = () => screen.getByLabelText('Email');
const phoneInput = () => screen.getByLabelText('Phone');
const resumeInput = () => screen.getByLabelText(/^Resume/);
const submitButton = () => screen.getByRole('button', { name: /Submit Application|Processing/ });
const consentBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: /privacy notice/ });
/** Ticks the consent box (once: a second click would untick it). */
async function agree(user: ReturnType<typeof userEvent.setup>) {
  if (!consentBox().checked) await user.click(consentBox());
}
const liveRegion = () => screen.getByRole('status');
const callsTo = (calls: RecordedCall[], path: string) => calls.filter((c) => c.path === path);

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  render(<ApplicationForm job={job} />);
  return user;
}

const s3Ok = () => new HttpResponse(null, { status: 200 });

afterEach(() => cleanup());

describe('ApplicationForm validation', () => {
  it('shows the spec messages and asks for a resume without calling the API', async () => {
    const calls = stubApi({});
    const user = setup();
    expect(screen.getByRole('heading', { name: 'Apply for: Salesforce Team Lead' })).toBeInTheDocument();
    await user.type(nameInput(), 'A');
    await user.type(emailInput(), 'not-an-email');
    await user.type(phoneInput(), '12345');
    await user.click(submitButton());

    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByText('Resume is required.')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the privacy notice to apply.')).toBeInTheDocument();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(liveRegion()).toHaveTextContent('Please upload a resume.');
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('accepts only PDF, DOC and DOCX in the picker and refuses other types at once', async () => {
    const calls = stubApi({});
    const user = setup();
    expect(resumeInput()).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await user.upload(resumeInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Only PDF, DOC and DOCX files are accepted.')).toBeInTheDocument();
    expect((resumeInput() as HTMLInputElement).value).toBe('');
    expect(calls).toHaveLength(0);
  });

  it('refuses a file over 5 MB at once', async () => {
    const calls = stubApi({});
    const user = setup();
    await user.upload(resumeInput(), new File([new Uint8Array(LIMITS.resumeBytes + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(/larger than 5 MB/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('ApplicationForm flow', () => {
  it('asks the candidate to check fields that were read from a scanned resume', async () => {
    stubApi({
      'POST /api/applications/upload-url': () => json(uploadTarget),
      'POST /api/applications/parse': () =>
        json({ name: 'Scanned Person', email: 'scan@example.com', source: 'builtin', fromScan: true }),
    });
    answerUploads();
    const user = setup();
    await user.upload(resumeInput(), pdf());
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        'Resume parsed successfully! These details were read from a scanned resume. Please check them before submitting.',
      ),
    );
    expect(nameInput()).toHaveValue('Scanned Person');
  });

  it('uploads with progress, parses, prefills only empty fields, and submits once', async () => {
    const parse = deferred<Response>();
    const submit = deferred<Response>();
    const calls = stubApi({
      'POST /api/applications/upload-url': () => json(uploadTarget),
      'POST /api/applications/parse': () => parse.promise,
      'POST /api/applications': () => submit.promise,
    });
    const s3 = deferred<Response>();
    const uploads = answerUploads(() => s3.promise);
    const user = setup();
    await user.type(nameInput(), 'Typed Name');
    await user.upload(resumeInput(), pdf());

    expect(await screen.findByText('Uploading resume...')).toBeInTheDocument();
    await waitFor(() => expect(uploads).toHaveLength(1));
    // Exactly the signed headers, less Content-Length (the browser sets it), and the file itself.
    expect(uploads[0]).toEqual({
      url: uploadTarget.uploadUrl,
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.7\n',
    });
    expect(callsTo(calls, '/api/applications/upload-url')[0]!.body).toEqual({
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      fileSize: 9,
    });
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Processing...');

    expect(screen.getByLabelText('Upload progress')).toHaveAttribute('value', '0');
    s3.resolve(s3Ok());

    expect(await screen.findByText('Parsing resume with AI...')).toBeInTheDocument();
    expect(callsTo(calls, '/api/applications/parse')[0]!.body).toEqual({ key: KEY });
    expect(submitButton()).toHaveTextContent('Processing...');
    parse.resolve(json({ name: 'Parsed Person', email: 'parsed@example.com', phone: '+91 98765 43210', source: 'builtin' }));

    expect(await screen.findByText('Resume parsed successfully!')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Typed Name');
    expect(emailInput()).toHaveValue('parsed@example.com');
    expect(phoneInput()).toHaveValue('+91 98765 43210');
    expect(screen.queryByLabelText('Upload progress')).toBeNull();
    expect(submitButton()).toBeEnabled();

    await agree(user);
    await user.click(submitButton());
    expect(await screen.findByText('Submitting application...')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(resumeInput()).toBeDisabled();
    await user.click(submitButton()); // a second click while busy does nothing
    submit.resolve(json({ applicationId: 'a1', createdAt: '2025-01-01T00:00:00.000Z' }, 201));

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Your application has been submitted successfully.');
    expect(screen.queryByRole('button')).toBeNull();
    const submissions = callsTo(calls, '/api/applications');
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.body).toEqual({
      name: 'Typed Name',
      email: 'parsed@example.com',
      phone: '+91 98765 43210',
      jobId: 'job-1',
      jobTitle: 'Salesforce Team Lead',
      resumeUrl: KEY,
      consent: true,
    });
    expect(uploads).toHaveLength(1);
  });

  it('keeps the form usable when parsing fails, and submits with the upload already made', async () => {
    const calls = stubApi({
      'POST /api/applications/upload-url': () => json(uploadTarget),
      'POST /api/applications/parse': () => json({ message: 'Could not read the file.' }, 422),
      'POST /api/applications': () => json({ applicationId: 'a1', createdAt: '2025-01-01T00:00:00.000Z' }, 201),
    });
    const uploads = answerUploads();
    const user = setup();
    await user.upload(resumeInput(), pdf());
    expect(await screen.findByText('AI parsing failed. Please fill form manually.')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    await user.type(nameInput(), 'Manual Person');
    await user.type(emailInput(), 'manual@example.com');
    await user.type(phoneInput(), '9876543210');
    await agree(user);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(callsTo(calls, '/api/applications/upload-url')).toHaveLength(1);
    expect(uploads).toHaveLength(1);
  });

  it('retries a failed upload at submit: "Uploading resume..." then "Submitting application..."', async () => {
    const submit = deferred<Response>();
    const calls = stubApi({
      'POST /api/applications/upload-url': () => json(uploadTarget),
      'POST /api/applications/parse': () => json({ source: 'builtin' }),
      'POST /api/applications': () => submit.promise,
    });
    const retried = deferred<Response>();
    const uploads = answerUploads(() => (uploads.length === 1 ? HttpResponse.error() : retried.promise));
    const user = setup();
    await user.upload(resumeInput(), pdf());
    expect(await screen.findByText(/^Could not initialize AI parser\./)).toBeInTheDocument();
    expect(callsTo(calls, '/api/applications/parse')).toHaveLength(0);

    await user.type(nameInput(), 'Retry Person');
    await user.type(emailInput(), 'retry@example.com');
    await user.type(phoneInput(), '9876543210');
    await agree(user);
    await user.click(submitButton());
    expect(await screen.findByText('Uploading resume...')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Processing...');
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]!.body).toBe(uploads[0]!.body);
    retried.resolve(s3Ok());
    expect(await screen.findByText('Submitting application...')).toBeInTheDocument();
    submit.resolve(json({ applicationId: 'a1', createdAt: '2025-01-01T00:00:00.000Z' }, 201));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(callsTo(calls, '/api/applications')[0]!.body).toMatchObject({ resumeUrl: KEY, consent: true });
  });

  it.each([
    [422, 'The PDF could not be read.'],
    [415, 'Only PDF, DOC and DOCX files are accepted.'],
    [429, 'Too many requests from your connection. Please wait a minute and try again; what you typed is kept.'],
  ])('shows the server message of a %i refusal of the submission, keeping what was typed', async (status, message) => {
    stubApi({
      'POST /api/applications/upload-url': () => json(uploadTarget),
      'POST /api/applications/parse': () => json({ name: 'Parsed Person', source: 'builtin' }),
      'POST /api/applications': () => json({ message, requestId: 'r1' }, status),
    });
    answerUploads();
    const user = setup();
    await user.upload(resumeInput(), pdf());
    await screen.findByText('Resume parsed successfully!');
    await user.type(emailInput(), 'kept@example.com');
    await user.type(phoneInput(), '9876543210');
    await agree(user);
    await user.click(submitButton());
    await waitFor(() => expect(liveRegion()).toHaveTextContent(message));
    expect(screen.queryByText('Submission failed. Please try again.')).not.toBeInTheDocument();
    expect(emailInput()).toHaveValue('kept@example.com');
    expect(nameInput()).toHaveValue('Parsed Person');
  });

  it('keeps the spec text for a server fault', async () => {
    stubApi({
      'POST /api/applications/upload-url': () => json(uploadTarget),
      'POST /api/applications/parse': () => json({ name: 'Parsed Person', source: 'builtin' }),
      'POST /api/applications': () => json({ message: 'Internal server error', requestId: 'r1' }, 500),
    });
    answerUploads();
    const user = setup();
    await user.upload(resumeInput(), pdf());
    await screen.findByText('Resume parsed successfully!');
    await user.type(emailInput(), 'kept@example.com');
    await user.type(phoneInput(), '9876543210');
    await agree(user);
    await user.click(submitButton());
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Submission failed. Please try again.'));
  });

  it('keeps everything after a failed submission and retries with the same upload key', async () => {
    let attempt = 0;
    const calls = stubApi({
      'POST /api/applications/upload-url': () => json(uploadTarget),
      'POST /api/applications/parse': () => json({ name: 'Parsed Person', source: 'builtin' }),
      'POST /api/applications': () => {
        attempt += 1;
        if (attempt === 1) return Response.error(); // a network failure
        return json({ applicationId: 'a1', createdAt: '2025-01-01T00:00:00.000Z' }, 201);
      },
    });
    const uploads = answerUploads();
    const user = setup();
    await user.upload(resumeInput(), pdf());
    await screen.findByText('Resume parsed successfully!');
    await user.type(emailInput(), 'kept@example.com');
    await user.type(phoneInput(), '9876543210');
    await agree(user);
    await user.click(submitButton());

    expect(await screen.findByText('Submission failed. Please try again.')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Parsed Person');
    expect(emailInput()).toHaveValue('kept@example.com');
    expect(phoneInput()).toHaveValue('9876543210');
    expect(submitButton()).toBeEnabled();

    await agree(user);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    const submissions = callsTo(calls, '/api/applications');
    expect(submissions).toHaveLength(2);
    expect(submissions[1]!.body).toEqual(submissions[0]!.body);
    expect(callsTo(calls, '/api/applications/upload-url')).toHaveLength(1);
    expect(uploads).toHaveLength(1);
  });
});

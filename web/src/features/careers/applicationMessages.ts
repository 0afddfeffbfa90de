import { ApiError } from '../../lib/api';

/** The application form's status texts (spec sections 4 and 8). */
export const MESSAGES = {
  uploading: 'Uploading resume...',
  parsing: 'Parsing resume with AI...',
  parsed: 'Resume parsed successfully!',
  parseFailed: 'AI parsing failed. Please fill form manually.',
  /** The spec's "parser setup fails": here parsing needs the upload, so that is the setup that failed. */
  uploadFailed: 'Could not initialize AI parser. Please fill the form manually; the upload is retried when you submit.',
  noResume: 'Please upload a resume.',
  submitting: 'Submitting application...',
  submitFailed: 'Submission failed. Please try again.',
  thanks: 'Your application has been submitted successfully. Our team will review it and get back to you soon.',
} as const;

/**
 * What a failed submission says: the server's own words when it refused what was sent (a resume
 * that is no readable document, a closed job, too many requests), the spec's text when the
 * request or the server failed (the network, a 5xx) or the fields carry the details.
 */
export function submitFailureMessage(error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && !error.fields;
  return refused && error.message && error.message !== `Request failed (${error.status})` ? error.message : MESSAGES.submitFailed;
}

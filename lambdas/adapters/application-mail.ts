/**
 * Mail about applications, through the outbox: the candidate's confirmation and the staff notice
 * (each once per application, however often the submission is retried), and the optional
 * rejection e-mail. Message ids are derived from the application, so retries enqueue nothing new.
 */
import { applicationConfirmation, rejectionNotice, staffNotice } from '../domain/mail-templates';
import { normalizeEmail } from '../domain/search-keys';
import type { StoredItem } from '../domain/items';
import { cancelMail, enqueueAndTry } from './outbox';

/** Staff addresses that get a notice of each application (comma-separated STAFF_NOTICE_EMAILS). */
export const staffNoticeAddresses = () =>
  (process.env.STAFF_NOTICE_EMAILS ?? '')
    .split(',')
    .map((a) => normalizeEmail(a))
    .filter(Boolean);

export const confirmationId = (applicationId: string) => `application-confirmation#${applicationId}`;
export const staffNoticeId = (applicationId: string, staffEmail: string) => `staff-notice#${applicationId}#${staffEmail}`;
export const rejectionId = (applicationId: string) => `rejection#${applicationId}`;

const adminLink = (applicationId: string) =>
  `${(process.env.SITE_URL ?? '').replace(/\/$/, '')}/admin/applications/${encodeURIComponent(applicationId)}`;

/** Called on every submission, the first and each retry: enqueueing is idempotent, delivery claims. */
export async function mailForNewApplication(item: StoredItem): Promise<void> {
  const id = String(item.applicationId);
  const a = { name: String(item.name), jobTitle: String(item.jobTitle) };
  await Promise.all([
    enqueueAndTry(confirmationId(id), { to: String(item.email), ...applicationConfirmation(a) }),
    ...staffNoticeAddresses().map((to) =>
      enqueueAndTry(staffNoticeId(id, to), { to, ...staffNotice({ ...a, link: adminLink(id) }) }),
    ),
  ]);
}

export const mailRejection = (item: StoredItem) =>
  enqueueAndTry(rejectionId(String(item.applicationId)), {
    to: String(item.email),
    ...rejectionNotice({ name: String(item.name), jobTitle: String(item.jobTitle) }),
  });

/** On erasure: unsent mail about the application loses its content. */
export const cancelApplicationMail = (applicationId: string) =>
  cancelMail([
    confirmationId(applicationId),
    rejectionId(applicationId),
    ...staffNoticeAddresses().map((a) => staffNoticeId(applicationId, a)),
  ]);

/** Contact form messages, stored for staff. */
import type { ContactMessage, ContactMessageSummary, ContactRequest, MessageStatus } from '../contract/schemas';
import { listed, withoutInternal, type StoredItem } from './items';
import { upgradeMessage } from './schema/messages';

/** `status` is `spam` for a message the anti-abuse checks flagged (honeypot, rate limit), else `new`. */
export const newMessageItem = (
  fields: Omit<ContactRequest, 'website' | 'filledInMs'>,
  messageId: string,
  createdAt: string,
  status: MessageStatus = 'new',
): StoredItem => upgradeMessage(listed({ ...fields, messageId, createdAt, status, statusPk: status }));

/** A message stored before triage existed has no status: it is `new`. */
export const toContactMessage = (item: StoredItem) => {
  const { statusPk: _s, ...rest } = withoutInternal(item);
  return { ...rest, status: typeof item.status === 'string' ? item.status : 'new' } as unknown as ContactMessage;
};

/** A message as the list shows it: sender, subject, date and status; the text comes from GET /contact/{id}. */
export const toContactMessageSummary = (item: StoredItem): ContactMessageSummary => {
  const { messageId, name, company, email, subject, createdAt, status } = toContactMessage(item);
  return { messageId, name, company, email, subject, createdAt, status };
};

/** What a triage change writes: the status and the index partition that lists it. */
export const statusChange = (status: MessageStatus) => ({ status, statusPk: status });

/** Contact form messages, stored for staff. */
import type { ContactMessage, ContactMessageSummary, ContactRequest } from '../contract/schemas';
import { listed, withoutInternal, type StoredItem } from './items';
import { upgradeMessage } from './schema/messages';

export const newMessageItem = (fields: Omit<ContactRequest, 'website' | 'filledInMs'>, messageId: string, createdAt: string): StoredItem =>
  upgradeMessage(listed({ ...fields, messageId, createdAt }));

export const toContactMessage = (item: StoredItem) => withoutInternal(item) as unknown as ContactMessage;

export const toContactMessageSummary = (item: StoredItem): ContactMessageSummary => ({
  messageId: String(item.messageId),
  name: String(item.name ?? ''),
  company: typeof item.company === 'string' ? item.company : '',
  email: String(item.email ?? ''),
  subject: typeof item.subject === 'string' ? item.subject : '',
  createdAt: String(item.createdAt),
});

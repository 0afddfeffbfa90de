import { randomUUID } from 'node:crypto';
import { createApiHandler } from '../http/api-handler';
import { putNew, queryNewestFirst, updateExisting } from '../adapters/repository';
import { notFound } from '../domain/errors';
import { newMessageItem, statusChange, toContactMessage } from '../domain/contact';

/** Contact form: anyone writes, staff read. */
export const handler = createApiHandler('contact', {
  createContactMessage: async ({ body }) => {
    const messageId = randomUUID();
    const createdAt = new Date().toISOString();
    if (!(await putNew('messages', newMessageItem(body, messageId, createdAt)))) throw new Error('A fresh message id collided');
    return { messageId, createdAt };
  },

  listContactMessages: async ({ query }) => {
    const page = query.status
      ? await queryNewestFirst('messages', 'byStatus', query, query.status)
      : await queryNewestFirst('messages', 'byCreatedAt', query);
    return { items: page.items.map(toContactMessage), nextCursor: page.nextCursor };
  },

  /** Triage: mark read, archived or spam (or back to new). */
  updateContactMessage: async ({ params, body }) => {
    const item = await updateExisting('messages', params.id!, statusChange(body.status));
    if (!item) throw notFound('This message does not exist.');
    return toContactMessage(item);
  },
});

import { randomUUID } from 'node:crypto';
import { createApiHandler } from '../http/api-handler';
import { getItem, putNew, queryNewestFirst } from '../adapters/repository';
import { notFound } from '../domain/errors';
import { newMessageItem, toContactMessage, toContactMessageSummary } from '../domain/contact';

/** Contact form: anyone writes, staff read. */
export const handler = createApiHandler('contact', {
  createContactMessage: async ({ body }) => {
    const messageId = randomUUID();
    const createdAt = new Date().toISOString();
    if (!(await putNew('messages', newMessageItem(body, messageId, createdAt)))) throw new Error('A fresh message id collided');
    return { messageId, createdAt };
  },

  listContactMessages: async ({ query }) => {
    const page = await queryNewestFirst('messages', 'byCreatedAt', query);
    return { items: page.items.map(toContactMessageSummary), nextCursor: page.nextCursor };
  },

  getContactMessage: async ({ params }) => {
    const item = await getItem('messages', params.id!);
    if (!item) throw notFound('This message does not exist.');
    return toContactMessage(item);
  },
});

import { randomUUID } from 'node:crypto';
import { createHandler } from './api';
import { getItem, putNew, queryNewestFirst } from '../adapters/repository';
import { notFound } from '../domain/errors';
import { newMessageItem, toContactMessage, toContactMessageSummary } from '../domain/contact';
import { looksLikeBot } from '../domain/abuse';
import { HONEYPOT_FIELD, MIN_FILL_MS } from '../contract/abuse';

/** Contact form: anyone writes, staff read. */
export const handler = createHandler('contact', {
  createContactMessage: async ({ body }) => {
    const messageId = randomUUID();
    const createdAt = new Date().toISOString();
    // A bot gets the answer a person gets, and nothing is stored (lambdas/contract/abuse.ts).
    const { [HONEYPOT_FIELD]: honeypot, filledInMs, ...fields } = body;
    if (looksLikeBot({ [HONEYPOT_FIELD]: honeypot, filledInMs }, MIN_FILL_MS.createContactMessage)) return { messageId, createdAt };
    if (!(await putNew('messages', newMessageItem(fields, messageId, createdAt)))) throw new Error('A fresh message id collided');
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

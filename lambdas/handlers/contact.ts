import { randomUUID } from 'node:crypto';
import { createHandler } from './api';
import { getItem, putNew, queryNewestFirst, updateExisting } from '../adapters/repository';
import { notFound } from '../domain/errors';
import { newMessageItem, statusChange, toContactMessage, toContactMessageSummary } from '../domain/contact';
import { looksLikeBot } from '../domain/abuse';
import { HONEYPOT_FIELD, MIN_FILL_MS } from '../contract/abuse';

/** Contact form: anyone writes, staff read. */
export const handler = createHandler('contact', {
  createContactMessage: async ({ body }) => {
    const messageId = randomUUID();
    const createdAt = new Date().toISOString();
    // A bot gets the answer a person gets; its message is kept as spam for staff to review
    // (lambdas/contract/abuse.ts).
    const { [HONEYPOT_FIELD]: honeypot, filledInMs, ...fields } = body;
    const spam = looksLikeBot({ [HONEYPOT_FIELD]: honeypot, filledInMs }, MIN_FILL_MS.createContactMessage);
    if (!(await putNew('messages', newMessageItem(fields, messageId, createdAt, spam ? 'spam' : 'new')))) {
      throw new Error('A fresh message id collided');
    }
    return { messageId, createdAt };
  },

  listContactMessages: async ({ query }) => {
    const page = query.status
      ? await queryNewestFirst('messages', 'byStatus', query, query.status)
      : await queryNewestFirst('messages', 'byCreatedAt', query);
    return { items: page.items.map(toContactMessageSummary), nextCursor: page.nextCursor };
  },

  getContactMessage: async ({ params }) => {
    const item = await getItem('messages', params.id!);
    if (!item) throw notFound('This message does not exist.');
    return toContactMessage(item);
  },

  /** Triage: mark read, archived or spam (or back to new). */
  updateContactMessage: async ({ params, body }) => {
    const item = await updateExisting('messages', params.id!, statusChange(body.status));
    if (!item) throw notFound('This message does not exist.');
    return toContactMessage(item);
  },
});

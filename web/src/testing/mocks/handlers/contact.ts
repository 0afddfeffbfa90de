import type { ContactMessage } from '../../../../../lambdas/contract/schemas';
import { contractRoute } from '../contract';
import { db, nextId, now, pageOf } from '../db';

export const contactHandlers = [
  contractRoute('createContactMessage', ({ body }) => {
    const message = { ...body, messageId: nextId('msg'), createdAt: now() } as ContactMessage;
    db.messages.push(message);
    return { messageId: message.messageId, createdAt: message.createdAt };
  }),
  contractRoute('listContactMessages', () => pageOf(db.messages)),
];

/**
 * The mail port: Amazon SES (v2) in the cloud, the local outbox file locally (MAIL_OUTBOX_FILE,
 * set only by the local stack; its gateway serves the same file at /_local/outbox.json).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { LOCAL_OUTBOX_KEPT } from '../contract/limits';
import type { MailContent } from '../domain/mail-templates';
import { requireEnv } from './clients';

export interface OutgoingMail extends MailContent {
  to: string;
}

let ses: SESv2Client | undefined;

function appendToLocalOutbox(file: string, mail: OutgoingMail) {
  let messages: unknown[] = [];
  if (existsSync(file)) messages = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  messages.push({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.headers ? { headers: mail.headers } : {}),
    code: '',
    sentAt: new Date().toISOString(),
  });
  // Written whole then renamed: a reader never sees half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify(messages.slice(-LOCAL_OUTBOX_KEPT), null, 2));
  renameSync(`${file}.tmp`, file);
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const outboxFile = process.env.MAIL_OUTBOX_FILE;
  if (outboxFile) return appendToLocalOutbox(outboxFile, mail);
  ses ??= new SESv2Client({});
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: requireEnv('MAIL_FROM'),
      ConfigurationSetName: process.env.MAIL_CONFIGURATION_SET || undefined,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          ...(mail.headers ? { Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
        },
      },
    }),
  );
}

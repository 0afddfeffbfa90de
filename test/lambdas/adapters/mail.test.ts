import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mockClient } from 'aws-sdk-client-mock';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sendMail } from '../../../lambdas/adapters/mail';
import { newsletterWelcome } from '../../../lambdas/domain/mail-templates';
import { LOCAL_OUTBOX_KEPT } from '../../../lambdas/contract/limits';

const ses = mockClient(SESv2Client);
const UNSUBSCRIBE = 'https://example.com/newsletter/unsubscribe?token=abc.def';

beforeEach(() => {
  ses.reset();
  delete process.env.MAIL_OUTBOX_FILE;
  process.env.MAIL_FROM = 'news@example.com';
});

describe('the mail port', () => {
  it('sends newsletter mail through SES with its List-Unsubscribe header', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await sendMail({ to: 'asha@example.com', ...newsletterWelcome({ unsubscribeUrl: UNSUBSCRIBE }) });
    const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input.FromEmailAddress).toBe('news@example.com');
    expect(input.Content?.Simple?.Headers).toEqual([{ Name: 'List-Unsubscribe', Value: `<${UNSUBSCRIBE}>` }]);
    expect(input.Content?.Simple?.Subject?.Data).toContain("You're subscribed");
    expect(input.Content?.Simple?.Body?.Text?.Data).toContain(`Unsubscribe: ${UNSUBSCRIBE}`);
  });

  it('sends mail without headers as before', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    await sendMail({ to: 'asha@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content?.Simple).not.toHaveProperty('Headers');
  });

  it('keeps the headers in the local outbox file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mail-port-')), 'outbox.json');
    process.env.MAIL_OUTBOX_FILE = file;
    await sendMail({ to: 'asha@example.com', ...newsletterWelcome({ unsubscribeUrl: UNSUBSCRIBE }) });
    const [message] = JSON.parse(readFileSync(file, 'utf8')) as { headers?: Record<string, string> }[];
    expect(message!.headers).toEqual({ 'List-Unsubscribe': `<${UNSUBSCRIBE}>` });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('keeps only the newest messages in the local outbox file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mail-port-')), 'outbox.json');
    process.env.MAIL_OUTBOX_FILE = file;
    const old = Array.from({ length: LOCAL_OUTBOX_KEPT }, (_, i) => ({ to: `old${i}@example.com`, subject: 'Old' }));
    writeFileSync(file, JSON.stringify(old));
    await sendMail({ to: 'newest@example.com', subject: 'New', text: 'Hi', html: '<p>Hi</p>' });
    const kept = (JSON.parse(readFileSync(file, 'utf8')) as { to: string }[]).map((m) => m.to);
    expect(kept).toHaveLength(LOCAL_OUTBOX_KEPT);
    expect(kept[0]).toBe('old1@example.com');
    expect(kept.at(-1)).toBe('newest@example.com');
  });
});

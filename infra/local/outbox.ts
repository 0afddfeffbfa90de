/**
 * Local stand-in for e-mail: every message the product would send (sign-up, resend and reset
 * codes from the user pool; application, staff and newsletter mail from the handlers' mail port)
 * is kept here (the newest LOCAL_OUTBOX_KEPT), newest first, and served at /_local/outbox(.json).
 * Local mode only; the deployed pool sends real e-mail.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { LOCAL_OUTBOX_KEPT } from '../../lambdas/contract/limits';
import type { CodeDelivery } from './cognito/emulator';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** The verification or reset code; '' for other mail. */
  code: string;
  /** HTML part of mail sent by the handlers. */
  html?: string;
  /** Extra headers of mail sent by the handlers (List-Unsubscribe). */
  headers?: Record<string, string>;
  sentAt: string;
}

const SUBJECTS: Record<string, string> = {
  SignUp: 'Your verification code',
  ResendCode: 'Your verification code',
  ForgotPassword: 'Your password reset code',
  AdminCreateUser: 'Your temporary password',
};

export function messageFor(delivery: CodeDelivery, brand: string, now = new Date()): OutboxMessage {
  const subject = `${brand}: ${SUBJECTS[delivery.source] ?? 'Your code'}`;
  const text =
    delivery.source === 'ForgotPassword'
      ? `Your password reset code is ${delivery.code}`
      : `Your verification code is ${delivery.code}`;
  return { to: delivery.to, subject, text, code: delivery.code, sentAt: now.toISOString() };
}

export class Outbox {
  private messages: OutboxMessage[] = [];

  /**
   * `file` keeps the messages across restarts (inside the data folder). The handlers' mail port
   * appends to the same file (MAIL_OUTBOX_FILE), so it is read again before each use.
   */
  constructor(private readonly file?: string) {
    this.reload();
  }

  private reload() {
    if (!this.file || !existsSync(this.file)) return;
    try {
      this.messages = JSON.parse(readFileSync(this.file, 'utf8')) as OutboxMessage[];
    } catch {
      // Keep what was read last (a half-written file is never renamed into place, but be safe).
    }
  }

  add(message: OutboxMessage): void {
    this.reload();
    this.messages.push(message);
    this.messages = this.messages.slice(-LOCAL_OUTBOX_KEPT);
    if (this.file) {
      writeFileSync(`${this.file}.tmp`, JSON.stringify(this.messages, null, 2));
      renameSync(`${this.file}.tmp`, this.file);
    }
  }

  /** Newest first. */
  list(): OutboxMessage[] {
    this.reload();
    return [...this.messages].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderOutboxHtml(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.sentAt)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td>` +
        `<td><code>${escapeHtml(m.code)}</code></td><td>${escapeHtml(m.text)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1b1b1b}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #ddd;padding:.4rem .6rem;text-align:left;vertical-align:top}code{font-size:1.2em;font-weight:600}</style>
</head><body><h1>Local outbox</h1>
<p>Messages the product would have e-mailed, newest first. Local mode only. <a href="/_local/outbox.json">JSON</a></p>
${messages.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Code</th><th>Text</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : '<p>No messages yet.</p>'}
</body></html>`;
}

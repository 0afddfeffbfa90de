import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Outbox, messageFor, renderOutboxHtml } from '../../../infra/local/outbox';
import { LOCAL_OUTBOX_KEPT } from '../../../lambdas/contract/limits';

describe('local outbox', () => {
  it('words each kind of code like the product would e-mail it', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(messageFor({ source: 'SignUp', to: 'a@b.co', code: '123456' }, 'Acme', at)).toEqual({
      to: 'a@b.co',
      subject: 'Acme: Your verification code',
      text: 'Your verification code is 123456',
      code: '123456',
      sentAt: '2026-01-02T03:04:05.000Z',
    });
    expect(messageFor({ source: 'ForgotPassword', to: 'a@b.co', code: '654321' }, 'Acme', at)).toMatchObject({
      subject: 'Acme: Your password reset code',
      text: 'Your password reset code is 654321',
    });
  });

  it('lists newest first and keeps messages across restarts in its file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
    try {
      const file = join(dir, 'outbox.json');
      const outbox = new Outbox(file);
      outbox.add(messageFor({ source: 'SignUp', to: 'old@b.co', code: '111111' }, 'Acme', new Date('2026-01-01T00:00:00Z')));
      outbox.add(messageFor({ source: 'SignUp', to: 'new@b.co', code: '222222' }, 'Acme', new Date('2026-01-02T00:00:00Z')));
      expect(outbox.list().map((m) => m.to)).toEqual(['new@b.co', 'old@b.co']);
      expect(new Outbox(file).list().map((m) => m.code)).toEqual(['222222', '111111']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the newest messages only, so the stack does not grow with every message', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
    try {
      const outbox = new Outbox(join(dir, 'outbox.json'));
      for (let i = 0; i <= LOCAL_OUTBOX_KEPT; i++)
        outbox.add(
          messageFor({ source: 'SignUp', to: `u${i}@b.co`, code: String(i) }, 'Acme', new Date(Date.UTC(2026, 0, 1, 0, 0, i))),
        );
      const codes = outbox.list().map((m) => m.code);
      expect(codes).toHaveLength(LOCAL_OUTBOX_KEPT);
      expect(codes[0]).toBe(String(LOCAL_OUTBOX_KEPT));
      expect(codes).not.toContain('0');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('renders an HTML page that escapes what it shows', () => {
    const html = renderOutboxHtml([
      { to: '<x@y.z>', subject: 'S & T', text: 'code 1', code: '999999', sentAt: '2026-01-01T00:00:00Z' },
    ]);
    expect(html).toContain('&lt;x@y.z&gt;');
    expect(html).toContain('S &amp; T');
    expect(html).toContain('<code>999999</code>');
    expect(renderOutboxHtml([])).toContain('No messages yet.');
  });
});

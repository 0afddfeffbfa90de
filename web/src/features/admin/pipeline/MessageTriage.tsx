/** Triage buttons of one contact message: mark read, archive, spam (or back to new), and reply by e-mail. */
import { FormMessage } from '../../../components/form/Field';
import { useState } from 'react';
import type { ContactMessageSummary, MessageStatus } from '../../../../../lambdas/contract/schemas';
import { api } from '../../../lib/api';
import './pipeline.css';

const ACTIONS: { status: MessageStatus; label: string }[] = [
  { status: 'read', label: 'Mark read' },
  { status: 'archived', label: 'Archive' },
  { status: 'spam', label: 'Spam' },
  { status: 'new', label: 'Back to new' },
];

export function MessageTriage({ message }: { message: ContactMessageSummary }) {
  const [status, setStatus] = useState<MessageStatus>(message.status);
  const [error, setError] = useState('');
  async function change(next: MessageStatus) {
    setError('');
    try {
      setStatus((await api('updateContactMessage', { params: { id: message.messageId }, body: { status: next } })).status);
    } catch {
      setError('The message could not be updated. Please try again.');
    }
  }
  const subject = `Re: ${message.subject || 'your message'}`;
  return (
    <div className="message-triage">
      <p className="message-meta">
        Status: <strong>{status}</strong>
      </p>
      <div className="message-triage-actions" role="group" aria-label={`Triage message from ${message.name}`}>
        <a className="btn btn-primary" href={`mailto:${message.email}?subject=${encodeURIComponent(subject)}`}>
          Reply
        </a>
        {ACTIONS.filter((a) => a.status !== status).map((a) => (
          <button key={a.status} type="button" className="btn btn-secondary" onClick={() => void change(a.status)}>
            {a.label}
          </button>
        ))}
      </div>
      <FormMessage kind="error">{error}</FormMessage>
    </div>
  );
}

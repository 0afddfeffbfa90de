import { apiAll } from '../../../lib/api';
import { StateMessage } from '../StateMessage';
import { formatDateTime, useRemote } from '../useRemote';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export function MessagesPage() {
  useDocumentTitle('Messages · Admin');
  const messages = useRemote((signal) => apiAll('listContactMessages', { signal }), []);
  return (
    <section aria-labelledby="messages-title">
      <header className="admin-page-head">
        <h1 id="messages-title">Messages</h1>
      </header>
      {messages.status === 'loading' && <StateMessage kind="loading">Loading messages...</StateMessage>}
      {messages.status === 'error' && <StateMessage kind="error">Failed to load messages. Please try again.</StateMessage>}
      {messages.status === 'loaded' && messages.data.length === 0 && <StateMessage kind="empty">No messages have been received yet.</StateMessage>}
      <ul className="message-list">
        {(messages.data ?? []).map((m) => (
          <li key={m.messageId}>
            <article className="message-card" aria-labelledby={`msg-${m.messageId}`}>
              <header>
                <h2 id={`msg-${m.messageId}`}>{m.subject || '(no subject)'}</h2>
                <p className="message-meta">
                  {m.name}
                  {m.company && ` · ${m.company}`} · <a href={`mailto:${m.email}`}>{m.email}</a>
                  {m.phone && ` · ${m.phone}`} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                </p>
              </header>
              <p className="message-body">{m.message}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

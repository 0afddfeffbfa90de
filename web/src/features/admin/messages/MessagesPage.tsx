import { useId, useState } from 'react';
import { MESSAGE_STATUSES, type ContactMessageSummary } from '../../../../../lambdas/contract/schemas';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Pager } from '../Pager';
import { useListView } from '../paging';
import { StateMessage } from '../StateMessage';
import { formatDateTime } from '../../../lib/formatDate';
import { MessageTriage } from '../pipeline/MessageTriage';
import { useMessage } from './api/get-message';
import { useMessages } from './api/list-messages';

const MESSAGE_FILTERS = ['status'] as const;
const STATUS_LABELS = { new: 'New', read: 'Read', archived: 'Archived', spam: 'Spam' } as const;

export function MessagesPage() {
  useDocumentTitle('Messages | Admin');
  const view = useListView(MESSAGE_FILTERS);
  const status = MESSAGE_STATUSES.find((s) => s === view.filters.status);
  const messages = useMessages({ limit: view.limit, cursor: view.cursor, status });
  const items = messages.data?.items ?? [];
  const statusId = useId();
  return (
    <section aria-labelledby="messages-title">
      <header className="admin-page-head">
        <h1 id="messages-title">Messages</h1>
        <div className="admin-filter">
          <label htmlFor={statusId}>Status</label>
          <select id={statusId} value={status ?? ''} onChange={(e) => view.setFilter('status', e.target.value || undefined)}>
            <option value="">All messages</option>
            {MESSAGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </header>
      {messages.isPending && <StateMessage kind="loading">Loading messages...</StateMessage>}
      {messages.isError && <StateMessage kind="error">Failed to load messages. Please try again.</StateMessage>}
      {messages.isSuccess && items.length === 0 && (
        <StateMessage kind="empty">
          {status
            ? `No ${STATUS_LABELS[status].toLowerCase()} messages.`
            : view.cursor
              ? 'No more messages.'
              : 'No messages have been received yet.'}
        </StateMessage>
      )}
      <ul className="message-list" aria-busy={messages.isPlaceholderData}>
        {items.map((m) => (
          <li key={m.messageId}>
            <MessageCard message={m} />
          </li>
        ))}
      </ul>
      {messages.isSuccess && (
        <Pager view={view} nextCursor={messages.data.nextCursor} busy={messages.isPlaceholderData} label="Messages" />
      )}
    </section>
  );
}

function MessageCard({ message: m }: { message: ContactMessageSummary }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <article className="message-card" aria-labelledby={`msg-${m.messageId}`}>
      <header>
        <h2 id={`msg-${m.messageId}`}>{m.subject || '(no subject)'}</h2>
        <p className="message-meta">
          {m.name}
          {m.company && ` · ${m.company}`} · <a href={`mailto:${m.email}`}>{m.email}</a> ·{' '}
          <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide message' : 'Read message'}
        </button>
      </header>
      <div id={bodyId} hidden={!open}>
        {open && <MessageBody id={m.messageId} />}
      </div>
      <MessageTriage message={m} />
    </article>
  );
}

function MessageBody({ id }: { id: string }) {
  const message = useMessage(id, true);
  if (message.isPending) return <StateMessage kind="loading">Loading message...</StateMessage>;
  if (message.isError) return <StateMessage kind="error">Failed to load this message. Please try again.</StateMessage>;
  return (
    <>
      {message.data.phone && <p className="message-meta">Phone: {message.data.phone}</p>}
      <p className="message-body">{message.data.message}</p>
    </>
  );
}

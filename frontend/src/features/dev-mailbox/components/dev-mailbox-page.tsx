import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage, getErrorStatus } from '@/lib/errors';
import { useMailbox } from '../api/get-mailbox';

/** Development only: the outbox's messages as they would be sent (e-mail stays queued without SMTP_URL). */
export function DevMailboxPage() {
  const mailbox = useMailbox();
  return (
    <div className="container" style={{ padding: '1.5rem 1rem' }}>
      <h1>Development mailbox</h1>
      <p className="muted">
        E-mail is not configured (SMTP_URL is unset), so messages stay queued in the outbox. Here they are, newest
        first.
      </p>
      {mailbox.isPending && <PageSpinner />}
      {mailbox.isError && (
        <p role="alert">
          {getErrorStatus(mailbox.error) === 404
            ? 'The mailbox exists only in development (NODE_ENV=development).'
            : getErrorMessage(mailbox.error)}
        </p>
      )}
      {mailbox.data?.length === 0 && <p>No messages yet.</p>}
      {mailbox.data?.map((m) => (
        <article key={m.id} className="card" style={{ marginBottom: '1rem', overflowWrap: 'anywhere' }}>
          <p className="small muted">
            {m.channel === 'email' ? 'E-mail' : 'Text'} to <strong>{m.recipient}</strong> ·{' '}
            {new Date(m.createdAt).toLocaleString()} · {m.status}
          </p>
          {m.subject && <h2 style={{ fontSize: '1.05rem' }}>{m.subject}</h2>}
          <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>{linkify(m.text)}</pre>
        </article>
      ))}
    </div>
  );
}

function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, index) =>
    /^https?:\/\//.test(part) ? (
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

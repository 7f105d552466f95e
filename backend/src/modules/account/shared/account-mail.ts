import { DataSource } from 'typeorm';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';

export interface AccountMail {
  /** The event the mail belongs to: the outbox row id derives from it, so a repeat queues nothing. */
  sourceEventId: string;
  recipient: string;
  subject: string;
  body: string;
  /** A path; the transport completes it with PUBLIC_URL. */
  link: string;
}

/**
 * Queues an account e-mail in the outbox, after its event was appended. Unlike the other messages
 * (queued by the notifications projection from events), these carry a secret link whose token must
 * never enter the immutable event log, so the command that made the token queues the mail itself.
 * A crash between the append and this insert loses the mail; the player asks again.
 */
/** Outbox times are the wall clock's (the dispatcher's), not the account links' injected clock. */
export async function queueAccountMail(dataSource: DataSource, mail: AccountMail, now = new Date()): Promise<void> {
  await dataSource.query(
    `INSERT INTO outbox (id, channel, recipient, subject, body, link, source_event_id, status, attempts, next_attempt_at, created_at)
     VALUES ($1, 'email', $2, $3, $4, $5, $6, 'pending', 0, $7, $7) ON CONFLICT (id) DO NOTHING`,
    [
      deterministicUuid('outbox', mail.sourceEventId, 'email', mail.recipient),
      mail.recipient,
      mail.subject,
      mail.body,
      mail.link,
      mail.sourceEventId,
      now,
    ],
  );
}

/** Names go into message text: no control characters (line breaks could forge headers or lines). */
export function plainName(name: string | null): string {
  // oxlint-disable-next-line no-control-regex
  return (name ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

import { DataSource } from 'typeorm';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { OutboxDraft } from '../../../projections/notifications/outbox-drafts';

/**
 * Queues an invitation's e-mail and text after its event was appended. The link carries the raw
 * token, which never enters the event log, so the command that made it queues the messages itself
 * (as the account links do); the row ids are the ones the notifications projection used to derive,
 * so a repeat queues nothing. A crash between the append and this insert loses the message; the
 * inviter still has the link to share.
 */
export async function queueInvitationMessages(
  dataSource: DataSource,
  sourceEventId: string,
  drafts: OutboxDraft[],
  now = new Date(),
): Promise<void> {
  for (const d of drafts) {
    await dataSource.query(
      `INSERT INTO outbox (id, channel, recipient, subject, body, link, source_event_id, status, attempts, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', 0, $8, $8) ON CONFLICT (id) DO NOTHING`,
      [
        deterministicUuid('outbox', sourceEventId, d.channel, d.recipient),
        d.channel,
        d.recipient,
        d.subject,
        d.body,
        d.link,
        sourceEventId,
        now,
      ],
    );
  }
}

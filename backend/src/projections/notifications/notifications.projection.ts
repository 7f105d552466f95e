import { EntityManager } from 'typeorm';
import { InvitationCreated } from '../../domain/invitation/invitation.events';
import { NotificationReadEvent } from '../../domain/notification/notification.events';
import { TournamentEvent } from '../../domain/tournament/tournament.events';
import { ProfileUpdated, UserRegistered } from '../../domain/user/user.events';
import { WalletEvent } from '../../domain/wallet/wallet.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { deterministicUuid } from '../../infrastructure/event-sourcing/deterministic-id';
import { TournamentRoster, isTournamentEvent } from '../player-stats/tournament-roster';
import { Projection } from '../runner/projection';
import {
  NotificationDraft,
  TournamentRef,
  invitedDrafts,
  joinedDrafts,
  resultReportedDrafts,
  slotOfferedDrafts,
  walletDrafts,
} from './notification-drafts';
import { OutboxDraft, invitationMessages, prizeMessages } from './outbox-drafts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NotificationsProjectionOptions {
  /** E-mails and texts are not queued for events older than this (a replay must not mail the past). */
  outboxMaxAgeMs?: number;
  now?: () => number;
}

interface Person {
  email: string;
  firstName: string | null;
  name: string;
}

/**
 * `notifications` (what the bell shows) and the `outbox` (e-mails and texts to send), written in
 * the same transaction as the events that cause them. Row ids derive from the source event and
 * the recipient, so a repeat or a rebuild writes the same rows.
 *
 * `outbox` is deliberately not in `tables`: a rebuild must not empty it (sent messages would be
 * queued again); replays find the ids already there (ON CONFLICT DO NOTHING), and events older
 * than `outboxMaxAgeMs` queue nothing at all.
 */
export class NotificationsProjection implements Projection {
  readonly name = 'notifications';
  private readonly roster = new TournamentRoster('notification');
  readonly tables: readonly string[] = ['notifications', 'notification_users', ...this.roster.tables];

  constructor(private readonly options: NotificationsProjectionOptions = {}) {}

  async apply(recorded: RecordedEvent, tx: EntityManager): Promise<void> {
    const stream = recorded.streamName;
    if (stream.startsWith('user-')) return this.applyUser(recorded, tx);
    if (stream.startsWith('notifications-')) return this.applyRead(recorded, tx);
    if (stream.startsWith('invitation-') && recorded.type === 'InvitationCreated') {
      const invitation = recorded.data as InvitationCreated['data'];
      await this.notify(recorded, tx, invitedDrafts(invitation));
      await this.queue(recorded, tx, invitationMessages(invitation));
      return;
    }
    if (isTournamentEvent(stream, recorded.type)) return this.applyTournament(recorded, tx);
    if (stream.startsWith('wallet-')) return this.applyWallet(recorded, tx, stream.slice('wallet-'.length));
  }

  private async applyUser(recorded: RecordedEvent, tx: EntityManager): Promise<void> {
    if (recorded.type !== 'UserRegistered' && recorded.type !== 'ProfileUpdated') return;
    const { userId, email, firstName, lastName } = recorded.data as (UserRegistered | ProfileUpdated)['data'];
    await tx.query(
      `INSERT INTO notification_users (user_id, email, first_name, last_name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET email = $2, first_name = $3, last_name = $4`,
      [userId, email, firstName, lastName],
    );
  }

  private async applyRead(recorded: RecordedEvent, tx: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as NotificationReadEvent;
    if (event.type === 'NotificationRead') {
      await tx.query(
        `UPDATE notifications SET is_read = true, updated_at = $3 WHERE id = $1 AND user_id = $2 AND NOT is_read`,
        [event.data.notificationId, event.data.userId, recorded.recordedAt],
      );
    } else if (event.type === 'AllNotificationsRead') {
      await tx.query(`UPDATE notifications SET is_read = true, updated_at = $2 WHERE user_id = $1 AND NOT is_read`, [
        event.data.userId,
        recorded.recordedAt,
      ]);
    }
  }

  private async applyTournament(recorded: RecordedEvent, tx: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as TournamentEvent;
    // Worded against the roster as it was before this event; then the roster moves on.
    const drafts = await this.tournamentDrafts(event, tx);
    await this.roster.apply(event, tx);
    await this.notify(recorded, tx, drafts);
  }

  private async tournamentDrafts(event: TournamentEvent, tx: EntityManager): Promise<NotificationDraft[]> {
    switch (event.type) {
      case 'PlayerJoined': {
        const { tournamentId, userId, teamNumber } = event.data;
        const t = await this.tournamentRef(tx, tournamentId);
        const others = (await this.roster.livePlayers(tx, tournamentId))
          .filter((p) => p.status === 'joined' && p.userId !== userId)
          .map((p) => p.userId);
        const joiner = await this.person(tx, userId);
        return joinedDrafts(t, { userId, name: joiner?.name ?? 'A player', teamNumber }, others);
      }
      case 'ResultReported': {
        const { tournamentId, reportedBy, reporterTeam, winningTeam } = event.data;
        const recipients = (await this.roster.livePlayers(tx, tournamentId))
          .filter((p) => p.status === 'joined' && p.teamNumber !== reporterTeam)
          .map((p) => p.userId);
        const reporter = await this.person(tx, reportedBy);
        return resultReportedDrafts(
          await this.tournamentRef(tx, tournamentId),
          reporter?.name ?? 'A player',
          winningTeam,
          recipients,
        );
      }
      case 'WaitlistSlotOffered':
        return slotOfferedDrafts(await this.tournamentRef(tx, event.data.tournamentId), event.data.userId);
      default:
        return [];
    }
  }

  private async applyWallet(recorded: RecordedEvent, tx: EntityManager, userId: string): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as WalletEvent;
    const tournamentId = 'tournamentId' in event.data ? event.data.tournamentId : null;
    const tournament = tournamentId ? await this.tournamentRef(tx, tournamentId) : null;
    await this.notify(recorded, tx, walletDrafts(userId, event, tournament));
    if (event.type === 'PrizePaid') {
      const winner = await this.person(tx, userId);
      if (winner)
        await this.queue(recorded, tx, prizeMessages(winner, event.data.amountCents, tournament?.name ?? null));
    }
  }

  private async notify(recorded: RecordedEvent, tx: EntityManager, drafts: NotificationDraft[]): Promise<void> {
    for (const d of drafts) {
      await tx.query(
        `INSERT INTO notifications (id, user_id, type, title, message, is_read, action_url, metadata, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, false, $6, $7, $8, $8) ON CONFLICT (id) DO NOTHING`,
        [
          deterministicUuid('notification', recorded.id, d.userId, d.type),
          d.userId,
          d.type,
          d.title.slice(0, 255),
          d.message,
          d.actionUrl.slice(0, 500),
          JSON.stringify(d.metadata),
          recorded.recordedAt,
        ],
      );
    }
  }

  private async queue(recorded: RecordedEvent, tx: EntityManager, drafts: OutboxDraft[]): Promise<void> {
    const now = this.options.now?.() ?? Date.now();
    if (now - recorded.recordedAt.getTime() > (this.options.outboxMaxAgeMs ?? DAY_MS)) return;
    for (const d of drafts) {
      await tx.query(
        `INSERT INTO outbox (id, channel, recipient, subject, body, link, source_event_id, status, attempts, next_attempt_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', 0, $8, $8) ON CONFLICT (id) DO NOTHING`,
        [
          deterministicUuid('outbox', recorded.id, d.channel, d.recipient),
          d.channel,
          d.recipient,
          d.subject,
          d.body,
          d.link,
          recorded.id,
          recorded.recordedAt,
        ],
      );
    }
  }

  private async tournamentRef(tx: EntityManager, tournamentId: string): Promise<TournamentRef> {
    const t = await this.roster.tournament(tx, tournamentId);
    return { id: tournamentId, name: t?.name ?? 'your match' };
  }

  private async person(tx: EntityManager, userId: string): Promise<Person | null> {
    const rows = await tx.query<
      Array<{
        email: string;
        first_name: string | null;
        last_name: string | null;
      }>
    >(`SELECT email, first_name, last_name FROM notification_users WHERE user_id = $1`, [userId]);
    const row = rows[0];
    if (!row) return null;
    const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || 'A player';
    return { email: row.email, firstName: row.first_name, name };
  }
}

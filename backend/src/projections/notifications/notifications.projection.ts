import { InvitationCreated } from '../../domain/invitation/invitation.events';
import { NotificationReadEvent } from '../../domain/notification/notification.events';
import { TournamentEvent } from '../../domain/tournament/tournament.events';
import { ProfileUpdated, UserEvent, UserRegistered } from '../../domain/user/user.events';
import { WalletEvent } from '../../domain/wallet/wallet.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { deterministicUuid } from '../../infrastructure/event-sourcing/deterministic-id';
import { ROSTER_EVENT_TYPES, TournamentRoster, isTournamentEvent } from '../player-stats/tournament-roster';
import { RowProjection } from '../runner/projection';
import { Maybe, each, map, then } from '../runner/maybe';
import { ProjectionRows, instantText } from '../runner/projection-rows';
import {
  NotificationDraft,
  TournamentRef,
  invitedDrafts,
  joinedDrafts,
  resultReportedDrafts,
  rulingDrafts,
  cancelledDrafts,
  slotOfferedDrafts,
  WALLET_DRAFT_TYPES,
  walletDrafts,
} from './notification-drafts';
import { OutboxDraft, invitationMessages, prizeMessages } from './outbox-drafts';
import { legacyInvitationToken, upcastInvitationEvent } from '../invitations/invitation-token';
import { resultAutoConfirmedDrafts, resultDisputedDrafts } from './result-drafts';

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
export class NotificationsProjection extends RowProjection {
  readonly name = 'notifications';
  private readonly roster = new TournamentRoster('notification');
  readonly tables: readonly string[] = ['notifications', 'notification_users', ...this.roster.tables];
  readonly schema = {
    notifications: { key: ['id'], indexes: ['user_id'] },
    notification_users: { key: ['user_id'] },
    outbox: { key: ['id'], writeOnly: true },
    ...this.roster.schema(),
  };
  readonly eventTypes = new Set<string>([
    ...(['UserRegistered', 'ProfileUpdated'] satisfies Array<UserEvent['type']>),
    ...(['NotificationRead', 'AllNotificationsRead'] satisfies Array<NotificationReadEvent['type']>),
    'InvitationCreated',
    ...ROSTER_EVENT_TYPES,
    ...([
      'PlayerJoined',
      'ResultReported',
      'WinnerDeclared',
      'MatchVoided',
      'ResultDisputed',
      'ResultConfirmed',
      'TournamentCancelled',
      'WaitlistSlotOffered',
    ] satisfies Array<TournamentEvent['type']>),
    ...WALLET_DRAFT_TYPES,
  ]);

  constructor(private readonly options: NotificationsProjectionOptions = {}) {
    super();
  }

  applyTo(recorded: RecordedEvent, rows: ProjectionRows): Maybe<void> {
    const stream = recorded.streamName;
    if (stream.startsWith('user-')) return this.applyUser(recorded, rows);
    if (stream.startsWith('notifications-')) return this.applyRead(recorded, rows);
    if (stream.startsWith('invitation-') && recorded.type === 'InvitationCreated')
      return this.applyInvitation(recorded, rows);
    if (isTournamentEvent(stream, recorded.type)) return this.applyTournament(recorded, rows);
    if (stream.startsWith('wallet-')) return this.applyWallet(recorded, rows, stream.slice('wallet-'.length));
  }

  private async applyInvitation(recorded: RecordedEvent, rows: ProjectionRows): Promise<void> {
    // Today's events hold only the token's hash: the create command queues its own messages
    // (queueInvitationMessages). An old event still carries the raw token and is handled as before.
    const token = legacyInvitationToken(recorded.data);
    const invitation = upcastInvitationEvent(recorded) as InvitationCreated;
    const link = token === null ? null : `/invite/${token}`;
    await this.notify(recorded, rows, invitedDrafts(invitation.data, link));
    if (link) await this.queue(recorded, rows, invitationMessages(invitation.data, link));
  }

  private applyUser(recorded: RecordedEvent, rows: ProjectionRows): Maybe<void> {
    if (recorded.type !== 'UserRegistered' && recorded.type !== 'ProfileUpdated') return;
    const { userId, email, firstName, lastName } = recorded.data as (UserRegistered | ProfileUpdated)['data'];
    const person = { email, first_name: firstName, last_name: lastName };
    return rows.table('notification_users').upsert({ user_id: userId, ...person }, () => person);
  }

  private async applyRead(recorded: RecordedEvent, rows: ProjectionRows): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as NotificationReadEvent;
    const notifications = rows.table('notifications');
    const read = { is_read: true, updated_at: instantText(recorded) };
    if (event.type === 'NotificationRead') {
      const { notificationId, userId } = event.data;
      await notifications.update(notificationId, (row) => (row.user_id === userId && !row.is_read ? read : {}));
    } else if (event.type === 'AllNotificationsRead') {
      for (const row of await notifications.where('user_id', event.data.userId)) {
        if (!row.is_read) await notifications.update(row.id as string, read);
      }
    }
  }

  private async applyTournament(recorded: RecordedEvent, rows: ProjectionRows): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as TournamentEvent;
    // Worded against the roster as it was before this event; then the roster moves on.
    const drafts = await this.tournamentDrafts(event, rows);
    await this.roster.apply(event, rows);
    await this.notify(recorded, rows, drafts);
  }

  private async tournamentDrafts(event: TournamentEvent, rows: ProjectionRows): Promise<NotificationDraft[]> {
    switch (event.type) {
      case 'PlayerJoined': {
        const { tournamentId, userId, teamNumber } = event.data;
        const t = await this.tournamentRef(rows, tournamentId);
        const others = (await this.roster.livePlayers(rows, tournamentId))
          .filter((p) => p.status === 'joined' && p.userId !== userId)
          .map((p) => p.userId);
        const joiner = await this.person(rows, userId);
        return joinedDrafts(t, { userId, name: joiner?.name ?? 'A player', teamNumber }, others);
      }
      case 'ResultReported': {
        const { tournamentId, reportedBy, reporterTeam, winningTeam } = event.data;
        const recipients = (await this.roster.livePlayers(rows, tournamentId))
          .filter((p) => p.status === 'joined' && p.teamNumber !== reporterTeam)
          .map((p) => p.userId);
        const reporter = await this.person(rows, reportedBy);
        return resultReportedDrafts(
          await this.tournamentRef(rows, tournamentId),
          reporter?.name ?? 'A player',
          winningTeam,
          recipients,
        );
      }
      case 'WinnerDeclared':
      case 'MatchVoided': {
        const { tournamentId } = event.data;
        const recipients = (await this.roster.livePlayers(rows, tournamentId))
          .filter((p) => p.status === 'joined')
          .map((p) => p.userId);
        const ruling =
          event.type === 'MatchVoided'
            ? { kind: 'voided' as const, winningTeam: null, reason: event.data.reason }
            : {
                kind: 'winner_declared' as const,
                winningTeam: event.data.winningTeam,
                reason: event.data.reason ?? null,
              };
        return rulingDrafts(await this.tournamentRef(rows, tournamentId), ruling, recipients);
      }
      case 'ResultDisputed': {
        const { tournamentId, disputedBy } = event.data;
        const recipients = (await this.roster.livePlayers(rows, tournamentId))
          .filter((p) => p.status === 'joined' && p.userId !== disputedBy)
          .map((p) => p.userId);
        const disputer = await this.person(rows, disputedBy);
        return resultDisputedDrafts(
          await this.tournamentRef(rows, tournamentId),
          disputer?.name ?? 'A player',
          recipients,
        );
      }
      case 'ResultConfirmed': {
        if (!event.data.auto) return [];
        const { tournamentId, winningTeam } = event.data;
        const recipients = (await this.roster.livePlayers(rows, tournamentId))
          .filter((p) => p.status === 'joined')
          .map((p) => p.userId);
        return resultAutoConfirmedDrafts(await this.tournamentRef(rows, tournamentId), winningTeam, recipients);
      }
      case 'TournamentCancelled': {
        const { tournamentId, reason, note, cancelledBy } = event.data;
        const recipients = (await this.roster.livePlayers(rows, tournamentId))
          .filter((p) => p.status === 'joined' && p.userId !== cancelledBy)
          .map((p) => p.userId);
        return cancelledDrafts(await this.tournamentRef(rows, tournamentId), { reason, note }, recipients);
      }
      case 'WaitlistSlotOffered':
        return slotOfferedDrafts(await this.tournamentRef(rows, event.data.tournamentId), event.data.userId);
      default:
        return [];
    }
  }

  /** Without a promise while every row is in memory (most of a rebuild's events are wallet events). */
  private applyWallet(recorded: RecordedEvent, rows: ProjectionRows, userId: string): Maybe<void> {
    const event = { type: recorded.type, data: recorded.data } as WalletEvent;
    if (!WALLET_DRAFT_TYPES.has(event.type)) return; // no notification, nothing to look up
    const tournamentId = 'tournamentId' in event.data ? event.data.tournamentId : null;
    return then(tournamentId ? this.tournamentRef(rows, tournamentId) : null, (tournament) =>
      then(this.notify(recorded, rows, walletDrafts(userId, event, tournament)), () => {
        if (event.type !== 'PrizePaid') return;
        return then(this.person(rows, userId), (winner) => {
          if (winner)
            return this.queue(recorded, rows, prizeMessages(winner, event.data.amountCents, tournament?.name ?? null));
        });
      }),
    );
  }

  private notify(recorded: RecordedEvent, rows: ProjectionRows, drafts: NotificationDraft[]): Maybe<void> {
    return each(drafts, (d) =>
      rows.table('notifications').insertIgnore({
        id: deterministicUuid('notification', recorded.id, d.userId, d.type),
        user_id: d.userId,
        type: d.type,
        title: d.title.slice(0, 255),
        message: d.message,
        is_read: false,
        action_url: d.actionUrl.slice(0, 500),
        metadata: d.metadata,
        created_at: instantText(recorded),
        updated_at: instantText(recorded),
      }),
    );
  }

  private queue(recorded: RecordedEvent, rows: ProjectionRows, drafts: OutboxDraft[]): Maybe<void> {
    const now = this.options.now?.() ?? Date.now();
    if (now - recorded.recordedAt.getTime() > (this.options.outboxMaxAgeMs ?? DAY_MS)) return;
    return each(drafts, (d) =>
      rows.table('outbox').insertIgnore({
        id: deterministicUuid('outbox', recorded.id, d.channel, d.recipient),
        channel: d.channel,
        recipient: d.recipient,
        subject: d.subject,
        body: d.body,
        link: d.link,
        source_event_id: recorded.id,
        status: 'pending',
        attempts: 0,
        next_attempt_at: instantText(recorded),
        created_at: instantText(recorded),
      }),
    );
  }

  private tournamentRef(rows: ProjectionRows, tournamentId: string): Maybe<TournamentRef> {
    return map(this.roster.tournament(rows, tournamentId), (t) => ({
      id: tournamentId,
      name: t?.name ?? 'your match',
    }));
  }

  private person(rows: ProjectionRows, userId: string): Maybe<Person | null> {
    return map(rows.table('notification_users').get(userId), (found) => {
      const row = found as { email: string; first_name: string | null; last_name: string | null } | undefined;
      if (!row) return null;
      const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || 'A player';
      return { email: row.email, firstName: row.first_name, name };
    });
  }
}

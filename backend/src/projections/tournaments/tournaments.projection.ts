import { formatCents } from '../../domain/shared/money';
import { WalletEvent } from '../../domain/wallet/wallet.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { TournamentStreamEvent } from '../../domain/tournament/tournament-stream.decider';
import { RowProjection } from '../runner/projection';
import { Maybe, then } from '../runner/maybe';
import { ProjectionRows, instantText } from '../runner/projection-rows';
import { userIdOfWalletStream } from '../wallet/platform-ledger';
import { applyResultEvent } from './tournament-results.apply';
import { feeColumns } from './tournament-money';
import { TOURNAMENT_STREAM_EVENT_TYPES } from '../runner/event-types';

const TOURNAMENT_STREAM_PREFIX = 'tournament-';
const TOURNAMENT_TYPES: ReadonlySet<string> = new Set(TOURNAMENT_STREAM_EVENT_TYPES);
const WALLET_TOURNAMENT_EVENTS = new Set<string>(['EntryFeeEscrowed', 'EntryFeeRefunded', 'PrizePaid'] satisfies Array<
  WalletEvent['type']
>);

/**
 * tournaments, tournament_participants, tournament_waitlist, matches and player_matches from the
 * tournament streams; tournament_process (the process manager's work list) from those and from
 * the wallet events that name a tournament. Each event's own instant is used for timestamps, so
 * a replay gives the same rows.
 */
export class TournamentsProjection extends RowProjection {
  readonly name = 'tournaments';
  readonly tables = [
    'tournaments',
    'tournament_participants',
    'tournament_waitlist',
    'matches',
    'player_matches',
    'tournament_process',
    'tournament_wallet_users',
  ] as const;
  readonly schema = {
    tournaments: { key: ['id'] },
    tournament_participants: { key: ['id'], indexes: ['tournament_id'] },
    tournament_waitlist: { key: ['id'] },
    matches: { key: ['id'], indexes: ['tournament_id'] },
    player_matches: { key: ['id'] },
    tournament_process: { key: ['tournament_id'] },
    tournament_wallet_users: { key: ['tournament_id', 'user_id'] },
  };
  // Every event of a tournament stream puts the tournament back on the process manager's list.
  readonly eventTypes = new Set<string>([...TOURNAMENT_STREAM_EVENT_TYPES, ...WALLET_TOURNAMENT_EVENTS]);

  applyTo(recorded: RecordedEvent, rows: ProjectionRows): Maybe<void> {
    const walletUserId = userIdOfWalletStream(recorded.streamName);
    if (walletUserId !== null) {
      if (!WALLET_TOURNAMENT_EVENTS.has(recorded.type)) return;
      const { tournamentId } = recorded.data as { tournamentId: string };
      return then(
        rows.table('tournament_wallet_users').insertIgnore({ tournament_id: tournamentId, user_id: walletUserId }),
        () => bumpProcess(rows, tournamentId),
      );
    }
    if (!recorded.streamName.startsWith(TOURNAMENT_STREAM_PREFIX) || !TOURNAMENT_TYPES.has(recorded.type)) return;
    const event = { type: recorded.type, data: recorded.data } as TournamentStreamEvent;
    const at = instantOf(event.data) ?? instantText(recorded);
    return then(applyTournamentEvent(event, at, rows), () => bumpProcess(rows, event.data.tournamentId));
  }
}

async function applyTournamentEvent(event: TournamentStreamEvent, at: string, rows: ProjectionRows): Promise<void> {
  const tournaments = rows.table('tournaments');
  const participants = rows.table('tournament_participants');
  const waitlist = rows.table('tournament_waitlist');
  switch (event.type) {
    case 'TournamentCreated': {
      const d = event.data;
      await tournaments.insertIgnore({
        id: d.tournamentId,
        name: d.name,
        game: d.game,
        location: d.location,
        status: 'waiting',
        current_players: 0,
        max_players: d.maxPlayers,
        ...feeColumns(d),
        creator_id: d.creatorId,
        start_time: d.startTime,
        rating_receipts: [],
        created_at: at,
        updated_at: at,
      });
      return;
    }
    case 'SlotReserved': {
      const d = event.data;
      await participants.insertIgnore({
        id: d.reservationId,
        tournament_id: d.tournamentId,
        user_id: d.userId,
        team_number: d.teamNumber,
        position: d.position,
        status: 'reserved',
        amount: formatCents(d.amountCents),
        reserved_at: at,
      });
      // Taking a slot takes the player out of the line (as the domain's evolve does).
      await waitlist.delete(waitlistId(d.tournamentId, d.userId));
      return touch(rows, d.tournamentId, at);
    }
    case 'PlayerJoined': {
      const slot = await participants.get(event.data.reservationId);
      if (slot && slot.status === 'reserved') {
        await participants.update(event.data.reservationId, { status: 'joined', joined_at: at });
        await changePlayers(rows, event.data.tournamentId, +1);
      }
      return touch(rows, event.data.tournamentId, at);
    }
    case 'SlotReservationReleased':
    case 'PlayerLeft': {
      const removed = await participants.delete(event.data.reservationId);
      if (removed?.status === 'joined') await changePlayers(rows, event.data.tournamentId, -1);
      return touch(rows, event.data.tournamentId, at);
    }
    case 'PlayerWaitlisted': {
      const d = event.data;
      await waitlist.insertIgnore({
        id: waitlistId(d.tournamentId, d.userId),
        tournament_id: d.tournamentId,
        user_id: d.userId,
        joined_waitlist_at: at,
        position: d.placeInLine,
      });
      return touch(rows, d.tournamentId, at);
    }
    case 'WaitlistSlotOffered':
      await waitlist.update(waitlistId(event.data.tournamentId, event.data.userId), { notified: true });
      return touch(rows, event.data.tournamentId, at);
    case 'TournamentCancelled': {
      const { tournamentId, reason, note } = event.data;
      await tournaments.update(tournamentId, {
        status: 'cancelled',
        cancellation_reason: reason,
        cancellation_note: note ?? null,
        end_time: at,
        updated_at: at,
      });
      const matches = rows.table('matches');
      for (const match of await matches.where('tournament_id', tournamentId)) {
        await matches.update(match.id as string, { status: 'cancelled', updated_at: at });
      }
      return;
    }
    case 'TournamentUpdated': {
      const d = event.data;
      await tournaments.update(d.tournamentId, {
        name: d.name,
        location: d.location,
        ...feeColumns(d),
        updated_at: at,
      });
      return;
    }
    case 'TournamentDeleted':
      await tournaments.update(event.data.tournamentId, { deleted_at: at, updated_at: at });
      return;
    case 'PlatformFeeCollected':
    case 'CourtFeeCollected':
      return;
    default:
      return applyResultEvent(event, at, rows);
  }
}

/** The waitlist row of a player in a tournament (one per pair). */
const waitlistId = (tournamentId: string, userId: string) => `${tournamentId}:${userId}`;

async function changePlayers(rows: ProjectionRows, tournamentId: string, by: number): Promise<void> {
  await rows
    .table('tournaments')
    .update(tournamentId, (row) => ({ current_players: Number(row.current_players) + by }));
}

export async function touch(rows: ProjectionRows, tournamentId: string, at: string): Promise<void> {
  await rows.table('tournaments').update(tournamentId, { updated_at: at });
}

/** Any news about a tournament puts it back on the process manager's list. */
function bumpProcess(rows: ProjectionRows, tournamentId: string): Maybe<void> {
  return rows
    .table('tournament_process')
    .upsert({ tournament_id: tournamentId, version: 1 }, (row) => ({ version: Number(row.version) + 1 }));
}

/** The instant the event says it happened (createdAt, joinedAt, ...), from the command's clock. */
function instantOf(data: object): string | null {
  for (const [key, value] of Object.entries(data)) {
    if (key.endsWith('At') && key !== 'expiresAt' && typeof value === 'string') return value;
  }
  return null;
}

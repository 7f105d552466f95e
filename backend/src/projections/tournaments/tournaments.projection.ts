import { EntityManager } from 'typeorm';
import { formatCents } from '../../domain/shared/money';
import { RecordedEvent } from '../../event-store/event-store.port';
import { TournamentStreamEvent } from '../../modules/tournaments/shared/tournament-stream.decider';
import { Projection } from '../runner/projection';
import { userIdOfWalletStream } from '../wallet/platform-ledger';
import { applyResultEvent } from './tournament-results.apply';
import { feeColumns } from './tournament-money';
import { TournamentParticipantRow, TournamentRow, TournamentWaitlistRow } from './tournament.entities';

const TOURNAMENT_STREAM_PREFIX = 'tournament-';
const WALLET_TOURNAMENT_EVENTS = new Set(['EntryFeeEscrowed', 'EntryFeeRefunded', 'PrizePaid']);

/**
 * tournaments, tournament_participants, tournament_waitlist, matches and player_matches from the
 * tournament streams; tournament_process (the process manager's work list) from those and from
 * the wallet events that name a tournament. Each event's own instant is used for timestamps, so
 * a replay gives the same rows.
 */
export class TournamentsProjection implements Projection {
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

  async apply(recorded: RecordedEvent, tx: EntityManager): Promise<void> {
    const walletUserId = userIdOfWalletStream(recorded.streamName);
    if (walletUserId !== null) {
      if (!WALLET_TOURNAMENT_EVENTS.has(recorded.type)) return;
      const { tournamentId } = recorded.data as { tournamentId: string };
      await tx.query(
        `INSERT INTO tournament_wallet_users (tournament_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [tournamentId, walletUserId],
      );
      return bumpProcess(tx, tournamentId);
    }
    if (!recorded.streamName.startsWith(TOURNAMENT_STREAM_PREFIX)) return;
    const event = { type: recorded.type, data: recorded.data } as TournamentStreamEvent;
    const at = new Date(instantOf(event.data) ?? recorded.recordedAt.toISOString());
    await applyTournamentEvent(event, at, tx);
    await bumpProcess(tx, event.data.tournamentId);
  }
}

async function applyTournamentEvent(event: TournamentStreamEvent, at: Date, tx: EntityManager): Promise<void> {
  switch (event.type) {
    case 'TournamentCreated': {
      const d = event.data;
      await tx
        .createQueryBuilder()
        .insert()
        .into(TournamentRow)
        .values({
          id: d.tournamentId,
          name: d.name,
          game: d.game,
          location: d.location,
          status: 'waiting',
          currentPlayers: 0,
          maxPlayers: d.maxPlayers,
          ...feeColumns(d),
          creatorId: d.creatorId,
          startTime: new Date(d.startTime),
          ratingReceipts: [],
          createdAt: at,
          updatedAt: at,
        })
        .orIgnore()
        .execute();
      return;
    }
    case 'SlotReserved': {
      const d = event.data;
      await tx
        .createQueryBuilder()
        .insert()
        .into(TournamentParticipantRow)
        .values({
          id: d.reservationId,
          tournamentId: d.tournamentId,
          userId: d.userId,
          teamNumber: d.teamNumber,
          position: d.position,
          status: 'reserved',
          amount: formatCents(d.amountCents),
          reservedAt: at,
        })
        .orIgnore()
        .execute();
      // Taking a slot takes the player out of the line (as the domain's evolve does).
      await tx.delete(TournamentWaitlistRow, { tournamentId: d.tournamentId, userId: d.userId });
      return touch(tx, d.tournamentId, at);
    }
    case 'PlayerJoined': {
      const rows = await tx.query<[unknown[], number]>(
        `UPDATE tournament_participants SET status = 'joined', joined_at = $2 WHERE id = $1 AND status = 'reserved' RETURNING id`,
        [event.data.reservationId, at],
      );
      if (rows[1] > 0) await changePlayers(tx, event.data.tournamentId, +1);
      return touch(tx, event.data.tournamentId, at);
    }
    case 'SlotReservationReleased':
    case 'PlayerLeft': {
      const rows = await tx.query<[Array<{ status: string }>, number]>(
        `DELETE FROM tournament_participants WHERE id = $1 RETURNING status`,
        [event.data.reservationId],
      );
      if (rows[0].some((row) => row.status === 'joined')) await changePlayers(tx, event.data.tournamentId, -1);
      return touch(tx, event.data.tournamentId, at);
    }
    case 'PlayerWaitlisted': {
      const d = event.data;
      await tx
        .createQueryBuilder()
        .insert()
        .into(TournamentWaitlistRow)
        .values({
          id: `${d.tournamentId}:${d.userId}`,
          tournamentId: d.tournamentId,
          userId: d.userId,
          joinedWaitlistAt: at,
          position: d.placeInLine,
        })
        .orIgnore()
        .execute();
      return touch(tx, d.tournamentId, at);
    }
    case 'WaitlistSlotOffered':
      await tx.update(
        TournamentWaitlistRow,
        { tournamentId: event.data.tournamentId, userId: event.data.userId },
        { notified: true },
      );
      return touch(tx, event.data.tournamentId, at);
    case 'TournamentCancelled':
      await tx.update(
        TournamentRow,
        { id: event.data.tournamentId },
        {
          status: 'cancelled',
          cancellationReason: event.data.reason,
          endTime: at,
          updatedAt: at,
        },
      );
      await tx.query(`UPDATE matches SET status = 'cancelled', updated_at = $2 WHERE tournament_id = $1`, [
        event.data.tournamentId,
        at,
      ]);
      return;
    case 'TournamentUpdated': {
      const d = event.data;
      await tx.update(
        TournamentRow,
        { id: d.tournamentId },
        { name: d.name, location: d.location, ...feeColumns(d), updatedAt: at },
      );
      return;
    }
    case 'TournamentDeleted':
      await tx.update(TournamentRow, { id: event.data.tournamentId }, { deletedAt: at, updatedAt: at });
      return;
    case 'PlatformFeeCollected':
    case 'CourtFeeCollected':
      return;
    default:
      return applyResultEvent(event, at, tx);
  }
}

async function changePlayers(tx: EntityManager, tournamentId: string, by: number): Promise<void> {
  await tx.query(`UPDATE tournaments SET current_players = current_players + $2 WHERE id = $1`, [tournamentId, by]);
}

export async function touch(tx: EntityManager, tournamentId: string, at: Date): Promise<void> {
  await tx.update(TournamentRow, { id: tournamentId }, { updatedAt: at });
}

/** Any news about a tournament puts it back on the process manager's list. */
async function bumpProcess(tx: EntityManager, tournamentId: string): Promise<void> {
  await tx.query(
    `INSERT INTO tournament_process (tournament_id, version) VALUES ($1, 1)
     ON CONFLICT (tournament_id) DO UPDATE SET version = tournament_process.version + 1`,
    [tournamentId],
  );
}

/** The instant the event says it happened (createdAt, joinedAt, ...), from the command's clock. */
function instantOf(data: object): string | null {
  for (const [key, value] of Object.entries(data)) {
    if (key.endsWith('At') && key !== 'expiresAt' && typeof value === 'string') return value;
  }
  return null;
}

import { EntityManager } from 'typeorm';
import { TournamentEvent } from '../../domain/tournament/tournament.events';

export type RosterStatus = 'reserved' | 'joined' | 'gone';

export interface RosterPlayer {
  userId: string;
  teamNumber: number;
  position: number;
  status: RosterStatus;
}

export interface RosterTournament {
  tournamentId: string;
  name: string;
  status: string;
  winningTeam: number | null;
}

/**
 * Who holds which slot of which tournament, folded from the `tournament-{id}` streams into a
 * projection's own two tables (`{prefix}_tournaments`, `{prefix}_players`). Each projection that
 * needs it keeps its own copy: projections advance independently, so one must never read
 * another's tables while applying an event.
 */
export class TournamentRoster {
  private readonly tournaments: string;
  private readonly players: string;

  constructor(prefix: 'notification' | 'player_stats') {
    this.tournaments = `${prefix}_tournaments`;
    this.players = `${prefix}_players`;
  }

  get tables(): string[] {
    return [this.tournaments, this.players];
  }

  async apply(event: TournamentEvent, tx: EntityManager): Promise<void> {
    switch (event.type) {
      case 'TournamentCreated':
        await tx.query(
          `INSERT INTO ${this.tournaments} (tournament_id, name, status) VALUES ($1, $2, 'waiting') ON CONFLICT DO NOTHING`,
          [event.data.tournamentId, event.data.name],
        );
        return;
      case 'TournamentUpdated':
        await tx.query(`UPDATE ${this.tournaments} SET name = $2 WHERE tournament_id = $1`, [
          event.data.tournamentId,
          event.data.name,
        ]);
        return;
      case 'SlotReserved': {
        const { tournamentId, userId, teamNumber, position } = event.data;
        await tx.query(
          `INSERT INTO ${this.players} (id, tournament_id, user_id, team_number, position, status)
           VALUES ($1, $2, $3, $4, $5, 'reserved')
           ON CONFLICT (id) DO UPDATE SET team_number = $4, position = $5, status = 'reserved'`,
          [`${tournamentId}:${userId}`, tournamentId, userId, teamNumber, position],
        );
        return;
      }
      case 'PlayerJoined':
        return this.setPlayerStatus(tx, event.data.tournamentId, event.data.userId, 'joined');
      case 'SlotReservationReleased':
      case 'PlayerLeft':
        return this.setPlayerStatus(tx, event.data.tournamentId, event.data.userId, 'gone');
      case 'TournamentStarted':
        return this.setStatus(tx, event.data.tournamentId, 'in_progress', null);
      case 'TournamentCancelled':
        return this.setStatus(tx, event.data.tournamentId, 'cancelled', null);
      case 'TournamentSettled':
        return this.setStatus(tx, event.data.tournamentId, 'completed', event.data.winningTeam);
      default:
        return;
    }
  }

  async tournament(tx: EntityManager, tournamentId: string): Promise<RosterTournament | null> {
    const rows = await tx.query<
      Array<{ tournament_id: string; name: string; status: string; winning_team: number | null }>
    >(`SELECT tournament_id, name, status, winning_team FROM ${this.tournaments} WHERE tournament_id = $1`, [
      tournamentId,
    ]);
    const row = rows[0];
    return row
      ? { tournamentId: row.tournament_id, name: row.name, status: row.status, winningTeam: row.winning_team }
      : null;
  }

  /** The tournament's players in slot order (team, then position); `gone` ones are left out. */
  async livePlayers(tx: EntityManager, tournamentId: string): Promise<RosterPlayer[]> {
    const rows = await tx.query<
      Array<{ user_id: string; team_number: number; position: number; status: RosterStatus }>
    >(
      `SELECT user_id, team_number, position, status FROM ${this.players}
       WHERE tournament_id = $1 AND status <> 'gone' ORDER BY team_number, position`,
      [tournamentId],
    );
    return rows.map((r) => ({ userId: r.user_id, teamNumber: r.team_number, position: r.position, status: r.status }));
  }

  private async setPlayerStatus(
    tx: EntityManager,
    tournamentId: string,
    userId: string,
    status: RosterStatus,
  ): Promise<void> {
    await tx.query(`UPDATE ${this.players} SET status = $2 WHERE id = $1`, [`${tournamentId}:${userId}`, status]);
  }

  private async setStatus(
    tx: EntityManager,
    tournamentId: string,
    status: string,
    winningTeam: number | null,
  ): Promise<void> {
    await tx.query(
      `UPDATE ${this.tournaments} SET status = $2, winning_team = COALESCE($3, winning_team) WHERE tournament_id = $1`,
      [tournamentId, status, winningTeam],
    );
  }
}

const TOURNAMENT_EVENT_TYPES = new Set<string>([
  'TournamentCreated',
  'TournamentUpdated',
  'SlotReserved',
  'PlayerJoined',
  'SlotReservationReleased',
  'PlayerLeft',
  'TournamentStarted',
  'TournamentCancelled',
  'TournamentSettled',
  'PlayerWaitlisted',
  'WaitlistSlotOffered',
  'ResultReported',
  'ResultConfirmed',
  'ResultDisputed',
  'WinnerDeclared',
  'PlatformFeeCollected',
  'CourtFeeCollected',
  'TournamentDeleted',
]);

/** A tournament event, read by its stream (other streams may reuse a type name). */
export function isTournamentEvent(streamName: string, type: string): boolean {
  return streamName.startsWith('tournament-') && TOURNAMENT_EVENT_TYPES.has(type);
}

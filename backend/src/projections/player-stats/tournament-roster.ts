import { Maybe, map } from '../runner/maybe';
import { ProjectionRows } from '../runner/projection-rows';
import { Schema } from '../runner/table-spec';
import { TOURNAMENT_EVENT_TYPES } from '../runner/event-types';
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

  /** The roster's tables; `playerIndexes` adds lookups of the players table (by user, say). */
  schema(playerIndexes: string[] = []): Schema {
    return {
      [this.tournaments]: { key: ['tournament_id'] },
      [this.players]: { key: ['id'], indexes: ['tournament_id', ...playerIndexes] },
    };
  }

  /** The players table (one row per tournament and player). */
  get playersTable(): string {
    return this.players;
  }

  /** The tournaments table (name, status, winning team). */
  get tournamentsTable(): string {
    return this.tournaments;
  }

  async apply(event: TournamentEvent, rows: ProjectionRows): Promise<void> {
    const tournaments = rows.table(this.tournaments);
    switch (event.type) {
      case 'TournamentCreated':
        await tournaments.insertIgnore({
          tournament_id: event.data.tournamentId,
          name: event.data.name,
          status: 'waiting',
        });
        return;
      case 'TournamentUpdated':
        await tournaments.update(event.data.tournamentId, { name: event.data.name });
        return;
      case 'SlotReserved': {
        const { tournamentId, userId, teamNumber, position } = event.data;
        await rows.table(this.players).upsert(
          {
            id: `${tournamentId}:${userId}`,
            tournament_id: tournamentId,
            user_id: userId,
            team_number: teamNumber,
            position,
            status: 'reserved',
          },
          () => ({ team_number: teamNumber, position, status: 'reserved' }),
        );
        return;
      }
      case 'PlayerJoined':
        return this.setPlayerStatus(rows, event.data.tournamentId, event.data.userId, 'joined');
      case 'SlotReservationReleased':
      case 'PlayerLeft':
        return this.setPlayerStatus(rows, event.data.tournamentId, event.data.userId, 'gone');
      case 'TournamentStarted':
        return this.setStatus(rows, event.data.tournamentId, 'in_progress', null);
      case 'TournamentCancelled':
        return this.setStatus(rows, event.data.tournamentId, 'cancelled', null);
      case 'TournamentSettled':
        return this.setStatus(rows, event.data.tournamentId, 'completed', event.data.winningTeam);
      default:
        return;
    }
  }

  tournament(rows: ProjectionRows, tournamentId: string): Maybe<RosterTournament | null> {
    return map(rows.table(this.tournaments).get(tournamentId), (row) =>
      row
        ? {
            tournamentId,
            name: row.name as string,
            status: row.status as string,
            winningTeam: (row.winning_team as number | null | undefined) ?? null,
          }
        : null,
    );
  }

  /** Every player the tournament ever had a slot for, `gone` ones included. */
  async allPlayers(rows: ProjectionRows, tournamentId: string): Promise<RosterPlayer[]> {
    return (await rows.table(this.players).where('tournament_id', tournamentId)).map((r) => ({
      userId: r.user_id as string,
      teamNumber: Number(r.team_number),
      position: Number(r.position),
      status: r.status as RosterStatus,
    }));
  }

  /** The tournament's players in slot order (team, then position); `gone` ones are left out. */
  async livePlayers(rows: ProjectionRows, tournamentId: string): Promise<RosterPlayer[]> {
    return (await this.allPlayers(rows, tournamentId))
      .filter((p) => p.status !== 'gone')
      .sort((a, b) => a.teamNumber - b.teamNumber || a.position - b.position);
  }

  private async setPlayerStatus(
    rows: ProjectionRows,
    tournamentId: string,
    userId: string,
    status: RosterStatus,
  ): Promise<void> {
    await rows.table(this.players).update(`${tournamentId}:${userId}`, { status });
  }

  private async setStatus(
    rows: ProjectionRows,
    tournamentId: string,
    status: string,
    winningTeam: number | null,
  ): Promise<void> {
    await rows
      .table(this.tournaments)
      .update(tournamentId, (row) => ({ status, winning_team: winningTeam ?? row.winning_team ?? null }));
  }
}

/** The events that change a roster (TournamentRoster.apply). */
export const ROSTER_EVENT_TYPES = [
  'TournamentCreated',
  'TournamentUpdated',
  'SlotReserved',
  'PlayerJoined',
  'SlotReservationReleased',
  'PlayerLeft',
  'TournamentStarted',
  'TournamentCancelled',
  'TournamentSettled',
] satisfies Array<TournamentEvent['type']>;

const TOURNAMENT_TYPES: ReadonlySet<string> = new Set(TOURNAMENT_EVENT_TYPES);

/** A tournament event, read by its stream (other streams may reuse a type name). */
export function isTournamentEvent(streamName: string, type: string): boolean {
  return streamName.startsWith('tournament-') && TOURNAMENT_TYPES.has(type);
}

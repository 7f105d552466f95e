import { formatCents } from '../../domain/shared/money';
import { TournamentEvent } from '../../domain/tournament/tournament.events';
import { PrizePaid } from '../../domain/wallet/wallet.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { RowProjection } from '../runner/projection';
import { Maybe } from '../runner/maybe';
import { ProjectionRows } from '../runner/projection-rows';
import { cents } from '../users/users.projection';
import { ROSTER_EVENT_TYPES, TournamentRoster, isTournamentEvent } from './tournament-roster';

/** Events after which every player of the tournament may count differently. */
const WHOLE_TOURNAMENT = new Set(['TournamentStarted', 'TournamentCancelled', 'TournamentSettled']);
/** Events after which the one player named in the event may count differently. */
const ONE_PLAYER = new Set(['PlayerJoined', 'PlayerLeft', 'SlotReservationReleased']);

/** What one slot adds to its player's counts (`player_stats_players.counted`). */
type Counted = 'active' | 'played' | 'won' | null;

/**
 * `player_stats`: per player, completed tournaments played and won, tournaments still open
 * (waiting or in progress) they paid into, and the sum of their prizes. Each slot of the
 * projection's own roster stores what it adds to its player's counts (`counted`); after a change
 * to a slot or its tournament, that is worked out again from the slot and the tournament, and the
 * counts move by the difference. So a repeated or reordered event cannot drift them (it finds the
 * same value, and moves nothing), and a change costs the same for a player with ten tournaments
 * as for one with ten thousand (it used to read every slot the player ever held). Earnings add
 * each PrizePaid, which the wallet decider allows once per tournament and winner.
 */
export class PlayerStatsProjection extends RowProjection {
  readonly name = 'player-stats';
  private readonly roster = new TournamentRoster('player_stats');
  readonly tables: readonly string[] = ['player_stats', ...this.roster.tables];
  readonly schema = { player_stats: { key: ['user_id'] }, ...this.roster.schema() };
  readonly eventTypes = new Set<string>([
    'UserRegistered',
    'PrizePaid',
    ...ROSTER_EVENT_TYPES,
    ...WHOLE_TOURNAMENT,
    ...ONE_PLAYER,
  ]);

  applyTo(recorded: RecordedEvent, rows: ProjectionRows): Maybe<void> {
    const stats = rows.table('player_stats');
    if (recorded.type === 'UserRegistered' && recorded.streamName.startsWith('user-')) {
      const { userId } = recorded.data as { userId: string };
      return stats.insertIgnore({ user_id: userId });
    }
    if (recorded.type === 'PrizePaid' && recorded.streamName.startsWith('wallet-')) {
      const userId = recorded.streamName.slice('wallet-'.length);
      const { amountCents } = recorded.data as PrizePaid['data'];
      // Integer cents in memory; numeric(12,2) text in the row, never a float.
      return stats.upsert({ user_id: userId, total_earnings: formatCents(amountCents) }, (row) => ({
        total_earnings: formatCents(cents(row.total_earnings) + amountCents),
      }));
    }
    return this.applyTournament(recorded, rows);
  }

  private async applyTournament(recorded: RecordedEvent, rows: ProjectionRows): Promise<void> {
    if (!isTournamentEvent(recorded.streamName, recorded.type)) return;
    const event = { type: recorded.type, data: recorded.data } as TournamentEvent;
    await this.roster.apply(event, rows);
    const tournamentId = (event.data as { tournamentId: string }).tournamentId;
    if (WHOLE_TOURNAMENT.has(event.type)) {
      const players = await this.roster.allPlayers(rows, tournamentId);
      for (const player of players) await this.recount(rows, tournamentId, player.userId);
    } else if (ONE_PLAYER.has(event.type)) {
      await this.recount(rows, tournamentId, (event.data as { userId: string }).userId);
    }
  }

  /** The slot's share of its player's counts, worked out again; the counts move by the difference. */
  private async recount(rows: ProjectionRows, tournamentId: string, userId: string): Promise<void> {
    const slots = rows.table(this.roster.playersTable);
    const slot = await slots.get(`${tournamentId}:${userId}`);
    if (!slot) return;
    const before = (slot.counted ?? null) as Counted;
    const now = countedAs(slot, await rows.table(this.roster.tournamentsTable).get(tournamentId));
    if (now === before) return;
    await slots.update(`${tournamentId}:${userId}`, { counted: now });
    const delta = (column: keyof typeof COUNTS) => COUNTS[column](now) - COUNTS[column](before);
    const change = {
      tournaments_played: delta('tournaments_played'),
      tournaments_won: delta('tournaments_won'),
      active_tournaments: delta('active_tournaments'),
    };
    // A row inserted in memory (UserRegistered) has no counts yet: the table's default is 0.
    const count = (row: Record<string, unknown>, column: keyof typeof COUNTS) =>
      Number(row[column] ?? 0) + change[column];
    await rows.table('player_stats').upsert({ user_id: userId, ...change }, (row) => ({
      tournaments_played: count(row, 'tournaments_played'),
      tournaments_won: count(row, 'tournaments_won'),
      active_tournaments: count(row, 'active_tournaments'),
    }));
  }
}

/** How much a slot counted as one thing or another adds to each count. */
const COUNTS = {
  tournaments_played: (c: Counted) => (c === 'played' || c === 'won' ? 1 : 0),
  tournaments_won: (c: Counted) => (c === 'won' ? 1 : 0),
  active_tournaments: (c: Counted) => (c === 'active' ? 1 : 0),
};

/**
 * A slot the player paid for (joined) counts toward a tournament that is waiting or in progress
 * (active), or completed (played, and won when its team won); anything else counts for nothing.
 * The same rules migration 1763700013000 used to fill `counted` for slots stored before it.
 */
function countedAs(slot: Record<string, unknown>, tournament: Record<string, unknown> | undefined): Counted {
  if (slot.status !== 'joined' || !tournament) return null;
  if (tournament.status === 'completed') {
    const winner = tournament.winning_team;
    return winner !== null && winner !== undefined && Number(slot.team_number) === Number(winner) ? 'won' : 'played';
  }
  return tournament.status === 'waiting' || tournament.status === 'in_progress' ? 'active' : null;
}

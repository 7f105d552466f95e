import { formatCents } from '../../domain/shared/money';
import { TournamentEvent } from '../../domain/tournament/tournament.events';
import { PrizePaid } from '../../domain/wallet/wallet.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { RowProjection } from '../runner/projection';
import { ProjectionRows } from '../runner/projection-rows';
import { cents } from '../users/users.projection';
import { TournamentRoster, isTournamentEvent } from './tournament-roster';

/** Events after which every player of the tournament may count differently. */
const WHOLE_TOURNAMENT = new Set(['TournamentStarted', 'TournamentCancelled', 'TournamentSettled']);
/** Events after which the one player named in the event may count differently. */
const ONE_PLAYER = new Set(['PlayerJoined', 'PlayerLeft', 'SlotReservationReleased']);

/**
 * `player_stats`: per player, completed tournaments played and won, tournaments still open
 * (waiting or in progress) they paid into, and the sum of their prizes. The counts are
 * recomputed from the projection's own roster after each change (never incremented), so a
 * repeated or reordered event cannot drift them; earnings add each PrizePaid, which the wallet
 * decider allows once per tournament and winner.
 */
export class PlayerStatsProjection extends RowProjection {
  readonly name = 'player-stats';
  private readonly roster = new TournamentRoster('player_stats');
  readonly tables: readonly string[] = ['player_stats', ...this.roster.tables];
  readonly schema = { player_stats: { key: ['user_id'] }, ...this.roster.schema(['user_id']) };

  async applyTo(recorded: RecordedEvent, rows: ProjectionRows): Promise<void> {
    const stats = rows.table('player_stats');
    if (recorded.type === 'UserRegistered' && recorded.streamName.startsWith('user-')) {
      const { userId } = recorded.data as { userId: string };
      await stats.insertIgnore({ user_id: userId });
      return;
    }
    if (recorded.type === 'PrizePaid' && recorded.streamName.startsWith('wallet-')) {
      const userId = recorded.streamName.slice('wallet-'.length);
      const { amountCents } = recorded.data as PrizePaid['data'];
      // Integer cents in memory; numeric(12,2) text in the row, never a float.
      await stats.upsert({ user_id: userId, total_earnings: formatCents(amountCents) }, (row) => ({
        total_earnings: formatCents(cents(row.total_earnings) + amountCents),
      }));
      return;
    }
    if (!isTournamentEvent(recorded.streamName, recorded.type)) return;
    const event = { type: recorded.type, data: recorded.data } as TournamentEvent;
    await this.roster.apply(event, rows);
    const tournamentId = (event.data as { tournamentId: string }).tournamentId;
    if (WHOLE_TOURNAMENT.has(event.type)) {
      const players = await this.roster.allPlayers(rows, tournamentId);
      for (const player of players) await this.recompute(rows, player.userId);
    } else if (ONE_PLAYER.has(event.type)) {
      await this.recompute(rows, (event.data as { userId: string }).userId);
    }
  }

  /** The player's counts from the roster: every tournament they hold (or held) a slot in. */
  private async recompute(rows: ProjectionRows, userId: string): Promise<void> {
    let played = 0;
    let won = 0;
    let active = 0;
    const slots = await rows.table(this.roster.playersTable).where('user_id', userId);
    const tournaments = rows.table(this.roster.tournamentsTable);
    await tournaments.getMany(slots.map((slot) => slot.tournament_id as string));
    for (const slot of slots) {
      if (slot.status !== 'joined') continue;
      const t = await tournaments.get(slot.tournament_id as string);
      if (!t) continue;
      if (t.status === 'completed') {
        played++;
        if (
          t.winning_team !== null &&
          t.winning_team !== undefined &&
          Number(slot.team_number) === Number(t.winning_team)
        )
          won++;
      } else if (t.status === 'waiting' || t.status === 'in_progress') {
        active++;
      }
    }
    const counts = { tournaments_played: played, tournaments_won: won, active_tournaments: active };
    await rows.table('player_stats').upsert({ user_id: userId, ...counts }, () => counts);
  }
}

import { EntityManager } from 'typeorm';
import { formatCents } from '../../domain/shared/money';
import { TournamentEvent } from '../../domain/tournament/tournament.events';
import { PrizePaid } from '../../domain/wallet/wallet.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { Projection } from '../runner/projection';
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
export class PlayerStatsProjection implements Projection {
  readonly name = 'player-stats';
  private readonly roster = new TournamentRoster('player_stats');
  readonly tables: readonly string[] = ['player_stats', ...this.roster.tables];

  async apply(recorded: RecordedEvent, tx: EntityManager): Promise<void> {
    if (recorded.type === 'UserRegistered' && recorded.streamName.startsWith('user-')) {
      const { userId } = recorded.data as { userId: string };
      await tx.query(`INSERT INTO player_stats (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [userId]);
      return;
    }
    if (recorded.type === 'PrizePaid' && recorded.streamName.startsWith('wallet-')) {
      const userId = recorded.streamName.slice('wallet-'.length);
      const { amountCents } = recorded.data as PrizePaid['data'];
      // numeric + numeric in SQL is exact; cents travel as "19.00" text, never as floats.
      await tx.query(
        `INSERT INTO player_stats (user_id, total_earnings) VALUES ($1, $2::numeric)
         ON CONFLICT (user_id) DO UPDATE SET total_earnings = player_stats.total_earnings + EXCLUDED.total_earnings`,
        [userId, formatCents(amountCents)],
      );
      return;
    }
    if (!isTournamentEvent(recorded.streamName, recorded.type)) return;
    const event = { type: recorded.type, data: recorded.data } as TournamentEvent;
    await this.roster.apply(event, tx);
    const tournamentId = (event.data as { tournamentId: string }).tournamentId;
    if (WHOLE_TOURNAMENT.has(event.type)) {
      const players = await tx.query<
        Array<{
          user_id: string;
        }>
      >(`SELECT user_id FROM player_stats_players WHERE tournament_id = $1`, [tournamentId]);
      await recompute(
        tx,
        players.map((p) => p.user_id),
      );
    } else if (ONE_PLAYER.has(event.type)) {
      await recompute(tx, [(event.data as { userId: string }).userId]);
    }
  }
}

async function recompute(tx: EntityManager, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.query(
    `INSERT INTO player_stats (user_id, tournaments_played, tournaments_won, active_tournaments)
     SELECT u.user_id,
            count(*) FILTER (WHERE p.status = 'joined' AND t.status = 'completed'),
            count(*) FILTER (WHERE p.status = 'joined' AND t.status = 'completed' AND p.team_number = t.winning_team),
            count(*) FILTER (WHERE p.status = 'joined' AND t.status IN ('waiting', 'in_progress'))
       FROM unnest($1::text[]) AS u(user_id)
       LEFT JOIN player_stats_players p ON p.user_id = u.user_id
       LEFT JOIN player_stats_tournaments t ON t.tournament_id = p.tournament_id
      GROUP BY u.user_id
     ON CONFLICT (user_id) DO UPDATE SET
       tournaments_played = EXCLUDED.tournaments_played,
       tournaments_won = EXCLUDED.tournaments_won,
       active_tournaments = EXCLUDED.active_tournaments`,
    [userIds],
  );
}

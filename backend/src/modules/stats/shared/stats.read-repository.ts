import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface UserStats {
  tournamentsPlayed: number;
  tournamentsWon: number;
  /** Whole percent: wins over played, rounded; 0 before the first completed tournament. */
  winRate: number;
  totalEarnings: string;
  activeTournaments: number;
}

export interface LeaderboardEntry {
  id: string;
  rank: number;
  firstName: string | null;
  lastName: string | null;
  totalEarnings: string;
  tournamentsWon: number;
  tournamentsPlayed: number;
  winRate: number;
  padelRating: string;
  pickleballRating: string;
}

export const LEADERBOARD_SIZE = 100;

export function winRate(won: number, played: number): number {
  return played === 0 ? 0 : Math.round((won * 100) / played);
}

interface StatsRow {
  tournaments_played: number;
  tournaments_won: number;
  total_earnings: string;
  active_tournaments: number;
}

/** Reads of the `player_stats` read model (kept by PlayerStatsProjection). */
@Injectable()
export class StatsReadRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** null when there is no such user. */
  async forUser(userId: string): Promise<UserStats | null> {
    const rows = await this.dataSource.query<StatsRow[]>(
      `SELECT s.tournaments_played, s.tournaments_won, s.total_earnings, s.active_tournaments
         FROM users u LEFT JOIN player_stats s ON s.user_id = u.id WHERE u.id = $1`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    const played = row.tournaments_played ?? 0;
    const won = row.tournaments_won ?? 0;
    return {
      tournamentsPlayed: played,
      tournamentsWon: won,
      winRate: winRate(won, played),
      totalEarnings: row.total_earnings ?? '0.00',
      activeTournaments: row.active_tournaments ?? 0,
    };
  }

  /**
   * Players with at least one completed tournament, by earnings, then wins; equal records are
   * ordered by win rate, then by who joined the platform first, so the order never flickers.
   */
  async leaderboard(): Promise<LeaderboardEntry[]> {
    const rows = await this.dataSource.query<
      Array<
        StatsRow & {
          id: string;
          first_name: string | null;
          last_name: string | null;
          padel_rating: string;
          pickleball_rating: string;
        }
      >
    >(
      `SELECT u.id, u.first_name, u.last_name, u.padel_rating, u.pickleball_rating,
              s.total_earnings, s.tournaments_won, s.tournaments_played
         FROM player_stats s JOIN users u ON u.id = s.user_id
        WHERE s.tournaments_played > 0
        ORDER BY s.total_earnings DESC, s.tournaments_won DESC,
                 s.tournaments_won::numeric / s.tournaments_played DESC, u.created_at, u.id
        LIMIT $1`,
      [LEADERBOARD_SIZE],
    );
    return rows.map((r, index) => ({
      id: r.id,
      rank: index + 1,
      firstName: r.first_name,
      lastName: r.last_name,
      totalEarnings: r.total_earnings,
      tournamentsWon: r.tournaments_won,
      tournamentsPlayed: r.tournaments_played,
      winRate: winRate(r.tournaments_won, r.tournaments_played),
      padelRating: r.padel_rating,
      pickleballRating: r.pickleball_rating,
    }));
  }
}

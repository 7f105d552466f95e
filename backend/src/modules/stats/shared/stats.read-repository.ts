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

/**
 * Another player as the leaderboard shows them (GET /api/players/{id}): nothing more public than
 * a leaderboard row, plus their photo's address and whether the viewer follows them.
 */
export interface PlayerProfile extends Omit<LeaderboardEntry, 'rank'> {
  /** The profile photo's address (GET /api/users/{id}/photo?v=…), or null without one. */
  profileImageUrl: string | null;
  /** The place on the leaderboard, or null when not on it (no completed match, or beyond the top 100). */
  rank: number | null;
  following: boolean;
}

/** The leaderboard's order: earnings, wins, win rate, then who joined first (never flickers). */
const LEADERBOARD_ORDER = `s.total_earnings DESC, s.tournaments_won DESC,
                 s.tournaments_won::numeric / s.tournaments_played DESC, u.created_at, u.id`;

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
        ORDER BY ${LEADERBOARD_ORDER}
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

  /**
   * A player's public profile as seen by `viewerId`; null for an unknown id or an admin (admins
   * are not players and have no profile).
   */
  async profileOf(playerId: string, viewerId: string): Promise<PlayerProfile | null> {
    const rows = await this.dataSource.query<
      Array<
        StatsRow & {
          id: string;
          first_name: string | null;
          last_name: string | null;
          profile_image_url: string | null;
          padel_rating: string;
          pickleball_rating: string;
          rank: string | null;
          following: boolean;
        }
      >
    >(
      `WITH ranked AS (
         SELECT s.user_id, ROW_NUMBER() OVER (ORDER BY ${LEADERBOARD_ORDER}) AS rank
           FROM player_stats s JOIN users u ON u.id = s.user_id
          WHERE s.tournaments_played > 0
       )
       SELECT u.id, u.first_name, u.last_name, u.profile_image_url, u.padel_rating, u.pickleball_rating,
              s.total_earnings, s.tournaments_won, s.tournaments_played, r.rank,
              EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = $2 AND f.following_id = u.id) AS following
         FROM users u
         LEFT JOIN player_stats s ON s.user_id = u.id
         LEFT JOIN ranked r ON r.user_id = u.id
        WHERE u.id = $1 AND NOT u.is_admin`,
      [playerId, viewerId],
    );
    const row = rows[0];
    if (!row) return null;
    const played = row.tournaments_played ?? 0;
    const won = row.tournaments_won ?? 0;
    const rank = row.rank === null ? null : Number(row.rank);
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
      rank: rank !== null && rank <= LEADERBOARD_SIZE ? rank : null,
      totalEarnings: row.total_earnings ?? '0.00',
      tournamentsWon: won,
      tournamentsPlayed: played,
      winRate: winRate(won, played),
      padelRating: row.padel_rating,
      pickleballRating: row.pickleball_rating,
      following: row.following,
    };
  }
}

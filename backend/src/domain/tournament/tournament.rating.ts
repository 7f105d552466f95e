/**
 * Skill ratings after a match, with openskill (Weng-Lin, pure math). Ratings are stored in tenths
 * on the 1.0-10.0 scale (10..100); openskill works on mu around 25, so the scale maps linearly:
 * 1.0 -> mu 0, 5.5 -> mu 25 (openskill's default player), 10.0 -> mu 50. We keep no per-player
 * uncertainty yet, so every player is rated with one fixed sigma: half openskill's newcomer value,
 * which moves an even match by about 0.15 and an upset by up to about 0.3 (see the spec).
 * Floats are fine here: a rating is not money. Results are rounded to tenths and clamped.
 */
import { predictWin, rate, rating } from 'openskill';
import { TeamNumber } from './tournament.events';

export const MIN_RATING_TENTHS = 10;
export const MAX_RATING_TENTHS = 100;
const MU_AT_MAX = 50;
const MU_PER_TENTH = MU_AT_MAX / (MAX_RATING_TENTHS - MIN_RATING_TENTHS);
export const RATING_SIGMA = 25 / 6;

export interface RatedPlayer {
  userId: string;
  ratingTenths: number;
}

export interface RatingChange {
  userId: string;
  beforeTenths: number;
  afterTenths: number;
  /** The chance this player's team had of winning, before the match, in whole percent. */
  expectedWinPercent: number;
}

export const tenthsToMu = (tenths: number): number => (tenths - MIN_RATING_TENTHS) * MU_PER_TENTH;

export function muToTenths(mu: number): number {
  const tenths = Math.round(mu / MU_PER_TENTH) + MIN_RATING_TENTHS;
  return Math.min(MAX_RATING_TENTHS, Math.max(MIN_RATING_TENTHS, tenths));
}

function requireTeam(team: readonly RatedPlayer[], label: string): void {
  if (team.length !== 2) throw new RangeError(`${label} must have exactly 2 players`);
  for (const player of team) {
    const { ratingTenths } = player;
    if (!Number.isInteger(ratingTenths) || ratingTenths < MIN_RATING_TENTHS || ratingTenths > MAX_RATING_TENTHS) {
      throw new RangeError(`rating of ${player.userId} must be whole tenths from 10 to 100, got ${ratingTenths}`);
    }
  }
}

/** Before/after ratings of all four players (team 1 first, in the order given). */
export function rateMatch(
  team1: readonly RatedPlayer[],
  team2: readonly RatedPlayer[],
  winningTeam: TeamNumber,
): RatingChange[] {
  requireTeam(team1, 'team 1');
  requireTeam(team2, 'team 2');
  const ids = new Set([...team1, ...team2].map((p) => p.userId));
  if (ids.size !== 4) throw new RangeError('a player cannot be rated twice in one match');

  const toRating = (p: RatedPlayer) => rating({ mu: tenthsToMu(p.ratingTenths), sigma: RATING_SIGMA });
  const teams = [team1.map(toRating), team2.map(toRating)];
  const [team1Chance, team2Chance] = predictWin(teams) as [number, number]; // one chance per team
  const after = rate(teams, { rank: winningTeam === 1 ? [1, 2] : [2, 1] });

  const changes = (players: readonly RatedPlayer[], teamIndex: 0 | 1, chance: number): RatingChange[] =>
    players.map((player, i) => ({
      userId: player.userId,
      beforeTenths: player.ratingTenths,
      afterTenths: muToTenths(after[teamIndex]![i]!.mu), // openskill answers in the shape of `teams`
      expectedWinPercent: Math.round(chance * 100),
    }));
  return [...changes(team1, 0, team1Chance), ...changes(team2, 1, team2Chance)];
}

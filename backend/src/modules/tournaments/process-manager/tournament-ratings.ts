/**
 * Ratings after a settled tournament: openskill's `rateMatch` on the four players' current ratings
 * for that sport, recorded once as `RatingsUpdated` on the tournament stream (the receipts each
 * player sees). "Current" is the users table once every earlier rating has been projected, so
 * ratings are computed one tournament at a time: an in-process queue plus a PostgreSQL advisory
 * lock (across instances) keep two tournaments of one player from both starting from the old value.
 */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import {
  MAX_RATING_TENTHS,
  MIN_RATING_TENTHS,
  RatedPlayer,
  rateMatch,
} from '../../../domain/tournament/tournament.rating';
import { joinedPlayers } from '../../../domain/tournament/tournament.state';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { Clock } from '../shared/clock';
import { RatingReceipt } from '../../../domain/tournament/tournament-stream.decider';
import { TournamentStreams } from '../shared/tournament-streams';

const LOCK = `hashtext('tournament-ratings')`;

@Injectable()
export class TournamentRatings {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly streams: TournamentStreams,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly executor: CommandExecutor,
  ) {}

  /** Records the ratings of a settled tournament; 0 when they were recorded already. */
  record(tournamentId: string, context: CommandContext): Promise<number> {
    const work = this.queue.then(() => this.locked(() => this.rate(tournamentId, context)));
    this.queue = work.catch(() => undefined);
    return work;
  }

  private async locked<T>(work: () => Promise<T>): Promise<T> {
    const connection = this.dataSource.createQueryRunner();
    await connection.connect();
    try {
      await connection.query(`SELECT pg_advisory_lock(${LOCK})`);
      return await work();
    } finally {
      await connection.query(`SELECT pg_advisory_unlock(${LOCK})`).catch(() => undefined);
      await connection.release();
    }
  }

  private async rate(tournamentId: string, context: CommandContext): Promise<number> {
    // Every rating recorded before this one is in the users table first.
    await this.streams.settle();
    const { state } = await this.streams.read(tournamentId);
    const { tournament } = state;
    if (state.ratings || tournament.status !== 'completed' || !tournament.details || tournament.winningTeam === null)
      return 0;
    const sport = tournament.details.game;
    const players = joinedPlayers(tournament).sort((a, b) => a.teamNumber - b.teamNumber || a.position - b.position);
    const current = await this.currentRatings(
      players.map((p) => p.userId),
      sport,
    );
    const team = (n: number): RatedPlayer[] =>
      players
        .filter((p) => p.teamNumber === n)
        .map((p) => ({ userId: p.userId, ratingTenths: current.get(p.userId) ?? MIN_RATING_TENTHS }));
    const winningTeam = tournament.winningTeam;
    const receipts: RatingReceipt[] = rateMatch(team(1), team(2), winningTeam).map((change) => ({
      ...change,
      teamNumber: players.find((p) => p.userId === change.userId)?.teamNumber ?? 1,
    }));
    const written = await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'RecordRatings', data: { sport, winningTeam, receipts, now: this.clock.nowIso() } },
      context,
    );
    await this.streams.settle(written.position);
    return written.events.length;
  }

  private async currentRatings(userIds: string[], sport: 'padel' | 'pickleball'): Promise<Map<string, number>> {
    const column = sport === 'padel' ? 'padel_rating' : 'pickleball_rating';
    const rows = await this.dataSource.query<
      Array<{
        id: string;
        rating: string;
      }>
    >(`SELECT id, ${column}::text AS rating FROM users WHERE id = ANY($1)`, [userIds]);
    return new Map(rows.map((row) => [row.id, toTenths(row.rating)]));
  }
}

/** "4.9" -> 49, clamped to the scale rateMatch accepts (a rating is not money; this is exact anyway). */
function toTenths(text: string): number {
  const [whole, fraction = '0'] = text.split('.');
  const tenths = Number(whole) * 10 + Number(fraction.slice(0, 1) || '0');
  if (!Number.isInteger(tenths)) return MIN_RATING_TENTHS;
  return Math.min(MAX_RATING_TENTHS, Math.max(MIN_RATING_TENTHS, tenths));
}

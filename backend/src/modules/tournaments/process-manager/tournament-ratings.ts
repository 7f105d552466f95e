/**
 * Ratings after a settled tournament: openskill's `rateMatch` on the four players' current ratings
 * for that sport. Decided on the sport's own stream, `ratings-{sport}` (domain/rating), which holds
 * every player's current rating: no read model is read or waited for, and the stream's expected
 * revision keeps two matches of one player from both starting from the old value, on any number of
 * instances. The receipts are then recorded once as `RatingsUpdated` on the tournament stream (what
 * each player sees). A crash between the two appends is finished by the next run: the ratings
 * stream answers the same receipts again (docs/decisions/ratings-stream.md).
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  EVENT_STORE,
  EventStore,
  GlobalPosition,
  comparePositions,
  streamNames,
} from '../../../event-store/event-store.port';
import { CarriedRating, ratingsDecider } from '../../../domain/rating/ratings.decider';
import { RatingsUpdated, tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { Game } from '../../../domain/tournament/tournament.events';
import { joinedPlayers } from '../../../domain/tournament/tournament.state';
import { userDecider } from '../../../domain/user/user.decider';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { Clock } from '../shared/clock';
import { TournamentStreams } from '../shared/tournament-streams';

/** Events read per page when the ratings are carried over from the tournaments. */
const CARRY_OVER_PAGE = 5_000;

@Injectable()
export class TournamentRatings {
  constructor(
    private readonly streams: TournamentStreams,
    private readonly clock: Clock,
    private readonly executor: CommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Records the ratings of a settled tournament; 0 when they were recorded already. */
  async record(tournamentId: string, context: CommandContext): Promise<number> {
    const { state } = await this.streams.read(tournamentId);
    const { tournament } = state;
    if (state.ratings || tournament.status !== 'completed' || !tournament.details || tournament.winningTeam === null)
      return 0;
    const sport = tournament.details.game;
    const winningTeam = tournament.winningTeam;
    const ratingsStream = streamNames().ratings(sport);
    const now = this.clock.nowIso();
    await this.carryOver(sport, context);
    const players = await Promise.all(
      joinedPlayers(tournament)
        .sort((a, b) => a.teamNumber - b.teamNumber || a.position - b.position)
        .map(async (p) => ({
          userId: p.userId,
          teamNumber: p.teamNumber,
          startingTenths:
            (await this.executor.state(streamNames().user(p.userId), userDecider)).startingRatingTenths?.[sport] ??
            null,
        })),
    );
    const rated = await this.executor.handle(
      ratingsStream,
      ratingsDecider,
      { type: 'RateMatch', data: { sport, tournamentId, winningTeam, players, now } },
      context,
    );
    // This run's receipts, or the ones an earlier run decided before it stopped.
    const receipts = rated.state.rated.get(tournamentId) ?? [];
    const written = await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'RecordRatings', data: { sport, winningTeam, receipts, now } },
      context,
    );
    return written.events.length;
  }

  /**
   * Starts the sport's ratings stream, once, with the ratings matches gave before it existed (the
   * newest receipt of each player in the tournaments' `RatingsUpdated`, in global order).
   */
  private async carryOver(sport: Game, context: CommandContext): Promise<void> {
    const stream = streamNames().ratings(sport);
    if ((await this.executor.state(stream, ratingsDecider)).started) return;
    const tenths = new Map<string, number>();
    const ratedTournamentIds: string[] = [];
    // Up to the head as it is now: every rating before this stream started is below it.
    const head = await this.store.headPosition();
    let after: GlobalPosition | undefined;
    for (;;) {
      const page = await this.store.readAll({ after, maxCount: CARRY_OVER_PAGE });
      if (page.length === 0) break;
      for (const recorded of page) {
        if (recorded.type !== 'RatingsUpdated' || !recorded.streamName.startsWith('tournament-')) continue;
        const data = recorded.data as RatingsUpdated['data'];
        if (data.sport !== sport) continue;
        ratedTournamentIds.push(data.tournamentId);
        for (const receipt of data.receipts) tenths.set(receipt.userId, receipt.afterTenths);
      }
      after = page[page.length - 1]!.position; // the page is not empty
      if (comparePositions(after, head) >= 0) break;
    }
    const ratings: CarriedRating[] = [...tenths].map(([userId, value]) => ({ userId, tenths: value }));
    await this.executor.handle(
      stream,
      ratingsDecider,
      { type: 'CarryOverRatings', data: { sport, ratings, ratedTournamentIds, now: this.clock.nowIso() } },
      context,
    );
  }
}

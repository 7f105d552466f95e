/**
 * The skill ratings of one sport as a stream of their own (`ratings-{sport}`): every rated match in
 * the order it was rated. A match is rated from the ratings this stream holds, so rating it needs no
 * read model, and two matches of one player can never both start from the same old value: the
 * stream's expected revision orders them (docs/decisions/ratings-stream.md).
 *
 * The stream starts with `RatingsCarriedOver`: the ratings matches had given before the stream
 * existed (read once from the tournaments' `RatingsUpdated`), so nobody's rating starts over.
 */
import { Decider, DomainError } from '../shared/decider';
import { RatingReceipt } from '../tournament/tournament-stream.decider';
import { Game, TeamNumber } from '../tournament/tournament.events';
import { MIN_RATING_TENTHS, RatedPlayer, rateMatch } from '../tournament/tournament.rating';

export interface CarriedRating {
  userId: string;
  tenths: number;
}

export type RatingsCarriedOver = {
  type: 'RatingsCarriedOver';
  data: { sport: Game; ratings: CarriedRating[]; ratedTournamentIds: string[]; carriedAt: string };
};

export type MatchRated = {
  type: 'MatchRated';
  data: { sport: Game; tournamentId: string; winningTeam: TeamNumber; receipts: RatingReceipt[]; ratedAt: string };
};

export type RatingsEvent = RatingsCarriedOver | MatchRated;

export type CarryOverRatings = {
  type: 'CarryOverRatings';
  data: { sport: Game; ratings: CarriedRating[]; ratedTournamentIds: string[]; now: string };
};

export interface PlayerToRate {
  userId: string;
  teamNumber: TeamNumber;
  /** The questionnaire's rating (tenths), used until the player's first rated match. */
  startingTenths: number | null;
}

export type RateMatch = {
  type: 'RateMatch';
  data: { sport: Game; tournamentId: string; winningTeam: TeamNumber; players: PlayerToRate[]; now: string };
};

export type RatingsCommand = CarryOverRatings | RateMatch;

export interface RatingsState {
  started: boolean;
  /** Each player's current rating in tenths, once a match has rated them. */
  tenths: ReadonlyMap<string, number>;
  /** The receipts of every match rated, by tournament (a retry answers the same receipts). */
  rated: ReadonlyMap<string, RatingReceipt[]>;
}

function decideRateMatch({ data }: RateMatch, state: RatingsState): MatchRated[] {
  if (!state.started) {
    throw new DomainError('RATINGS.NOT_STARTED', 'The ratings are carried over before a match is rated.', 'conflict');
  }
  // The same match rated again (a retry, two instances racing) records nothing.
  if (state.rated.has(data.tournamentId)) return [];
  const team = (n: TeamNumber): RatedPlayer[] =>
    data.players
      .filter((p) => p.teamNumber === n)
      .map((p) => ({
        userId: p.userId,
        ratingTenths: state.tenths.get(p.userId) ?? p.startingTenths ?? MIN_RATING_TENTHS,
      }));
  const receipts = rateMatch(team(1), team(2), data.winningTeam).map((change) => ({
    ...change,
    teamNumber: data.players.find((p) => p.userId === change.userId)?.teamNumber ?? 1,
  }));
  const { now, players: _players, ...rest } = data;
  return [{ type: 'MatchRated', data: { ...rest, receipts, ratedAt: now } }];
}

export const ratingsDecider: Decider<RatingsCommand, RatingsEvent, RatingsState> = {
  initialState: () => ({ started: false, tenths: new Map(), rated: new Map() }),
  decide(command, state) {
    if (command.type === 'CarryOverRatings') {
      if (state.started) return [];
      const { now, ...rest } = command.data;
      return [{ type: 'RatingsCarriedOver', data: { ...rest, carriedAt: now } }];
    }
    return decideRateMatch(command, state);
  },
  // Copies the maps (one entry per rated player): the executor evolves its remembered state once per
  // new event, so this costs one copy per rated match, not per command.
  evolve(state, event) {
    const tenths = new Map(state.tenths);
    const rated = new Map(state.rated);
    if (event.type === 'RatingsCarriedOver') {
      for (const { userId, tenths: value } of event.data.ratings) tenths.set(userId, value);
      for (const id of event.data.ratedTournamentIds) rated.set(id, []);
      return { started: true, tenths, rated };
    }
    for (const receipt of event.data.receipts) tenths.set(receipt.userId, receipt.afterTenths);
    rated.set(event.data.tournamentId, event.data.receipts);
    return { ...state, tenths, rated };
  },
  eventSubject: (event) => (event.type === 'MatchRated' ? event.data.tournamentId : 'carry-over'),
};

import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then.spec-helper';
import { RatingReceipt } from '../tournament/tournament-stream.decider';
import { rateMatch } from '../tournament/tournament.rating';
import { MatchRated, RateMatch, RatingsCarriedOver, RatingsEvent, ratingsDecider } from './ratings.decider';

const at = '2026-11-29T10:00:00.000Z';
const given = (events: RatingsEvent[]) => spec(ratingsDecider).given(events);

const started = (ratings: RatingsCarriedOver['data']['ratings'] = [], ratedTournamentIds: string[] = []) =>
  ({ type: 'RatingsCarriedOver', data: { sport: 'padel', ratings, ratedTournamentIds, carriedAt: at } }) as const;

const rate = (tournamentId: string, starting: number | null = 30): RateMatch => ({
  type: 'RateMatch',
  data: {
    sport: 'padel',
    tournamentId,
    winningTeam: 1,
    players: [
      { userId: 'ann', teamNumber: 1, startingTenths: starting },
      { userId: 'bea', teamNumber: 1, startingTenths: starting },
      { userId: 'cid', teamNumber: 2, startingTenths: starting },
      { userId: 'dan', teamNumber: 2, startingTenths: starting },
    ],
    now: at,
  },
});

/** What rateMatch gives for these ratings (ann, bea against cid, dan; team 1 won). */
const expectedReceipts = (tenths: Record<string, number>) =>
  rateMatch(
    [
      { userId: 'ann', ratingTenths: tenths.ann },
      { userId: 'bea', ratingTenths: tenths.bea },
    ],
    [
      { userId: 'cid', ratingTenths: tenths.cid },
      { userId: 'dan', ratingTenths: tenths.dan },
    ],
    1,
  ).map((change): RatingReceipt => ({ ...change, teamNumber: ['ann', 'bea'].includes(change.userId) ? 1 : 2 }));

const rated = (tournamentId: string, tenths: Record<string, number>): MatchRated => ({
  type: 'MatchRated',
  data: { sport: 'padel', tournamentId, winningTeam: 1, receipts: expectedReceipts(tenths), ratedAt: at },
});

describe('ratings stream (one sport)', () => {
  it('starts once: a second carry-over decides nothing', () => {
    given([])
      .when({ type: 'CarryOverRatings', data: { sport: 'padel', ratings: [], ratedTournamentIds: [], now: at } })
      .then([started()]);
    given([started()])
      .when({ type: 'CarryOverRatings', data: { sport: 'padel', ratings: [], ratedTournamentIds: [], now: at } })
      .thenNothing();
  });

  it('refuses to rate before the ratings are carried over', () => {
    given([]).when(rate('t1')).thenThrows('RATINGS.NOT_STARTED');
  });

  it("rates a first match from the questionnaire's ratings", () => {
    given([started()])
      .when(rate('t1', 30))
      .then([rated('t1', { ann: 30, bea: 30, cid: 30, dan: 30 })]);
  });

  it('rates a later match from the ratings the earlier one gave, not the questionnaire', () => {
    const first = rated('t1', { ann: 30, bea: 30, cid: 30, dan: 30 });
    const after = Object.fromEntries(first.data.receipts.map((r) => [r.userId, r.afterTenths]));
    expect(after.ann).toBeGreaterThan(30);
    given([started(), first])
      .when(rate('t2', 30))
      .then([rated('t2', after)]);
  });

  it('starts from the carried-over rating of a player rated before the stream existed', () => {
    given([started([{ userId: 'ann', tenths: 55 }])])
      .when(rate('t1', 30))
      .then([rated('t1', { ann: 55, bea: 30, cid: 30, dan: 30 })]);
  });

  it('rates a match once: a retry, or a match rated before the stream existed, decides nothing', () => {
    const first = rated('t1', { ann: 30, bea: 30, cid: 30, dan: 30 });
    given([started(), first]).when(rate('t1')).thenNothing();
    given([started([], ['t0'])])
      .when(rate('t0'))
      .thenNothing();
  });

  it("keeps each match's receipts, so a retry can record them on the tournament", () => {
    const first = rated('t1', { ann: 30, bea: 30, cid: 30, dan: 30 });
    expect(fold(ratingsDecider, [started(), first]).rated.get('t1')).toEqual(first.data.receipts);
  });

  it('a player without a questionnaire starts at the lowest rating', () => {
    given([started()])
      .when(rate('t1', null))
      .then([rated('t1', { ann: 10, bea: 10, cid: 10, dan: 10 })]);
  });
});

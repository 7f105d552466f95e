import { DomainError, fold } from '../shared/decider';
import { spec } from '../shared/given-when-then.spec-helper';
import {
  RatingReceipt,
  RatingsUpdated,
  RecordRatings,
  TournamentStreamEvent,
  isDomainEvent,
  tournamentStreamDecider,
} from './tournament-stream.decider';
import { tournamentDecider } from './tournament.decider';
import { TournamentEvent } from './tournament.events';
import { later, opened, playing, reported, reserve, settledTeam1, tournamentId } from './tournament.spec-helper';

const given = (events: TournamentStreamEvent[]) => spec(tournamentStreamDecider).given(events);

const receipts: RatingReceipt[] = [
  { userId: 'alice', teamNumber: 1, beforeTenths: 30, afterTenths: 32, expectedWinPercent: 50 },
  { userId: 'carol', teamNumber: 2, beforeTenths: 30, afterTenths: 28, expectedWinPercent: 50 },
];
const recordRatings: RecordRatings = {
  type: 'RecordRatings',
  data: { sport: 'padel', winningTeam: 1, receipts, now: later },
};
const ratingsUpdated: RatingsUpdated = {
  type: 'RatingsUpdated',
  data: { tournamentId, sport: 'padel', winningTeam: 1, receipts, ratedAt: later },
};
const settledDomain = (): TournamentEvent[] => [...playing(), reported('alice'), ...settledTeam1];
const settled = (): TournamentStreamEvent[] => settledDomain();
/** The code of the DomainError the domain's decider throws. */
const tournamentThrows = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).code;
  }
  throw new Error('expected the tournament decider to refuse');
};

describe('tournament stream decider: RecordRatings', () => {
  it('records the ratings of a settled tournament once, stamped with the command time', () => {
    given(settled()).when(recordRatings).then([ratingsUpdated]);
  });

  it('records nothing the second time (a retry, or two runners racing)', () => {
    given([...settled(), ratingsUpdated])
      .when(recordRatings)
      .thenNothing();
  });

  it('refuses to rate a tournament that is still being played', () => {
    given([...playing(), reported('alice')])
      .when(recordRatings)
      .thenThrows('TOURNAMENT.NOT_SETTLED', /only after the tournament is settled/);
  });

  it('refuses to rate a tournament that does not exist', () => {
    given([]).when(recordRatings).thenThrows('TOURNAMENT.NOT_SETTLED');
  });
});

describe('tournament stream decider: the domain commands', () => {
  it('hands every other command to the tournament decider, unchanged', () => {
    const command = reserve('erin', 2, 2);
    const expected = tournamentDecider.decide(command, fold(tournamentDecider, opened()));
    expect(expected).toEqual([expect.objectContaining({ type: 'SlotReserved' })]);
    given(opened()).when(command).then(expected);
  });

  it('passes on the domain refusals too', () => {
    given(settled())
      .when(reserve('erin', 1, 1))
      .thenThrows(
        tournamentThrows(() =>
          tournamentDecider.decide(reserve('erin', 1, 1), fold(tournamentDecider, settledDomain())),
        ),
      );
  });

  it('skips RatingsUpdated when folding the tournament, so a rated stream replays to the same state', () => {
    const rated = fold(tournamentStreamDecider, [...settled(), ratingsUpdated]);
    const unrated = fold(tournamentStreamDecider, settled());
    expect(rated.tournament).toEqual(unrated.tournament);
    expect(rated.ratings).toEqual(ratingsUpdated.data);
    expect(unrated.ratings).toBeNull();
  });

  it('tells the domain events from the stream-only RatingsUpdated', () => {
    expect(isDomainEvent(ratingsUpdated)).toBe(false);
    expect(isDomainEvent(settledTeam1[0])).toBe(true);
  });
});

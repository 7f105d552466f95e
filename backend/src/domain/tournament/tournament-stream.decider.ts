/**
 * The tournament stream as the tournaments module writes it: the domain's tournament decider plus one event
 * the domain does not know, `RatingsUpdated` (the skill ratings that followed the result, with a
 * receipt per player). It lives on the tournament stream so the ratings of a tournament are
 * recorded exactly once (the stream's revision check) and replay with it. Anyone folding a
 * tournament stream with the domain's `evolveTournament` must skip this type (see `domainEvents`).
 */
import { Decider, DomainError } from '../shared/decider';
import { TournamentCommand } from './tournament.commands';
import { tournamentDecider } from './tournament.decider';
import { Game, TeamNumber, TournamentEvent } from './tournament.events';
import { TournamentState } from './tournament.state';

export interface RatingReceipt {
  userId: string;
  teamNumber: TeamNumber;
  beforeTenths: number;
  afterTenths: number;
  expectedWinPercent: number;
}

export type RatingsUpdated = {
  type: 'RatingsUpdated';
  data: { tournamentId: string; sport: Game; winningTeam: TeamNumber; receipts: RatingReceipt[]; ratedAt: string };
};

export type RecordRatings = {
  type: 'RecordRatings';
  data: { sport: Game; winningTeam: TeamNumber; receipts: RatingReceipt[]; now: string };
};

export type TournamentStreamEvent = TournamentEvent | RatingsUpdated;
export type TournamentStreamCommand = TournamentCommand | RecordRatings;

export interface TournamentStreamState {
  tournament: TournamentState;
  ratings: RatingsUpdated['data'] | null;
}

export function isDomainEvent(event: TournamentStreamEvent): event is TournamentEvent {
  return event.type !== 'RatingsUpdated';
}

function decideRecordRatings({ data }: RecordRatings, state: TournamentStreamState): RatingsUpdated[] {
  // A second rating of the same tournament (a retry, or two runners racing) records nothing.
  if (state.ratings) return [];
  const { details, status } = state.tournament;
  if (!details || status !== 'completed') {
    throw new DomainError('TOURNAMENT.NOT_SETTLED', 'Ratings change only after the tournament is settled.', 'conflict');
  }
  const { now, ...rest } = data;
  return [{ type: 'RatingsUpdated', data: { tournamentId: details.tournamentId, ...rest, ratedAt: now } }];
}

export const tournamentStreamDecider: Decider<TournamentStreamCommand, TournamentStreamEvent, TournamentStreamState> = {
  initialState: () => ({ tournament: tournamentDecider.initialState(), ratings: null }),
  evolve(state, event) {
    if (event.type === 'RatingsUpdated') return { ...state, ratings: event.data };
    return { ...state, tournament: tournamentDecider.evolve(state.tournament, event) };
  },
  decide(command, state) {
    if (command.type === 'RecordRatings') return decideRecordRatings(command, state);
    return tournamentDecider.decide(command, state.tournament);
  },
};

/** Checks shared by the tournament's decide functions. Each throws the tournament's DomainError. */
import { PLAYERS_PER_TOURNAMENT } from './tournament.constants';
import { tournamentErrors } from './tournament.errors';
import { ExistingTournament, TournamentState, joinedPlayers } from './tournament.state';

export function requireExisting(state: TournamentState): ExistingTournament {
  if (state.status === 'none' || !state.details) throw tournamentErrors.notFound();
  if (state.deleted) throw tournamentErrors.deleted();
  return state as ExistingTournament;
}

export function requireWaiting(state: TournamentState, doing: string): void {
  if (state.status !== 'waiting') throw tournamentErrors.notWaiting(doing);
}

export function requireReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') throw tournamentErrors.reasonRequired();
  return trimmed;
}

/** Blank optional text (a location, a note, a score line) is stored as null. */
export function optionalText(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function allJoined(state: TournamentState): boolean {
  return joinedPlayers(state).length === PLAYERS_PER_TOURNAMENT;
}

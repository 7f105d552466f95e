/**
 * Voiding a match: an admin rules that a started match does not count (typically a dispute that
 * cannot be settled). The ruling and its reason are one event; the cancellation that follows in the
 * same decision is what the process manager already answers by refunding every escrowed fee (entry
 * fee and court share), so a void moves money exactly as a cancellation does.
 */
import { VoidMatch } from './tournament.commands';
import { tournamentErrors } from './tournament.errors';
import { MatchVoided, TournamentCancelled } from './tournament.events';
import { requireExisting, requireReason } from './tournament.guards';
import { TournamentState } from './tournament.state';

export function decideVoidMatch({ data }: VoidMatch, state: TournamentState): Array<MatchVoided | TournamentCancelled> {
  const tournament = requireExisting(state);
  // A double click after the void is a retry, answered with nothing.
  if (tournament.status === 'cancelled') return [];
  if (tournament.status === 'completed' || tournament.winningTeam !== null) throw tournamentErrors.resultFinal();
  if (tournament.status !== 'in_progress') throw tournamentErrors.notInProgress();
  const reason = requireReason(data.reason);
  const { tournamentId } = tournament.details;
  return [
    { type: 'MatchVoided', data: { tournamentId, voidedBy: data.adminId, reason, voidedAt: data.now } },
    {
      type: 'TournamentCancelled',
      data: { tournamentId, reason: 'voided', cancelledBy: data.adminId, note: reason, cancelledAt: data.now },
    },
  ];
}

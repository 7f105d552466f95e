/**
 * Settlement fixes the payout plan once, and in the same decision moves the platform fee and the
 * court fee out of escrow (they are on this stream, so they are atomic with the plan). The prizes
 * live on the winners' wallet streams: the process manager pays them from the plan.
 */
import { SettleTournament } from './tournament.commands';
import { tournamentErrors } from './tournament.errors';
import { TournamentEvent } from './tournament.events';
import { requireExisting } from './tournament.guards';
import { settlementPlan } from './tournament.settlement';
import { TournamentState, joinedPlayers } from './tournament.state';

export function decideSettleTournament({ data }: SettleTournament, state: TournamentState): TournamentEvent[] {
  const tournament = requireExisting(state);
  if (tournament.status === 'completed') return [];
  if (tournament.status !== 'in_progress') throw tournamentErrors.notInProgress();
  const { winningTeam } = tournament;
  if (winningTeam === null) {
    throw tournament.result?.status === 'disputed'
      ? tournamentErrors.resultDisputed()
      : tournamentErrors.noFinalResult();
  }
  const { tournamentId } = tournament.details;
  const winners = joinedPlayers(tournament)
    .filter((player) => player.teamNumber === winningTeam)
    .map(({ userId, teamNumber, position }) => ({ userId, teamNumber, position }));
  const plan = settlementPlan(tournament.details, winners);
  const collected = { tournamentId, collectedAt: data.now };
  return [
    { type: 'TournamentSettled', data: { tournamentId, winningTeam, ...plan, settledAt: data.now } },
    // A fee that rounds to $0.00 moves nothing, so it is not recorded.
    ...(plan.platformFeeCents > 0
      ? [{ type: 'PlatformFeeCollected' as const, data: { ...collected, amountCents: plan.platformFeeCents } }]
      : []),
    ...(plan.courtFeeCents > 0
      ? [{ type: 'CourtFeeCollected' as const, data: { ...collected, amountCents: plan.courtFeeCents } }]
      : []),
  ];
}

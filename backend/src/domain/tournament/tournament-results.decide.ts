/**
 * Results: a player reports, a player of the other team confirms or disputes; the result is
 * confirmed for them when the window passes; an admin declares the winner of a dispute.
 * A dispute freezes the money: nothing settles until a winner is final.
 */
import {
  AdminDeclareWinner,
  AutoConfirmResult,
  ConfirmResult,
  DisputeResult,
  ReportResult,
} from './tournament.commands';
import { DEFAULT_CONFIRM_WINDOW_MS, instantMs } from './tournament.constants';
import { tournamentErrors } from './tournament.errors';
import { ResultConfirmed, ResultDisputed, ResultReported, WinnerDeclared } from './tournament.events';
import { optionalText, requireExisting, requireReason } from './tournament.guards';
import { validateScore, validateScoreLine } from './tournament.score';
import { ExistingTournament, ReportedResult, TournamentState, participantOf } from './tournament.state';

function requireInProgress(state: ExistingTournament): void {
  if (state.status !== 'in_progress') throw tournamentErrors.notInProgress();
}

function requireReported(state: ExistingTournament): ReportedResult {
  if (!state.result) throw tournamentErrors.noResultReported();
  return state.result;
}

/** A player of the team that did not report. */
function requireOpponent(state: ExistingTournament, result: ReportedResult, userId: string): void {
  const player = participantOf(state, userId);
  if (!player) throw tournamentErrors.notParticipant();
  if (player.teamNumber === result.reporterTeam) throw tournamentErrors.sameTeam();
}

export function decideReportResult({ data }: ReportResult, state: TournamentState): ResultReported[] {
  const tournament = requireExisting(state);
  requireInProgress(tournament);
  const reporter = participantOf(tournament, data.userId);
  if (!reporter) throw tournamentErrors.notParticipant();
  const score = validateScore(data.winningTeam, data.setScores, data.setsToWin);
  const previous = tournament.result;
  if (previous) {
    const retry =
      previous.reportedBy === data.userId &&
      previous.winningTeam === score.winningTeam &&
      previous.setsToWin === score.setsToWin &&
      JSON.stringify(previous.setScores) === JSON.stringify(score.setScores);
    if (retry) return [];
    throw tournamentErrors.resultAlreadyReported();
  }
  if (tournament.winningTeam !== null) throw tournamentErrors.resultFinal();
  return [
    {
      type: 'ResultReported',
      data: {
        tournamentId: tournament.details.tournamentId,
        reportedBy: data.userId,
        reporterTeam: reporter.teamNumber,
        ...score,
        reportedAt: data.now,
      },
    },
  ];
}

export function decideConfirmResult({ data }: ConfirmResult, state: TournamentState): ResultConfirmed[] {
  const tournament = requireExisting(state);
  if (tournament.result?.status === 'confirmed') return [];
  requireInProgress(tournament);
  const result = requireReported(tournament);
  requireOpponent(tournament, result, data.userId);
  if (result.status === 'disputed') throw tournamentErrors.resultDisputed();
  if (tournament.winningTeam !== null) throw tournamentErrors.resultFinal();
  return [
    {
      type: 'ResultConfirmed',
      data: {
        tournamentId: tournament.details.tournamentId,
        winningTeam: result.winningTeam,
        confirmedBy: data.userId,
        auto: false,
        confirmedAt: data.now,
      },
    },
  ];
}

export function decideDisputeResult({ data }: DisputeResult, state: TournamentState): ResultDisputed[] {
  const tournament = requireExisting(state);
  requireInProgress(tournament);
  const result = requireReported(tournament);
  requireOpponent(tournament, result, data.userId);
  const reason = requireReason(data.reason);
  if (result.status === 'confirmed' || tournament.winningTeam !== null) throw tournamentErrors.resultFinal();
  if (result.status === 'disputed') throw tournamentErrors.resultDisputed();
  return [
    {
      type: 'ResultDisputed',
      data: { tournamentId: tournament.details.tournamentId, disputedBy: data.userId, reason, disputedAt: data.now },
    },
  ];
}

export function decideAdminDeclareWinner({ data }: AdminDeclareWinner, state: TournamentState): WinnerDeclared[] {
  const tournament = requireExisting(state);
  const winner = participantOf(tournament, data.winnerId);
  if (tournament.winningTeam !== null) {
    // The same decision twice (a double click) is a retry; a different one is refused.
    if (winner && winner.teamNumber === tournament.winningTeam) return [];
    throw tournamentErrors.resultFinal();
  }
  requireInProgress(tournament);
  if (!winner) throw tournamentErrors.invalidWinner();
  // The ruling's score must show the declared team winning (issue 24: "Team B won" by Team A's sets).
  const scoreText = optionalText(data.score);
  const score = scoreText === null ? null : validateScoreLine(winner.teamNumber, scoreText).text;
  return [
    {
      type: 'WinnerDeclared',
      data: {
        tournamentId: tournament.details.tournamentId,
        winnerId: winner.userId,
        winningTeam: winner.teamNumber,
        score,
        declaredBy: data.adminId,
        reason: optionalText(data.reason),
        declaredAt: data.now,
      },
    },
  ];
}

export function decideAutoConfirmResult({ data }: AutoConfirmResult, state: TournamentState): ResultConfirmed[] {
  const tournament = requireExisting(state);
  if (tournament.winningTeam !== null) return [];
  requireInProgress(tournament);
  const result = requireReported(tournament);
  if (result.status === 'disputed') throw tournamentErrors.resultDisputed();
  const windowMs = data.confirmWindowMs ?? DEFAULT_CONFIRM_WINDOW_MS;
  if (!Number.isSafeInteger(windowMs) || windowMs < 0)
    throw new RangeError('confirmWindowMs must be whole milliseconds');
  if (instantMs(data.now) < instantMs(result.reportedAt) + windowMs) throw tournamentErrors.confirmWindowOpen();
  return [
    {
      type: 'ResultConfirmed',
      data: {
        tournamentId: tournament.details.tournamentId,
        winningTeam: result.winningTeam,
        confirmedBy: null,
        auto: true,
        confirmedAt: data.now,
      },
    },
  ];
}

import { Decider, assertNever } from '../shared/decider';
import {
  decideAutoCancelTournament,
  decideCancelTournament,
  decideCreateTournament,
  decideDeleteTournament,
  decideStartTournament,
  decideUpdateTournament,
} from './tournament-lifecycle.decide';
import {
  decideAdminDeclareWinner,
  decideAutoConfirmResult,
  decideConfirmResult,
  decideDisputeResult,
  decideReportResult,
} from './tournament-results.decide';
import { decideVoidMatch } from './tournament-void.decide';
import { decideSettleTournament } from './tournament-settle.decide';
import {
  decideConfirmSlot,
  decideJoinWaitlist,
  decideLeaveTournament,
  decideReleaseReservation,
  decideReserveSlot,
} from './tournament-slots.decide';
import { TournamentCommand } from './tournament.commands';
import { TournamentEvent } from './tournament.events';
import { TournamentState, evolveTournament, initialTournamentState } from './tournament.state';

export function decideTournament(command: TournamentCommand, state: TournamentState): TournamentEvent[] {
  switch (command.type) {
    case 'CreateTournament':
      return decideCreateTournament(command, state);
    case 'ReserveSlot':
      return decideReserveSlot(command, state);
    case 'ConfirmSlot':
      return decideConfirmSlot(command, state);
    case 'ReleaseReservation':
      return decideReleaseReservation(command, state);
    case 'LeaveTournament':
      return decideLeaveTournament(command, state);
    case 'JoinWaitlist':
      return decideJoinWaitlist(command, state);
    case 'StartTournament':
      return decideStartTournament(command, state);
    case 'AutoCancelTournament':
      return decideAutoCancelTournament(command, state);
    case 'CancelTournament':
      return decideCancelTournament(command, state);
    case 'ReportResult':
      return decideReportResult(command, state);
    case 'ConfirmResult':
      return decideConfirmResult(command, state);
    case 'DisputeResult':
      return decideDisputeResult(command, state);
    case 'AdminDeclareWinner':
      return decideAdminDeclareWinner(command, state);
    case 'VoidMatch':
      return decideVoidMatch(command, state);
    case 'AutoConfirmResult':
      return decideAutoConfirmResult(command, state);
    case 'SettleTournament':
      return decideSettleTournament(command, state);
    case 'UpdateTournament':
      return decideUpdateTournament(command, state);
    case 'DeleteTournament':
      return decideDeleteTournament(command, state);
    default:
      return assertNever(command);
  }
}

export const tournamentDecider: Decider<TournamentCommand, TournamentEvent, TournamentState> = {
  decide: decideTournament,
  evolve: evolveTournament,
  initialState: initialTournamentState,
};

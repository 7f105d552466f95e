/**
 * Commands on one tournament stream. `now` is an ISO-8601 UTC instant and every id is chosen by
 * the caller. Who the actor is (and whether an admin really is one) is settled before the command
 * reaches the decider; the decider applies the tournament's own rules (creator, participant, team).
 */
import { Cents } from '../shared/money';
import { ReservationReleaseReason, SetScore } from './tournament.events';

/** `system` is the scheduler or the process manager acting at a deadline. */
export type Actor = { kind: 'player' | 'admin'; userId: string } | { kind: 'system' };

export type CreateTournament = {
  type: 'CreateTournament';
  data: {
    tournamentId: string;
    name: string;
    game: string;
    location: string | null;
    /** The prize-bearing fee per player (the create form's totalFeePerPlayer when there is no court fee). */
    entryFeeCents: Cents;
    /** The whole court booking, shared by the 4 players; 0 when not given. */
    courtFeeCents?: Cents;
    maxPlayers: number;
    startTime: string;
    creatorId: string;
    /** The creator's own slot (Team 1, Position 1) is reserved in the same decision. */
    creatorReservationId: string;
    reservationExpiresAt: string;
    now: string;
  };
};

export type ReserveSlot = {
  type: 'ReserveSlot';
  data: {
    reservationId: string;
    userId: string;
    teamNumber: number;
    position: number;
    expiresAt: string;
    now: string;
  };
};

/** Sent once the wallet escrowed the reservation's fee. */
export type ConfirmSlot = { type: 'ConfirmSlot'; data: { reservationId: string; now: string } };

export type ReleaseReservation = {
  type: 'ReleaseReservation';
  data: { reservationId: string; reason: ReservationReleaseReason; now: string };
};

export type LeaveTournament = { type: 'LeaveTournament'; data: { userId: string; now: string } };

export type JoinWaitlist = { type: 'JoinWaitlist'; data: { userId: string; now: string } };

export type StartTournament = { type: 'StartTournament'; data: { actor: Actor; now: string } };

/** The scheduler at the start time, when not every slot is paid for. */
export type AutoCancelTournament = { type: 'AutoCancelTournament'; data: { now: string } };

export type CancelTournament = {
  type: 'CancelTournament';
  data: { actor: Actor; note?: string | null; now: string };
};

export type ReportResult = {
  type: 'ReportResult';
  data: {
    userId: string;
    winningTeam: number;
    setScores: SetScore[];
    setsToWin?: number;
    now: string;
  };
};

export type ConfirmResult = { type: 'ConfirmResult'; data: { userId: string; now: string } };

export type DisputeResult = { type: 'DisputeResult'; data: { userId: string; reason: string; now: string } };

export type AdminDeclareWinner = {
  type: 'AdminDeclareWinner';
  data: { adminId: string; winnerId: string; score?: string | null; reason?: string | null; now: string };
};

/** An admin's ruling that a started match does not count; `reason` is required and shown to the players. */
export type VoidMatch = { type: 'VoidMatch'; data: { adminId: string; reason: string; now: string } };

export type AutoConfirmResult = {
  type: 'AutoConfirmResult';
  data: { now: string; confirmWindowMs?: number };
};

export type SettleTournament = { type: 'SettleTournament'; data: { now: string } };

export type UpdateTournament = {
  type: 'UpdateTournament';
  data: {
    adminId: string;
    name?: string;
    location?: string | null;
    entryFeeCents?: Cents;
    courtFeeCents?: Cents;
    now: string;
  };
};

export type DeleteTournament = { type: 'DeleteTournament'; data: { adminId: string; now: string } };

export type TournamentCommand =
  | CreateTournament
  | ReserveSlot
  | ConfirmSlot
  | ReleaseReservation
  | LeaveTournament
  | JoinWaitlist
  | StartTournament
  | AutoCancelTournament
  | CancelTournament
  | ReportResult
  | ConfirmResult
  | DisputeResult
  | AdminDeclareWinner
  | VoidMatch
  | AutoConfirmResult
  | SettleTournament
  | UpdateTournament
  | DeleteTournament;

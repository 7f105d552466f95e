/**
 * The tournament folded from its events. A slot is taken while its reservation is `reserved`
 * (fee being escrowed) or `joined` (fee in escrow); `released` and `left` free it again.
 */
import { Cents } from '../shared/money';
import {
  FeeTerms,
  Game,
  Payout,
  SetScore,
  SlotPosition,
  TeamNumber,
  TournamentEvent,
  TournamentStatus,
} from './tournament.events';

export interface TournamentDetails extends FeeTerms {
  tournamentId: string;
  name: string;
  game: Game;
  location: string | null;
  maxPlayers: number;
  startTime: string;
  creatorId: string;
}

export interface ReservationRecord {
  reservationId: string;
  userId: string;
  teamNumber: TeamNumber;
  position: SlotPosition;
  amountCents: Cents;
  expiresAt: string;
  status: 'reserved' | 'joined' | 'released' | 'left';
}

export interface WaitlistEntry {
  userId: string;
  waitlistedAt: string;
  offered: boolean;
}

export interface ReportedResult {
  reportedBy: string;
  reporterTeam: TeamNumber;
  winningTeam: TeamNumber;
  setScores: SetScore[];
  setsToWin: number;
  reportedAt: string;
  status: 'reported' | 'disputed' | 'confirmed';
}

export interface SettlementRecord {
  winningTeam: TeamNumber;
  payouts: Payout[];
  platformFeeCents: Cents;
  courtFeeCents: Cents;
}

export interface TournamentState {
  status: 'none' | TournamentStatus;
  deleted: boolean;
  details: TournamentDetails | null;
  /** In reservation order; Maps keep insertion order. */
  reservations: ReadonlyMap<string, ReservationRecord>;
  waitlist: readonly WaitlistEntry[];
  result: ReportedResult | null;
  /** Set by ResultConfirmed or WinnerDeclared: the result money moves on. */
  winningTeam: TeamNumber | null;
  settlement: SettlementRecord | null;
}

export type ExistingTournament = TournamentState & { details: TournamentDetails };

export const initialTournamentState = (): TournamentState => ({
  status: 'none',
  deleted: false,
  details: null,
  reservations: new Map(),
  waitlist: [],
  result: null,
  winningTeam: null,
  settlement: null,
});

export const isLive = (r: ReservationRecord): boolean => r.status === 'reserved' || r.status === 'joined';

export function liveReservations(state: TournamentState): ReservationRecord[] {
  return [...state.reservations.values()].filter(isLive);
}

export function joinedPlayers(state: TournamentState): ReservationRecord[] {
  return [...state.reservations.values()].filter((r) => r.status === 'joined');
}

export function holderOf(state: TournamentState, teamNumber: number, position: number): ReservationRecord | undefined {
  return liveReservations(state).find((r) => r.teamNumber === teamNumber && r.position === position);
}

export function slotOf(state: TournamentState, userId: string): ReservationRecord | undefined {
  return liveReservations(state).find((r) => r.userId === userId);
}

export function participantOf(state: TournamentState, userId: string): ReservationRecord | undefined {
  return joinedPlayers(state).find((r) => r.userId === userId);
}

function withReservation(state: TournamentState, id: string, change: Partial<ReservationRecord>): TournamentState {
  const previous = state.reservations.get(id);
  if (!previous) return state;
  return { ...state, reservations: new Map(state.reservations).set(id, { ...previous, ...change }) };
}

export function evolveTournament(state: TournamentState, event: TournamentEvent): TournamentState {
  switch (event.type) {
    case 'TournamentCreated': {
      const { createdAt: _createdAt, ...details } = event.data;
      return { ...state, status: 'waiting', details };
    }
    case 'SlotReserved': {
      const { reservationId, userId, teamNumber, position, amountCents, expiresAt } = event.data;
      const record: ReservationRecord = {
        reservationId,
        userId,
        teamNumber,
        position,
        amountCents,
        expiresAt,
        status: 'reserved',
      };
      return {
        ...state,
        reservations: new Map(state.reservations).set(reservationId, record),
        // Taking a slot takes the player out of the line.
        waitlist: state.waitlist.filter((entry) => entry.userId !== userId),
      };
    }
    case 'PlayerJoined':
      return withReservation(state, event.data.reservationId, { status: 'joined' });
    case 'SlotReservationReleased':
      return withReservation(state, event.data.reservationId, { status: 'released' });
    case 'PlayerLeft':
      return withReservation(state, event.data.reservationId, { status: 'left' });
    case 'PlayerWaitlisted':
      return {
        ...state,
        waitlist: [
          ...state.waitlist,
          { userId: event.data.userId, waitlistedAt: event.data.waitlistedAt, offered: false },
        ],
      };
    case 'WaitlistSlotOffered':
      return {
        ...state,
        waitlist: state.waitlist.map((entry) =>
          entry.userId === event.data.userId ? { ...entry, offered: true } : entry,
        ),
      };
    case 'TournamentStarted':
      return { ...state, status: 'in_progress' };
    case 'TournamentCancelled':
      return { ...state, status: 'cancelled' };
    case 'ResultReported': {
      const { tournamentId: _id, ...result } = event.data;
      return { ...state, result: { ...result, status: 'reported' } };
    }
    case 'ResultDisputed':
      return state.result ? { ...state, result: { ...state.result, status: 'disputed' } } : state;
    case 'ResultConfirmed':
      return {
        ...state,
        winningTeam: event.data.winningTeam,
        result: state.result ? { ...state.result, status: 'confirmed' } : state.result,
      };
    case 'WinnerDeclared':
      return { ...state, winningTeam: event.data.winningTeam };
    case 'TournamentSettled': {
      const { winningTeam, payouts, platformFeeCents, courtFeeCents } = event.data;
      return { ...state, status: 'completed', settlement: { winningTeam, payouts, platformFeeCents, courtFeeCents } };
    }
    // MatchVoided: the TournamentCancelled that always follows it moves the status.
    case 'PlatformFeeCollected':
    case 'CourtFeeCollected':
    case 'MatchVoided':
      return state;
    case 'TournamentUpdated': {
      if (!state.details) return state;
      const { tournamentId: _id, updatedBy: _by, updatedAt: _at, ...changes } = event.data;
      return { ...state, details: { ...state.details, ...changes } };
    }
    case 'TournamentDeleted':
      return { ...state, deleted: true };
  }
}

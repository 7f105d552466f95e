/**
 * Slots and the waitlist. Joining is two-step: ReserveSlot takes the slot on this stream (the
 * stream's version makes the race for the last slot safe: the loser is refused before any money
 * moves), the wallet escrows the fee, then ConfirmSlot turns the reservation into a place.
 */
import { ConfirmSlot, JoinWaitlist, LeaveTournament, ReleaseReservation, ReserveSlot } from './tournament.commands';
import { PLAYERS_PER_TOURNAMENT, SLOT_POSITIONS, TEAM_NUMBERS, instantMs } from './tournament.constants';
import { tournamentErrors } from './tournament.errors';
import {
  PlayerJoined,
  PlayerWaitlisted,
  SlotPosition,
  SlotReserved,
  TeamNumber,
  TournamentEvent,
  WaitlistSlotOffered,
} from './tournament.events';
import { requireExisting, requireWaiting } from './tournament.guards';
import { ReservationRecord, TournamentState, holderOf, liveReservations, slotOf } from './tournament.state';

const isTeam = (n: number): n is TeamNumber => (TEAM_NUMBERS as readonly number[]).includes(n);
const isPosition = (n: number): n is SlotPosition => (SLOT_POSITIONS as readonly number[]).includes(n);

/** When a slot frees up while the tournament waits, the first in line not yet told hears of it. */
function offerFreedSlot(state: TournamentState, freed: ReservationRecord, now: string): WaitlistSlotOffered[] {
  if (state.status !== 'waiting' || !state.details) return [];
  const next = state.waitlist.find((entry) => !entry.offered && entry.userId !== freed.userId);
  if (!next) return [];
  return [
    {
      type: 'WaitlistSlotOffered',
      data: {
        tournamentId: state.details.tournamentId,
        userId: next.userId,
        teamNumber: freed.teamNumber,
        position: freed.position,
        offeredAt: now,
      },
    },
  ];
}

function requireReservation(state: TournamentState, reservationId: string): ReservationRecord {
  const reservation = state.reservations.get(reservationId);
  if (!reservation) throw tournamentErrors.reservationNotFound();
  return reservation;
}

export function decideReserveSlot({ data }: ReserveSlot, state: TournamentState): SlotReserved[] {
  const tournament = requireExisting(state);
  const previous = tournament.reservations.get(data.reservationId);
  if (previous) {
    const sameRequest =
      previous.userId === data.userId && previous.teamNumber === data.teamNumber && previous.position === data.position;
    if (sameRequest) return [];
    throw tournamentErrors.reservationIdReused();
  }
  requireWaiting(tournament, 'join');
  if (instantMs(data.now) >= instantMs(tournament.details.startTime)) throw tournamentErrors.registrationClosed();
  const { teamNumber, position } = data;
  if (!isTeam(teamNumber) || !isPosition(position)) throw tournamentErrors.invalidSlot();
  if (slotOf(tournament, data.userId)) throw tournamentErrors.alreadyJoined();
  if (liveReservations(tournament).length >= PLAYERS_PER_TOURNAMENT) throw tournamentErrors.full();
  if (holderOf(tournament, teamNumber, position)) throw tournamentErrors.slotTaken();
  return [
    {
      type: 'SlotReserved',
      data: {
        tournamentId: tournament.details.tournamentId,
        reservationId: data.reservationId,
        userId: data.userId,
        teamNumber,
        position,
        amountCents: tournament.details.totalFeePerPlayerCents,
        expiresAt: data.expiresAt,
        reservedAt: data.now,
      },
    },
  ];
}

/**
 * Trusts the caller that the wallet holds the escrow (the process manager only sends it then).
 * It may come after `expiresAt`: the wallet refused escrows after expiry, so an escrow that exists
 * was paid in time, and a late confirmation (after a crash) still honours it.
 */
export function decideConfirmSlot({ data }: ConfirmSlot, state: TournamentState): PlayerJoined[] {
  const tournament = requireExisting(state);
  const reservation = requireReservation(tournament, data.reservationId);
  if (reservation.status === 'joined') return [];
  if (reservation.status !== 'reserved') throw tournamentErrors.reservationReleased();
  requireWaiting(tournament, 'join');
  const { reservationId, userId, teamNumber, position, amountCents } = reservation;
  return [
    {
      type: 'PlayerJoined',
      data: {
        tournamentId: tournament.details.tournamentId,
        reservationId,
        userId,
        teamNumber,
        position,
        amountCents,
        joinedAt: data.now,
      },
    },
  ];
}

export function decideReleaseReservation({ data }: ReleaseReservation, state: TournamentState): TournamentEvent[] {
  const tournament = requireExisting(state);
  const reservation = requireReservation(tournament, data.reservationId);
  if (reservation.status === 'released' || reservation.status === 'left') return [];
  if (reservation.status === 'joined') throw tournamentErrors.reservationConfirmed();
  if (data.reason === 'expired' && instantMs(data.now) <= instantMs(reservation.expiresAt)) {
    throw tournamentErrors.reservationNotExpired();
  }
  const { reservationId, userId, teamNumber, position } = reservation;
  return [
    {
      type: 'SlotReservationReleased',
      data: {
        tournamentId: tournament.details.tournamentId,
        reservationId,
        userId,
        teamNumber,
        position,
        reason: data.reason,
        releasedAt: data.now,
      },
    },
    ...offerFreedSlot(tournament, reservation, data.now),
  ];
}

export function decideLeaveTournament({ data }: LeaveTournament, state: TournamentState): TournamentEvent[] {
  const tournament = requireExisting(state);
  const slot = slotOf(tournament, data.userId);
  if (!slot) throw tournamentErrors.notParticipant();
  requireWaiting(tournament, 'leave');
  if (data.userId === tournament.details.creatorId) throw tournamentErrors.creatorCannotLeave();
  // A slot still being paid for is not left: the join in flight would take the fee, find its
  // reservation gone, refund it and answer 409 (issue 22: money moved for a join that lost).
  // Its hold expires on its own if the join never finishes.
  if (slot.status === 'reserved') throw tournamentErrors.joinInProgress();
  const { reservationId, userId, teamNumber, position } = slot;
  return [
    {
      type: 'PlayerLeft',
      data: {
        tournamentId: tournament.details.tournamentId,
        reservationId,
        userId,
        teamNumber,
        position,
        leftAt: data.now,
      },
    },
    ...offerFreedSlot(tournament, slot, data.now),
  ];
}

export function decideJoinWaitlist({ data }: JoinWaitlist, state: TournamentState): PlayerWaitlisted[] {
  const tournament = requireExisting(state);
  requireWaiting(tournament, 'join the waitlist');
  if (slotOf(tournament, data.userId)) throw tournamentErrors.alreadyJoined();
  if (tournament.waitlist.some((entry) => entry.userId === data.userId)) throw tournamentErrors.alreadyWaitlisted();
  if (liveReservations(tournament).length < PLAYERS_PER_TOURNAMENT) throw tournamentErrors.notFull();
  return [
    {
      type: 'PlayerWaitlisted',
      data: {
        tournamentId: tournament.details.tournamentId,
        userId: data.userId,
        placeInLine: tournament.waitlist.length + 1,
        waitlistedAt: data.now,
      },
    },
  ];
}

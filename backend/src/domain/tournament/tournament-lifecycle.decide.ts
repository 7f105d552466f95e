/**
 * Creating, starting, cancelling, editing and deleting a tournament. Refunds are not decided here:
 * a cancellation only says the slots are void, and the process manager refunds every escrow.
 */
import {
  AutoCancelTournament,
  CancelTournament,
  CreateTournament,
  DeleteTournament,
  StartTournament,
  UpdateTournament,
} from './tournament.commands';
import { GAMES, MAX_DAYS_AHEAD, PLAYERS_PER_TOURNAMENT, instantMs } from './tournament.constants';
import { tournamentErrors } from './tournament.errors';
import {
  FeeTerms,
  Game,
  TournamentCancelled,
  TournamentCreated,
  TournamentDeleted,
  TournamentEvent,
  TournamentStarted,
  TournamentUpdated,
} from './tournament.events';
import { allJoined, optionalText, requireExisting, requireWaiting } from './tournament.guards';
import { feeTerms } from './tournament.settlement';
import { TournamentState, liveReservations } from './tournament.state';

function requireFeeTerms(entryFeeCents: number, courtFeeCents: number): FeeTerms {
  const terms = feeTerms(entryFeeCents, courtFeeCents);
  if (terms) return terms;
  if (feeTerms(entryFeeCents, 0) === null) throw tournamentErrors.invalidFee();
  throw tournamentErrors.invalidCourtFee();
}

function requireName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw tournamentErrors.nameRequired();
  return trimmed;
}

export function decideCreateTournament({ data }: CreateTournament, state: TournamentState): TournamentEvent[] {
  if (state.status !== 'none') {
    // A retried create from the same creator is answered with nothing.
    if (state.details?.creatorId === data.creatorId) return [];
    throw tournamentErrors.alreadyExists();
  }
  const name = requireName(data.name);
  if (!(GAMES as readonly string[]).includes(data.game)) throw tournamentErrors.invalidGame();
  if (data.maxPlayers !== PLAYERS_PER_TOURNAMENT) throw tournamentErrors.invalidMaxPlayers();
  const terms = requireFeeTerms(data.entryFeeCents, data.courtFeeCents ?? 0);
  const start = Date.parse(data.startTime);
  if (Number.isNaN(start) || start <= instantMs(data.now)) throw tournamentErrors.invalidStartTime();
  if (start > instantMs(data.now) + MAX_DAYS_AHEAD * 24 * 60 * 60 * 1000) throw tournamentErrors.startTooFar();

  const created: TournamentCreated = {
    type: 'TournamentCreated',
    data: {
      tournamentId: data.tournamentId,
      name,
      game: data.game as Game,
      location: optionalText(data.location),
      ...terms,
      maxPlayers: PLAYERS_PER_TOURNAMENT,
      startTime: data.startTime,
      creatorId: data.creatorId,
      createdAt: data.now,
    },
  };
  // The creator plays as Team 1, Position 1 and pays like everyone else: reserve, then escrow.
  return [
    created,
    {
      type: 'SlotReserved',
      data: {
        tournamentId: data.tournamentId,
        reservationId: data.creatorReservationId,
        userId: data.creatorId,
        teamNumber: 1,
        position: 1,
        amountCents: terms.totalFeePerPlayerCents,
        expiresAt: data.reservationExpiresAt,
        reservedAt: data.now,
      },
    },
  ];
}

export function decideStartTournament({ data }: StartTournament, state: TournamentState): TournamentStarted[] {
  const tournament = requireExisting(state);
  if (tournament.status === 'in_progress') return [];
  requireWaiting(tournament, 'start the tournament');
  const { actor } = data;
  if (actor.kind === 'player' && actor.userId !== tournament.details.creatorId) {
    throw tournamentErrors.notCreator('start the tournament');
  }
  if (!allJoined(tournament)) throw tournamentErrors.notAllJoined();
  // The scheduler waits for the start time; the creator or an admin may start early.
  if (actor.kind === 'system' && instantMs(data.now) < instantMs(tournament.details.startTime)) {
    throw tournamentErrors.tooEarly();
  }
  return [
    {
      type: 'TournamentStarted',
      data: {
        tournamentId: tournament.details.tournamentId,
        startedBy: actor.kind === 'system' ? null : actor.userId,
        startedAt: data.now,
      },
    },
  ];
}

export function decideAutoCancelTournament(
  { data }: AutoCancelTournament,
  state: TournamentState,
): TournamentCancelled[] {
  const tournament = requireExisting(state);
  // Started, cancelled or settled already: the deadline passes quietly.
  if (tournament.status !== 'waiting') return [];
  if (instantMs(data.now) < instantMs(tournament.details.startTime)) throw tournamentErrors.tooEarly();
  if (allJoined(tournament)) throw tournamentErrors.allJoined();
  return [
    {
      type: 'TournamentCancelled',
      data: {
        tournamentId: tournament.details.tournamentId,
        reason: 'not_full',
        cancelledBy: null,
        note: null,
        cancelledAt: data.now,
      },
    },
  ];
}

export function decideCancelTournament({ data }: CancelTournament, state: TournamentState): TournamentCancelled[] {
  const tournament = requireExisting(state);
  if (tournament.status === 'cancelled') return [];
  if (tournament.status === 'completed') throw tournamentErrors.alreadySettled();
  const { actor } = data;
  if (actor.kind !== 'admin') {
    if (actor.kind === 'system' || actor.userId !== tournament.details.creatorId) {
      throw tournamentErrors.notCreator('cancel the tournament');
    }
    // Once play has started only an admin can call it off (e.g. to settle a dispute by refunding).
    requireWaiting(tournament, 'cancel the tournament');
  }
  return [
    {
      type: 'TournamentCancelled',
      data: {
        tournamentId: tournament.details.tournamentId,
        reason: actor.kind === 'admin' ? 'cancelled_by_admin' : 'cancelled_by_creator',
        cancelledBy: actor.userId,
        note: optionalText(data.note),
        cancelledAt: data.now,
      },
    },
  ];
}

export function decideUpdateTournament({ data }: UpdateTournament, state: TournamentState): TournamentUpdated[] {
  const tournament = requireExisting(state);
  const { details } = tournament;
  const name = data.name === undefined ? details.name : requireName(data.name);
  const location = data.location === undefined ? details.location : optionalText(data.location);
  const entryFeeCents = data.entryFeeCents ?? details.entryFeeCents;
  const courtFeeCents = data.courtFeeCents ?? details.courtFeeCents;
  const terms = requireFeeTerms(entryFeeCents, courtFeeCents);
  const feeChanged = entryFeeCents !== details.entryFeeCents || courtFeeCents !== details.courtFeeCents;
  // Escrowed fees must add up to the pool settled on, so the price is fixed once anyone paid.
  if (feeChanged && (tournament.status !== 'waiting' || liveReservations(tournament).length > 0)) {
    throw tournamentErrors.feeLocked(details.totalFeePerPlayerCents);
  }
  if (!feeChanged && name === details.name && location === details.location) return [];
  return [
    {
      type: 'TournamentUpdated',
      data: {
        tournamentId: details.tournamentId,
        name,
        location,
        ...terms,
        updatedBy: data.adminId,
        updatedAt: data.now,
      },
    },
  ];
}

export function decideDeleteTournament({ data }: DeleteTournament, state: TournamentState): TournamentEvent[] {
  if (state.deleted) return [];
  const tournament = requireExisting(state);
  const { tournamentId } = tournament.details;
  const deleted: TournamentDeleted = {
    type: 'TournamentDeleted',
    data: { tournamentId, deletedBy: data.adminId, deletedAt: data.now },
  };
  if (tournament.status === 'completed' || tournament.status === 'cancelled') return [deleted];
  // Deleting an open tournament cancels it first, so the process manager refunds every escrow.
  return [
    {
      type: 'TournamentCancelled',
      data: { tournamentId, reason: 'deleted', cancelledBy: data.adminId, note: null, cancelledAt: data.now },
    },
    deleted,
  ];
}

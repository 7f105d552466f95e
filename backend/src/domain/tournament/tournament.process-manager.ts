/**
 * The tournament process manager as pure functions; the app runs them after every tournament or
 * wallet event and on a timer, executes the actions, and runs them again. Each action is idempotent
 * on its stream, so running it twice (after a crash between two steps) changes nothing, and the
 * actions always drive towards: every live slot is paid, every fee without a live slot is refunded,
 * every prize of a settlement is paid. See docs/decisions/tournaments.md.
 */
import { Cents } from '../shared/money';
import { EscrowEntryFee, PayPrize, RefundEntryFee } from '../wallet/wallet.commands';
import { WalletErrorCode } from '../wallet/wallet.errors';
import { EntryFeeRefundReason } from '../wallet/wallet.events';
import { WalletTournamentErrorCode } from '../wallet/wallet-tournament.decide';
import { TournamentCommand } from './tournament.commands';
import { DEFAULT_CONFIRM_WINDOW_MS, PLAYERS_PER_TOURNAMENT, instantMs } from './tournament.constants';
import { UserWalletEvent } from './tournament.postings';
import { ReservationRecord, TournamentState, isLive, joinedPlayers } from './tournament.state';

/** An entry fee escrowed for this tournament, as the wallet streams tell it. */
export interface EscrowFact {
  userId: string;
  reservationId: string;
  amountCents: Cents;
  refunded: boolean;
}

export interface TournamentWalletFacts {
  escrows: readonly EscrowFact[];
  /** Users whose wallet already received their prize from this tournament. */
  prizesPaidTo: readonly string[];
}

export type ProcessAction =
  | { target: 'wallet'; userId: string; command: EscrowEntryFee | RefundEntryFee | PayPrize }
  | { target: 'tournament'; command: TournamentCommand };

/** The wallet facts of one tournament, read from the events of the players' wallet streams. */
export function walletFactsFor(tournamentId: string, walletEvents: readonly UserWalletEvent[]): TournamentWalletFacts {
  const escrows = new Map<string, EscrowFact>();
  const prizesPaidTo: string[] = [];
  for (const { userId, event } of walletEvents) {
    if (event.type === 'EntryFeeEscrowed' && event.data.tournamentId === tournamentId) {
      const { reservationId, amountCents } = event.data;
      escrows.set(reservationId, { userId, reservationId, amountCents, refunded: false });
    } else if (event.type === 'EntryFeeRefunded' && event.data.tournamentId === tournamentId) {
      const escrow = escrows.get(event.data.reservationId);
      if (escrow) escrows.set(escrow.reservationId, { ...escrow, refunded: true });
    } else if (event.type === 'PrizePaid' && event.data.tournamentId === tournamentId) {
      prizesPaidTo.push(userId);
    }
  }
  return { escrows: [...escrows.values()], prizesPaidTo };
}

/** Why an unrefunded escrow must go back, or null while it pays for a live (or settled) slot. */
function refundReason(state: TournamentState, reservation: ReservationRecord | undefined): EntryFeeRefundReason | null {
  if (!reservation) return 'unknown_reservation';
  if (reservation.status === 'released') return 'reservation_released';
  if (reservation.status === 'left') return 'player_left';
  if (state.status === 'cancelled') return 'tournament_cancelled';
  return null;
}

export interface ProcessOptions {
  confirmWindowMs?: number;
}

/**
 * Everything that must happen next for this tournament, given its state and its wallet facts.
 * `state` must have been read after `facts`: an escrow whose reservation the state does not know is
 * refunded as `unknown_reservation`, which is right only if the state is at least as new as the
 * escrow (an older state misses a reservation made meanwhile, whose paid place would then keep a
 * refunded fee; issue 19, docs/decisions/escrow-ordering.md).
 */
export function nextActions(
  state: TournamentState,
  facts: TournamentWalletFacts,
  now: string,
  options: ProcessOptions = {},
): ProcessAction[] {
  const details = state.details;
  if (!details) return [];
  const { tournamentId } = details;
  const nowMs = instantMs(now);
  const actions: ProcessAction[] = [];
  const tournament = (command: TournamentCommand) => actions.push({ target: 'tournament', command });

  // 1. A fee without a live slot goes back, whatever else happens.
  const escrowFor = new Map(facts.escrows.map((escrow) => [escrow.reservationId, escrow]));
  for (const escrow of facts.escrows) {
    const reason = escrow.refunded ? null : refundReason(state, state.reservations.get(escrow.reservationId));
    if (reason) {
      const command: RefundEntryFee = {
        type: 'RefundEntryFee',
        data: { tournamentId, reservationId: escrow.reservationId, reason, now },
      };
      actions.push({ target: 'wallet', userId: escrow.userId, command });
    }
  }

  switch (state.status) {
    case 'waiting': {
      // 2. A reserved slot is paid and confirmed, or released once its hold expires.
      const pending = [...state.reservations.values()].filter((r) => r.status === 'reserved');
      for (const reservation of pending) {
        const { reservationId, userId, amountCents, expiresAt } = reservation;
        const escrow = escrowFor.get(reservationId);
        if (escrow && !escrow.refunded) {
          tournament({ type: 'ConfirmSlot', data: { reservationId, now } });
        } else if (nowMs > instantMs(expiresAt)) {
          tournament({ type: 'ReleaseReservation', data: { reservationId, reason: 'expired', now } });
        } else if (!escrow) {
          const command: EscrowEntryFee = {
            type: 'EscrowEntryFee',
            data: { tournamentId, reservationId, amountCents, expiresAt, now },
          };
          actions.push({ target: 'wallet', userId, command });
        }
      }
      // 3. At the start time, once no slot is half-paid: start when full, otherwise cancel.
      if (pending.length === 0 && nowMs >= instantMs(details.startTime)) {
        if (joinedPlayers(state).length === PLAYERS_PER_TOURNAMENT) {
          tournament({ type: 'StartTournament', data: { actor: { kind: 'system' }, now } });
        } else {
          tournament({ type: 'AutoCancelTournament', data: { now } });
        }
      }
      break;
    }
    case 'in_progress': {
      // 4. A final winner settles; an unanswered report is confirmed when its window has passed.
      const windowMs = options.confirmWindowMs ?? DEFAULT_CONFIRM_WINDOW_MS;
      if (state.winningTeam !== null) {
        tournament({ type: 'SettleTournament', data: { now } });
      } else if (state.result?.status === 'reported' && nowMs >= instantMs(state.result.reportedAt) + windowMs) {
        tournament({ type: 'AutoConfirmResult', data: { now, confirmWindowMs: windowMs } });
      }
      break;
    }
    case 'completed': {
      // 5. Each payout of the settlement is paid into its winner's wallet.
      for (const payout of state.settlement?.payouts ?? []) {
        if (facts.prizesPaidTo.includes(payout.userId)) continue;
        const command: PayPrize = { type: 'PayPrize', data: { tournamentId, amountCents: payout.amountCents, now } };
        actions.push({ target: 'wallet', userId: payout.userId, command });
      }
      break;
    }
    case 'cancelled':
    case 'none':
      break;
  }
  return actions;
}

/**
 * What follows a refused EscrowEntryFee: a player who cannot pay, or whose hold ran out, gives the
 * slot back at once. Other refusals are bugs and are left to the caller (null).
 */
export function actionAfterEscrowRefused(reservationId: string, code: string, now: string): ProcessAction | null {
  const release = (reason: 'payment_failed' | 'expired'): ProcessAction => ({
    target: 'tournament',
    command: { type: 'ReleaseReservation', data: { reservationId, reason, now } },
  });
  if (code === WalletErrorCode.INSUFFICIENT_FUNDS) return release('payment_failed');
  if (code === WalletTournamentErrorCode.RESERVATION_EXPIRED) return release('expired');
  return null;
}

/**
 * The invariant the actions restore, for health checks: every paid place holds an unrefunded
 * escrow, and every unrefunded escrow pays for a live place (settled escrows stay unrefunded:
 * settlement spent them). Only a `reserved` slot may briefly have no escrow, until it expires.
 */
export function slotsAndEscrowsAgree(state: TournamentState, facts: TournamentWalletFacts): boolean {
  const open = state.status !== 'cancelled';
  const unrefunded = new Set(facts.escrows.filter((e) => !e.refunded).map((e) => e.reservationId));
  const paidPlacesHaveEscrow = joinedPlayers(state).every((r) => !open || unrefunded.has(r.reservationId));
  const escrowsHavePlaces = [...unrefunded].every((id) => {
    const reservation = state.reservations.get(id);
    return open && reservation !== undefined && isLive(reservation);
  });
  return paidPlacesHaveEscrow && escrowsHavePlaces;
}

/**
 * The wallet's side of a tournament: entry fees move into the tournament's escrow account, come
 * back whole when the slot is given up, and prizes come out of it. The tournament process manager
 * sends these commands; each is idempotent (by reservation, by tournament) so a replay after a
 * crash never moves money twice.
 */
import { DomainError } from '../shared/decider';
import { Cents, formatUsd } from '../shared/money';
import { EscrowEntryFee, PayPrize, RefundEntryFee } from './wallet.commands';
import { WalletErrorCode } from './wallet.errors';
import { EntryFeeEscrowed, EntryFeeRefunded, PrizePaid } from './wallet.events';
import { requireWholeCents } from './wallet.guards';
import { WalletState } from './wallet.state';

/** Codes that only the tournament commands raise; the shared ones come from WalletErrorCode. */
export const WalletTournamentErrorCode = {
  RESERVATION_EXPIRED: 'WALLET.RESERVATION_EXPIRED',
  ESCROW_ID_REUSED: 'WALLET.ESCROW_ID_REUSED',
  PRIZE_ALREADY_PAID: 'WALLET.PRIZE_ALREADY_PAID',
} as const;

export const walletTournamentErrors = {
  insufficientFundsToJoin: (neededCents: Cents) =>
    new DomainError(
      WalletErrorCode.INSUFFICIENT_FUNDS,
      `Insufficient balance: you need ${formatUsd(neededCents)} available to join this match.`,
    ),
  reservationExpired: () =>
    new DomainError(
      WalletTournamentErrorCode.RESERVATION_EXPIRED,
      'Your hold on this slot expired before the payment went through. Please pick a slot again.',
      'conflict',
    ),
  escrowIdReused: () =>
    new DomainError(
      WalletTournamentErrorCode.ESCROW_ID_REUSED,
      'This reservation already paid a different entry fee.',
      'conflict',
    ),
  prizeAlreadyPaid: () =>
    new DomainError(
      WalletTournamentErrorCode.PRIZE_ALREADY_PAID,
      'A different prize was already paid to this wallet for this tournament.',
      'conflict',
    ),
  positiveAmount: () => new DomainError(WalletErrorCode.INVALID_AMOUNT, 'The amount must be more than $0.00.'),
};

/** Epoch milliseconds of an ISO-8601 instant; a malformed instant is a caller bug. */
function instantMs(instant: string): number {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`expected an ISO-8601 instant, got ${JSON.stringify(instant)}`);
  return ms;
}

function requirePositiveCents(amountCents: Cents): void {
  requireWholeCents(amountCents);
  if (amountCents <= 0) throw walletTournamentErrors.positiveAmount();
}

export function decideEscrowEntryFee({ data }: EscrowEntryFee, state: WalletState): EntryFeeEscrowed[] {
  requirePositiveCents(data.amountCents);
  // A retry after success answers nothing, even once the hold has expired or the balance moved on.
  const existing = state.tournamentEscrows.get(data.reservationId);
  if (existing) {
    if (existing.tournamentId === data.tournamentId && existing.amountCents === data.amountCents) return [];
    throw walletTournamentErrors.escrowIdReused();
  }
  if (instantMs(data.now) > instantMs(data.expiresAt)) throw walletTournamentErrors.reservationExpired();
  if (state.availableCents < data.amountCents) throw walletTournamentErrors.insufficientFundsToJoin(data.amountCents);
  return [
    {
      type: 'EntryFeeEscrowed',
      data: {
        tournamentId: data.tournamentId,
        reservationId: data.reservationId,
        amountCents: data.amountCents,
        escrowedAt: data.now,
      },
    },
  ];
}

/** Refunds exactly what was escrowed for the reservation; nothing escrowed, or already refunded, is []. */
export function decideRefundEntryFee({ data }: RefundEntryFee, state: WalletState): EntryFeeRefunded[] {
  const escrow = state.tournamentEscrows.get(data.reservationId);
  if (!escrow || escrow.status === 'refunded' || escrow.tournamentId !== data.tournamentId) return [];
  return [
    {
      type: 'EntryFeeRefunded',
      data: {
        tournamentId: data.tournamentId,
        reservationId: data.reservationId,
        amountCents: escrow.amountCents,
        reason: data.reason,
        refundedAt: data.now,
      },
    },
  ];
}

export function decidePayPrize({ data }: PayPrize, state: WalletState): PrizePaid[] {
  requirePositiveCents(data.amountCents);
  const paid = state.prizesPaid.get(data.tournamentId);
  if (paid !== undefined) {
    if (paid === data.amountCents) return [];
    throw walletTournamentErrors.prizeAlreadyPaid();
  }
  return [
    {
      type: 'PrizePaid',
      data: { tournamentId: data.tournamentId, amountCents: data.amountCents, paidAt: data.now },
    },
  ];
}

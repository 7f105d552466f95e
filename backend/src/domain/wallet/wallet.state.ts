/**
 * The wallet folded from its events. `evolve` trusts events (they were decided already) and moves
 * balances by the amounts each event carries, which keeps the fold equal to the ledger postings.
 * Lookups use Maps so that an id such as "constructor" can never hit an Object prototype key. The
 * maps are persistent (immutable's hash trie): recording a withdrawal shares the rest of the map
 * instead of copying it, so a command on a wallet with 50,000 past withdrawals costs what one on a
 * new wallet does, and every earlier state stays valid (the command executor relies on that).
 */
import { Map as PersistentMap } from 'immutable';
import { Cents } from '../shared/money';
import { DepositMethod, WalletEvent } from './wallet.events';
import { utcDayOf } from './wallet.limits';

export interface DepositRecord {
  method: DepositMethod;
  amountCents: Cents;
  reference: string;
  status: 'pending' | 'credited' | 'rejected';
  /** When it was asked for (a bank transfer's request, a card payment's credit): deposit limits count from it. */
  at: string;
}

export interface WithdrawalRecord {
  amountCents: Cents;
  feeCents: Cents;
  netAmountCents: Cents;
  accountNumber: string;
  accountHolderName: string;
  bankName: string;
  /** The UTC day whose limit this withdrawal counts against. */
  day: string;
  status: 'pending' | 'completed' | 'rejected';
  /** 'card': paid by a refund of `paymentIntentId`, settled by the provider, never by an admin. */
  method?: 'card';
  paymentIntentId?: string;
}

export interface AdjustmentRecord {
  amountCents: Cents;
  reason: string;
}

/** An entry fee held in a tournament's escrow, keyed by the slot reservation it paid for. */
export interface TournamentEscrowRecord {
  tournamentId: string;
  amountCents: Cents;
  status: 'escrowed' | 'refunded';
}

export interface WalletState {
  status: 'none' | 'open';
  userId: string | null;
  availableCents: Cents;
  heldCents: Cents;
  /** Bank transfers awaiting verification: shown to the player, not spendable, not in the ledger. */
  pendingDepositCents: Cents;
  deposits: PersistentMap<string, DepositRecord>;
  /** referenceKey(method, reference) -> depositId. */
  usedReferences: PersistentMap<string, string>;
  withdrawals: PersistentMap<string, WithdrawalRecord>;
  /** UTC day -> cents requested that day, less the rejected ones. */
  withdrawnByDay: PersistentMap<string, Cents>;
  adjustments: PersistentMap<string, AdjustmentRecord>;
  /** reservationId -> the entry fee escrowed for it. */
  tournamentEscrows: PersistentMap<string, TournamentEscrowRecord>;
  /** tournamentId -> the prize paid from it (one prize per player per tournament). */
  prizesPaid: PersistentMap<string, Cents>;
  /** Card payment intent id -> cents taken back by card withdrawals (pending or completed). */
  cardRefundedCents: PersistentMap<string, Cents>;
}

export const initialWalletState = (): WalletState => ({
  status: 'none',
  userId: null,
  availableCents: 0,
  heldCents: 0,
  pendingDepositCents: 0,
  deposits: PersistentMap(),
  usedReferences: PersistentMap(),
  withdrawals: PersistentMap(),
  withdrawnByDay: PersistentMap(),
  adjustments: PersistentMap(),
  tournamentEscrows: PersistentMap(),
  prizesPaid: PersistentMap(),
  cardRefundedCents: PersistentMap(),
});

/**
 * Card-like payments are keyed by the provider's payment intent id (exact); bank references are
 * typed by people, so case and surrounding spaces do not make a reference new.
 */
export function referenceKey(method: DepositMethod, reference: string): string {
  return method === 'bank_transfer' ? `bank:${reference.trim().toUpperCase()}` : `card:${reference}`;
}

function withEntry<K, V>(map: PersistentMap<K, V>, key: K, value: V): PersistentMap<K, V> {
  return map.set(key, value);
}

export function evolveWallet(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'WalletOpened':
      return { ...state, status: 'open', userId: event.data.userId };

    case 'DepositRequested': {
      const { depositId, amountCents, method, reference, requestedAt } = event.data;
      return {
        ...state,
        pendingDepositCents: state.pendingDepositCents + amountCents,
        deposits: withEntry(state.deposits, depositId, {
          method,
          amountCents,
          reference,
          status: 'pending',
          at: requestedAt,
        }),
        usedReferences: withEntry(state.usedReferences, referenceKey(method, reference), depositId),
      };
    }

    case 'Deposited': {
      const { depositId, amountCents, method, reference, depositedAt } = event.data;
      const previous = state.deposits.get(depositId);
      const wasPending = previous?.status === 'pending' ? previous.amountCents : 0;
      const at = previous?.at ?? depositedAt;
      return {
        ...state,
        availableCents: state.availableCents + amountCents,
        pendingDepositCents: state.pendingDepositCents - wasPending,
        deposits: withEntry(state.deposits, depositId, { method, amountCents, reference, status: 'credited', at }),
        usedReferences: withEntry(state.usedReferences, referenceKey(method, reference), depositId),
      };
    }

    case 'DepositRejected': {
      const previous = state.deposits.get(event.data.depositId);
      if (!previous) return state;
      const wasPending = previous.status === 'pending' ? previous.amountCents : 0;
      return {
        ...state,
        pendingDepositCents: state.pendingDepositCents - wasPending,
        deposits: withEntry(state.deposits, event.data.depositId, { ...previous, status: 'rejected' }),
      };
    }

    case 'WithdrawalRequested': {
      const { withdrawalId, requestedAt, ...details } = event.data;
      const day = utcDayOf(requestedAt);
      return {
        ...state,
        availableCents: state.availableCents - details.amountCents,
        heldCents: state.heldCents + details.amountCents,
        withdrawals: withEntry(state.withdrawals, withdrawalId, { ...details, day, status: 'pending' }),
        cardRefundedCents: details.paymentIntentId
          ? withEntry(
              state.cardRefundedCents,
              details.paymentIntentId,
              (state.cardRefundedCents.get(details.paymentIntentId) ?? 0) + details.amountCents,
            )
          : state.cardRefundedCents,
        withdrawnByDay: withEntry(
          state.withdrawnByDay,
          day,
          (state.withdrawnByDay.get(day) ?? 0) + details.amountCents,
        ),
      };
    }

    case 'WithdrawalCompleted': {
      const previous = state.withdrawals.get(event.data.withdrawalId);
      return {
        ...state,
        heldCents: state.heldCents - event.data.amountCents,
        withdrawals: previous
          ? withEntry(state.withdrawals, event.data.withdrawalId, { ...previous, status: 'completed' })
          : state.withdrawals,
      };
    }

    case 'WithdrawalRejected': {
      const { withdrawalId, amountCents } = event.data;
      const previous = state.withdrawals.get(withdrawalId);
      const next = {
        ...state,
        availableCents: state.availableCents + amountCents,
        heldCents: state.heldCents - amountCents,
      };
      if (!previous) return next;
      // A rejected withdrawal gives its share of that day's limit back, and a card withdrawal what
      // it had taken of its card payment.
      const intent = previous.paymentIntentId;
      return {
        ...next,
        cardRefundedCents: intent
          ? withEntry(
              state.cardRefundedCents,
              intent,
              (state.cardRefundedCents.get(intent) ?? 0) - previous.amountCents,
            )
          : state.cardRefundedCents,
        withdrawals: withEntry(state.withdrawals, withdrawalId, { ...previous, status: 'rejected' }),
        withdrawnByDay: withEntry(
          state.withdrawnByDay,
          previous.day,
          (state.withdrawnByDay.get(previous.day) ?? 0) - previous.amountCents,
        ),
      };
    }

    case 'BalanceAdjusted': {
      const { adjustmentId, amountCents, reason } = event.data;
      return {
        ...state,
        availableCents: state.availableCents + amountCents,
        adjustments: withEntry(state.adjustments, adjustmentId, { amountCents, reason }),
      };
    }

    case 'EntryFeeEscrowed': {
      const { reservationId, tournamentId, amountCents } = event.data;
      return {
        ...state,
        availableCents: state.availableCents - amountCents,
        tournamentEscrows: withEntry(state.tournamentEscrows, reservationId, {
          tournamentId,
          amountCents,
          status: 'escrowed',
        }),
      };
    }

    case 'EntryFeeRefunded': {
      const { reservationId, tournamentId, amountCents } = event.data;
      return {
        ...state,
        availableCents: state.availableCents + amountCents,
        tournamentEscrows: withEntry(state.tournamentEscrows, reservationId, {
          tournamentId,
          amountCents,
          status: 'refunded',
        }),
      };
    }

    case 'PrizePaid': {
      const { tournamentId, amountCents } = event.data;
      return {
        ...state,
        availableCents: state.availableCents + amountCents,
        prizesPaid: withEntry(state.prizesPaid, tournamentId, amountCents),
      };
    }
  }
}

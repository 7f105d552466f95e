/**
 * The wallet's business constants and the pure fee arithmetic behind them. The API, the dialogs and
 * the deposit page all show numbers computed here, so a fee shown is the fee charged.
 * See docs/decisions/wallet-fees.md.
 */
import { Cents, percentOf } from '../shared/money';
import { DepositMethod } from './wallet.events';

export const MIN_DEPOSIT_CENTS: Cents = 1_000;
export const MAX_DEPOSIT_CENTS: Cents = 1_000_000;

/** One admin correction moves at most $10,000.00 either way (larger corrections are split, each with its reason). */
export const MAX_ADJUSTMENT_CENTS: Cents = 1_000_000;
/**
 * No wallet holds more than $1,000,000.00 (available + held): far above any real player, far below
 * what the read models' numeric(12,2) columns can hold, so a projection can never overflow.
 */
export const MAX_WALLET_BALANCE_CENTS: Cents = 100_000_000;

/** 3% for card, Apple Pay and Google Pay, charged on top of the amount the wallet receives. */
export const CARD_FEE_BASIS_POINTS = 300;

export const MIN_WITHDRAWAL_CENTS: Cents = 1_000;
export const WITHDRAWAL_FEE_BASIS_POINTS = 250;
export const MIN_WITHDRAWAL_FEE_CENTS: Cents = 100;
/** Sum of the day's requested withdrawals (rejected ones give their share back), per UTC day. */
export const DAILY_WITHDRAWAL_LIMIT_CENTS: Cents = 1_000_000;

/** The card fee for a deposit of `amountCents` (rounded half up to the cent). */
export function cardFeeCents(amountCents: Cents): Cents {
  return percentOf(amountCents, CARD_FEE_BASIS_POINTS);
}

/** What the card is charged: the amount credited to the wallet plus the card fee. */
export function cardChargeCents(amountCents: Cents): Cents {
  return amountCents + cardFeeCents(amountCents);
}

export function depositFeeCents(method: DepositMethod, amountCents: Cents): Cents {
  return method === 'bank_transfer' ? 0 : cardFeeCents(amountCents);
}

/** 2.5% of the amount, never less than $1; the fee comes out of the amount withdrawn. */
export function withdrawalFeeCents(amountCents: Cents): Cents {
  return Math.max(MIN_WITHDRAWAL_FEE_CENTS, percentOf(amountCents, WITHDRAWAL_FEE_BASIS_POINTS));
}

const UTC_INSTANT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?Z$/;

/**
 * "2026-11-21T23:59:59.999Z" -> "2026-11-21". Only UTC instants are accepted: reading the day off
 * an offset timestamp would put a withdrawal in the wrong day's limit. A bad instant is a caller
 * bug (the handler's clock gives toISOString), so it is a RangeError, not a DomainError.
 */
export function utcDayOf(instant: string): string {
  const day = UTC_INSTANT.exec(instant)?.[1];
  if (!day || Number.isNaN(Date.parse(instant))) {
    throw new RangeError(`expected a UTC ISO-8601 instant, got ${JSON.stringify(instant)}`);
  }
  return day;
}

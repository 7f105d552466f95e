/**
 * Fee arithmetic for the wallet screens, on integer cents only (no float arithmetic on money).
 * The same rules as the server's wallet.limits.ts, so the numbers shown are the numbers charged.
 */
import { CARD_FEE_BASIS_POINTS, MIN_WITHDRAWAL_FEE_CENTS, WITHDRAWAL_FEE_BASIS_POINTS } from '@/config/wallet-limits';
import { formatCents } from '@/lib/money';

export type Cents = number;

const AMOUNT_TEXT = /^(\d{1,9})?(?:\.(\d{0,2}))?$/;

/**
 * What a person typed in an amount box ("50", "12.5", "0.99", ".5") as cents, or null when it is
 * not a plain non-negative amount with at most two decimals ("", "abc", "1e3", "12.345", "-5").
 */
export function parseAmountInput(text: string): Cents | null {
  const trimmed = text.trim();
  const match = AMOUNT_TEXT.exec(trimmed);
  if (!match || trimmed === '.' || trimmed === '') return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** cents × basisPoints / 10 000, rounded half up to the cent, in integers only (2.5% is 250). */
export function percentOfCents(cents: Cents, basisPoints: number): Cents {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`not a whole, non-negative number of cents: ${cents}`);
  const product = cents * basisPoints;
  const quotient = Math.floor(product / 10_000);
  const remainder = product - quotient * 10_000;
  return remainder * 2 >= 10_000 ? quotient + 1 : quotient;
}

/** The 3% card (Apple Pay, Google Pay) fee, charged on top of the deposit. */
export function cardFeeCents(amount: Cents): Cents {
  return percentOfCents(amount, CARD_FEE_BASIS_POINTS);
}

/** What the card is charged: the deposit plus the card fee. */
export function cardTotalCents(amount: Cents): Cents {
  return amount + cardFeeCents(amount);
}

/** 2.5% of the amount withdrawn, never less than $1.00. */
export function withdrawalFeeCents(amount: Cents): Cents {
  return Math.max(MIN_WITHDRAWAL_FEE_CENTS, percentOfCents(amount, WITHDRAWAL_FEE_BASIS_POINTS));
}

/** What reaches the player's bank: the amount minus the fee (never below zero). */
export function withdrawalNetCents(amount: Cents): Cents {
  return Math.max(0, amount - withdrawalFeeCents(amount));
}

/** 1234550 -> "$12,345.50", for people to read. */
export function usd(cents: Cents): string {
  return `$${formatCents(cents)}`;
}

/** 1250 -> "12.50": the wire format of an amount (no thousands separators). */
export function toAmountString(cents: Cents): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** 1250 -> 12.5: for request bodies whose contract is a JSON number. Parsed from the exact decimal text. */
export function toAmountNumber(cents: Cents): number {
  return Number(toAmountString(cents));
}

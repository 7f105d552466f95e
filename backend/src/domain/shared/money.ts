/**
 * Money is an integer number of US cents. It becomes a "12.50" string only at the API edge.
 * Nothing here uses float arithmetic.
 */
export type Cents = number;

/**
 * The canonical text of an amount: an optional minus, whole dollars without leading zeros, and at
 * most 2 decimals. No spaces, no plus sign, no exponent: "12.50", "12.5", "12", "0.05", "-3.00".
 */
const MONEY_PATTERN = /^(-)?(0|[1-9]\d{0,9})(?:\.(\d{1,2}))?$/;

export function assertCents(value: number, what = 'amount'): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
  return value;
}

/**
 * "12.5" | "12.50" | "-3" -> cents. Returns null for anything else, " 10.00" and "010.00" included.
 * A number (a developer tool's JSON, never an amount of the public API: see money-input.ts) is read
 * through its decimal text.
 */
export function parseMoney(input: string | number): Cents | null {
  const text = typeof input === 'number' ? numberToDecimalText(input) : input;
  if (text === null) return null;
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/**
 * A JSON number such as 12.5 arrives as a float; read it through its shortest decimal text
 * (which JavaScript guarantees round-trips) so 0.1 + 0.2-style noise never reaches the ledger.
 */
function numberToDecimalText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** 1250 -> "12.50", -5 -> "-0.05". */
export function formatCents(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/**
 * cents * basisPoints / 10000, rounded half up (away from zero for positives), in integers only.
 * 2.5% is 250 basis points.
 */
export function percentOf(cents: Cents, basisPoints: number): Cents {
  assertCents(cents);
  assertCents(basisPoints, 'basisPoints');
  const product = cents * basisPoints;
  if (!Number.isSafeInteger(product)) throw new RangeError('amount too large for percentage');
  const quotient = Math.trunc(product / 10000);
  const remainder = product - quotient * 10000;
  return remainder * 2 >= 10000 ? quotient + 1 : remainder * 2 <= -10000 ? quotient - 1 : quotient;
}

/** Split an amount into `parts` integer shares that sum to it exactly; the first shares take the odd cents. */
export function splitEvenly(cents: Cents, parts: number): Cents[] {
  assertCents(cents);
  if (!Number.isInteger(parts) || parts <= 0) throw new RangeError('parts must be a positive integer');
  const base = Math.trunc(cents / parts);
  const remainder = cents - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < remainder ? 1 : 0));
}

/** 1000000 -> "$10,000.00", -5 -> "-$0.05": for sentences people read, never for storage. */
export function formatUsd(cents: Cents): string {
  const [whole, fraction] = formatCents(Math.abs(cents)).split('.') as [string, string]; // always "whole.cents"
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`;
}

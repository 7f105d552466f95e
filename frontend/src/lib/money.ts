/**
 * The one money module of the browser app. Money is an integer number of US cents in code; it is
 * a "12.50" string only at the API edge, and "$1,234.50" only on screen. Every amount a person
 * types and every amount the API sends goes through `parseMoney`, which refuses anything that is
 * not plainly dollars and cents rather than guessing (no 0 for "abc", no rounding of "1.234").
 * No float arithmetic on money: no parseFloat, no `* 100` on a float, no toFixed.
 */
export type Cents = number;

/** What the API may send for an amount: a "12.50" string (or, from older endpoints, a JSON number). */
export type ApiMoney = string | number;

/** At most 10 digits of dollars: numeric(12,2), the server's column type, holds no more. */
const MAX_WHOLE_DIGITS = 10;

export type MoneyProblem = 'empty' | 'format' | 'decimals' | 'negative' | 'too_large';

export type MoneyParse = { ok: true; cents: Cents } | { ok: false; problem: MoneyProblem };

export interface ParseOptions {
  /** An admin correction may be negative; nothing a player types may be. */
  allowNegative?: boolean;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * "12.5" | "12.50" | " 25 " | "-3.05" (when allowed) -> cents. The same rule as the server's
 * `parseMoney` (backend domain/shared/money.ts), so what a form accepts the server accepts:
 * digits, an optional point and one or two decimals. Refused, with the reason: "" (empty), "abc",
 * "1e3", "1,000", ".5", "10." (format), "1.234" (decimals), "-5" (negative), 11+ digits (too_large).
 */
export function parseMoney(text: string, { allowNegative = false }: ParseOptions = {}): MoneyParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { ok: false, problem: 'format' };
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  if (sign && !allowNegative) return { ok: false, problem: 'negative' };
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'too_large' };
  // Integers of at most 10 + 2 digits: exact in a double, so this is integer arithmetic.
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return { ok: true, cents: sign && cents !== 0 ? -cents : cents };
}

/** An amount the server sent was not dollars and cents: a server bug, never a number to guess. */
export class MoneyFormatError extends Error {
  constructor(value: unknown) {
    super(`Expected an amount such as "12.50" from the server, got ${JSON.stringify(value)}`);
    this.name = 'MoneyFormatError';
  }
}

/**
 * An API amount in cents. A JSON number is read through its shortest decimal text (which
 * round-trips exactly), so 12.5 is 1250 and 12.345 or 1e21 are refused, exactly like a string.
 * Throws `MoneyFormatError` for anything else: a wrong balance must never show as $0.00.
 */
export function centsFromApi(value: ApiMoney): Cents {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const parsed = typeof text === 'string' ? parseMoney(text, { allowNegative: true }) : undefined;
  if (!parsed?.ok) throw new MoneyFormatError(value);
  return parsed.cents;
}

/**
 * For optional amounts (a prize not yet won, stats still loading): absent means none, 0 cents.
 * A present but malformed amount still throws.
 */
export function centsFromApiOrZero(value: ApiMoney | null | undefined): Cents {
  return value === null || value === undefined ? 0 : centsFromApi(value);
}

function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
}

/** 1250 -> "12.50", -5 -> "-0.05": the wire format of an amount (no separators), for request bodies. */
export function toAmountString(cents: Cents): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123456 -> "1,234.56": for people to read (the caller adds the "$"). */
export function formatCents(cents: Cents): string {
  const [whole = '0', fraction = '00'] = toAmountString(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** 123456 -> "$1,234.56", -500 -> "-$5.00". */
export function usd(cents: Cents): string {
  return cents < 0 ? `-$${formatCents(-cents)}` : `$${formatCents(cents)}`;
}

/** An API amount as "1,234.50"; an absent one as "0.00". A malformed one throws (see `centsFromApi`). */
export function formatMoney(value: ApiMoney | null | undefined): string {
  return formatCents(centsFromApiOrZero(value));
}

/**
 * cents x basisPoints / 10 000, rounded half up (away from zero), in integers only: the server's
 * `percentOf`. 2.5% is 250 basis points.
 */
export function percentOf(cents: Cents, basisPoints: number): Cents {
  assertCents(cents);
  assertCents(basisPoints);
  const product = cents * basisPoints;
  if (!Number.isSafeInteger(product)) throw new RangeError('Amount too large for a percentage');
  const quotient = Math.trunc(product / 10_000);
  const remainder = product - quotient * 10_000;
  if (remainder * 2 >= 10_000) return quotient + 1;
  if (remainder * 2 <= -10_000) return quotient - 1;
  return quotient;
}

/** A share of `cents` split `parts` ways, rounded up to a whole cent (the court fee's rule). */
export function shareRoundedUp(cents: Cents, parts: number): Cents {
  assertCents(cents);
  if (!Number.isInteger(parts) || parts <= 0) throw new RangeError('parts must be a positive integer');
  const quotient = Math.trunc(cents / parts);
  return cents - quotient * parts > 0 ? quotient + 1 : quotient;
}

/** `cents / parts` rounded half up to a whole cent (an average per win, say), in integers only. */
export function divideRounded(cents: Cents, parts: number): Cents {
  assertCents(cents);
  if (!Number.isInteger(parts) || parts <= 0) throw new RangeError('parts must be a positive integer');
  const quotient = Math.trunc(cents / parts);
  const remainder = cents - quotient * parts;
  if (remainder * 2 >= parts) return quotient + 1;
  if (remainder * 2 <= -parts) return quotient - 1;
  return quotient;
}

/** 1000 -> "$10", 1050 -> "$10.50": for sentences that name a round limit ("Minimum withdrawal is $10"). */
export function usdShort(cents: Cents): string {
  return usd(cents).replace(/\.00$/, '');
}

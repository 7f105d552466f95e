/**
 * zod schemas for amount fields, built on `parseMoney`: the text a person typed goes in, integer
 * cents come out, or a sentence saying what is wrong. Every money form uses these.
 */
import { z } from 'zod';
import { parseMoney, usd, type Cents, type MoneyProblem } from './money';

export interface MoneyInputOptions {
  /** Smallest accepted amount, inclusive. Default 0 (or no minimum when negatives are allowed). */
  minCents?: Cents;
  /** Largest accepted amount, inclusive (and, when negatives are allowed, the largest debit too). */
  maxCents?: Cents;
  allowNegative?: boolean;
  /** Sentences that replace the defaults, e.g. the spec's 'Minimum withdrawal is $10'. */
  messages?: Partial<Record<MoneyProblem | 'min' | 'max', string>>;
}

export const DEFAULT_MONEY_MESSAGES: Record<MoneyProblem, string> = {
  empty: 'Amount is required',
  format: 'Enter an amount in dollars, for example 12.50',
  decimals: 'Amount can have at most 2 decimal places',
  negative: 'Amount cannot be negative',
  too_large: 'That amount is too large',
};

export type MoneyInputCheck = { ok: true; cents: Cents } | { ok: false; message: string };

/** A typed amount checked against the options: its cents, or a sentence saying what is wrong. */
export function checkMoneyInput(text: string, options: MoneyInputOptions = {}): MoneyInputCheck {
  const { minCents, maxCents, allowNegative = false, messages = {} } = options;
  const parsed = parseMoney(text, { allowNegative });
  if (!parsed.ok) return { ok: false, message: messages[parsed.problem] ?? DEFAULT_MONEY_MESSAGES[parsed.problem] };
  const cents = parsed.cents;
  const min = minCents ?? (allowNegative ? undefined : 0);
  if (min !== undefined && cents < min) return { ok: false, message: messages.min ?? `Minimum amount is ${usd(min)}` };
  if (maxCents !== undefined && Math.abs(cents) > maxCents)
    return { ok: false, message: messages.max ?? `Maximum amount is ${usd(maxCents)}` };
  return { ok: true, cents };
}

/**
 * A money field: string in, cents out. `moneyInput({ minCents: 1000, maxCents: 1_000_000 })`
 * refuses "", "abc", "1e3", "1.234", "-5", "9.99" and "10000.01", each with its own sentence.
 * With `optional`, a blank field is 0 cents.
 */
export function moneyInput(options: MoneyInputOptions & { optional?: boolean } = {}) {
  return z.string().transform((text, ctx): Cents => {
    if (options.optional && text.trim() === '') return 0;
    const checked = checkMoneyInput(text, options);
    if (checked.ok) return checked.cents;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });
}

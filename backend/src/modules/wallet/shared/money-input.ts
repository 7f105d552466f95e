/**
 * The HTTP money input: amounts arrive only as canonical strings ("12.50"; see MONEY_PATTERN in
 * domain/shared/money.ts), read by `parseMoney`. A JSON number (a float on the way in), spaces,
 * a plus sign or leading zeros are a readable 400: the amount a person meant is never guessed.
 */
import { ValidateBy } from 'class-validator';
import { Cents, parseMoney } from '../../../domain/shared/money';

const TOO_MANY_DECIMALS = /^-?\d+\.\d{3,}$/;

/** The sentence for an amount `parseMoney` refuses, or null when it is one. */
function moneyTextProblem(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return 'Amount is required.';
  }
  if (typeof value === 'number') {
    return `Send amounts as text in dollars, for example "12.50", not as a JSON number.`;
  }
  if (typeof value !== 'string') return 'Amount must be text in dollars, for example "12.50".';
  if (/\s/.test(value)) return 'Amount must not contain spaces: send it as "12.50".';
  if (TOO_MANY_DECIMALS.test(value)) return 'Amount can have at most 2 decimal places.';
  return parseMoney(value) === null ? 'Amount must be a number of dollars, for example 12.50.' : null;
}

/** A DTO field holding dollars and cents: a canonical string, at most 2 decimals, sign allowed. */
export function IsMoneyAmount(invalidMessage?: string): PropertyDecorator {
  return ValidateBy({
    name: 'isMoneyAmount',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && parseMoney(value) !== null,
      defaultMessage: (args) => {
        const problem = moneyTextProblem(args?.value) ?? 'Amount is not valid.';
        // A caller's own sentence replaces the generic format sentence only, not the specific ones.
        return invalidMessage && /number of dollars/.test(problem) ? invalidMessage : problem;
      },
    },
  });
}

/** For a value `IsMoneyAmount` accepted. */
export function toCents(value: string): Cents {
  const cents = parseMoney(value);
  if (cents === null) throw new TypeError(`not a money amount: ${String(value)}`);
  return cents;
}

/**
 * Amounts arrive as a JSON number (12.5) or a string ("12.50"). Both go through `parseMoney`, which
 * reads the decimal text and never does float arithmetic; anything else is a readable 400.
 */
import { ValidateBy } from 'class-validator';
import { Cents, parseMoney } from '../../../domain/shared/money';

const TOO_MANY_DECIMALS = /^-?\d+\.\d{3,}$/;

function problemWith(value: unknown, invalidMessage: string): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return 'Amount is required.';
  }
  if ((typeof value === 'number' || typeof value === 'string') && TOO_MANY_DECIMALS.test(String(value).trim())) {
    return 'Amount can have at most 2 decimal places.';
  }
  return invalidMessage;
}

/** A DTO field holding dollars and cents (number or string, at most 2 decimals, sign allowed). */
export function IsMoneyAmount(
  invalidMessage = 'Amount must be a number of dollars, for example 12.50.',
): PropertyDecorator {
  return ValidateBy({
    name: 'isMoneyAmount',
    validator: {
      validate: (value: unknown) =>
        (typeof value === 'number' || typeof value === 'string') && parseMoney(value) !== null,
      defaultMessage: (args) => problemWith(args?.value, invalidMessage),
    },
  });
}

/** For a value `IsMoneyAmount` accepted. */
export function toCents(value: number | string): Cents {
  const cents = parseMoney(value);
  if (cents === null) throw new TypeError(`not a money amount: ${String(value)}`);
  return cents;
}

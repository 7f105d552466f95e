/**
 * Fees arrive as canonical "12.50" strings only (no JSON numbers, no spaces: see
 * wallet/shared/money-input.ts). Anything else is a 400 with the spec's sentence.
 */
import { ValidateBy } from 'class-validator';
import { Cents, formatUsd, parseMoney } from '../../../domain/shared/money';
import { MAX_FEE_CENTS } from '../../../domain/tournament/tournament.constants';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A non-negative amount of dollars with at most 2 decimals, up to MAX_FEE_CENTS. */
export function IsFee(requiredMessage: string, invalidMessage: string): PropertyDecorator {
  return ValidateBy({
    name: 'isFee',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string') return false;
        const cents = parseMoney(value);
        return cents !== null && cents >= 0 && cents <= MAX_FEE_CENTS;
      },
      defaultMessage: (args) => {
        if (isBlank(args?.value)) return requiredMessage;
        const cents =
          typeof args?.value === 'string' || typeof args?.value === 'number' ? parseMoney(args.value) : null;
        if (cents !== null && cents > MAX_FEE_CENTS)
          return `A fee can be at most ${formatUsd(MAX_FEE_CENTS)} per player.`;
        return invalidMessage;
      },
    },
  });
}

/** For a value `IsFee` accepted. */
export function feeCents(value: string): Cents {
  const cents = parseMoney(value);
  if (cents === null) throw new TypeError(`not a fee: ${String(value)}`);
  return cents;
}

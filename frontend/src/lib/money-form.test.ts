import { describe, expect, it } from 'vitest';
import { checkMoneyInput, moneyInput } from './money-form';

const deposit = moneyInput({
  minCents: 1000,
  maxCents: 1_000_000,
  messages: { min: 'Minimum deposit amount is $10.00', max: 'Maximum deposit amount is $10,000.00' },
});

const messageOf = (result: ReturnType<typeof deposit.safeParse>) => result.error?.issues[0]?.message;

describe('moneyInput', () => {
  it('turns typed text into cents', () => {
    expect(deposit.parse('10')).toBe(1000);
    expect(deposit.parse('12.34')).toBe(1234);
    expect(deposit.parse(' 10000.00 ')).toBe(1_000_000);
  });

  it.each([
    ['', 'Amount is required'],
    ['abc', 'Enter an amount in dollars, for example 12.50'],
    ['1e3', 'Enter an amount in dollars, for example 12.50'],
    ['12.345', 'Amount can have at most 2 decimal places'],
    ['-20', 'Amount cannot be negative'],
    ['9.99', 'Minimum deposit amount is $10.00'],
    ['10000.01', 'Maximum deposit amount is $10,000.00'],
    ['123456789012', 'That amount is too large'],
  ])('refuses %j with %j', (text, message) => {
    const result = deposit.safeParse(text);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe(message);
  });

  it('uses default sentences for the limits', () => {
    expect(checkMoneyInput('5', { minCents: 1000 })).toEqual({ ok: false, message: 'Minimum amount is $10.00' });
    expect(checkMoneyInput('50', { maxCents: 1000 })).toEqual({ ok: false, message: 'Maximum amount is $10.00' });
    expect(checkMoneyInput('0', {})).toEqual({ ok: true, cents: 0 });
  });

  it('lets a message replace any problem', () => {
    const amount = moneyInput({ messages: { empty: 'Entry fee is required', format: 'Invalid entry fee format' } });
    expect(messageOf(amount.safeParse(''))).toBe('Entry fee is required');
    expect(messageOf(amount.safeParse('ten'))).toBe('Invalid entry fee format');
  });

  it('admin corrections: negative allowed, bounded both ways', () => {
    const correction = moneyInput({ allowNegative: true, maxCents: 1_000_000 });
    expect(correction.parse('-25.50')).toBe(-2550);
    expect(correction.parse('25.50')).toBe(2550);
    expect(messageOf(correction.safeParse('-10000.01'))).toBe('Maximum amount is $10,000.00');
    expect(messageOf(correction.safeParse('-1.234'))).toBe('Amount can have at most 2 decimal places');
  });

  it('optional: blank is no amount, anything else must still be valid', () => {
    const court = moneyInput({ optional: true, messages: { format: 'Invalid court fee format' } });
    expect(court.parse('')).toBe(0);
    expect(court.parse('  ')).toBe(0);
    expect(court.parse('40')).toBe(4000);
    expect(messageOf(court.safeParse('forty'))).toBe('Invalid court fee format');
  });
});

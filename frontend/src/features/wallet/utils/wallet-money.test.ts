import { describe, expect, it } from 'vitest';
import {
  cardFeeCents,
  cardTotalCents,
  parseAmountInput,
  percentOfCents,
  toAmountNumber,
  toAmountString,
  usd,
  withdrawalFeeCents,
  withdrawalNetCents,
} from './wallet-money';

describe('card fee: 3% of the deposit, rounded half up, charged on top', () => {
  it.each([
    [1000, 30, 1030],
    [2500, 75, 2575],
    [5000, 150, 5150],
    [1050, 32, 1082], // 31.5 cents rounds up
    [1016, 30, 1046], // 30.48 rounds down
    [1017, 31, 1048], // 30.51 rounds up
    [999, 30, 1029], // 29.97
    [1_000_000, 30_000, 1_030_000],
  ])('%i cents -> fee %i, charged %i', (amount, fee, total) => {
    expect(cardFeeCents(amount)).toBe(fee);
    expect(cardTotalCents(amount)).toBe(total);
  });
});

describe('withdrawal fee: 2.5%, at least $1.00, taken out of the amount', () => {
  it.each([
    [1000, 100, 900], // 2.5% is 25 cents: the $1 minimum applies
    [2000, 100, 1900],
    [4000, 100, 3900], // exactly $1.00
    [4020, 101, 3919], // 100.5 cents rounds up
    [10_000, 250, 9750],
    [12_345, 309, 12_036], // 308.625 rounds up
    [1_000_000, 25_000, 975_000],
  ])('%i cents -> fee %i, receives %i', (amount, fee, net) => {
    expect(withdrawalFeeCents(amount)).toBe(fee);
    expect(withdrawalNetCents(amount)).toBe(net);
  });
});

describe('percentOfCents', () => {
  it('rounds exactly half up and never uses float cents', () => {
    expect(percentOfCents(50, 100)).toBe(1); // 0.5 -> 1
    expect(percentOfCents(49, 100)).toBe(0); // 0.49 -> 0
    expect(percentOfCents(0, 300)).toBe(0);
  });

  it('refuses fractional or negative cents', () => {
    expect(() => percentOfCents(10.5, 300)).toThrow(RangeError);
    expect(() => percentOfCents(-100, 300)).toThrow(RangeError);
  });
});

describe('parseAmountInput', () => {
  it.each([
    ['50', 5000],
    ['12.5', 1250],
    ['0.99', 99],
    ['.5', 50],
    ['10.', 1000],
    [' 25.00 ', 2500],
    ['10000', 1_000_000],
  ])('%s -> %i cents', (text, cents) => {
    expect(parseAmountInput(text)).toBe(cents);
  });

  it.each(['', '.', 'abc', '1e3', '12.345', '-5', '1,000'])('rejects %j', (text) => {
    expect(parseAmountInput(text)).toBeNull();
  });
});

describe('formatting', () => {
  it('formats for people with a dollar sign and separators', () => {
    expect(usd(123_456)).toBe('$1,234.56');
    expect(usd(5)).toBe('$0.05');
  });

  it('formats for the wire without separators', () => {
    expect(toAmountString(123_456)).toBe('1234.56');
    expect(toAmountString(2500)).toBe('25.00');
    expect(toAmountNumber(1010)).toBe(10.1);
    expect(toAmountNumber(5000)).toBe(50);
  });
});

import { describe, expect, it } from 'vitest';
import {
  centsFromApi,
  centsFromApiOrZero,
  divideRounded,
  formatCents,
  formatMoney,
  MoneyFormatError,
  parseMoney,
  percentOf,
  shareRoundedUp,
  toAmountString,
  usd,
  usdShort,
} from './money';

describe('parseMoney: what a person typed, in cents, or why not', () => {
  it.each([
    ['50', 5000],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.99', 99],
    ['0.10', 10],
    [' 25.00 ', 2500],
    ['0', 0],
    ['007.05', 705],
    ['10000', 1_000_000],
    ['9999999999.99', 999_999_999_999],
  ])('%j -> %i cents', (text, cents) => {
    expect(parseMoney(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'format'],
    ['1e3', 'format'],
    ['1,000', 'format'],
    ['$10', 'format'],
    ['+10', 'format'],
    ['.5', 'format'],
    ['10.', 'format'],
    ['1..2', 'format'],
    ['Infinity', 'format'],
    ['NaN', 'format'],
    ['0x10', 'format'],
    ['12 50', 'format'],
    ['1.234', 'decimals'],
    ['12.345', 'decimals'],
    ['0.001', 'decimals'],
    ['-5', 'negative'],
    ['-0.01', 'negative'],
    ['10000000000', 'too_large'],
    ['99999999999999999999', 'too_large'],
  ])('refuses %j (%s), never guesses 0', (text, problem) => {
    expect(parseMoney(text)).toEqual({ ok: false, problem });
  });

  it('accepts a negative amount only where asked to (admin corrections)', () => {
    expect(parseMoney('-3.05', { allowNegative: true })).toEqual({ ok: true, cents: -305 });
    expect(parseMoney('-0', { allowNegative: true })).toEqual({ ok: true, cents: 0 });
    expect(parseMoney('-1.234', { allowNegative: true })).toEqual({ ok: false, problem: 'decimals' });
  });

  it('is exact where floats are not: 0.1 + 0.2 and 1.005 stay whole cents', () => {
    expect(parseMoney('0.29')).toEqual({ ok: true, cents: 29 }); // 0.29 * 100 is 28.999... as a float
    expect(parseMoney('1.15')).toEqual({ ok: true, cents: 115 });
    expect(parseMoney('4.35')).toEqual({ ok: true, cents: 435 });
  });
});

describe('centsFromApi: amounts the server sent', () => {
  it.each<[string | number, number]>([
    ['0.00', 0],
    ['12.50', 1250],
    ['1234.56', 123_456],
    ['-3.05', -305],
    [19.99, 1999],
    [12.5, 1250],
    [0, 0],
  ])('%j -> %i cents', (value, cents) => {
    expect(centsFromApi(value)).toBe(cents);
  });

  it.each<unknown>(['abc', '', '1.234', '1e3', 12.345, 1e21, Number.NaN, Number.POSITIVE_INFINITY, null, {}])(
    'throws for %j rather than showing $0.00',
    (value) => {
      expect(() => centsFromApi(value as string)).toThrow(MoneyFormatError);
    },
  );

  it('reads an absent optional amount as none', () => {
    expect(centsFromApiOrZero(null)).toBe(0);
    expect(centsFromApiOrZero(undefined)).toBe(0);
    expect(centsFromApiOrZero('7.10')).toBe(710);
    expect(() => centsFromApiOrZero('7.1.0')).toThrow(MoneyFormatError);
  });
});

describe('formatting', () => {
  it('for people: two decimals and thousands separators', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123_450)).toBe('1,234.50');
    expect(formatCents(-710)).toBe('-7.10');
    expect(formatCents(100_000_000_000)).toBe('1,000,000,000.00');
  });

  it('usdShort drops .00 for round limits in sentences', () => {
    expect(usdShort(1000)).toBe('$10');
    expect(usdShort(1_000_000)).toBe('$10,000');
    expect(usdShort(1050)).toBe('$10.50');
  });

  it('usd puts the sign before the dollar', () => {
    expect(usd(123_456)).toBe('$1,234.56');
    expect(usd(-500)).toBe('-$5.00');
  });

  it('for the wire: no separators, sign first', () => {
    expect(toAmountString(123_456)).toBe('1234.56');
    expect(toAmountString(2500)).toBe('25.00');
    expect(toAmountString(-5)).toBe('-0.05');
    expect(toAmountString(0)).toBe('0.00');
  });

  it('refuses a fractional number of cents instead of rounding it', () => {
    expect(() => formatCents(10.5)).toThrow(RangeError);
    expect(() => toAmountString(Number.NaN)).toThrow(RangeError);
  });

  it('formatMoney reads API amounts; absent is 0.00, malformed throws', () => {
    expect(formatMoney('1234.5')).toBe('1,234.50');
    expect(formatMoney('-7.1')).toBe('-7.10');
    expect(formatMoney(null)).toBe('0.00');
    expect(() => formatMoney('abc')).toThrow(MoneyFormatError);
  });

  it('round-trips every cent amount through the wire format', () => {
    for (let cents = -2000; cents <= 2000; cents += 1) {
      expect(centsFromApi(toAmountString(cents))).toBe(cents);
    }
  });
});

describe('percentOf: the server rule, half up in integers', () => {
  it.each([
    [1000, 300, 30],
    [1050, 300, 32], // 31.5 rounds up
    [1049, 300, 31], // 31.47 rounds down
    [4020, 250, 101], // 100.5 rounds up
    [50, 100, 1], // 0.5 -> 1
    [49, 100, 0],
    [0, 300, 0],
    [-1050, 300, -32], // away from zero
  ])('%i x %i bp -> %i', (cents, bp, result) => {
    expect(percentOf(cents, bp)).toBe(result);
  });

  it('refuses fractional cents and absurd products', () => {
    expect(() => percentOf(10.5, 300)).toThrow(RangeError);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 300)).toThrow(RangeError);
  });
});

describe('shareRoundedUp', () => {
  it.each([
    [4000, 4, 1000],
    [1000, 4, 250],
    [10, 4, 3], // 2.5 -> 3
    [1001, 4, 251],
    [0, 4, 0],
  ])('%i / %i -> %i', (cents, parts, share) => {
    expect(shareRoundedUp(cents, parts)).toBe(share);
  });

  it('refuses zero parts', () => {
    expect(() => shareRoundedUp(100, 0)).toThrow(RangeError);
  });
});

describe('divideRounded', () => {
  it.each([
    [1000, 3, 333],
    [1001, 2, 501], // 500.5 rounds up
    [1000, 4, 250],
    [5, 2, 3],
    [-5, 2, -3],
    [0, 7, 0],
  ])('%i / %i -> %i', (cents, parts, result) => {
    expect(divideRounded(cents, parts)).toBe(result);
  });
});

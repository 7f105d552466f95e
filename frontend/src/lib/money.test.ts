import { describe, expect, it } from 'vitest';
import { formatMoney, shareOf, toCents } from './money';

describe('money', () => {
  it('parses decimal strings to cents without float drift', () => {
    expect(toCents('0.10')).toBe(10);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents('-3.05')).toBe(-305);
    expect(toCents(19.99)).toBe(1999);
  });

  it('treats missing or malformed values as zero', () => {
    expect(toCents(null)).toBe(0);
    expect(toCents(undefined)).toBe(0);
    expect(toCents('abc')).toBe(0);
    expect(formatMoney(null)).toBe('0.00');
  });

  it('formats with two decimals and thousands separators', () => {
    expect(formatMoney('0.00')).toBe('0.00');
    expect(formatMoney('1234.5')).toBe('1,234.50');
    expect(formatMoney('-7.1')).toBe('-7.10');
  });

  it('splits a court fee into four shares', () => {
    expect(shareOf('40.00', 4)).toBe('10.00');
    expect(shareOf('10.00', 4)).toBe('2.50');
    expect(shareOf('0.10', 4)).toBe('0.03');
    expect(shareOf(null, 4)).toBe('0.00');
  });
});

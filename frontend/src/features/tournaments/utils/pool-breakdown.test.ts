import { describe, expect, it } from 'vitest';
import { parseMoneyInput, percentOfCents, poolBreakdown } from './pool-breakdown';

describe('poolBreakdown', () => {
  it('splits a $10.00 entry fee: pool 40.00, fee 2.00, winners 38.00, 19.00 each', () => {
    expect(poolBreakdown(1000)).toEqual({
      entryFeeCents: 1000,
      courtFeeCents: 0,
      courtShareCents: 0,
      totalPerPlayerCents: 1000,
      poolCents: 4000,
      platformFeeCents: 200,
      winnersPoolCents: 3800,
      firstWinnerCents: 1900,
      secondWinnerCents: 1900,
    });
  });

  it('gives the odd cent to the first winner: $0.33 -> pool 1.32, fee 0.07, 0.63 + 0.62', () => {
    const b = poolBreakdown(33);
    expect(b.poolCents).toBe(132);
    expect(b.platformFeeCents).toBe(7); // 6.6 rounded half up
    expect(b.winnersPoolCents).toBe(125);
    expect(b.firstWinnerCents).toBe(63);
    expect(b.secondWinnerCents).toBe(62);
    expect(b.firstWinnerCents + b.secondWinnerCents + b.platformFeeCents).toBe(b.poolCents);
  });

  it('adds the court share to what each player pays, outside the pool', () => {
    const b = poolBreakdown(2500, 4000);
    expect(b.courtShareCents).toBe(1000);
    expect(b.totalPerPlayerCents).toBe(3500);
    expect(b.poolCents).toBe(10000);
    expect(b.platformFeeCents).toBe(500);
    expect(b.firstWinnerCents).toBe(4750);
  });

  it('rounds the fee half up, never down at .5', () => {
    expect(percentOfCents(10, 500)).toBe(1); // 0.5 -> 1
    expect(percentOfCents(9, 500)).toBe(0); // 0.45 -> 0
    expect(percentOfCents(30, 500)).toBe(2); // 1.5 -> 2
  });

  it('keeps every cent: prizes + fee = pool for many fees', () => {
    for (let cents = 0; cents < 2000; cents += 7) {
      const b = poolBreakdown(cents);
      expect(b.firstWinnerCents + b.secondWinnerCents + b.platformFeeCents).toBe(b.poolCents);
      expect(b.firstWinnerCents - b.secondWinnerCents).toBeGreaterThanOrEqual(0);
      expect(b.firstWinnerCents - b.secondWinnerCents).toBeLessThanOrEqual(1);
    }
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['10.50', 1050],
    [' 0.33 ', 33],
    ['0', 0],
  ])('%s -> %i cents', (text, cents) => {
    expect(parseMoneyInput(text)).toBe(cents);
  });

  it.each(['', 'abc', '10.505', '-1', '1e3', '10.'])('rejects %j', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });
});

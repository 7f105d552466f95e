import { describe, expect, it } from 'vitest';
import { MONEY_RULES } from '@/testing/money-rules';
import { poolBreakdown } from './pool-breakdown';

describe('poolBreakdown', () => {
  it('splits a $10.00 entry fee: pool 40.00, fee 2.00, winners 38.00, 19.00 each', () => {
    expect(poolBreakdown(1000, 0, MONEY_RULES)).toEqual({
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
    const b = poolBreakdown(33, 0, MONEY_RULES);
    expect(b.poolCents).toBe(132);
    expect(b.platformFeeCents).toBe(7); // 6.6 rounded half up
    expect(b.winnersPoolCents).toBe(125);
    expect(b.firstWinnerCents).toBe(63);
    expect(b.secondWinnerCents).toBe(62);
    expect(b.firstWinnerCents + b.secondWinnerCents + b.platformFeeCents).toBe(b.poolCents);
  });

  it('adds the court share to what each player pays, outside the pool', () => {
    const b = poolBreakdown(2500, 4000, MONEY_RULES);
    expect(b.courtShareCents).toBe(1000);
    expect(b.totalPerPlayerCents).toBe(3500);
    expect(b.poolCents).toBe(10000);
    expect(b.platformFeeCents).toBe(500);
    expect(b.firstWinnerCents).toBe(4750);
  });

  it('keeps every cent: prizes + fee = pool for many fees', () => {
    for (let cents = 0; cents < 2000; cents += 7) {
      const b = poolBreakdown(cents, 0, MONEY_RULES);
      expect(b.firstWinnerCents + b.secondWinnerCents + b.platformFeeCents).toBe(b.poolCents);
      expect(b.firstWinnerCents - b.secondWinnerCents).toBeGreaterThanOrEqual(0);
      expect(b.firstWinnerCents - b.secondWinnerCents).toBeLessThanOrEqual(1);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  cardChargeCents,
  cardFeeCents,
  courtShareCents,
  percentText,
  toMoneyRules,
  withdrawalFeeCents,
  withdrawalNetCents,
} from './money-rules';
import { MONEY_RULES_JSON as RULES_JSON } from '@/testing/money-rules';

const rules = toMoneyRules(RULES_JSON);

describe('reading the rules', () => {
  it('turns the amounts into cents', () => {
    expect(rules).toEqual({
      deposit: { minCents: 1000, maxCents: 1_000_000, cardFeeBasisPoints: 300 },
      withdrawal: { minCents: 1000, dailyLimitCents: 1_000_000, feeBasisPoints: 250, minFeeCents: 100 },
      adjustment: { maxCents: 1_000_000 },
      tournament: { maxFeePerPlayerCents: 1_000_000, platformFeeBasisPoints: 500, playersPerTournament: 4 },
    });
  });

  it.each([
    ['a malformed amount', { ...RULES_JSON, deposit: { ...RULES_JSON.deposit, minAmount: '10.001' } }],
    ['a fractional rate', { ...RULES_JSON, deposit: { ...RULES_JSON.deposit, cardFeeBasisPoints: 2.5 } }],
    ['another rounding rule', { ...RULES_JSON, rounding: 'half_even' }],
    ['another currency', { ...RULES_JSON, currency: 'EUR' }],
  ])('refuses %s rather than show a wrong fee', (_, json) => {
    expect(() => toMoneyRules(json)).toThrow();
  });
});

// The backend's examples (backend/src/domain/wallet/wallet.limits.unit.spec.ts), line for line.
describe('card fee: 3% on top, rounded half up', () => {
  it.each([
    [1000, 30],
    [2500, 75],
    [1050, 32], // 31.5 rounds up
    [1049, 31], // 31.47 rounds down
    [1_000_000, 30_000],
  ])('%i cents -> fee %i', (amount, fee) => {
    expect(cardFeeCents(amount, rules)).toBe(fee);
  });

  it('the card is charged amount + fee; the wallet gets the amount', () => {
    expect(cardChargeCents(5000, rules)).toBe(5150);
  });
});

describe('withdrawal fee: 2.5%, at least $1, out of the amount', () => {
  it.each([
    [1000, 100, 900],
    [4000, 100, 3900],
    [4020, 101, 3919], // 100.5 rounds up, above the minimum
    [10_000, 250, 9750],
    [12_345, 309, 12_036], // 308.625 rounds up
    [1_000_000, 25_000, 975_000],
  ])('%i cents -> fee %i, receives %i', (amount, fee, net) => {
    expect(withdrawalFeeCents(amount, rules)).toBe(fee);
    expect(withdrawalNetCents(amount, rules)).toBe(net);
  });

  it('follows the numbers the server sends, not a copy', () => {
    const cheaper = toMoneyRules({ ...RULES_JSON, withdrawal: { ...RULES_JSON.withdrawal, feeBasisPoints: 100 } });
    expect(withdrawalFeeCents(50_000, cheaper)).toBe(500);
  });
});

describe('small helpers', () => {
  it('writes rates for people', () => {
    expect(percentText(300)).toBe('3%');
    expect(percentText(250)).toBe('2.5%');
    expect(percentText(5)).toBe('0.05%');
  });

  it('splits a court fee four ways, rounded up to a cent', () => {
    expect(courtShareCents(4000, rules)).toBe(1000);
    expect(courtShareCents(1001, rules)).toBe(251);
  });
});

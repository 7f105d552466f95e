import { toMoneyRules, type MoneyRulesJson } from '@/lib/money-rules';

/** What GET /api/config/money answers (backend money-rules.e2e.spec.ts asserts the same body). */
export const MONEY_RULES_JSON: MoneyRulesJson = {
  currency: 'USD',
  rounding: 'half_up',
  deposit: { minAmount: '10.00', maxAmount: '10000.00', cardFeeBasisPoints: 300 },
  withdrawal: { minAmount: '10.00', dailyLimit: '10000.00', feeBasisPoints: 250, minFee: '1.00' },
  adjustment: { maxAmount: '10000.00' },
  tournament: { maxFeePerPlayer: '10000.00', platformFeeBasisPoints: 500, playersPerTournament: 4 },
};

export const MONEY_RULES = toMoneyRules(MONEY_RULES_JSON);

/**
 * The server's fee and limit rules (GET /api/config/money), read into cents, and the fee arithmetic
 * on them. The numbers are never copied into the browser: a fee shown is computed by the server's
 * own integer rule (backend domain/wallet/wallet.limits.ts) from the server's own numbers.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api-client';
import { centsFromApi, percentOf, shareRoundedUp, type Cents } from './money';

export const MONEY_RULES_PATH = '/api/config/money';
export const MONEY_RULES_QUERY_KEY = [MONEY_RULES_PATH] as const;

const amount = z.string().transform((text, ctx) => {
  try {
    return centsFromApi(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: `not an amount: ${text}` });
    return z.NEVER;
  }
});
const basisPoints = z.number().int().min(0).max(10_000);

/**
 * The answer as the server sends it. `rounding` is checked, not just read: if the server ever
 * changes its rounding rule, the rules fail to load (money forms stay disabled) instead of
 * showing a fee that is a cent off.
 */
export const moneyRulesResponse = z.object({
  currency: z.literal('USD'),
  rounding: z.literal('half_up'),
  deposit: z.object({ minAmount: amount, maxAmount: amount, cardFeeBasisPoints: basisPoints }),
  withdrawal: z.object({ minAmount: amount, dailyLimit: amount, feeBasisPoints: basisPoints, minFee: amount }),
  adjustment: z.object({ maxAmount: amount }),
  tournament: z.object({
    maxFeePerPlayer: amount,
    platformFeeBasisPoints: basisPoints,
    playersPerTournament: z.number().int().positive(),
  }),
});

export interface MoneyRules {
  deposit: { minCents: Cents; maxCents: Cents; cardFeeBasisPoints: number };
  withdrawal: { minCents: Cents; dailyLimitCents: Cents; feeBasisPoints: number; minFeeCents: Cents };
  adjustment: { maxCents: Cents };
  tournament: { maxFeePerPlayerCents: Cents; platformFeeBasisPoints: number; playersPerTournament: number };
}

export type MoneyRulesJson = z.input<typeof moneyRulesResponse>;

export function toMoneyRules(json: unknown): MoneyRules {
  const r = moneyRulesResponse.parse(json);
  return {
    deposit: {
      minCents: r.deposit.minAmount,
      maxCents: r.deposit.maxAmount,
      cardFeeBasisPoints: r.deposit.cardFeeBasisPoints,
    },
    withdrawal: {
      minCents: r.withdrawal.minAmount,
      dailyLimitCents: r.withdrawal.dailyLimit,
      feeBasisPoints: r.withdrawal.feeBasisPoints,
      minFeeCents: r.withdrawal.minFee,
    },
    adjustment: { maxCents: r.adjustment.maxAmount },
    tournament: {
      maxFeePerPlayerCents: r.tournament.maxFeePerPlayer,
      platformFeeBasisPoints: r.tournament.platformFeeBasisPoints,
      playersPerTournament: r.tournament.playersPerTournament,
    },
  };
}

export const getMoneyRules = async (): Promise<MoneyRules> =>
  toMoneyRules(await api.get<MoneyRulesJson>(MONEY_RULES_PATH));

/** The rules do not change while the app runs: fetched once, kept for the session. */
export const moneyRulesQueryOptions = () =>
  queryOptions({ queryKey: MONEY_RULES_QUERY_KEY, queryFn: getMoneyRules, staleTime: Infinity, gcTime: Infinity });

/** Money forms stay disabled until this has data; on error they say so (see MoneyRulesNotice). */
export const useMoneyRules = () => useQuery(moneyRulesQueryOptions());

/** Card, Apple Pay, Google Pay: the fee charged on top of the amount credited (half up to the cent). */
export function cardFeeCents(amountCents: Cents, rules: MoneyRules): Cents {
  return percentOf(amountCents, rules.deposit.cardFeeBasisPoints);
}

/** What the card is charged: the amount the wallet receives plus the card fee. */
export function cardChargeCents(amountCents: Cents, rules: MoneyRules): Cents {
  return amountCents + cardFeeCents(amountCents, rules);
}

/** The withdrawal fee, taken out of the amount: a percentage, never less than the minimum fee. */
export function withdrawalFeeCents(amountCents: Cents, rules: MoneyRules): Cents {
  return Math.max(rules.withdrawal.minFeeCents, percentOf(amountCents, rules.withdrawal.feeBasisPoints));
}

/** What reaches the player's bank: the amount minus the fee, never below zero. */
export function withdrawalNetCents(amountCents: Cents, rules: MoneyRules): Cents {
  return Math.max(0, amountCents - withdrawalFeeCents(amountCents, rules));
}

/** "3%", "2.5%": a basis-point rate for people to read, in integers (no float division). */
export function percentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** What each player adds for the court: the court fee split between the players, rounded up to a cent. */
export function courtShareCents(courtFeeCents: Cents, rules: MoneyRules): Cents {
  return shareRoundedUp(courtFeeCents, rules.tournament.playersPerTournament);
}

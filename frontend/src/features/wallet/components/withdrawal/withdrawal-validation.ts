import { z } from 'zod';
import { usd, usdShort } from '@/lib/money';
import { moneyInput } from '@/lib/money-form';
import type { MoneyRules } from '@/lib/money-rules';

/** What the form holds: the text of each field, as typed. */
export interface WithdrawalFields {
  /** "bank", or "card": refunded to the card the player paid with (no bank details). */
  method: 'bank' | 'card';
  amount: string;
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
}

export const EMPTY_WITHDRAWAL: WithdrawalFields = {
  method: 'bank',
  amount: '',
  bankName: '',
  accountHolderName: '',
  accountNumber: '',
};

const MUST_BE_POSITIVE = 'Amount must be greater than 0';

/**
 * The form's rules, with the product's messages and the server's limits (GET /api/config/money):
 * text in, cents and trimmed details out. The balance check comes after these pass.
 */
export function withdrawalSchema(rules: MoneyRules) {
  const { minCents, dailyLimitCents } = rules.withdrawal;
  return z.object({
    method: z.enum(['bank', 'card']),
    amount: moneyInput({
      minCents: 1,
      messages: {
        empty: MUST_BE_POSITIVE,
        format: MUST_BE_POSITIVE,
        negative: MUST_BE_POSITIVE,
        min: MUST_BE_POSITIVE,
      },
    })
      .refine((cents) => cents >= minCents, `Minimum withdrawal is ${usdShort(minCents)}`)
      .refine((cents) => cents <= dailyLimitCents, `Maximum withdrawal is ${usd(dailyLimitCents)} per day`),
    bankName: z.string().trim().min(1, 'Bank name is required'),
    accountHolderName: z.string().trim().min(1, 'Account holder name is required'),
    accountNumber: z.string().trim().min(1, 'Account number is required'),
  });
}

export type WithdrawalValues = z.output<ReturnType<typeof withdrawalSchema>>;

/**
 * To the card: no bank details, and at most what the player's card payments can take back
 * (GET /api/wallet/card-withdrawable; the server decides again).
 */
export function cardWithdrawalSchema(rules: MoneyRules, cardCents: number) {
  return withdrawalSchema(rules)
    .extend({ bankName: z.string(), accountHolderName: z.string(), accountNumber: z.string() })
    .refine((values) => values.amount <= cardCents, {
      path: ['amount'],
      message: `At most ${usd(cardCents)} can go back to your card; withdraw the rest to a bank account.`,
    });
}

/** "PK36 SCBL 0000 0011 2345 6702" -> "•••• 6702": only the last four characters are shown. */
export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/\s+/g, '');
  return `•••• ${compact.slice(-4)}`;
}

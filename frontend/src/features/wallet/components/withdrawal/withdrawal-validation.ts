import { DAILY_WITHDRAWAL_LIMIT_CENTS, MIN_WITHDRAWAL_CENTS } from '@/config/wallet-limits';
import { parseAmountInput, usd, type Cents } from '../../utils/wallet-money';

export interface WithdrawalFields {
  amount: string;
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
}

export type WithdrawalErrors = Partial<Record<keyof WithdrawalFields, string>>;

export type WithdrawalValidation = { ok: true; amountCents: Cents } | { ok: false; errors: WithdrawalErrors };

/** The form's rules, with the product's messages. The balance check comes after these pass. */
export function validateWithdrawal(fields: WithdrawalFields): WithdrawalValidation {
  const errors: WithdrawalErrors = {};
  const amountCents = parseAmountInput(fields.amount);
  const asNumber = Number(fields.amount);
  if (fields.amount.trim() === '' || !Number.isFinite(asNumber) || asNumber <= 0) {
    errors.amount = 'Amount must be greater than 0';
  } else if (amountCents === null) {
    errors.amount = 'Amount can have at most 2 decimal places';
  } else if (amountCents < MIN_WITHDRAWAL_CENTS) {
    errors.amount = 'Minimum withdrawal is $10';
  } else if (amountCents > DAILY_WITHDRAWAL_LIMIT_CENTS) {
    errors.amount = `Maximum withdrawal is ${usd(DAILY_WITHDRAWAL_LIMIT_CENTS)} per day`;
  }
  if (!fields.bankName.trim()) errors.bankName = 'Bank name is required';
  if (!fields.accountHolderName.trim()) errors.accountHolderName = 'Account holder name is required';
  if (!fields.accountNumber.trim()) errors.accountNumber = 'Account number is required';
  if (Object.keys(errors).length > 0 || amountCents === null) return { ok: false, errors };
  return { ok: true, amountCents };
}

/** "PK36 SCBL 0000 0011 2345 6702" -> "•••• 6702": only the last four characters are shown. */
export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/\s+/g, '');
  return `•••• ${compact.slice(-4)}`;
}

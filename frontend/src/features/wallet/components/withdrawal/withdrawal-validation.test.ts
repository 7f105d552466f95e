import { describe, expect, it } from 'vitest';
import { MONEY_RULES } from '@/testing/money-rules';
import {
  cardWithdrawalSchema,
  maskAccountNumber,
  withdrawalSchema,
  type WithdrawalFields,
} from './withdrawal-validation';

const schema = withdrawalSchema(MONEY_RULES);
const valid: WithdrawalFields = {
  method: 'bank',
  amount: '100',
  bankName: 'Meezan Bank',
  accountHolderName: 'Ali Khan',
  accountNumber: 'PK36SCBL0000001123456702',
};
const errorsOf = (fields: WithdrawalFields) => {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(fields).error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('cardWithdrawalSchema', () => {
  const toCard = cardWithdrawalSchema(MONEY_RULES, 5000);
  it('needs no bank details, and refuses more than the card can take back', () => {
    const blank = { method: 'card' as const, amount: '50', bankName: '', accountHolderName: '', accountNumber: '' };
    expect(toCard.parse(blank)).toMatchObject({ method: 'card', amount: 5000 });
    expect(toCard.safeParse({ ...blank, amount: '50.01' }).error?.issues[0]?.message).toBe(
      'At most $50.00 can go back to your card; withdraw the rest to a bank account.',
    );
    expect(toCard.safeParse({ ...blank, amount: '9' }).success).toBe(false);
  });
});

describe('withdrawalSchema', () => {
  it('accepts a complete form and gives the amount in cents and the details trimmed', () => {
    expect(schema.parse({ ...valid, accountHolderName: ' Ali Khan ' })).toEqual({
      ...valid,
      amount: 10_000,
    });
  });

  it.each([
    ['', 'Amount must be greater than 0'],
    ['abc', 'Amount must be greater than 0'],
    ['1e3', 'Amount must be greater than 0'],
    ['0', 'Amount must be greater than 0'],
    ['-5', 'Amount must be greater than 0'],
    ['9.99', 'Minimum withdrawal is $10'],
    ['10.001', 'Amount can have at most 2 decimal places'],
    ['10000.01', 'Maximum withdrawal is $10,000.00 per day'],
  ])('amount %j -> %s', (amount, message) => {
    expect(errorsOf({ ...valid, amount })).toEqual({ amount: message });
  });

  it('requires the bank details, blank after trimming counts as empty', () => {
    expect(
      errorsOf({ method: 'bank', amount: '50', bankName: ' ', accountHolderName: '', accountNumber: '\t' }),
    ).toEqual({
      bankName: 'Bank name is required',
      accountHolderName: 'Account holder name is required',
      accountNumber: 'Account number is required',
    });
  });

  it('takes its limits from the server rules', () => {
    const lower = { ...MONEY_RULES, withdrawal: { ...MONEY_RULES.withdrawal, minCents: 500 } };
    expect(withdrawalSchema(lower).safeParse({ ...valid, amount: '5' }).success).toBe(true);
  });
});

describe('maskAccountNumber', () => {
  it('shows only the last four characters', () => {
    expect(maskAccountNumber('PK36 SCBL 0000 0011 2345 6702')).toBe('•••• 6702');
    expect(maskAccountNumber('1234')).toBe('•••• 1234');
  });
});

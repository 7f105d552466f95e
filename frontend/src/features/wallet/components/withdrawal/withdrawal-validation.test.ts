import { describe, expect, it } from 'vitest';
import { maskAccountNumber, validateWithdrawal } from './withdrawal-validation';

const valid = {
  amount: '100',
  bankName: 'Meezan Bank',
  accountHolderName: 'Ali Khan',
  accountNumber: 'PK36SCBL0000001123456702',
};

describe('validateWithdrawal', () => {
  it('accepts a complete form and gives the amount in cents', () => {
    expect(validateWithdrawal(valid)).toEqual({ ok: true, amountCents: 10_000 });
  });

  it.each([
    ['', 'Amount must be greater than 0'],
    ['0', 'Amount must be greater than 0'],
    ['-5', 'Amount must be greater than 0'],
    ['9.99', 'Minimum withdrawal is $10'],
    ['10.001', 'Amount can have at most 2 decimal places'],
    ['10000.01', 'Maximum withdrawal is $10,000.00 per day'],
  ])('amount %j -> %s', (amount, message) => {
    expect(validateWithdrawal({ ...valid, amount })).toEqual({ ok: false, errors: { amount: message } });
  });

  it('requires the bank details, blank after trimming counts as empty', () => {
    expect(validateWithdrawal({ amount: '50', bankName: ' ', accountHolderName: '', accountNumber: '\t' })).toEqual({
      ok: false,
      errors: {
        bankName: 'Bank name is required',
        accountHolderName: 'Account holder name is required',
        accountNumber: 'Account number is required',
      },
    });
  });
});

describe('maskAccountNumber', () => {
  it('shows only the last four characters', () => {
    expect(maskAccountNumber('PK36 SCBL 0000 0011 2345 6702')).toBe('•••• 6702');
    expect(maskAccountNumber('1234')).toBe('•••• 1234');
  });
});

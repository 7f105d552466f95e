/** Refusals of wallet commands: stable codes for programs, sentences for people. */
import { DomainError } from '../shared/decider';
import { Cents, formatUsd } from '../shared/money';
import {
  DAILY_WITHDRAWAL_LIMIT_CENTS,
  MAX_ADJUSTMENT_CENTS,
  MAX_DEPOSIT_CENTS,
  MAX_WALLET_BALANCE_CENTS,
  MIN_DEPOSIT_CENTS,
  MIN_WITHDRAWAL_CENTS,
} from './wallet.limits';

export const WalletErrorCode = {
  NOT_OPEN: 'WALLET.NOT_OPEN',
  INVALID_AMOUNT: 'WALLET.INVALID_AMOUNT',
  DEPOSIT_BELOW_MINIMUM: 'WALLET.DEPOSIT_BELOW_MINIMUM',
  DEPOSIT_ABOVE_MAXIMUM: 'WALLET.DEPOSIT_ABOVE_MAXIMUM',
  REFERENCE_REQUIRED: 'WALLET.REFERENCE_REQUIRED',
  DUPLICATE_REFERENCE: 'WALLET.DUPLICATE_REFERENCE',
  DEPOSIT_ID_REUSED: 'WALLET.DEPOSIT_ID_REUSED',
  DEPOSIT_NOT_FOUND: 'WALLET.DEPOSIT_NOT_FOUND',
  DEPOSIT_NOT_PENDING: 'WALLET.DEPOSIT_NOT_PENDING',
  REASON_REQUIRED: 'WALLET.REASON_REQUIRED',
  WITHDRAWAL_BELOW_MINIMUM: 'WALLET.WITHDRAWAL_BELOW_MINIMUM',
  BANK_DETAILS_REQUIRED: 'WALLET.BANK_DETAILS_REQUIRED',
  WITHDRAWAL_ID_REUSED: 'WALLET.WITHDRAWAL_ID_REUSED',
  INSUFFICIENT_FUNDS: 'WALLET.INSUFFICIENT_FUNDS',
  DAILY_WITHDRAWAL_LIMIT: 'WALLET.DAILY_WITHDRAWAL_LIMIT',
  WITHDRAWAL_NOT_FOUND: 'WALLET.WITHDRAWAL_NOT_FOUND',
  WITHDRAWAL_NOT_PENDING: 'WALLET.WITHDRAWAL_NOT_PENDING',
  WITHDRAWAL_SENT_IN_FILE: 'WALLET.WITHDRAWAL_SENT_IN_FILE',
  ADJUSTMENT_ID_REUSED: 'WALLET.ADJUSTMENT_ID_REUSED',
  ADJUSTMENT_TOO_LARGE: 'WALLET.ADJUSTMENT_TOO_LARGE',
  BALANCE_LIMIT: 'WALLET.BALANCE_LIMIT',
  CARD_REFUND_LIMIT: 'WALLET.CARD_REFUND_LIMIT',
  CARD_WITHDRAWAL_AUTOMATIC: 'WALLET.CARD_WITHDRAWAL_AUTOMATIC',
  CARD_REFUND_MISMATCH: 'WALLET.CARD_REFUND_MISMATCH',
} as const;

export type WalletErrorCode = (typeof WalletErrorCode)[keyof typeof WalletErrorCode];

/** "$10" for whole dollars, "$10.50" otherwise, as the spec's messages read. */
const dollars = (cents: Cents): string => formatUsd(cents).replace(/\.00$/, '');

const C = WalletErrorCode;

export const walletErrors = {
  notOpen: () => new DomainError(C.NOT_OPEN, 'This wallet has not been opened.', 'not_found'),
  invalidAmount: () => new DomainError(C.INVALID_AMOUNT, 'The amount must be a whole number of cents.'),
  zeroAdjustment: () => new DomainError(C.INVALID_AMOUNT, 'An adjustment must change the balance.'),
  adjustmentTooLarge: () =>
    new DomainError(
      C.ADJUSTMENT_TOO_LARGE,
      `A single adjustment can be at most ${formatUsd(MAX_ADJUSTMENT_CENTS)} either way.`,
    ),
  balanceLimit: () =>
    new DomainError(C.BALANCE_LIMIT, `A wallet can hold at most ${formatUsd(MAX_WALLET_BALANCE_CENTS)}.`),
  depositBelowMinimum: () =>
    new DomainError(C.DEPOSIT_BELOW_MINIMUM, `Minimum deposit is ${dollars(MIN_DEPOSIT_CENTS)}`),
  depositAboveMaximum: () =>
    new DomainError(C.DEPOSIT_ABOVE_MAXIMUM, `Maximum deposit is ${dollars(MAX_DEPOSIT_CENTS)}`),
  referenceRequired: () => new DomainError(C.REFERENCE_REQUIRED, 'Transaction reference is required'),
  duplicateReference: () =>
    new DomainError(C.DUPLICATE_REFERENCE, 'This transaction reference has already been used.', 'conflict'),
  depositIdReused: () =>
    new DomainError(C.DEPOSIT_ID_REUSED, 'This deposit id was already used for a different deposit.', 'conflict'),
  depositNotFound: () => new DomainError(C.DEPOSIT_NOT_FOUND, 'No such deposit in this wallet.', 'not_found'),
  depositNotPending: (outcome: 'credited' | 'rejected') =>
    new DomainError(C.DEPOSIT_NOT_PENDING, `This deposit is no longer pending: it was ${outcome}.`, 'conflict'),
  reasonRequired: () => new DomainError(C.REASON_REQUIRED, 'A reason is required.'),
  withdrawalBelowMinimum: () =>
    new DomainError(C.WITHDRAWAL_BELOW_MINIMUM, `Minimum withdrawal is ${dollars(MIN_WITHDRAWAL_CENTS)}`),
  bankDetailsRequired: (field: 'accountNumber' | 'accountHolderName' | 'bankName') =>
    new DomainError(
      C.BANK_DETAILS_REQUIRED,
      {
        accountNumber: 'Account number is required',
        accountHolderName: 'Account holder name is required',
        bankName: 'Bank name is required',
      }[field],
    ),
  withdrawalIdReused: () =>
    new DomainError(
      C.WITHDRAWAL_ID_REUSED,
      'This withdrawal id was already used for a different withdrawal.',
      'conflict',
    ),
  insufficientFundsForWithdrawal: () =>
    new DomainError(
      C.INSUFFICIENT_FUNDS,
      'Insufficient balance: the withdrawal amount exceeds your available balance.',
    ),
  insufficientFundsForAdjustment: () =>
    new DomainError(
      C.INSUFFICIENT_FUNDS,
      'Insufficient balance: the adjustment would take the available balance below zero.',
    ),
  dailyWithdrawalLimit: (remainingCents: Cents, limitCents: Cents = DAILY_WITHDRAWAL_LIMIT_CENTS) =>
    new DomainError(
      C.DAILY_WITHDRAWAL_LIMIT,
      `Withdrawals are limited to ${formatUsd(limitCents)} per day. ` +
        `You can withdraw up to ${formatUsd(remainingCents)} more today.`,
    ),
  withdrawalNotFound: () => new DomainError(C.WITHDRAWAL_NOT_FOUND, 'No such withdrawal in this wallet.', 'not_found'),
  withdrawalNotPending: (outcome: 'completed' | 'rejected') =>
    new DomainError(C.WITHDRAWAL_NOT_PENDING, `This withdrawal is no longer pending: it was ${outcome}.`, 'conflict'),
  withdrawalSentInFile: (fileId: string) =>
    new DomainError(
      C.WITHDRAWAL_SENT_IN_FILE,
      `This withdrawal was already sent to the bank in payout file ${fileId}, so it cannot be rejected; complete it once the bank confirms, or ask the bank to return the payment.`,
      'conflict',
    ),
  adjustmentIdReused: () =>
    new DomainError(
      C.ADJUSTMENT_ID_REUSED,
      'This adjustment id was already used for a different adjustment.',
      'conflict',
    ),
  cardRefundLimit: (maxCents: Cents) =>
    new DomainError(
      C.CARD_REFUND_LIMIT,
      maxCents === 0
        ? 'None of your balance can go back to a card: no card payment is left to refund. Please withdraw to a bank account.'
        : `At most ${formatUsd(maxCents)} can go back to a card in one withdrawal (what one card payment brought in and has not been refunded). Withdraw up to that to your card, and the rest to a bank account.`,
    ),
  cardWithdrawalAutomatic: () =>
    new DomainError(
      C.CARD_WITHDRAWAL_AUTOMATIC,
      'This withdrawal is paid by a card refund and is settled by the card processor, not by an admin.',
      'conflict',
    ),
  cardRefundMismatch: () =>
    new DomainError(C.CARD_REFUND_MISMATCH, 'This refund does not match the card withdrawal it names.'),
};

import { spec } from '../shared/given-when-then.spec-helper';
import { accounts, balances, totalOf } from '../shared/ledger';
import { walletEventPostings } from './wallet.postings';
import { walletDecider } from './wallet.decider';
import { RequestCardWithdrawal, SettleCardRefund } from './wallet.commands';
import { WithdrawalCompleted, WithdrawalRejected, WithdrawalRequested } from './wallet.events';
import { adjusted, adminId, bankDetails, cardDeposited, fourEyes, later, now, opened } from './wallet.spec-helper';

const holder = 'Ali Khan';
const toCard = (amountCents: number, withdrawalId = 'w1', dailyLimitCents?: number): RequestCardWithdrawal => ({
  type: 'RequestCardWithdrawal',
  data: { withdrawalId, amountCents, accountHolderName: holder, dailyLimitCents, now },
});
const cardRequested = (withdrawalId: string, amountCents: number, paymentIntentId: string): WithdrawalRequested => ({
  type: 'WithdrawalRequested',
  data: {
    withdrawalId,
    amountCents,
    feeCents: 0,
    netAmountCents: amountCents,
    accountNumber: paymentIntentId,
    accountHolderName: holder,
    bankName: 'Card refund',
    requestedAt: now,
    method: 'card',
    paymentIntentId,
  },
});
const settle = (
  status: SettleCardRefund['data']['status'],
  overrides: Partial<SettleCardRefund['data']> = {},
): SettleCardRefund => ({
  type: 'SettleCardRefund',
  data: {
    withdrawalId: 'w1',
    refundId: 're_1',
    paymentIntentId: 'pi_d2',
    amountCents: 3000,
    status,
    now: later,
    ...overrides,
  },
});
const refundCompleted: WithdrawalCompleted = {
  type: 'WithdrawalCompleted',
  data: {
    withdrawalId: 'w1',
    amountCents: 3000,
    feeCents: 0,
    netAmountCents: 3000,
    completedBy: 'card-processor',
    completedAt: later,
    method: 'card',
    refundId: 're_1',
  },
};
const refundFailed: WithdrawalRejected = {
  type: 'WithdrawalRejected',
  data: {
    withdrawalId: 'w1',
    amountCents: 3000,
    reason: 'The card refund failed (expired or canceled card); the money is back in the wallet.',
    rejectedBy: 'card-processor',
    rejectedAt: later,
    refundId: 're_1',
  },
};

// Two card payments ($50 then $30, the newer one listed second) and a $100 prize-like credit.
const paidByCard = [
  opened,
  cardDeposited('d1', 5000, 150),
  { ...cardDeposited('d2', 3000, 90), data: { ...cardDeposited('d2', 3000, 90).data, depositedAt: later } },
  adjusted('a1', 10_000),
];

describe('RequestCardWithdrawal', () => {
  it('refunds the newest card payment that can take the whole amount, with no fee', () => {
    spec(walletDecider)
      .given(paidByCard)
      .when(toCard(3000))
      .then([cardRequested('w1', 3000, 'pi_d2')]);
  });

  it('falls back to an older payment when the newest cannot take it all', () => {
    spec(walletDecider)
      .given(paidByCard)
      .when(toCard(4000))
      .then([cardRequested('w1', 4000, 'pi_d1')]);
  });

  it('refuses more than one card payment brought in, naming what can go to a card', () => {
    spec(walletDecider)
      .given(paidByCard)
      .when(toCard(5001))
      .thenThrows('WALLET.CARD_REFUND_LIMIT', /At most \$50\.00 can go back to a card/);
  });

  it('counts what earlier card withdrawals took back', () => {
    spec(walletDecider)
      .given([...paidByCard, cardRequested('w0', 4500, 'pi_d1')])
      .when(toCard(3001))
      .thenThrows('WALLET.CARD_REFUND_LIMIT', /At most \$30\.00/);
  });

  it('gives a failed refund its card payment back', () => {
    const failed = { ...refundFailed, data: { ...refundFailed.data, withdrawalId: 'w0', amountCents: 5000 } };
    spec(walletDecider)
      .given([...paidByCard, cardRequested('w0', 5000, 'pi_d1'), failed])
      .when(toCard(5000))
      .then([cardRequested('w1', 5000, 'pi_d1')]);
  });

  it('says no card payment is left when only other money is in the wallet', () => {
    spec(walletDecider)
      .given([opened, adjusted('a1', 10_000)])
      .when(toCard(1000))
      .thenThrows('WALLET.CARD_REFUND_LIMIT', /no card payment is left to refund/);
  });

  it('does not count PayPal payments as card payments', () => {
    spec(walletDecider)
      .given([opened, cardDeposited('p1', 5000, 150, 'PAYPAL-1', 'paypal')])
      .when(toCard(1000))
      .thenThrows('WALLET.CARD_REFUND_LIMIT');
  });

  it('keeps the minimum, the balance and the daily limit', () => {
    spec(walletDecider).given(paidByCard).when(toCard(999)).thenThrows('WALLET.WITHDRAWAL_BELOW_MINIMUM');
    spec(walletDecider)
      .given([opened, cardDeposited('d1', 5000, 150), adjusted('a1', -4000)])
      .when(toCard(2000))
      .thenThrows('WALLET.INSUFFICIENT_FUNDS');
    spec(walletDecider)
      .given(paidByCard)
      .when(toCard(3000, 'w1', 2000))
      .thenThrows('WALLET.DAILY_WITHDRAWAL_LIMIT');
  });

  it('answers a repeat with nothing, and refuses the id for something else', () => {
    const given = [...paidByCard, cardRequested('w1', 3000, 'pi_d2')];
    spec(walletDecider).given(given).when(toCard(3000)).then([]);
    spec(walletDecider).given(given).when(toCard(2000)).thenThrows('WALLET.WITHDRAWAL_ID_REUSED');
    spec(walletDecider)
      .given(given)
      .when({ type: 'RequestWithdrawal', data: { withdrawalId: 'w1', amountCents: 3000, ...bankDetails, now } })
      .thenThrows('WALLET.WITHDRAWAL_ID_REUSED');
  });
});

describe('SettleCardRefund', () => {
  const requested = [...paidByCard, cardRequested('w1', 3000, 'pi_d2')];

  it('completes the withdrawal when the refund succeeded', () => {
    spec(walletDecider).given(requested).when(settle('succeeded')).then([refundCompleted]);
  });

  it('reverses it when the refund failed: the hold returns to the wallet', () => {
    spec(walletDecider)
      .given(requested)
      .when(settle('failed', { failureReason: 'expired_or_canceled_card' }))
      .then([refundFailed]);
  });

  it('settles once: repeats and late reports change nothing', () => {
    spec(walletDecider)
      .given([...requested, refundCompleted])
      .when(settle('succeeded'))
      .then([]);
    spec(walletDecider)
      .given([...requested, refundCompleted])
      .when(settle('failed'))
      .then([]);
    spec(walletDecider)
      .given([...requested, refundFailed])
      .when(settle('failed'))
      .then([]);
  });

  it('refuses a report that does not match the withdrawal', () => {
    spec(walletDecider)
      .given(requested)
      .when(settle('succeeded', { amountCents: 2999 }))
      .thenThrows('WALLET.CARD_REFUND_MISMATCH');
    spec(walletDecider)
      .given(requested)
      .when(settle('succeeded', { paymentIntentId: 'pi_d1' }))
      .thenThrows('WALLET.CARD_REFUND_MISMATCH');
    spec(walletDecider)
      .given(requested)
      .when(settle('succeeded', { withdrawalId: 'nope' }))
      .thenThrows('WALLET.WITHDRAWAL_NOT_FOUND');
  });

  it('is never completed or rejected by an admin', () => {
    spec(walletDecider)
      .given(requested)
      .when({ type: 'CompleteWithdrawal', data: { withdrawalId: 'w1', adminId, fourEyes, now: later } })
      .thenThrows('WALLET.CARD_WITHDRAWAL_AUTOMATIC');
    spec(walletDecider)
      .given(requested)
      .when({ type: 'RejectWithdrawal', data: { withdrawalId: 'w1', reason: 'no', adminId, now: later } })
      .thenThrows('WALLET.CARD_WITHDRAWAL_AUTOMATIC');
  });

  it('posts the refund to the card clearing account and stays zero-sum', () => {
    const totals = balances([...requested, refundCompleted].flatMap((e) => walletEventPostings(e, 'u1')));
    expect(totalOf(totals)).toBe(0);
    expect(totals.get(accounts.wallet('u1'))).toBe(5000 + 3000 + 10_000 - 3000);
    expect(totals.get(accounts.walletHold('u1'))).toBe(0);
    expect(totals.get(accounts.cardClearing())).toBe(-(5000 + 150 + 3000 + 90) + 3000);
  });
});

import { spec } from '../shared/given-when-then.spec-helper';
import { RequestWithdrawal } from './wallet.commands';
import { walletDecider } from './wallet.decider';
import { walletBalanceFromEvents } from './wallet.balance';
import { WithdrawalCompleted, WithdrawalRejected } from './wallet.events';
import {
  adjusted,
  adminId,
  bankDetails,
  fourEyes,
  later,
  now,
  opened,
  withdrawalRequested,
} from './wallet.spec-helper';

const funded = (cents: number) => [opened, adjusted('seed', cents, 'opening balance')];

const withdraw = (amountCents: number, withdrawalId = 'w1', at = now, details = bankDetails): RequestWithdrawal => ({
  type: 'RequestWithdrawal',
  data: { withdrawalId, amountCents, ...details, now: at },
});
const complete = (withdrawalId = 'w1') => ({
  type: 'CompleteWithdrawal' as const,
  data: { withdrawalId, adminId, fourEyes, now: later },
});
const reject = (withdrawalId = 'w1', reason = 'Account name mismatch') => ({
  type: 'RejectWithdrawal' as const,
  data: { withdrawalId, reason, adminId, now: later },
});
const completed = (withdrawalId: string, amountCents: number, feeCents: number): WithdrawalCompleted => ({
  type: 'WithdrawalCompleted',
  data: {
    withdrawalId,
    amountCents,
    feeCents,
    netAmountCents: amountCents - feeCents,
    completedBy: adminId,
    completedAt: later,
  },
});
const rejected = (withdrawalId: string, amountCents: number): WithdrawalRejected => ({
  type: 'WithdrawalRejected',
  data: { withdrawalId, amountCents, reason: 'Account name mismatch', rejectedBy: adminId, rejectedAt: later },
});

describe('RequestWithdrawal: amounts and fees', () => {
  it('$10 pays the $1 minimum fee: fee 1.00, net 9.00', () => {
    spec(walletDecider)
      .given(funded(5000))
      .when(withdraw(1000))
      .then([withdrawalRequested('w1', 1000, 100)]);
  });

  it('$100 pays 2.5%: fee 2.50, net 97.50', () => {
    spec(walletDecider)
      .given(funded(20_000))
      .when(withdraw(10_000))
      .then([withdrawalRequested('w1', 10_000, 250)]);
  });

  it('refuses 999 cents, "Minimum withdrawal is $10"', () => {
    spec(walletDecider)
      .given(funded(5000))
      .when(withdraw(999))
      .thenThrows('WALLET.WITHDRAWAL_BELOW_MINIMUM', /^Minimum withdrawal is \$10$/);
  });

  it('refuses a fraction of a cent', () => {
    spec(walletDecider).given(funded(5000)).when(withdraw(1000.25)).thenThrows('WALLET.INVALID_AMOUNT');
  });

  it.each([
    ['accountNumber', 'Account number is required'],
    ['accountHolderName', 'Account holder name is required'],
    ['bankName', 'Bank name is required'],
  ] as const)('refuses a blank %s', (field, message) => {
    spec(walletDecider)
      .given(funded(5000))
      .when(withdraw(1000, 'w1', now, { ...bankDetails, [field]: ' ' }))
      .thenThrows('WALLET.BANK_DETAILS_REQUIRED', new RegExp(`^${message}$`));
  });
});

describe('RequestWithdrawal: the hold and the balance', () => {
  it('takes the whole amount out of available at once and holds it', () => {
    expect(walletBalanceFromEvents([...funded(5000), withdrawalRequested('w1', 2000, 100)])).toEqual({
      availableCents: 3000,
      heldCents: 2000,
      pendingDepositCents: 0,
    });
  });

  it('accepts exactly the available balance', () => {
    spec(walletDecider)
      .given(funded(5000))
      .when(withdraw(5000))
      .then([withdrawalRequested('w1', 5000, 125)]);
  });

  it('refuses one cent more than available', () => {
    spec(walletDecider)
      .given(funded(5000))
      .when(withdraw(5001))
      .thenThrows(
        'WALLET.INSUFFICIENT_FUNDS',
        /^Insufficient balance: the withdrawal amount exceeds your available balance\.$/,
      );
  });

  it('does not let held money be withdrawn twice', () => {
    spec(walletDecider)
      .given([...funded(5000), withdrawalRequested('w1', 4000, 100)])
      .when(withdraw(1001, 'w2'))
      .thenThrows('WALLET.INSUFFICIENT_FUNDS');
  });

  it('answers a retry of the same request with nothing', () => {
    spec(walletDecider)
      .given([...funded(5000), withdrawalRequested('w1', 1000, 100)])
      .when(withdraw(1000))
      .thenNothing();
  });

  it('refuses a withdrawal id reused for a different request', () => {
    spec(walletDecider)
      .given([...funded(5000), withdrawalRequested('w1', 1000, 100)])
      .when(withdraw(2000))
      .thenThrows('WALLET.WITHDRAWAL_ID_REUSED');
  });
});

describe('RequestWithdrawal: $10,000 per UTC day', () => {
  const rich = funded(3_000_000);
  const morning = '2026-11-21T00:00:00.000Z';
  const lastMs = '2026-11-21T23:59:59.999Z';
  const nextDay = '2026-11-22T00:00:00.000Z';

  it('accepts exactly $10,000 across the day', () => {
    spec(walletDecider)
      .given([...rich, withdrawalRequested('w1', 600_000, 15_000, morning)])
      .when(withdraw(400_000, 'w2', lastMs))
      .then([withdrawalRequested('w2', 400_000, 10_000, lastMs)]);
  });

  it('refuses one cent over, and says how much is left', () => {
    spec(walletDecider)
      .given([...rich, withdrawalRequested('w1', 600_000, 15_000, morning)])
      .when(withdraw(400_001, 'w2', lastMs))
      .thenThrows(
        'WALLET.DAILY_WITHDRAWAL_LIMIT',
        /^Withdrawals are limited to \$10,000\.00 per day\. You can withdraw up to \$4,000\.00 more today\.$/,
      );
  });

  it('refuses a single request above the cap', () => {
    spec(walletDecider).given(rich).when(withdraw(1_000_001)).thenThrows('WALLET.DAILY_WITHDRAWAL_LIMIT');
  });

  it('counts completed withdrawals against the day', () => {
    spec(walletDecider)
      .given([...rich, withdrawalRequested('w1', 1_000_000, 25_000, morning), completed('w1', 1_000_000, 25_000)])
      .when(withdraw(1000, 'w2', lastMs))
      .thenThrows('WALLET.DAILY_WITHDRAWAL_LIMIT');
  });

  it('gives a rejected withdrawal its share of the day back', () => {
    spec(walletDecider)
      .given([...rich, withdrawalRequested('w1', 1_000_000, 25_000, morning), rejected('w1', 1_000_000)])
      .when(withdraw(1_000_000, 'w2', lastMs))
      .then([withdrawalRequested('w2', 1_000_000, 25_000, lastMs)]);
  });

  it('starts afresh at midnight UTC', () => {
    spec(walletDecider)
      .given([...rich, withdrawalRequested('w1', 1_000_000, 25_000, lastMs)])
      .when(withdraw(1_000_000, 'w2', nextDay))
      .then([withdrawalRequested('w2', 1_000_000, 25_000, nextDay)]);
  });
});

describe('CompleteWithdrawal', () => {
  const requested = [...funded(5000), withdrawalRequested('w1', 1000, 100)];

  it('posts the hold: the money leaves the wallet for good', () => {
    spec(walletDecider)
      .given(requested)
      .when(complete())
      .then([completed('w1', 1000, 100)]);
    expect(walletBalanceFromEvents([...requested, completed('w1', 1000, 100)])).toEqual({
      availableCents: 4000,
      heldCents: 0,
      pendingDepositCents: 0,
    });
  });

  it('answers a second completion with nothing', () => {
    spec(walletDecider)
      .given([...requested, completed('w1', 1000, 100)])
      .when(complete())
      .thenNothing();
  });

  it('refuses to complete a rejected withdrawal', () => {
    spec(walletDecider)
      .given([...requested, rejected('w1', 1000)])
      .when(complete())
      .thenThrows('WALLET.WITHDRAWAL_NOT_PENDING', /rejected/);
  });

  it('refuses an unknown withdrawal', () => {
    spec(walletDecider).given(requested).when(complete('nope')).thenThrows('WALLET.WITHDRAWAL_NOT_FOUND');
  });
});

describe('RejectWithdrawal', () => {
  const requested = [...funded(5000), withdrawalRequested('w1', 1000, 100)];

  it('voids the hold: the whole amount, fee included, returns to available', () => {
    spec(walletDecider)
      .given(requested)
      .when(reject())
      .then([rejected('w1', 1000)]);
    expect(walletBalanceFromEvents([...requested, rejected('w1', 1000)])).toEqual({
      availableCents: 5000,
      heldCents: 0,
      pendingDepositCents: 0,
    });
  });

  it('answers a second rejection with nothing', () => {
    spec(walletDecider)
      .given([...requested, rejected('w1', 1000)])
      .when(reject())
      .thenNothing();
  });

  it('refuses to reject a completed withdrawal', () => {
    spec(walletDecider)
      .given([...requested, completed('w1', 1000, 100)])
      .when(reject())
      .thenThrows('WALLET.WITHDRAWAL_NOT_PENDING', /completed/);
  });

  it('refuses an unknown withdrawal', () => {
    spec(walletDecider).given(requested).when(reject('nope')).thenThrows('WALLET.WITHDRAWAL_NOT_FOUND');
  });

  it('refuses a blank reason', () => {
    spec(walletDecider).given(requested).when(reject('w1', '')).thenThrows('WALLET.REASON_REQUIRED');
  });
});

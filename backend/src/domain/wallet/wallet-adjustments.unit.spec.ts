import { spec } from '../shared/given-when-then.spec-helper';
import { AdjustBalance } from './wallet.commands';
import { walletDecider } from './wallet.decider';
import { adjusted, adminId, fourEyes, now, opened, withdrawalRequested } from './wallet.spec-helper';

const adjust = (amountCents: number, reason = 'goodwill', adjustmentId = 'a1'): AdjustBalance => ({
  type: 'AdjustBalance',
  data: { adjustmentId, amountCents, reason, adminId, fourEyes, now },
});
const funded = [opened, adjusted('seed', 5000, 'opening balance')];

describe('AdjustBalance', () => {
  it('credits a positive adjustment', () => {
    spec(walletDecider)
      .given([opened])
      .when(adjust(500))
      .then([adjusted('a1', 500)]);
  });

  it('debits a negative adjustment, with the reason trimmed', () => {
    spec(walletDecider)
      .given(funded)
      .when(adjust(-1500, '  duplicate prize '))
      .then([adjusted('a1', -1500, 'duplicate prize')]);
  });

  it('may take the available balance to exactly zero', () => {
    spec(walletDecider)
      .given(funded)
      .when(adjust(-5000))
      .then([adjusted('a1', -5000)]);
  });

  it('refuses to take the available balance below zero', () => {
    spec(walletDecider)
      .given(funded)
      .when(adjust(-5001))
      .thenThrows('WALLET.INSUFFICIENT_FUNDS', /below zero/);
  });

  it('cannot take money held for a pending withdrawal', () => {
    spec(walletDecider)
      .given([...funded, withdrawalRequested('w1', 4000, 100)])
      .when(adjust(-1001))
      .thenThrows('WALLET.INSUFFICIENT_FUNDS');
  });

  it.each(['', '   '])('refuses the blank reason %j', (reason) => {
    spec(walletDecider).given(funded).when(adjust(500, reason)).thenThrows('WALLET.REASON_REQUIRED');
  });

  it('accepts $10,000.00 either way and refuses one cent more (a single correction is bounded)', () => {
    spec(walletDecider)
      .given([opened])
      .when(adjust(1_000_000))
      .then([adjusted('a1', 1_000_000)]);
    spec(walletDecider)
      .given([opened])
      .when(adjust(1_000_001))
      .thenThrows('WALLET.ADJUSTMENT_TOO_LARGE', /at most \$10,000\.00/);
    spec(walletDecider).given(funded).when(adjust(-1_000_001)).thenThrows('WALLET.ADJUSTMENT_TOO_LARGE');
  });

  it('refuses to take a wallet above $1,000,000.00 (available plus held)', () => {
    const nearCap = [opened, ...Array.from({ length: 100 }, (_, i) => adjusted(`s${i}`, 999_999, 'seed'))];
    // 100 x 9,999.99 = 999,999.00 available: 1.00 more fits exactly, 1.01 does not.
    spec(walletDecider)
      .given(nearCap)
      .when(adjust(100))
      .then([adjusted('a1', 100)]);
    spec(walletDecider)
      .given(nearCap)
      .when(adjust(101))
      .thenThrows('WALLET.BALANCE_LIMIT', /at most \$1,000,000\.00/);
  });

  it('refuses a zero amount', () => {
    spec(walletDecider).given(funded).when(adjust(0)).thenThrows('WALLET.INVALID_AMOUNT');
  });

  it('refuses a fraction of a cent', () => {
    spec(walletDecider).given(funded).when(adjust(0.5)).thenThrows('WALLET.INVALID_AMOUNT');
  });

  it('answers a retry of the same adjustment with nothing', () => {
    spec(walletDecider)
      .given([...funded, adjusted('a1', 500)])
      .when(adjust(500))
      .thenNothing();
  });

  it('refuses an adjustment id reused for a different adjustment', () => {
    spec(walletDecider)
      .given([...funded, adjusted('a1', 500)])
      .when(adjust(700))
      .thenThrows('WALLET.ADJUSTMENT_ID_REUSED');
  });
});

describe('AdjustBalance and four eyes', () => {
  const withRule = (amountCents: number, admin: string, secondApprover: string | null): AdjustBalance => ({
    type: 'AdjustBalance',
    data: {
      adjustmentId: 'a1',
      amountCents,
      reason: 'goodwill',
      adminId: admin,
      fourEyes: { thresholdCents: 50000, secondApprover },
      now,
    },
  });

  it('refuses an admin adjusting their own wallet (the wallet of u1), at any amount', () => {
    spec(walletDecider)
      .given([opened])
      .when(withRule(100, 'u1', null))
      .thenThrows('APPROVAL.OWN_ACCOUNT');
  });

  it('above the threshold it needs a second approver, and records them', () => {
    spec(walletDecider)
      .given([opened])
      .when(withRule(50001, adminId, null))
      .thenThrows('APPROVAL.REQUIRED');
    spec(walletDecider)
      .given([opened])
      .when(withRule(50001, adminId, 'admin-2'))
      .then([{ ...adjusted('a1', 50001), data: { ...adjusted('a1', 50001).data, secondApprover: 'admin-2' } }]);
  });

  it('a debit the balance cannot cover is refused before any approval is asked for', () => {
    spec(walletDecider)
      .given([opened])
      .when(withRule(-60000, adminId, null))
      .thenThrows('WALLET.INSUFFICIENT_FUNDS');
  });
});

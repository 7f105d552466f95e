import { spec } from '../shared/given-when-then.spec-helper';
import { AdjustBalance } from './wallet.commands';
import { walletDecider } from './wallet.decider';
import { adjusted, adminId, now, opened, withdrawalRequested } from './wallet.spec-helper';

const adjust = (amountCents: number, reason = 'goodwill', adjustmentId = 'a1'): AdjustBalance => ({
  type: 'AdjustBalance',
  data: { adjustmentId, amountCents, reason, adminId, now },
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

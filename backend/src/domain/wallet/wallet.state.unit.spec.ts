import { evolveWallet, initialWalletState } from './wallet.state';
import { WalletEvent } from './wallet.events';

const withdrawal = (withdrawalId: string): WalletEvent => ({
  type: 'WithdrawalRequested',
  data: {
    withdrawalId,
    amountCents: 1000,
    feeCents: 100,
    netAmountCents: 900,
    accountNumber: 'PK36SCBL0000001123456702',
    accountHolderName: 'Ali Khan',
    bankName: 'Meezan Bank',
    requestedAt: '2026-11-24T10:00:00.000Z',
  },
});

describe('wallet state', () => {
  it('leaves every earlier state as it was when a later event is folded in (states share, never change)', () => {
    const funded = evolveWallet(initialWalletState(), {
      type: 'BalanceAdjusted',
      data: {
        adjustmentId: 'a1',
        amountCents: 5000,
        reason: 'r',
        adminId: 'x',
        adjustedAt: '2026-11-24T09:00:00.000Z',
      },
    });
    const first = evolveWallet(funded, withdrawal('w1'));
    const second = evolveWallet(first, withdrawal('w2'));
    expect([first.withdrawals.has('w1'), first.withdrawals.has('w2')]).toEqual([true, false]);
    expect([second.withdrawals.has('w1'), second.withdrawals.has('w2')]).toEqual([true, true]);
    expect([funded.availableCents, first.availableCents, second.availableCents]).toEqual([5000, 4000, 3000]);
    expect(first.withdrawnByDay.get('2026-11-24')).toBe(1000);
    expect(second.withdrawnByDay.get('2026-11-24')).toBe(2000);
  });

  it('does not mistake an id such as "constructor" for something it holds', () => {
    expect(initialWalletState().withdrawals.get('constructor')).toBeUndefined();
    expect(initialWalletState().deposits.has('__proto__')).toBe(false);
  });
});

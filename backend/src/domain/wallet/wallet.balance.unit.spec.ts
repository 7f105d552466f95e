import { balanceAt, walletBalanceFromEvents } from './wallet.balance';
import { adjusted, bankRequested, cardDeposited, opened, withdrawalRequested } from './wallet.spec-helper';

describe('walletBalanceFromEvents', () => {
  it('is zero for a new wallet', () => {
    expect(walletBalanceFromEvents([opened])).toEqual({ availableCents: 0, heldCents: 0, pendingDepositCents: 0 });
  });

  it('folds available, held and pending separately', () => {
    expect(
      walletBalanceFromEvents([
        opened,
        cardDeposited('d1', 5000, 150),
        bankRequested('d2', 2000, 'R'),
        withdrawalRequested('w1', 1000, 100),
      ]),
    ).toEqual({ availableCents: 4000, heldCents: 1000, pendingDepositCents: 2000 });
  });
});

describe('balanceAt', () => {
  const recorded = [
    { event: opened, recordedAt: '2026-11-20T09:00:00.000Z' },
    { event: cardDeposited('d1', 5000, 150), recordedAt: '2026-11-20T10:00:00.000Z' },
    { event: adjusted('a1', -1000), recordedAt: '2026-11-21T10:00:00.000Z' },
  ];

  it('counts only the events recorded at or before the instant', () => {
    expect(balanceAt(recorded, '2026-11-20T08:59:59.999Z').availableCents).toBe(0);
    expect(balanceAt(recorded, '2026-11-20T10:00:00.000Z').availableCents).toBe(5000);
    expect(balanceAt(recorded, '2026-11-21T00:00:00.000Z').availableCents).toBe(5000);
    expect(balanceAt(recorded, '2026-11-22T00:00:00.000Z').availableCents).toBe(4000);
  });

  it('is a prefix of the stream: an event stamped earlier than the one before it waits for it', () => {
    // Two instances' clocks a few milliseconds apart: the withdrawal (revision 2) carries an earlier
    // time than the deposit it spends (revision 1). At 10:00:00.005 the wallet held nothing yet.
    const skewed = [
      { event: opened, recordedAt: '2026-11-20T09:00:00.000Z' },
      { event: cardDeposited('d1', 5000, 150), recordedAt: '2026-11-20T10:00:00.010Z' },
      { event: withdrawalRequested('w1', 5000, 100), recordedAt: '2026-11-20T10:00:00.002Z' },
    ];
    expect(balanceAt(skewed, '2026-11-20T10:00:00.005Z')).toEqual({
      availableCents: 0,
      heldCents: 0,
      pendingDepositCents: 0,
    });
    expect(balanceAt(skewed, '2026-11-20T10:00:00.010Z')).toEqual({
      availableCents: 0,
      heldCents: 5000,
      pendingDepositCents: 0,
    });
  });

  it('refuses an instant it cannot read', () => {
    expect(() => balanceAt(recorded, 'soon')).toThrow(RangeError);
  });
});

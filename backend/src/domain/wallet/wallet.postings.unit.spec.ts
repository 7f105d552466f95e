import { accounts, balances, posting, totalOf } from '../shared/ledger';
import { walletEventPostings } from './wallet.postings';
import { WalletEvent } from './wallet.events';
import {
  adjusted,
  adminId,
  bankApproved,
  bankRequested,
  cardDeposited,
  depositRejected,
  later,
  opened,
  userId,
  withdrawalRequested,
} from './wallet.spec-helper';

const available = accounts.wallet(userId);
const held = accounts.walletHold(userId);

describe('walletEventPostings', () => {
  it('opening, bank requests and deposit rejections move no money', () => {
    expect(walletEventPostings(opened, userId)).toEqual([]);
    expect(walletEventPostings(bankRequested('d1', 5000, 'R'), userId)).toEqual([]);
    expect(walletEventPostings(depositRejected('d1', 5000), userId)).toEqual([]);
  });

  it('a card deposit: the gross amount to the wallet, the fee charged on top to revenue', () => {
    expect(walletEventPostings(cardDeposited('d1', 5000, 150), userId)).toEqual([
      posting(accounts.cardClearing(), available, 5000),
      posting(accounts.cardClearing(), accounts.platformRevenue(), 150),
    ]);
  });

  it('an approved bank transfer: bank clearing to the wallet, no fee posting', () => {
    expect(walletEventPostings(bankApproved('d1', 5000, 'R'), userId)).toEqual([
      posting(accounts.bankClearing(), available, 5000),
    ]);
  });

  it('a withdrawal request moves the whole amount from available to held', () => {
    expect(walletEventPostings(withdrawalRequested('w1', 1000, 100), userId)).toEqual([posting(available, held, 1000)]);
  });

  it('a completed withdrawal sends the net to the bank and the fee to revenue', () => {
    const event: WalletEvent = {
      type: 'WithdrawalCompleted',
      data: {
        withdrawalId: 'w1',
        amountCents: 1000,
        feeCents: 100,
        netAmountCents: 900,
        completedBy: adminId,
        completedAt: later,
      },
    };
    expect(walletEventPostings(event, userId)).toEqual([
      posting(held, accounts.bankClearing(), 900),
      posting(held, accounts.platformRevenue(), 100),
    ]);
  });

  it('a rejected withdrawal returns the hold to available', () => {
    const event: WalletEvent = {
      type: 'WithdrawalRejected',
      data: { withdrawalId: 'w1', amountCents: 1000, reason: 'r', rejectedBy: adminId, rejectedAt: later },
    };
    expect(walletEventPostings(event, userId)).toEqual([posting(held, available, 1000)]);
  });

  it('adjustments move money between the adjustments account and the wallet, both ways', () => {
    expect(walletEventPostings(adjusted('a1', 500), userId)).toEqual([posting(accounts.adjustments(), available, 500)]);
    expect(walletEventPostings(adjusted('a2', -300), userId)).toEqual([
      posting(available, accounts.adjustments(), 300),
    ]);
  });

  it('a whole history sums to zero and the wallet accounts match the folded balance', () => {
    const history: WalletEvent[] = [
      opened,
      cardDeposited('d1', 5000, 150),
      bankRequested('d2', 2000, 'R'),
      bankApproved('d2', 2000, 'R'),
      withdrawalRequested('w1', 1000, 100),
      adjusted('a1', -500),
    ];
    const ledger = balances(history.flatMap((event) => walletEventPostings(event, userId)));
    expect(totalOf(ledger)).toBe(0);
    expect(ledger.get(available)).toBe(5500);
    expect(ledger.get(held)).toBe(1000);
    expect(ledger.get(accounts.platformRevenue())).toBe(150);
  });
});

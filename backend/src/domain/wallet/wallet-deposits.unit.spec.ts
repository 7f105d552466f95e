import { spec } from '../shared/given-when-then.spec-helper';
import { RecordCardDeposit, RequestBankDeposit } from './wallet.commands';
import { walletDecider } from './wallet.decider';
import { walletBalanceFromEvents } from './wallet.balance';
import {
  adminId,
  fourEyes,
  bankApproved,
  bankRequested,
  cardDeposited,
  depositRejected,
  later,
  now,
  opened,
} from './wallet.spec-helper';

const card = (amountCents: number, depositId = 'd1', providerReference = 'pi_1'): RecordCardDeposit => ({
  type: 'RecordCardDeposit',
  data: { depositId, amountCents, method: 'card', providerReference, now },
});
const bank = (amountCents: number, depositId = 'd1', reference = 'REF-1'): RequestBankDeposit => ({
  type: 'RequestBankDeposit',
  data: { depositId, amountCents, reference, now },
});
const approve = (depositId = 'd1') => ({
  type: 'ApproveDeposit' as const,
  data: { depositId, adminId, fourEyes, now: later },
});
const reject = (depositId = 'd1', reason = 'Transfer not found') => ({
  type: 'RejectDeposit' as const,
  data: { depositId, reason, adminId, now: later },
});

describe('RecordCardDeposit', () => {
  it('credits the full amount and records the 3% card fee charged on top', () => {
    spec(walletDecider)
      .given([opened])
      .when(card(5000))
      .then([cardDeposited('d1', 5000, 150, 'pi_1')]);
  });

  it('keeps the method the player paid with (Apple Pay)', () => {
    spec(walletDecider)
      .given([opened])
      .when({
        type: 'RecordCardDeposit',
        data: { depositId: 'd1', amountCents: 2500, method: 'apple_pay', providerReference: 'pi_1', now },
      })
      .then([cardDeposited('d1', 2500, 75, 'pi_1', 'apple_pay')]);
  });

  it('credits a payment intent once when it is reported again under another deposit id', () => {
    spec(walletDecider)
      .given([opened, cardDeposited('d1', 5000, 150, 'pi_1')])
      .when(card(5000, 'd2', 'pi_1'))
      .thenNothing();
  });

  it('answers a retry of the same deposit id with nothing', () => {
    spec(walletDecider)
      .given([opened, cardDeposited('d1', 5000, 150, 'pi_1')])
      .when(card(5000))
      .thenNothing();
  });

  it('refuses a deposit id reused for a different payment', () => {
    spec(walletDecider)
      .given([opened, cardDeposited('d1', 5000, 150, 'pi_1')])
      .when(card(7000, 'd1', 'pi_2'))
      .thenThrows('WALLET.DEPOSIT_ID_REUSED');
  });

  it('refuses an empty payment reference', () => {
    spec(walletDecider)
      .given([opened])
      .when(card(5000, 'd1', '  '))
      .thenThrows('WALLET.REFERENCE_REQUIRED');
  });
});

describe('deposit limits, card and bank alike', () => {
  it.each([
    ['card', card],
    ['bank', bank],
  ] as const)('%s: 999 cents is refused, "Minimum deposit is $10"', (_kind, make) => {
    spec(walletDecider)
      .given([opened])
      .when(make(999))
      .thenThrows('WALLET.DEPOSIT_BELOW_MINIMUM', /^Minimum deposit is \$10$/);
  });

  it.each([
    ['card', card],
    ['bank', bank],
  ] as const)('%s: 1,000,001 cents is refused, "Maximum deposit is $10,000"', (_kind, make) => {
    spec(walletDecider)
      .given([opened])
      .when(make(1_000_001))
      .thenThrows('WALLET.DEPOSIT_ABOVE_MAXIMUM', /^Maximum deposit is \$10,000$/);
  });

  it('card: exactly 1000 and exactly 1,000,000 cents are accepted', () => {
    spec(walletDecider)
      .given([opened])
      .when(card(1000))
      .then([cardDeposited('d1', 1000, 30, 'pi_1')]);
    spec(walletDecider)
      .given([opened])
      .when(card(1_000_000))
      .then([cardDeposited('d1', 1_000_000, 30_000, 'pi_1')]);
  });

  it('bank: exactly 1000 and exactly 1,000,000 cents are accepted', () => {
    spec(walletDecider)
      .given([opened])
      .when(bank(1000))
      .then([bankRequested('d1', 1000, 'REF-1')]);
    spec(walletDecider)
      .given([opened])
      .when(bank(1_000_000))
      .then([bankRequested('d1', 1_000_000, 'REF-1')]);
  });

  it('refuses a fraction of a cent', () => {
    spec(walletDecider).given([opened]).when(card(1000.5)).thenThrows('WALLET.INVALID_AMOUNT');
  });
});

describe('RequestBankDeposit', () => {
  it('records the transfer as pending, trimmed, crediting nothing yet', () => {
    spec(walletDecider)
      .given([opened])
      .when(bank(5000, 'd1', '  REF-1 '))
      .then([bankRequested('d1', 5000, 'REF-1')]);
    expect(walletBalanceFromEvents([opened, bankRequested('d1', 5000, 'REF-1')])).toEqual({
      availableCents: 0,
      heldCents: 0,
      pendingDepositCents: 5000,
    });
  });

  it('refuses a reference this wallet already used, whatever its case or spacing', () => {
    spec(walletDecider)
      .given([opened, bankRequested('d1', 5000, 'REF-1')])
      .when(bank(5000, 'd2', ' ref-1'))
      .thenThrows('WALLET.DUPLICATE_REFERENCE', /^This transaction reference has already been used\.$/);
  });

  it('refuses a reference even after its deposit was rejected', () => {
    spec(walletDecider)
      .given([opened, bankRequested('d1', 5000, 'REF-1'), depositRejected('d1', 5000)])
      .when(bank(5000, 'd2', 'REF-1'))
      .thenThrows('WALLET.DUPLICATE_REFERENCE');
  });

  it('answers a retry of the same request with nothing', () => {
    spec(walletDecider)
      .given([opened, bankRequested('d1', 5000, 'REF-1')])
      .when(bank(5000))
      .thenNothing();
  });

  it('refuses a deposit id reused for a different transfer', () => {
    spec(walletDecider)
      .given([opened, bankRequested('d1', 5000, 'REF-1')])
      .when(bank(6000, 'd1', 'REF-2'))
      .thenThrows('WALLET.DEPOSIT_ID_REUSED');
  });

  it('refuses an empty reference, "Transaction reference is required"', () => {
    spec(walletDecider)
      .given([opened])
      .when(bank(5000, 'd1', ' '))
      .thenThrows('WALLET.REFERENCE_REQUIRED', /^Transaction reference is required$/);
  });
});

describe('ApproveDeposit', () => {
  it('credits a pending transfer, free of fees, signed by the admin', () => {
    spec(walletDecider)
      .given([opened, bankRequested('d1', 5000, 'REF-1')])
      .when(approve())
      .then([bankApproved('d1', 5000, 'REF-1')]);
    expect(
      walletBalanceFromEvents([opened, bankRequested('d1', 5000, 'REF-1'), bankApproved('d1', 5000, 'REF-1')]),
    ).toEqual({
      availableCents: 5000,
      heldCents: 0,
      pendingDepositCents: 0,
    });
  });

  it('answers a second approval with nothing', () => {
    spec(walletDecider)
      .given([opened, bankRequested('d1', 5000, 'REF-1'), bankApproved('d1', 5000, 'REF-1')])
      .when(approve())
      .thenNothing();
  });

  it('refuses an unknown deposit', () => {
    spec(walletDecider).given([opened]).when(approve('nope')).thenThrows('WALLET.DEPOSIT_NOT_FOUND');
  });

  it('refuses a deposit that was rejected', () => {
    spec(walletDecider)
      .given([opened, bankRequested('d1', 5000, 'REF-1'), depositRejected('d1', 5000)])
      .when(approve())
      .thenThrows('WALLET.DEPOSIT_NOT_PENDING', /rejected/);
  });
});

describe('RejectDeposit', () => {
  const rejected = depositRejected('d1', 5000);

  it('rejects a pending transfer, with the reason, crediting nothing', () => {
    spec(walletDecider)
      .given([opened, bankRequested('d1', 5000, 'REF-1')])
      .when(reject())
      .then([rejected]);
    expect(walletBalanceFromEvents([opened, bankRequested('d1', 5000, 'REF-1'), rejected]).pendingDepositCents).toBe(0);
  });

  it('answers a second rejection with nothing', () => {
    spec(walletDecider)
      .given([opened, bankRequested('d1', 5000, 'REF-1'), rejected])
      .when(reject())
      .thenNothing();
  });

  it('refuses to reject money already credited', () => {
    spec(walletDecider)
      .given([opened, bankRequested('d1', 5000, 'REF-1'), bankApproved('d1', 5000, 'REF-1')])
      .when(reject())
      .thenThrows('WALLET.DEPOSIT_NOT_PENDING', /credited/);
  });

  it('refuses an unknown deposit', () => {
    spec(walletDecider).given([opened]).when(reject('nope')).thenThrows('WALLET.DEPOSIT_NOT_FOUND');
  });

  it('refuses a blank reason', () => {
    spec(walletDecider)
      .given([opened, bankRequested('d1', 5000, 'REF-1')])
      .when(reject('d1', '   '))
      .thenThrows('WALLET.REASON_REQUIRED');
  });
});

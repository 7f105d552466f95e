import { spec } from '../shared/given-when-then.spec-helper';
import { accounts, balances, totalOf } from '../shared/ledger';
import { walletBalanceFromEvents } from './wallet.balance';
import { walletDecider } from './wallet.decider';
import { EntryFeeEscrowed, EntryFeeRefunded, PrizePaid, WalletEvent } from './wallet.events';
import { walletEventPostings } from './wallet.postings';
import { cardDeposited, later, now, opened, userId, withdrawalRequested } from './wallet.spec-helper';

const expiresAt = '2026-11-21T10:02:00.000Z';
const funded = (cents: number): WalletEvent[] => [opened, cardDeposited('d1', cents, 0)];
const escrowed = (reservationId = 'r1', amountCents = 1000, tournamentId = 't1'): EntryFeeEscrowed => ({
  type: 'EntryFeeEscrowed',
  data: { tournamentId, reservationId, amountCents, escrowedAt: now },
});
const refunded = (reservationId = 'r1', amountCents = 1000): EntryFeeRefunded => ({
  type: 'EntryFeeRefunded',
  data: { tournamentId: 't1', reservationId, amountCents, reason: 'player_left', refundedAt: later },
});
const prize = (amountCents = 1900): PrizePaid => ({
  type: 'PrizePaid',
  data: { tournamentId: 't1', amountCents, paidAt: later },
});
type EscrowOverrides = Partial<{ reservationId: string; amountCents: number; now: string; tournamentId: string }>;
const escrow = (over: EscrowOverrides = {}) => ({
  type: 'EscrowEntryFee' as const,
  data: { tournamentId: 't1', reservationId: 'r1', amountCents: 1000, expiresAt, now, ...over },
});

describe('wallet decider: EscrowEntryFee', () => {
  it('moves the entry fee from the available balance to the escrow', () => {
    spec(walletDecider).given(funded(5000)).when(escrow()).then([escrowed()]);
    expect(walletBalanceFromEvents([...funded(5000), escrowed()]).availableCents).toBe(4000);
  });

  it('accepts exactly the whole available balance', () => {
    spec(walletDecider).given(funded(1000)).when(escrow()).then([escrowed()]);
  });

  it('accepts a payment at the very instant the hold expires', () => {
    const atExpiry = { ...escrowed(), data: { ...escrowed().data, escrowedAt: expiresAt } };
    spec(walletDecider)
      .given(funded(5000))
      .when(escrow({ now: expiresAt }))
      .then([atExpiry]);
  });

  it('is idempotent by reservation: a retry answers nothing, even after expiry or with no money left', () => {
    spec(walletDecider)
      .given([...funded(1000), escrowed()])
      .when(escrow({ now: later }))
      .thenNothing();
  });

  it('refuses with WALLET.INSUFFICIENT_FUNDS and a sentence naming the fee', () => {
    spec(walletDecider)
      .given(funded(999))
      .when(escrow())
      .thenThrows(
        'WALLET.INSUFFICIENT_FUNDS',
        /^Insufficient balance: you need \$10\.00 available to join this match\.$/,
      );
  });

  it('names the fee with thousands grouped', () => {
    spec(walletDecider)
      .given(funded(5000))
      .when(escrow({ amountCents: 123_456 }))
      .thenThrows('WALLET.INSUFFICIENT_FUNDS', /you need \$1,234\.56 available/);
  });

  it('counts only the available balance (a pending withdrawal hold is not spendable)', () => {
    spec(walletDecider)
      .given([...funded(5000), withdrawalRequested('w1', 4500, 113)])
      .when(escrow())
      .thenThrows('WALLET.INSUFFICIENT_FUNDS');
  });

  it('refuses with WALLET.RESERVATION_EXPIRED after the hold expired', () => {
    spec(walletDecider)
      .given(funded(5000))
      .when(escrow({ now: later }))
      .thenThrows('WALLET.RESERVATION_EXPIRED');
  });

  it('refuses a reservation id reused for another fee or tournament', () => {
    const given = spec(walletDecider).given([...funded(5000), escrowed()]);
    given.when(escrow({ amountCents: 2000 })).thenThrows('WALLET.ESCROW_ID_REUSED');
    given.when(escrow({ tournamentId: 't2' })).thenThrows('WALLET.ESCROW_ID_REUSED');
  });

  it.each([0, -5, 10.5])('refuses an amount of %p with WALLET.INVALID_AMOUNT', (amountCents) => {
    spec(walletDecider).given(funded(5000)).when(escrow({ amountCents })).thenThrows('WALLET.INVALID_AMOUNT');
  });

  it('needs an open wallet', () => {
    spec(walletDecider).given([]).when(escrow()).thenThrows('WALLET.NOT_OPEN');
  });
});

describe('wallet decider: RefundEntryFee', () => {
  const refund = (reservationId = 'r1', tournamentId = 't1') => ({
    type: 'RefundEntryFee' as const,
    data: { tournamentId, reservationId, reason: 'player_left' as const, now: later },
  });

  it('returns exactly the escrowed amount', () => {
    spec(walletDecider)
      .given([...funded(5000), escrowed()])
      .when(refund())
      .then([refunded()]);
    expect(walletBalanceFromEvents([...funded(5000), escrowed(), refunded()]).availableCents).toBe(5000);
  });

  it('does nothing when nothing was escrowed for the reservation', () => {
    spec(walletDecider).given(funded(5000)).when(refund()).thenNothing();
  });

  it('does nothing the second time', () => {
    spec(walletDecider)
      .given([...funded(5000), escrowed(), refunded()])
      .when(refund())
      .thenNothing();
  });

  it('does nothing when the reservation belongs to another tournament', () => {
    spec(walletDecider)
      .given([...funded(5000), escrowed()])
      .when(refund('r1', 't2'))
      .thenNothing();
  });
});

describe('wallet decider: PayPrize', () => {
  const pay = (amountCents = 1900) => ({
    type: 'PayPrize' as const,
    data: { tournamentId: 't1', amountCents, now: later },
  });

  it('credits the prize', () => {
    spec(walletDecider).given([opened]).when(pay()).then([prize()]);
  });

  it('is idempotent per tournament', () => {
    spec(walletDecider).given([opened, prize()]).when(pay()).thenNothing();
  });

  it('refuses a different prize for a tournament already paid', () => {
    spec(walletDecider).given([opened, prize()]).when(pay(2000)).thenThrows('WALLET.PRIZE_ALREADY_PAID');
  });

  it('refuses a prize of $0.00', () => {
    spec(walletDecider).given([opened]).when(pay(0)).thenThrows('WALLET.INVALID_AMOUNT');
  });
});

describe('tournament money on the wallet ledger', () => {
  const escrowAccount = accounts.tournamentEscrow('t1');
  const wallet = accounts.wallet(userId);

  it('posts escrow wallet -> escrow, refund and prize escrow -> wallet', () => {
    expect(walletEventPostings(escrowed(), userId)).toEqual([
      { source: wallet, destination: escrowAccount, amountCents: 1000, asset: 'USD/2' },
    ]);
    expect(walletEventPostings(refunded(), userId)).toEqual([
      { source: escrowAccount, destination: wallet, amountCents: 1000, asset: 'USD/2' },
    ]);
    expect(walletEventPostings(prize(), userId)).toEqual([
      { source: escrowAccount, destination: wallet, amountCents: 1900, asset: 'USD/2' },
    ]);
  });

  it('keeps the fold equal to the postings and the ledger at zero', () => {
    const events = [...funded(5000), escrowed('r1'), escrowed('r2'), refunded('r2'), prize(700)];
    const ledger = balances(events.flatMap((event) => walletEventPostings(event, userId)));
    expect(totalOf(ledger)).toBe(0);
    expect(ledger.get(wallet)).toBe(walletBalanceFromEvents(events).availableCents);
    expect(ledger.get(escrowAccount)).toBe(300);
  });
});

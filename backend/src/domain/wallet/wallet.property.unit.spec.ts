/**
 * Randomized workload (TigerBeetle-style): thousands of seeded commands, accepted ones applied,
 * invariants checked after every step. The PRNG is seeded so a failure replays exactly.
 */
import { DomainError, fold } from '../shared/decider';
import { AccountId, accounts, balances, totalOf } from '../shared/ledger';
import { WalletCommand } from './wallet.commands';
import { walletDecider } from './wallet.decider';
import { WalletEvent } from './wallet.events';
import { DAILY_WITHDRAWAL_LIMIT_CENTS } from './wallet.limits';
import { walletEventPostings } from './wallet.postings';
import { WalletState } from './wallet.state';
import { fourEyes } from './wallet.spec-helper';

/** mulberry32: a 32-bit state PRNG, uniform in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS_IN_2026 = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Minutes since 2026-01-01T00:00Z as an ISO instant, without touching Date. */
function instant(minutes: number): string {
  let day = Math.floor(minutes / 1440);
  let month = 0;
  while (day >= DAYS_IN_2026[month]) day -= DAYS_IN_2026[month++];
  const inDay = minutes % 1440;
  return `2026-${pad(month + 1)}-${pad(day + 1)}T${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}:00.000Z`;
}

/** How often each command comes up in the workload. */
const WEIGHTS = {
  open: 1,
  card: 3,
  bank: 2,
  approve: 2,
  rejectDeposit: 1,
  withdraw: 4,
  complete: 2,
  rejectWithdrawal: 1,
  adjust: 2,
} as const;
type Kind = keyof typeof WEIGHTS;
const KINDS = (Object.keys(WEIGHTS) as Kind[]).flatMap((kind) => Array<Kind>(WEIGHTS[kind]).fill(kind));

function workload(seed: number) {
  const random = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  const chance = (p: number) => random() < p;
  let counter = 0;
  const fresh = (prefix: string) => `${prefix}${++counter}`;
  const known = {
    deposits: [] as string[],
    withdrawals: [] as string[],
    adjustments: [] as string[],
    cardRefs: [] as string[],
    bankRefs: [] as string[],
  };
  const reuse = (list: string[], prefix: string, p: number) =>
    list.length > 0 && chance(p) ? pick(list) : fresh(prefix);
  const remember = (list: string[], id: string) => {
    if (!list.includes(id)) list.push(id);
    return id;
  };
  const text = (value: string) => (chance(0.04) ? ' ' : value);
  const adminId = 'admin-1';
  let minutes = 0;

  return (state: WalletState): WalletCommand => {
    minutes += int(0, 120);
    const now = instant(minutes);
    const available = state.availableCents;
    const depositAmount = () =>
      pick([999, 1000, 1_000_000, 1_000_001, 1000.5, int(1000, 60_000), int(60_000, 1_000_000)]);
    const kind = pick(KINDS);
    switch (kind) {
      case 'open':
        return { type: 'OpenWallet', data: { userId: 'u1', now } };
      case 'card': {
        const depositId = remember(known.deposits, reuse(known.deposits, 'd', 0.1));
        const providerReference = remember(known.cardRefs, reuse(known.cardRefs, 'pi_', 0.2));
        const method = pick(['card', 'apple_pay', 'google_pay'] as const);
        return {
          type: 'RecordCardDeposit',
          data: { depositId, amountCents: depositAmount(), method, providerReference, now },
        };
      }
      case 'bank': {
        const depositId = remember(known.deposits, reuse(known.deposits, 'd', 0.1));
        const reference = remember(known.bankRefs, reuse(known.bankRefs, 'REF-', 0.2));
        return {
          type: 'RequestBankDeposit',
          data: {
            depositId,
            amountCents: depositAmount(),
            reference: chance(0.3) ? ` ${reference.toLowerCase()}` : text(reference),
            now,
          },
        };
      }
      case 'approve':
        return { type: 'ApproveDeposit', data: { depositId: reuse(known.deposits, 'd', 0.9), adminId, fourEyes, now } };
      case 'rejectDeposit':
        return {
          type: 'RejectDeposit',
          data: { depositId: reuse(known.deposits, 'd', 0.9), reason: text('not received'), adminId, now },
        };
      case 'withdraw': {
        const amountCents = pick([
          999,
          1000,
          int(1000, 50_000),
          available,
          available + 1,
          int(100_000, 1_000_000),
          1_000_001,
        ]);
        const withdrawalId = remember(known.withdrawals, reuse(known.withdrawals, 'w', 0.1));
        return {
          type: 'RequestWithdrawal',
          data: {
            withdrawalId,
            amountCents,
            accountNumber: text('PK36'),
            accountHolderName: text('Ali'),
            bankName: text('Meezan'),
            now,
          },
        };
      }
      case 'complete':
        return {
          type: 'CompleteWithdrawal',
          data: { withdrawalId: reuse(known.withdrawals, 'w', 0.9), adminId, fourEyes, now },
        };
      case 'rejectWithdrawal':
        return {
          type: 'RejectWithdrawal',
          data: { withdrawalId: reuse(known.withdrawals, 'w', 0.9), reason: text('wrong IBAN'), adminId, now },
        };
      case 'adjust': {
        const adjustmentId = remember(known.adjustments, reuse(known.adjustments, 'a', 0.1));
        const amountCents = pick([0, -available, -available - 1, int(-available, 200_000), int(1, 500_000)]);
        return {
          type: 'AdjustBalance',
          data: { adjustmentId, amountCents, reason: text('correction'), adminId, fourEyes, now },
        };
      }
    }
  };
}

function addPostings(ledger: Map<AccountId, number>, event: WalletEvent): void {
  for (const [account, cents] of balances(walletEventPostings(event, 'u1'))) {
    ledger.set(account, (ledger.get(account) ?? 0) + cents);
  }
}

describe.each([20261121, 7, 424242])('wallet under a seeded random workload (seed %i)', (seed) => {
  it('keeps every invariant for 2,000 commands', () => {
    const next = workload(seed);
    const events: WalletEvent[] = [];
    const ledger = new Map<AccountId, number>();
    const accepted = new Set<string>();
    const refused = new Set<string>();
    let state = walletDecider.initialState();

    for (let step = 0; step < 2000; step++) {
      const command = next(state);
      let produced: WalletEvent[];
      try {
        produced = walletDecider.decide(command, state);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refused.add(error.code);
        continue;
      }
      for (const event of produced) {
        state = walletDecider.evolve(state, event);
        addPostings(ledger, event);
        events.push(event);
      }
      if (produced.length > 0) accepted.add(command.type);
      // Plain checks (not expect) keep 6,000 steps fast; a failure names the step and command.
      const broken = (rule: string) => {
        throw new Error(`seed ${seed}, step ${step}: ${rule}\n${JSON.stringify(command)}`);
      };
      // The same command again is a retry, and a retry changes nothing.
      if (walletDecider.decide(command, state).length > 0) broken('a retried command produced events');
      if (state.availableCents < 0) broken(`available went negative: ${state.availableCents}`);
      if (state.heldCents < 0) broken(`held went negative: ${state.heldCents}`);
      if (state.pendingDepositCents < 0) broken(`pending deposits went negative: ${state.pendingDepositCents}`);
      if (totalOf(ledger) !== 0) broken(`the ledger sums to ${totalOf(ledger)}, not 0`);
      if ((ledger.get(accounts.wallet('u1')) ?? 0) !== state.availableCents) broken('wallet postings != available');
      if ((ledger.get(accounts.walletHold('u1')) ?? 0) !== state.heldCents) broken('hold postings != held');
      for (const [day, cents] of state.withdrawnByDay) {
        if (cents > DAILY_WITHDRAWAL_LIMIT_CENTS) broken(`${day}: ${cents} withdrawn, over the daily limit`);
      }
    }

    expect(fold(walletDecider, events)).toEqual(state);
    const pendingHolds = [...state.withdrawals.values()].filter((w) => w.status === 'pending');
    expect(pendingHolds.reduce((sum, w) => sum + w.amountCents, 0)).toBe(state.heldCents);
    const pendingDeposits = [...state.deposits.values()].filter((d) => d.status === 'pending');
    expect(pendingDeposits.reduce((sum, d) => sum + d.amountCents, 0)).toBe(state.pendingDepositCents);
    // The workload really exercised every command and the main refusals.
    expect([...accepted].sort()).toEqual([
      'AdjustBalance',
      'ApproveDeposit',
      'CompleteWithdrawal',
      'OpenWallet',
      'RecordCardDeposit',
      'RejectDeposit',
      'RejectWithdrawal',
      'RequestBankDeposit',
      'RequestWithdrawal',
    ]);
    expect([...refused].sort()).toEqual(
      expect.arrayContaining([
        'WALLET.DAILY_WITHDRAWAL_LIMIT',
        'WALLET.DEPOSIT_ABOVE_MAXIMUM',
        'WALLET.DEPOSIT_BELOW_MINIMUM',
        'WALLET.DUPLICATE_REFERENCE',
        'WALLET.INSUFFICIENT_FUNDS',
        'WALLET.WITHDRAWAL_NOT_PENDING',
        'WALLET.DEPOSIT_NOT_PENDING',
      ]),
    );
  });
});

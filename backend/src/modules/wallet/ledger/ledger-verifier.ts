import { DataSource } from 'typeorm';
import { AccountId, Posting, accounts, balances, mustStayNonNegative, totalOf } from '../../../domain/shared/ledger';
import { Cents, formatCents, parseMoney } from '../../../domain/shared/money';
import { walletBalanceFromEvents } from '../../../domain/wallet/wallet.balance';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { walletEventPostings } from '../../../domain/wallet/wallet.postings';
import { tournamentEventPostings } from '../../../domain/tournament/tournament.postings';
import { TournamentEvent } from '../../../domain/tournament/tournament.events';
import { EventStore, RecordedEvent, START_POSITION } from '../../../event-store/event-store.port';
import {
  LEDGER_POSTING_RECORDED,
  LedgerPostingRecordedData,
  platformMirrors,
  userIdOfWalletStream,
} from '../../../projections/wallet/platform-ledger';

export interface LedgerDifference {
  check:
    | 'double-entry'
    | 'negative-balance'
    | 'ledger-vs-fold'
    | 'users.balance'
    | 'users.pending_balance'
    | 'platform-mirror'
    | 'escrow'
    | 'chain'
    | 'seal';
  subject: string;
  expected?: string;
  actual?: string;
  message: string;
}

export interface LedgerReport {
  ok: boolean;
  checkedWallets: number;
  checkedEvents: number;
  differences: LedgerDifference[];
}

const PAGE = 1000;

/**
 * The checks finance runs (GET /api/admin/ledger/verify, `npm run ledger:verify`), over every
 * event in the store: the postings of all wallet events sum to zero; each wallet's fold is never
 * below zero and equals its ledger accounts; each cached `users.balance` / `pending_balance`
 * equals the fold; each platform stream holds exactly the mirrors of the wallet events that
 * touch its account. Read-only.
 */
export class LedgerVerifier {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  async verify(): Promise<LedgerReport> {
    const differences: LedgerDifference[] = [];
    const wallets = new Map<string, WalletEvent[]>();
    const ledger = new Map<AccountId, Cents>();
    const expectedMirrors = new Map<string, Cents>();
    const foundMirrors = new Map<string, Cents>();
    const tournaments = new Map<string, TournamentMoney>();
    const wentNegative = new Set<AccountId>();
    let checkedEvents = 0;
    // Every prefix of the log, not only the whole: after each event, no account it touched that a
    // rule keeps at or above zero may be below it. Finance replaying the log to any position (and
    // the explorer at any instant) must only ever see a state that was possible (issue 19).
    const post = (recorded: RecordedEvent, postings: Posting[]) => {
      for (const [account, change] of balances(postings)) {
        const after = (ledger.get(account) ?? 0) + change;
        ledger.set(account, after);
        if (after < 0 && mustStayNonNegative(account) && !wentNegative.has(account)) {
          wentNegative.add(account);
          differences.push(belowZero(account, after, recorded));
        }
      }
    };

    for await (const recorded of this.everyEvent()) {
      const userId = userIdOfWalletStream(recorded.streamName);
      if (userId !== null) {
        checkedEvents++;
        const event = { type: recorded.type, data: recorded.data } as WalletEvent;
        const stream = wallets.get(userId) ?? [];
        stream.push(event);
        wallets.set(userId, stream);
        const postings = walletEventPostings(event, userId);
        if (totalOf(balances(postings)) !== 0) {
          differences.push({
            check: 'double-entry',
            subject: recorded.id,
            message: `Event ${recorded.id} (${recorded.type}) does not balance.`,
          });
        }
        post(recorded, postings);
        for (const mirror of platformMirrors(recorded))
          expectedMirrors.set(`${mirror.stream} ${recorded.id}`, mirror.data.netChangeCents);
        trackTournamentMoney(tournaments, event);
      } else if (recorded.streamName.startsWith('tournament-')) {
        // Fees leave the escrow on the tournament stream (platform fee, court fee).
        const event = { type: recorded.type, data: recorded.data } as TournamentEvent;
        const postings = tournamentEventPostings(event);
        if (postings.length > 0) checkedEvents++;
        post(recorded, postings);
        trackTournamentOutcome(tournaments, recorded.streamName.slice('tournament-'.length), event);
      } else if (recorded.streamName.startsWith('platform-') && recorded.type === LEDGER_POSTING_RECORDED) {
        const data = recorded.data as LedgerPostingRecordedData;
        // Mirrors of other sources (e.g. tournament streams) are their owners' to check.
        if (userIdOfWalletStream(data.sourceStream) === null) continue;
        checkedEvents++;
        foundMirrors.set(`${recorded.streamName} ${data.sourceEventId}`, data.netChangeCents);
      }
    }

    const total = totalOf(ledger);
    if (total !== 0) {
      differences.push({
        check: 'double-entry',
        subject: 'all accounts',
        expected: '0.00',
        actual: formatCents(total),
        message: 'The accounts do not sum to zero.',
      });
    }
    const folds = new Map([...wallets].map(([userId, events]) => [userId, walletBalanceFromEvents(events)]));
    for (const [userId, fold] of folds) {
      // Available and held are ledger accounts, checked at every prefix (post); pending is not.
      if (fold.pendingDepositCents < 0) {
        differences.push({
          check: 'negative-balance',
          subject: `user:${userId}`,
          actual: formatCents(fold.pendingDepositCents),
          message: `The pending balance of ${userId} is below zero.`,
        });
      }
      const pairs = [
        [accounts.wallet(userId), fold.availableCents],
        [accounts.walletHold(userId), fold.heldCents],
      ] as const;
      for (const [account, folded] of pairs) {
        const posted = ledger.get(account) ?? 0;
        if (posted !== folded) {
          differences.push({
            check: 'ledger-vs-fold',
            subject: account,
            expected: formatCents(folded),
            actual: formatCents(posted),
            message: `Account ${account} differs from the wallet's fold.`,
          });
        }
      }
    }
    differences.push(...checkEscrows(tournaments, ledger));
    differences.push(...(await this.compareUsersTable(folds)));
    differences.push(...compareMirrors(expectedMirrors, foundMirrors));
    return { ok: differences.length === 0, checkedWallets: wallets.size, checkedEvents, differences };
  }

  private async *everyEvent(): AsyncGenerator<RecordedEvent> {
    let after = START_POSITION;
    for (;;) {
      const page = await this.store.readAll({ after, maxCount: PAGE });
      yield* page;
      if (page.length < PAGE) return;
      after = page[page.length - 1]!.position; // a full page
    }
  }

  private async compareUsersTable(
    folds: Map<string, { availableCents: Cents; pendingDepositCents: Cents }>,
  ): Promise<LedgerDifference[]> {
    const rows = await this.dataSource.query<
      Array<{
        id: string;
        balance: string;
        pending: string;
      }>
    >(`SELECT id, balance::text AS balance, pending_balance::text AS pending FROM users`);
    const differences: LedgerDifference[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      seen.add(row.id);
      const fold = folds.get(row.id);
      const checks = [
        ['users.balance', fold?.availableCents ?? 0, row.balance],
        ['users.pending_balance', fold?.pendingDepositCents ?? 0, row.pending],
      ] as const;
      for (const [check, expected, cached] of checks) {
        if (parseMoney(cached) !== expected) {
          differences.push({
            check,
            subject: `user:${row.id}`,
            expected: formatCents(expected),
            actual: cached,
            message: `${check} of ${row.id} is ${cached}; its wallet stream says ${formatCents(expected)}.`,
          });
        }
      }
    }
    for (const [userId, fold] of folds) {
      if (!seen.has(userId) && (fold.availableCents !== 0 || fold.pendingDepositCents !== 0)) {
        differences.push({
          check: 'users.balance',
          subject: `user:${userId}`,
          expected: formatCents(fold.availableCents),
          message: `Wallet ${userId} holds money but has no users row.`,
        });
      }
    }
    return differences;
  }
}

function compareMirrors(expected: Map<string, Cents>, found: Map<string, Cents>): LedgerDifference[] {
  const differences: LedgerDifference[] = [];
  for (const [key, net] of expected) {
    const [stream, source] = key.split(' ') as [string, string]; // keys are `${stream} ${source}`
    const mirrored = found.get(key);
    if (mirrored === undefined) {
      differences.push({
        check: 'platform-mirror',
        subject: stream,
        expected: formatCents(net),
        message: `${stream} has no mirror of wallet event ${source}.`,
      });
    } else if (mirrored !== net) {
      differences.push({
        check: 'platform-mirror',
        subject: stream,
        expected: formatCents(net),
        actual: formatCents(mirrored),
        message: `${stream} mirrors wallet event ${source} with a different amount.`,
      });
    }
  }
  for (const key of found.keys()) {
    if (!expected.has(key)) {
      const [stream, source] = key.split(' ') as [string, string]; // keys are `${stream} ${source}`
      differences.push({
        check: 'platform-mirror',
        subject: stream,
        message: `${stream} mirrors ${source}, which is not a wallet event touching it.`,
      });
    }
  }
  return differences;
}

interface TournamentMoney {
  outcome: 'open' | 'settled' | 'cancelled';
  payoutsCents: Cents;
  prizesPaidCents: Cents;
}

function moneyOf(tournaments: Map<string, TournamentMoney>, tournamentId: string): TournamentMoney {
  let money = tournaments.get(tournamentId);
  if (!money) {
    money = { outcome: 'open', payoutsCents: 0, prizesPaidCents: 0 };
    tournaments.set(tournamentId, money);
  }
  return money;
}

function trackTournamentMoney(tournaments: Map<string, TournamentMoney>, event: WalletEvent): void {
  if (event.type === 'PrizePaid')
    moneyOf(tournaments, event.data.tournamentId).prizesPaidCents += event.data.amountCents;
}

function trackTournamentOutcome(
  tournaments: Map<string, TournamentMoney>,
  tournamentId: string,
  event: TournamentEvent,
): void {
  if (event.type === 'TournamentSettled') {
    const money = moneyOf(tournaments, tournamentId);
    money.outcome = 'settled';
    money.payoutsCents = event.data.payouts.reduce((sum, payout) => sum + payout.amountCents, 0);
  } else if (event.type === 'TournamentCancelled') {
    moneyOf(tournaments, tournamentId).outcome = 'cancelled';
  }
}

/** The first event after which `account`, which must stay at or above zero, was below it. */
function belowZero(account: AccountId, cents: Cents, at: RecordedEvent): LedgerDifference {
  const where = `${at.type} ${at.id} (${at.streamName} revision ${at.revision}, position ${at.position.commit}/${at.position.prepare})`;
  const escrow = /^tournament:(.+):escrow$/.exec(account);
  return {
    check: escrow ? 'escrow' : 'negative-balance',
    subject: account,
    actual: formatCents(cents),
    message: escrow
      ? `The escrow of tournament ${escrow[1]} went below zero (${formatCents(cents)}) at ${where}.`
      : `Account ${account} went below zero (${formatCents(cents)}) at ${where}.`,
  };
}

/**
 * An escrow never goes below zero (checked at every prefix, above); once a tournament is settled it holds exactly the prizes not
 * yet paid (so 0 when all are paid), and once cancelled it holds nothing (every fee refunded).
 */
function checkEscrows(tournaments: Map<string, TournamentMoney>, ledger: Map<AccountId, Cents>): LedgerDifference[] {
  const differences: LedgerDifference[] = [];
  for (const [tournamentId, money] of tournaments) {
    const account = accounts.tournamentEscrow(tournamentId);
    const held = ledger.get(account) ?? 0;
    const expected =
      money.outcome === 'settled'
        ? money.payoutsCents - money.prizesPaidCents
        : money.outcome === 'cancelled'
          ? 0
          : null;
    // Below zero is reported where it first happened (belowZero), at any prefix of the log.
    if (held >= 0 && expected !== null && held !== expected) {
      differences.push({
        check: 'escrow',
        subject: account,
        expected: formatCents(expected),
        actual: formatCents(held),
        message: `The escrow of ${money.outcome} tournament ${tournamentId} holds ${formatCents(held)}; it should hold ${formatCents(expected)}.`,
      });
    }
  }
  return differences;
}

import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then.spec-helper';
import { accounts, balances, totalOf } from '../shared/ledger';
import { tournamentDecider } from './tournament.decider';
import { TournamentEvent } from './tournament.events';
import {
  UserWalletEvent,
  tournamentAccounts,
  tournamentEscrowBalance,
  tournamentEventPostings,
  tournamentPostings,
} from './tournament.postings';
import { feeTerms, prizePerWinnerCents, settlementPlan } from './tournament.settlement';
import {
  adminId,
  afterStart,
  created,
  declared,
  full,
  lineup,
  playing,
  reported,
  settledTeam1,
  tournamentId,
} from './tournament.spec-helper';

const given = (events: TournamentEvent[]) => spec(tournamentDecider).given(events);
const settle = { type: 'SettleTournament' as const, data: { now: afterStart } };
const team1 = [
  { userId: 'alice', teamNumber: 1, position: 1 },
  { userId: 'bob', teamNumber: 1, position: 2 },
] as const;

describe('settlement math', () => {
  it.each`
    entry   | pool     | fee    | winnersPool | first   | second
    ${1000} | ${4000}  | ${200} | ${3800}     | ${1900} | ${1900}
    ${2500} | ${10000} | ${500} | ${9500}     | ${4750} | ${4750}
    ${33}   | ${132}   | ${7}   | ${125}      | ${63}   | ${62}
    ${1234} | ${4936}  | ${247} | ${4689}     | ${2345} | ${2344}
    ${999}  | ${3996}  | ${200} | ${3796}     | ${1898} | ${1898}
    ${7}    | ${28}    | ${1}   | ${27}       | ${14}   | ${13}
    ${5}    | ${20}    | ${1}   | ${19}       | ${10}   | ${9}
    ${1}    | ${4}     | ${0}   | ${4}        | ${2}    | ${2}
  `(
    'entry $entry -> pool $pool, fee $fee, winners $first + $second',
    ({ entry, pool, fee, winnersPool, first, second }) => {
      const plan = settlementPlan({ entryFeeCents: entry, courtFeeCents: 0 }, [...team1]);
      expect(plan).toEqual({
        poolCents: pool,
        platformFeeCents: fee,
        courtFeeCents: 0,
        winnersPoolCents: winnersPool,
        payouts: [
          { ...team1[0], amountCents: first },
          { ...team1[1], amountCents: second },
        ],
      });
      expect(fee + first + second).toBe(4 * entry);
      expect(prizePerWinnerCents(entry)).toBe(first);
    },
  );

  it('gives the odd cent to the winner in position 1, whatever order they come in', () => {
    const plan = settlementPlan({ entryFeeCents: 33, courtFeeCents: 0 }, [team1[1], team1[0]]);
    expect(plan.payouts.map((p) => [p.userId, p.amountCents])).toEqual([
      ['alice', 63],
      ['bob', 62],
    ]);
  });

  it('charges each player a quarter of the court fee on top, and pays the court fee out whole', () => {
    expect(feeTerms(1000, 2000)).toEqual({
      entryFeeCents: 1000,
      courtFeeCents: 2000,
      courtSharePerPlayerCents: 500,
      totalFeePerPlayerCents: 1500,
      poolCents: 4000,
      platformFeeCents: 200,
      prizePoolCents: 3800,
    });
    const plan = settlementPlan({ entryFeeCents: 1000, courtFeeCents: 2000 }, [...team1]);
    const paidOut = plan.platformFeeCents + plan.courtFeeCents + plan.payouts.reduce((s, p) => s + p.amountCents, 0);
    expect(paidOut).toBe(4 * 1500);
  });

  it('takes any court fee in cents: each pays the share rounded up, the venue gets its fee, the platform the 0-3 cents', () => {
    // $5.50 court fee: 137.5 cents a player -> 138; 4 x 138 = 552, 2 cents over the court fee.
    const terms = feeTerms(1000, 550);
    expect(terms).toMatchObject({ courtSharePerPlayerCents: 138, totalFeePerPlayerCents: 1138, platformFeeCents: 202 });
    expect(terms?.prizePoolCents).toBe(3800);
    for (const court of [1, 2, 3, 550, 1001, 2003]) {
      const plan = settlementPlan({ entryFeeCents: 1000, courtFeeCents: court }, [...team1]);
      const share = Math.ceil(court / 4);
      const paidOut = plan.platformFeeCents + plan.courtFeeCents + plan.payouts.reduce((s, p) => s + p.amountCents, 0);
      expect(plan.courtFeeCents).toBe(court);
      expect(paidOut).toBe(4 * (1000 + share));
    }
  });

  it.each([
    [0, 0],
    [-1, 0],
    [10.5, 0],
    [1000, 0.5],
    [1000, -4],
  ])('has no fee terms for entry %p and court %p', (entry, court) => {
    expect(feeTerms(entry, court)).toBeNull();
  });
});

describe('tournament decider: SettleTournament', () => {
  it('fixes the payout plan and collects the platform fee in the same decision', () => {
    given([...playing(), reported('alice'), declared('bob', 1)])
      .when(settle)
      .then(settledTeam1);
  });

  it('collects the court fee for the venue too', () => {
    const events = tournamentDecider.decide(
      settle,
      fold(tournamentDecider, [...playing(1000, 2000), declared('carol', 2)]),
    );
    expect(events.map((e) => e.type)).toEqual(['TournamentSettled', 'PlatformFeeCollected', 'CourtFeeCollected']);
    expect(events[2].data).toEqual({ tournamentId, amountCents: 2000, collectedAt: afterStart });
  });

  it('pays the odd cent to Team 2 Position 1 when Team 2 wins a $0.33 match', () => {
    const [settled] = tournamentDecider.decide(settle, fold(tournamentDecider, [...playing(33), declared('dave', 2)]));
    expect(settled.type === 'TournamentSettled' && settled.data.payouts).toEqual([
      { userId: 'carol', teamNumber: 2, position: 1, amountCents: 63 },
      { userId: 'dave', teamNumber: 2, position: 2, amountCents: 62 },
    ]);
  });

  it('records no platform fee when it rounds to $0.00', () => {
    const events = tournamentDecider.decide(settle, fold(tournamentDecider, [...playing(1), declared('dave', 2)]));
    expect(events.map((e) => e.type)).toEqual(['TournamentSettled']);
  });

  it('does nothing the second time', () => {
    given([...playing(), declared('bob', 1), ...settledTeam1])
      .when(settle)
      .thenNothing();
  });

  it('refuses without a final result, and while it is disputed (the money stays frozen)', () => {
    given([...playing(), reported('alice')])
      .when(settle)
      .thenThrows('TOURNAMENT.NO_FINAL_RESULT');
    const disputed: TournamentEvent = {
      type: 'ResultDisputed',
      data: { tournamentId, disputedBy: 'carol', reason: 'no', disputedAt: afterStart },
    };
    given([...playing(), reported('alice'), disputed])
      .when(settle)
      .thenThrows('TOURNAMENT.RESULT_DISPUTED');
  });

  it('refuses a tournament not being played', () => {
    given(full()).when(settle).thenThrows('TOURNAMENT.NOT_IN_PROGRESS');
    given([]).when(settle).thenThrows('TOURNAMENT.NOT_FOUND');
  });
});

describe('the escrow, folded from wallet and tournament postings', () => {
  const escrows = (fee: number): UserWalletEvent[] =>
    lineup.map(({ userId }) => ({
      userId,
      event: {
        type: 'EntryFeeEscrowed',
        data: { tournamentId, reservationId: `r-${userId}`, amountCents: fee, escrowedAt: afterStart },
      },
    }));
  const prize = (userId: string, amountCents: number): UserWalletEvent => ({
    userId,
    event: { type: 'PrizePaid', data: { tournamentId, amountCents, paidAt: afterStart } },
  });

  it('posts the platform fee escrow -> revenue and the court fee escrow -> court payable', () => {
    const [, platform, court] = tournamentDecider.decide(
      settle,
      fold(tournamentDecider, [...playing(1000, 2000), declared()]),
    );
    expect(tournamentEventPostings(platform)).toEqual([
      {
        source: accounts.tournamentEscrow(tournamentId),
        destination: accounts.platformRevenue(),
        amountCents: 200,
        asset: 'USD/2',
      },
    ]);
    expect(tournamentEventPostings(court)[0].destination).toBe(tournamentAccounts.courtPayable(tournamentId));
    expect(tournamentEventPostings(created())).toEqual([]);
  });

  it('holds 4 fees while playing and exactly 0 once settled and paid', () => {
    const tournamentEvents = [...playing(1000, 2000), declared('bob', 1)];
    expect(tournamentEscrowBalance(tournamentId, escrows(1500), tournamentEvents)).toBe(6000);
    const settled = tournamentDecider.decide(settle, fold(tournamentDecider, tournamentEvents));
    const wallets = [...escrows(1500), prize('alice', 1900), prize('bob', 1900)];
    expect(tournamentEscrowBalance(tournamentId, wallets, [...tournamentEvents, ...settled])).toBe(0);
    const ledger = balances(tournamentPostings(wallets, [...tournamentEvents, ...settled]));
    expect(totalOf(ledger)).toBe(0);
    expect(ledger.get(accounts.platformRevenue())).toBe(200);
    expect(ledger.get(tournamentAccounts.courtPayable(tournamentId))).toBe(2000);
    expect(ledger.get(accounts.wallet('alice'))).toBe(1900 - 1500);
    expect(ledger.get(accounts.wallet('carol'))).toBe(-1500);
  });

  it('is exactly 0 once a cancelled tournament refunded everyone', () => {
    const refunds: UserWalletEvent[] = lineup.map(({ userId }) => ({
      userId,
      event: {
        type: 'EntryFeeRefunded',
        data: {
          tournamentId,
          reservationId: `r-${userId}`,
          amountCents: 1000,
          reason: 'tournament_cancelled',
          refundedAt: afterStart,
        },
      },
    }));
    const cancelled: TournamentEvent = {
      type: 'TournamentCancelled',
      data: { tournamentId, reason: 'cancelled_by_admin', cancelledBy: adminId, note: null, cancelledAt: afterStart },
    };
    expect(tournamentEscrowBalance(tournamentId, [...escrows(1000), ...refunds], [...full(), cancelled])).toBe(0);
  });
});

/**
 * Randomized workload (TigerBeetle-style): seeded random tournaments driven through the real
 * deciders and the process manager, with crashes between steps, late payments and clock jumps.
 * Invariants are checked after every step and once everything has settled.
 */
import { accounts, totalOf } from '../shared/ledger';
import { slotsAndEscrowsAgree, walletFactsFor } from './tournament.process-manager';
import { liveReservations } from './tournament.state';
import { Workload } from './tournament-workload.spec-helper';

const accepted = new Set<string>();
const refused = new Set<string>();
const outcomes = new Set<string>();
let completed = 0;

/** Plain checks (not expect) keep thousands of steps fast; a failure names the seed and step. */
function checkAlways(workload: Workload, where: string): void {
  const { world, ids } = workload;
  const broken = (rule: string) => {
    throw new Error(`${where}: ${rule}`);
  };
  if (totalOf(world.ledger) !== 0) broken('the ledger does not sum to 0');
  for (const [userId, wallet] of world.wallets) {
    if (wallet.availableCents < 0) broken(`${userId} went below zero`);
    if ((world.ledger.get(accounts.wallet(userId)) ?? 0) !== wallet.availableCents)
      broken(`${userId}: postings != fold`);
  }
  for (const tid of ids) {
    const live = liveReservations(world.tournaments.get(tid)!);
    if (live.length > 4) broken(`${tid} has ${live.length} live slots`);
    if (new Set(live.map((r) => `${r.teamNumber}-${r.position}`)).size !== live.length)
      broken(`${tid}: two in one slot`);
    if (new Set(live.map((r) => r.userId)).size !== live.length) broken(`${tid}: a player holds two slots`);
    if (world.escrowOf(tid) < 0) broken(`${tid}: escrow below zero`);
    const events = world.tournamentEvents.get(tid) ?? [];
    if (events.filter((e) => e.type === 'TournamentSettled').length > 1) broken(`${tid} settled twice`);
    if (events.filter((e) => e.type === 'PlatformFeeCollected').length > 1) broken(`${tid}: fee collected twice`);
    const prizes = walletFactsFor(tid, world.walletEvents).prizesPaidTo;
    if (new Set(prizes).size !== prizes.length) broken(`${tid}: a prize paid twice`);
  }
}

function checkAtRest(workload: Workload, where: string): void {
  const { world, ids } = workload;
  const broken = (rule: string) => {
    throw new Error(`${where}: ${rule}`);
  };
  for (const tid of ids) {
    const state = world.tournaments.get(tid)!;
    if (state.status !== 'completed' && state.status !== 'cancelled') broken(`${tid} still ${state.status}`);
    if (world.escrowOf(tid) !== 0) broken(`${tid}: escrow ends at ${world.escrowOf(tid)}`);
    if (!slotsAndEscrowsAgree(state, walletFactsFor(tid, world.walletEvents)))
      broken(`${tid}: slots and escrows disagree`);
    if (world.actions(tid, workload.now()).length > 0) broken(`${tid}: the process manager is not done`);
    if (state.status === 'completed') {
      let prizes = 0;
      for (const { event } of world.walletEvents) {
        if (event.type === 'PrizePaid' && event.data.tournamentId === tid) prizes += event.data.amountCents;
      }
      if (prizes !== state.details!.prizePoolCents) broken(`${tid}: prizes ${prizes} != the winners' pool`);
    }
  }
}

const SEEDS = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 20261121, 424242, 7777];

describe.each(SEEDS)('tournaments under a seeded random workload (seed %i)', (seed) => {
  it('never charges without a slot, never seats two in one slot, and empties every escrow', () => {
    const workload = new Workload(seed);
    for (let step = 0; step < 600; step++) {
      workload.step();
      checkAlways(workload, `seed ${seed}, step ${step}`);
    }
    for (let round = 0; round < 12; round++) {
      workload.drainRound();
      checkAlways(workload, `seed ${seed}, drain ${round}`);
    }
    checkAtRest(workload, `seed ${seed}, at rest`);

    const { world, ids } = workload;
    expect(ids.length).toBeGreaterThan(5);
    world.accepted.forEach((type) => accepted.add(type));
    world.refusals.forEach((_count, code) => refused.add(code));
    for (const tid of ids) outcomes.add(world.tournaments.get(tid)!.status);
    completed += ids.filter((tid) => world.tournaments.get(tid)!.status === 'completed').length;
  });
});

describe('the randomized workload', () => {
  it('really exercised the commands, both endings and the main refusals (across all seeds)', () => {
    expect([...outcomes].sort()).toEqual(['cancelled', 'completed']);
    expect(completed).toBeGreaterThanOrEqual(15);
    expect([...accepted].sort()).toEqual(
      expect.arrayContaining([
        'AdminDeclareWinner',
        'VoidMatch',
        'AutoCancelTournament',
        'AutoConfirmResult',
        'CancelTournament',
        'ConfirmResult',
        'ConfirmSlot',
        'CreateTournament',
        'DeleteTournament',
        'DisputeResult',
        'EscrowEntryFee',
        'JoinWaitlist',
        'LeaveTournament',
        'PayPrize',
        'RefundEntryFee',
        'ReleaseReservation',
        'ReportResult',
        'ReserveSlot',
        'SettleTournament',
        'StartTournament',
      ]),
    );
    expect([...refused].sort()).toEqual(
      expect.arrayContaining([
        'TOURNAMENT.ALREADY_JOINED',
        'TOURNAMENT.FEE_LOCKED',
        'TOURNAMENT.FULL',
        'TOURNAMENT.INVALID_SCORE',
        'TOURNAMENT.SAME_TEAM',
        'TOURNAMENT.SLOT_TAKEN',
        'WALLET.INSUFFICIENT_FUNDS',
        'WALLET.RESERVATION_EXPIRED',
      ]),
    );
  });
});

import { fold } from '../shared/decider';
import { tournamentDecider } from './tournament.decider';
import { TournamentEvent } from './tournament.events';
import { UserWalletEvent } from './tournament.postings';
import {
  EscrowFact,
  actionAfterEscrowRefused,
  nextActions,
  slotsAndEscrowsAgree,
  walletFactsFor,
} from './tournament.process-manager';
import {
  adminId,
  afterHold,
  afterStart,
  declared,
  full,
  holdUntil,
  now,
  opened,
  playing,
  reported,
  reserved,
  settledTeam1,
  startTime,
  tournamentId,
} from './tournament.spec-helper';

const paid = (userId: string, refunded = false): EscrowFact => ({
  userId,
  reservationId: `r-${userId}`,
  amountCents: 1000,
  refunded,
});
const facts = (escrows: EscrowFact[] = [], prizesPaidTo: string[] = []) => ({ escrows, prizesPaidTo });
const actionsFor = (events: TournamentEvent[], wallet = facts(), at = now) =>
  nextActions(fold(tournamentDecider, events), wallet, at);
const allPaid = ['alice', 'bob', 'carol', 'dave'].map((u) => paid(u));
const refund = (userId: string, reason: string, at = now) => ({
  target: 'wallet',
  userId,
  command: { type: 'RefundEntryFee', data: { tournamentId, reservationId: `r-${userId}`, reason, now: at } },
});
const cancelled: TournamentEvent = {
  type: 'TournamentCancelled',
  data: { tournamentId, reason: 'cancelled_by_admin', cancelledBy: adminId, note: null, cancelledAt: now },
};

describe('process manager: reservations', () => {
  it('escrows the fee of a fresh reservation (the interrupted step of a join)', () => {
    expect(actionsFor(opened())).toEqual([
      {
        target: 'wallet',
        userId: 'alice',
        command: {
          type: 'EscrowEntryFee',
          data: { tournamentId, reservationId: 'r-alice', amountCents: 1000, expiresAt: holdUntil, now },
        },
      },
    ]);
  });

  it('confirms a reservation whose escrow exists, even past its expiry', () => {
    expect(actionsFor(opened(), facts([paid('alice')]), afterHold)).toEqual([
      { target: 'tournament', command: { type: 'ConfirmSlot', data: { reservationId: 'r-alice', now: afterHold } } },
    ]);
  });

  it('releases an expired reservation that was never paid', () => {
    expect(actionsFor(opened(), facts(), afterHold)).toEqual([
      {
        target: 'tournament',
        command: { type: 'ReleaseReservation', data: { reservationId: 'r-alice', reason: 'expired', now: afterHold } },
      },
    ]);
  });

  it('refunds an escrow whose reservation was released (a payment that landed after the expiry)', () => {
    const released: TournamentEvent = {
      type: 'SlotReservationReleased',
      data: {
        tournamentId,
        reservationId: 'r-alice',
        userId: 'alice',
        teamNumber: 1,
        position: 1,
        reason: 'expired',
        releasedAt: afterHold,
      },
    };
    expect(actionsFor([...opened(), released], facts([paid('alice')]))).toEqual([
      refund('alice', 'reservation_released'),
    ]);
  });

  it('refunds a player who left', () => {
    const left: TournamentEvent = {
      type: 'PlayerLeft',
      data: { tournamentId, reservationId: 'r-bob', userId: 'bob', teamNumber: 1, position: 2, leftAt: now },
    };
    expect(actionsFor([...full(), left], facts(allPaid))).toEqual([refund('bob', 'player_left')]);
  });

  it('refunds an escrow for a reservation the tournament never saw', () => {
    expect(actionsFor(opened(), facts([paid('alice'), paid('zed')]))[0]).toEqual(refund('zed', 'unknown_reservation'));
  });

  it('never refunds twice', () => {
    expect(actionsFor([...full(), cancelled], facts(allPaid.map((e) => ({ ...e, refunded: true }))))).toEqual([]);
  });
});

describe('process manager: deadlines', () => {
  it('starts a full tournament at the start time', () => {
    expect(actionsFor(full(), facts(allPaid), startTime)).toEqual([
      {
        target: 'tournament',
        command: { type: 'StartTournament', data: { actor: { kind: 'system' }, now: startTime } },
      },
    ]);
  });

  it('auto-cancels a tournament that is not full at the start time', () => {
    const events = [
      ...opened(),
      { type: 'PlayerJoined', data: { ...reserved('alice', 1, 1).data, joinedAt: now } } as TournamentEvent,
    ];
    expect(actionsFor(events, facts([paid('alice')]), startTime)).toEqual([
      { target: 'tournament', command: { type: 'AutoCancelTournament', data: { now: startTime } } },
    ]);
  });

  it('waits for a half-paid slot to settle before deciding start or cancel', () => {
    const actions = actionsFor(opened(), facts([paid('alice')]), startTime);
    expect(actions.map((a) => a.command.type)).toEqual(['ConfirmSlot']);
  });

  it('refunds everyone after a cancellation', () => {
    expect(actionsFor([...full(), cancelled], facts(allPaid)).map((a) => a.command.type)).toEqual([
      'RefundEntryFee',
      'RefundEntryFee',
      'RefundEntryFee',
      'RefundEntryFee',
    ]);
    expect(actionsFor([...full(), cancelled], facts(allPaid))[2]).toEqual(refund('carol', 'tournament_cancelled'));
  });

  it('auto-confirms a report once its window passed, and not before', () => {
    const events = [...playing(), reported('alice')];
    expect(actionsFor(events, facts(allPaid), afterStart)).toEqual([]);
    const dayLater = '2026-11-23T19:30:00.000Z';
    expect(actionsFor(events, facts(allPaid), dayLater)).toEqual([
      {
        target: 'tournament',
        command: { type: 'AutoConfirmResult', data: { now: dayLater, confirmWindowMs: 86_400_000 } },
      },
    ]);
  });

  it('settles once the winner is final', () => {
    expect(actionsFor([...playing(), declared()], facts(allPaid), afterStart)).toEqual([
      { target: 'tournament', command: { type: 'SettleTournament', data: { now: afterStart } } },
    ]);
  });
});

describe('process manager: prizes', () => {
  const settled = [...playing(), declared(), ...settledTeam1];

  it('pays each winner their payout, and keeps the settled escrows (they were spent)', () => {
    expect(actionsFor(settled, facts(allPaid, ['bob']), afterStart)).toEqual([
      {
        target: 'wallet',
        userId: 'alice',
        command: { type: 'PayPrize', data: { tournamentId, amountCents: 1900, now: afterStart } },
      },
    ]);
    expect(actionsFor(settled, facts(allPaid, ['alice', 'bob']), afterStart)).toEqual([]);
  });

  it('agrees with the slots once everything is done', () => {
    expect(slotsAndEscrowsAgree(fold(tournamentDecider, settled), facts(allPaid))).toBe(true);
    expect(slotsAndEscrowsAgree(fold(tournamentDecider, [...full(), cancelled]), facts(allPaid))).toBe(false);
    expect(slotsAndEscrowsAgree(fold(tournamentDecider, full()), facts(allPaid.slice(1)))).toBe(false);
  });
});

describe('process manager: wallet facts and refused escrows', () => {
  it('reads escrows, refunds and prizes of this tournament only', () => {
    const events: UserWalletEvent[] = [
      {
        userId: 'alice',
        event: {
          type: 'EntryFeeEscrowed',
          data: { tournamentId, reservationId: 'r-alice', amountCents: 1000, escrowedAt: now },
        },
      },
      {
        userId: 'bob',
        event: {
          type: 'EntryFeeEscrowed',
          data: { tournamentId, reservationId: 'r-bob', amountCents: 1000, escrowedAt: now },
        },
      },
      {
        userId: 'bob',
        event: {
          type: 'EntryFeeEscrowed',
          data: { tournamentId: 't2', reservationId: 'x', amountCents: 500, escrowedAt: now },
        },
      },
      {
        userId: 'bob',
        event: {
          type: 'EntryFeeRefunded',
          data: { tournamentId, reservationId: 'r-bob', amountCents: 1000, reason: 'player_left', refundedAt: now },
        },
      },
      { userId: 'alice', event: { type: 'PrizePaid', data: { tournamentId, amountCents: 1900, paidAt: now } } },
      { userId: 'bob', event: { type: 'WalletOpened', data: { userId: 'bob', openedAt: now } } },
    ];
    expect(walletFactsFor(tournamentId, events)).toEqual({
      escrows: [paid('alice'), paid('bob', true)],
      prizesPaidTo: ['alice'],
    });
  });

  it('releases the slot of a player who cannot pay, or whose hold ran out', () => {
    expect(actionAfterEscrowRefused('r1', 'WALLET.INSUFFICIENT_FUNDS', now)).toEqual({
      target: 'tournament',
      command: { type: 'ReleaseReservation', data: { reservationId: 'r1', reason: 'payment_failed', now } },
    });
    expect(actionAfterEscrowRefused('r1', 'WALLET.RESERVATION_EXPIRED', now)?.command).toMatchObject({
      data: { reason: 'expired' },
    });
    expect(actionAfterEscrowRefused('r1', 'WALLET.NOT_OPEN', now)).toBeNull();
  });
});

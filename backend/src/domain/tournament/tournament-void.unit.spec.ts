import { fold } from '../shared/decider';
import { tournamentDecider } from './tournament.decider';
import { TournamentEvent } from './tournament.events';
import { nextActions } from './tournament.process-manager';
import {
  adminId,
  afterStart,
  declared,
  disputed,
  full,
  given,
  playing,
  reported,
  settledTeam1,
  tournamentId,
} from './tournament.spec-helper';

describe('tournament decider: VoidMatch', () => {
  const voidMatch = (reason = ' Both teams claim the win; no evidence either way ') => ({
    type: 'VoidMatch' as const,
    data: { adminId, reason, now: afterStart },
  });
  const reason = 'Both teams claim the win; no evidence either way';
  const voided: TournamentEvent[] = [
    { type: 'MatchVoided', data: { tournamentId, voidedBy: adminId, reason, voidedAt: afterStart } },
    {
      type: 'TournamentCancelled',
      data: { tournamentId, reason: 'voided', cancelledBy: adminId, note: reason, cancelledAt: afterStart },
    },
  ];

  it('voids a disputed match: the ruling with its actor and reason, then the cancellation that refunds', () => {
    given([...playing(), reported('alice'), disputed])
      .when(voidMatch())
      .then(voided);
  });

  it('voids a started match nobody reported', () => {
    given(playing()).when(voidMatch()).then(voided);
  });

  it('answers a second void with nothing', () => {
    given([...playing(), reported('alice'), disputed, ...voided])
      .when(voidMatch())
      .thenNothing();
  });

  it('requires a reason', () => {
    given([...playing(), reported('alice'), disputed])
      .when(voidMatch('   '))
      .thenThrows('TOURNAMENT.REASON_REQUIRED');
  });

  it('refuses once a winner is final or the money is settled', () => {
    given([...playing(), declared('bob', 1)])
      .when(voidMatch())
      .thenThrows('TOURNAMENT.RESULT_FINAL');
    given([...playing(), declared('bob', 1), ...settledTeam1])
      .when(voidMatch())
      .thenThrows('TOURNAMENT.RESULT_FINAL');
  });

  it('refuses before the start (cancel it instead)', () => {
    given(full()).when(voidMatch()).thenThrows('TOURNAMENT.NOT_IN_PROGRESS');
  });

  it('leaves the process manager refunding every escrowed fee in full', () => {
    const state = fold(tournamentDecider, [...playing(1000, 400), reported('alice'), disputed, ...voided]);
    expect(state.status).toBe('cancelled');
    const escrows = ['alice', 'bob', 'carol', 'dave'].map((userId) => ({
      userId,
      reservationId: `r-${userId}`,
      amountCents: 1100,
      refunded: false,
    }));
    const actions = nextActions(state, { escrows, prizesPaidTo: [] }, afterStart);
    expect(actions).toEqual(
      escrows.map((e) => ({
        target: 'wallet',
        userId: e.userId,
        command: {
          type: 'RefundEntryFee',
          data: { tournamentId, reservationId: e.reservationId, reason: 'tournament_cancelled', now: afterStart },
        },
      })),
    );
  });
});

import {
  adminId,
  afterStart,
  confirmedBy,
  declared,
  disputed,
  full,
  given,
  later,
  playing,
  reported,
  tournamentId,
} from './tournament.spec-helper';

const dayAfterReport = '2026-11-23T19:30:00.000Z';

describe('tournament decider: AdminDeclareWinner', () => {
  const declare = (winnerId: string, score: string | null = ' 4-6 5-7 ', reason?: string) => ({
    type: 'AdminDeclareWinner' as const,
    data: { adminId, winnerId, score, reason, now: afterStart },
  });

  it('settles a dispute: the winner team is the declared player team', () => {
    given([...playing(), reported('alice'), disputed])
      .when(declare('carol'))
      .then([
        {
          type: 'WinnerDeclared',
          data: {
            tournamentId,
            winnerId: 'carol',
            winningTeam: 2,
            score: '4-6, 5-7',
            declaredBy: adminId,
            reason: null,
            declaredAt: afterStart,
          },
        },
      ]);
  });

  it('records the ruling reason the players will read', () => {
    given([...playing(), reported('alice'), disputed])
      .when(declare('carol', null, '  Video shows team 2 won the third set. '))
      .then([
        {
          type: 'WinnerDeclared',
          data: {
            tournamentId,
            winnerId: 'carol',
            winningTeam: 2,
            score: null,
            declaredBy: adminId,
            reason: 'Video shows team 2 won the third set.',
            declaredAt: afterStart,
          },
        },
      ]);
  });

  it('takes a score line with any of its usual separators, Team A first, and stores it one way', () => {
    for (const line of ['4-6, 6-4, 5-7', '4-6 6-4 5-7', '4 - 6; 6-4;5-7']) {
      given([...playing(), reported('alice'), disputed])
        .when(declare('carol', line))
        .then([
          {
            type: 'WinnerDeclared',
            data: {
              tournamentId,
              winnerId: 'carol',
              winningTeam: 2,
              score: '4-6, 6-4, 5-7',
              declaredBy: adminId,
              reason: null,
              declaredAt: afterStart,
            },
          },
        ]);
    }
  });

  it('refuses a score that shows the other team winning, or that is not a score line', () => {
    // Carol is in Team B: 6-4, 3-6, 7-5 is Team A's match.
    given([...playing(), reported('alice'), disputed])
      .when(declare('carol', '6-4, 3-6, 7-5'))
      .thenThrows('TOURNAMENT.INVALID_SCORE', /6-4, 3-6, 7-5 does not show Team B winning/);
    given([...playing(), reported('alice'), disputed])
      .when(declare('carol', 'team 2 won'))
      .thenThrows('TOURNAMENT.INVALID_SCORE');
    given([...playing(), reported('alice'), disputed])
      .when(declare('carol', '4-6, 6-6'))
      .thenThrows('TOURNAMENT.INVALID_SCORE');
  });

  it('answers the same decision again with nothing', () => {
    given([...playing(), declared('bob', 1)])
      .when(declare('alice'))
      .thenNothing();
  });

  it('refuses to overturn a final result', () => {
    given([...playing(), declared('bob', 1)])
      .when(declare('carol'))
      .thenThrows('TOURNAMENT.RESULT_FINAL');
  });

  it('refuses a winner who did not play', () => {
    given(playing()).when(declare('eve')).thenThrows('TOURNAMENT.INVALID_WINNER');
  });

  it('refuses before the start', () => {
    given(full()).when(declare('alice')).thenThrows('TOURNAMENT.NOT_IN_PROGRESS');
  });
});

describe('tournament decider: AutoConfirmResult', () => {
  const autoConfirm = (at: string, confirmWindowMs?: number) => ({
    type: 'AutoConfirmResult' as const,
    data: { now: at, confirmWindowMs },
  });

  it('confirms an unanswered result 24 hours after the report', () => {
    given([...playing(), reported('alice')])
      .when(autoConfirm(dayAfterReport))
      .then([confirmedBy(null, dayAfterReport)]);
  });

  it('takes the window from the command', () => {
    given([...playing(), reported('alice')])
      .when(autoConfirm(later, 30 * 60 * 1000))
      .then([confirmedBy(null, later)]);
  });

  it('refuses while the window is open', () => {
    given([...playing(), reported('alice')])
      .when(autoConfirm('2026-11-23T19:29:59.999Z'))
      .thenThrows('TOURNAMENT.CONFIRM_WINDOW_OPEN');
  });

  it('refuses a disputed result and a missing one', () => {
    given([...playing(), reported('alice'), disputed])
      .when(autoConfirm(dayAfterReport))
      .thenThrows('TOURNAMENT.RESULT_DISPUTED');
    given(playing()).when(autoConfirm(dayAfterReport)).thenThrows('TOURNAMENT.NO_RESULT_REPORTED');
  });

  it('does nothing once the winner is final', () => {
    given([...playing(), reported('alice'), confirmedBy('dave')])
      .when(autoConfirm(dayAfterReport))
      .thenNothing();
  });

  it('refuses before the start', () => {
    given(full()).when(autoConfirm(dayAfterReport)).thenThrows('TOURNAMENT.NOT_IN_PROGRESS');
  });
});

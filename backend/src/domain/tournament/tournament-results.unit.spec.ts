import { fold } from '../shared/decider';
import { ReportResult } from './tournament.commands';
import { tournamentDecider } from './tournament.decider';
import {
  afterStart,
  confirmedBy,
  declared,
  disputed,
  full,
  given,
  later,
  playing,
  reported,
} from './tournament.spec-helper';

const report = (userId = 'alice', over: Partial<ReportResult['data']> = {}): ReportResult => ({
  type: 'ReportResult',
  data: {
    userId,
    winningTeam: 1,
    setScores: [
      { team1: 6, team2: 4 },
      { team1: 7, team2: 5 },
    ],
    now: afterStart,
    ...over,
  },
});

describe('tournament decider: ReportResult', () => {
  it('records the winning team and the sets, for the other team to confirm', () => {
    given(playing())
      .when(report())
      .then([reported('alice', 1)]);
  });

  it('accepts a longer match when setsToWin says so', () => {
    const sets = [
      { team1: 6, team2: 4 },
      { team1: 3, team2: 6 },
      { team1: 0, team2: 6 },
      { team1: 7, team2: 6 },
      { team1: 6, team2: 2 },
      { team1: 6, team2: 1 },
    ];
    const [event] = tournamentDecider.decide(
      report('carol', { setScores: sets, setsToWin: 4 }),
      fold(tournamentDecider, playing()),
    );
    expect(event.data).toMatchObject({ reporterTeam: 2, winningTeam: 1, setsToWin: 4 });
  });

  it('answers the same report again with nothing', () => {
    given([...playing(), reported()])
      .when(report())
      .thenNothing();
  });

  it('refuses a second, different report', () => {
    given([...playing(), reported()])
      .when(report('carol'))
      .thenThrows('TOURNAMENT.RESULT_ALREADY_REPORTED');
  });

  it('refuses someone who did not play', () => {
    given(playing()).when(report('eve')).thenThrows('TOURNAMENT.NOT_PARTICIPANT');
  });

  it('refuses before the start', () => {
    given(full()).when(report()).thenThrows('TOURNAMENT.NOT_IN_PROGRESS');
  });

  it('refuses once an admin declared the winner', () => {
    given([...playing(), declared()])
      .when(report())
      .thenThrows('TOURNAMENT.RESULT_FINAL');
  });

  it.each<[string, Partial<ReportResult['data']>, RegExp]>([
    ['a winning team of 3', { winningTeam: 3 }, /team 1 or team 2/],
    ['no sets', { setScores: [] }, /score of each set/],
    [
      'a set score of 8',
      {
        setScores: [
          { team1: 8, team2: 6 },
          { team1: 6, team2: 4 },
        ],
      },
      /from 0 to 7/,
    ],
    [
      'a negative set score',
      {
        setScores: [
          { team1: 6, team2: -1 },
          { team1: 6, team2: 4 },
        ],
      },
      /from 0 to 7/,
    ],
    [
      'a fractional set score',
      {
        setScores: [
          { team1: 6.5, team2: 4 },
          { team1: 6, team2: 4 },
        ],
      },
      /from 0 to 7/,
    ],
    [
      'a tied set',
      {
        setScores: [
          { team1: 6, team2: 6 },
          { team1: 6, team2: 4 },
        ],
      },
      /set 1 has no winner/,
    ],
    ['sets won by the other team', { winningTeam: 2 }, /team 2 must win 2 sets.*2-0/],
    ['a single set', { setScores: [{ team1: 6, team2: 4 }] }, /must win 2 sets/],
    [
      'a set after the match was won',
      {
        setScores: [
          { team1: 6, team2: 4 },
          { team1: 6, team2: 4 },
          { team1: 2, team2: 6 },
        ],
      },
      /already decided/,
    ],
    ['setsToWin 1', { setsToWin: 1 }, /sets to win must be from 2 to 5/],
    ['setsToWin 6', { setsToWin: 6 }, /sets to win must be from 2 to 5/],
  ])('refuses %s with TOURNAMENT.INVALID_SCORE', (_what, over, message) => {
    given(playing()).when(report('alice', over)).thenThrows('TOURNAMENT.INVALID_SCORE', message);
  });
});

describe('tournament decider: ConfirmResult', () => {
  const confirm = (userId: string) => ({ type: 'ConfirmResult' as const, data: { userId, now: later } });

  it('lets a player of the other team confirm', () => {
    given([...playing(), reported('alice')])
      .when(confirm('dave'))
      .then([confirmedBy('dave')]);
  });

  it('does nothing once confirmed', () => {
    given([...playing(), reported('alice'), confirmedBy('dave')])
      .when(confirm('carol'))
      .thenNothing();
  });

  it('refuses the reporter and their partner', () => {
    given([...playing(), reported('alice')])
      .when(confirm('bob'))
      .thenThrows('TOURNAMENT.SAME_TEAM');
    given([...playing(), reported('alice')])
      .when(confirm('alice'))
      .thenThrows('TOURNAMENT.SAME_TEAM');
  });

  it('refuses someone who did not play', () => {
    given([...playing(), reported('alice')])
      .when(confirm('eve'))
      .thenThrows('TOURNAMENT.NOT_PARTICIPANT');
  });

  it('refuses when nothing was reported', () => {
    given(playing()).when(confirm('carol')).thenThrows('TOURNAMENT.NO_RESULT_REPORTED');
  });

  it('refuses a disputed result', () => {
    given([...playing(), reported('alice'), disputed])
      .when(confirm('dave'))
      .thenThrows('TOURNAMENT.RESULT_DISPUTED');
  });

  it('refuses before the start', () => {
    given(full()).when(confirm('carol')).thenThrows('TOURNAMENT.NOT_IN_PROGRESS');
  });
});

describe('tournament decider: DisputeResult', () => {
  const dispute = (userId: string, reason = ' We won the third set ') => ({
    type: 'DisputeResult' as const,
    data: { userId, reason, now: later },
  });

  it('freezes the result when the other team disputes it', () => {
    given([...playing(), reported('alice')])
      .when(dispute('carol'))
      .then([disputed]);
  });

  it('refuses the reporting team', () => {
    given([...playing(), reported('alice')])
      .when(dispute('bob'))
      .thenThrows('TOURNAMENT.SAME_TEAM');
  });

  it('refuses without a reason', () => {
    given([...playing(), reported('alice')])
      .when(dispute('carol', '  '))
      .thenThrows('TOURNAMENT.REASON_REQUIRED');
  });

  it('refuses a second dispute and a confirmed result', () => {
    given([...playing(), reported('alice'), disputed])
      .when(dispute('dave'))
      .thenThrows('TOURNAMENT.RESULT_DISPUTED');
    given([...playing(), reported('alice'), confirmedBy('dave')])
      .when(dispute('carol'))
      .thenThrows('TOURNAMENT.RESULT_FINAL');
  });

  it('refuses when nothing was reported, or by a stranger', () => {
    given(playing()).when(dispute('carol')).thenThrows('TOURNAMENT.NO_RESULT_REPORTED');
    given([...playing(), reported('alice')])
      .when(dispute('eve'))
      .thenThrows('TOURNAMENT.NOT_PARTICIPANT');
  });

  it('refuses before the start', () => {
    given(full()).when(dispute('carol')).thenThrows('TOURNAMENT.NOT_IN_PROGRESS');
  });
});

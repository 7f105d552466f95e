import { Actor } from './tournament.commands';
import {
  adminId,
  cancelled,
  creatorId,
  declared,
  full,
  given,
  now,
  opened,
  playing,
  reported,
  settledTeam1,
  startTime,
} from './tournament.spec-helper';

describe('tournament decider: AutoCancelTournament', () => {
  const autoCancel = (at = startTime) => ({ type: 'AutoCancelTournament' as const, data: { now: at } });

  it('cancels a tournament that is not full at the start time', () => {
    given(opened())
      .when(autoCancel())
      .then([cancelled('not_full', null, startTime)]);
  });

  it('refuses before the start time', () => {
    given(opened()).when(autoCancel(now)).thenThrows('TOURNAMENT.TOO_EARLY');
  });

  it('refuses when all 4 have paid (start it instead)', () => {
    given(full()).when(autoCancel()).thenThrows('TOURNAMENT.ALL_JOINED');
  });

  it('does nothing once the tournament started or was cancelled', () => {
    given(playing()).when(autoCancel()).thenNothing();
    given([...opened(), cancelled('not_full', null)])
      .when(autoCancel())
      .thenNothing();
  });
});

describe('tournament decider: CancelTournament', () => {
  const cancel = (actor: Actor, note?: string) => ({
    type: 'CancelTournament' as const,
    data: { actor, note, now },
  });

  it('lets the creator cancel while waiting', () => {
    given(opened())
      .when(cancel({ kind: 'player', userId: creatorId }))
      .then([cancelled('cancelled_by_creator', creatorId)]);
  });

  it('lets an admin cancel a tournament in progress, with a note', () => {
    given([...playing(), reported()])
      .when(cancel({ kind: 'admin', userId: adminId }, ' rained out '))
      .then([cancelled('cancelled_by_admin', adminId, now, 'rained out')]);
  });

  it('does nothing when already cancelled', () => {
    given([...opened(), cancelled('not_full', null)])
      .when(cancel({ kind: 'admin', userId: adminId }))
      .thenNothing();
  });

  it('refuses another player', () => {
    given(opened())
      .when(cancel({ kind: 'player', userId: 'bob' }))
      .thenThrows('TOURNAMENT.NOT_CREATOR');
  });

  it('refuses the scheduler (it auto-cancels instead)', () => {
    given(opened())
      .when(cancel({ kind: 'system' }))
      .thenThrows('TOURNAMENT.NOT_CREATOR');
  });

  it('refuses the creator once play has started', () => {
    given(playing())
      .when(cancel({ kind: 'player', userId: creatorId }))
      .thenThrows('TOURNAMENT.NOT_WAITING');
  });

  it('refuses after settlement', () => {
    given([...playing(), declared(), ...settledTeam1])
      .when(cancel({ kind: 'admin', userId: adminId }))
      .thenThrows('TOURNAMENT.ALREADY_SETTLED');
  });
});

import { fold } from '../shared/decider';
import { tournamentDecider } from './tournament.decider';
import {
  afterStart,
  allReserved,
  full,
  given,
  now,
  offered,
  opened,
  playing,
  released,
  reserve,
  reserved,
  tournamentId,
  waitlisted,
} from './tournament.spec-helper';

describe('tournament decider: LeaveTournament', () => {
  const leave = (userId: string, at = now) => ({ type: 'LeaveTournament' as const, data: { userId, now: at } });
  const left = (userId: string, teamNumber: 1 | 2, position: 1 | 2) => ({
    type: 'PlayerLeft' as const,
    data: { tournamentId, reservationId: `r-${userId}`, userId, teamNumber, position, leftAt: now },
  });

  it('frees the slot before the start (the process manager refunds the escrow)', () => {
    given(full())
      .when(leave('carol'))
      .then([left('carol', 2, 1)]);
  });

  it('refuses a player whose join is still being paid for (that join would take the fee only to refund it)', () => {
    given(allReserved())
      .when(leave('bob'))
      .thenThrows('TOURNAMENT.JOIN_IN_PROGRESS', /still being taken/);
  });

  it('offers the freed slot to the first in line', () => {
    given([...full(), waitlisted('eve', 1)])
      .when(leave('dave'))
      .then([left('dave', 2, 2), offered('eve', 2, 2, now)]);
  });

  it('refuses someone without a slot', () => {
    given(full()).when(leave('eve')).thenThrows('TOURNAMENT.NOT_PARTICIPANT');
  });

  it('refuses after the start', () => {
    given(playing()).when(leave('carol', afterStart)).thenThrows('TOURNAMENT.NOT_WAITING', /leave/);
  });

  it('refuses the creator (who cancels instead)', () => {
    given(full()).when(leave('alice')).thenThrows('TOURNAMENT.CREATOR_CANNOT_LEAVE');
  });
});

describe('tournament decider: JoinWaitlist', () => {
  const wait = (userId: string) => ({ type: 'JoinWaitlist' as const, data: { userId, now } });

  it('puts a player in line when every slot is taken', () => {
    given(allReserved())
      .when(wait('eve'))
      .then([waitlisted('eve', 1)]);
    given([...full(), waitlisted('eve', 1)])
      .when(wait('frank'))
      .then([waitlisted('frank', 2)]);
  });

  it('takes a player out of line when they reserve a slot', () => {
    const events = [...full(), waitlisted('eve', 1), waitlisted('frank', 2), released('dave', 2, 2, 'expired')];
    expect(tournamentDecider.decide(reserve('eve', 2, 2), fold(tournamentDecider, events))).toEqual([
      reserved('eve', 2, 2),
    ]);
    const after = fold(tournamentDecider, [...events, reserved('eve', 2, 2)]);
    expect(after.waitlist.map((entry) => entry.userId)).toEqual(['frank']);
  });

  it('refuses while there are open slots', () => {
    given(opened()).when(wait('eve')).thenThrows('TOURNAMENT.NOT_FULL');
  });

  it('refuses a player twice', () => {
    given([...full(), waitlisted('eve', 1)])
      .when(wait('eve'))
      .thenThrows('TOURNAMENT.ALREADY_WAITLISTED');
  });

  it('refuses a player who already has a slot', () => {
    given(full()).when(wait('bob')).thenThrows('TOURNAMENT.ALREADY_JOINED');
  });

  it('refuses once the tournament started', () => {
    given(playing()).when(wait('eve')).thenThrows('TOURNAMENT.NOT_WAITING');
  });
});

import { ReleaseReservation, ReserveSlot } from './tournament.commands';
import { TournamentEvent } from './tournament.events';
import {
  afterHold,
  afterStart,
  allReserved,
  given,
  holdUntil,
  joined,
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

const release = (userId: string, reason: ReleaseReservation['data']['reason'], at = afterHold) => ({
  type: 'ReleaseReservation' as const,
  data: { reservationId: `r-${userId}`, reason, now: at },
});

describe('tournament decider: ReserveSlot', () => {
  it('holds a free slot for the player at the tournament price', () => {
    given(opened())
      .when(reserve('bob', 2, 1))
      .then([reserved('bob', 2, 1, 1000)]);
  });

  it('answers a retried reservation with nothing', () => {
    given([...opened(), reserved('bob', 2, 1)])
      .when(reserve('bob', 2, 1))
      .thenNothing();
  });

  it('refuses a reservation id reused for another slot', () => {
    given([...opened(), reserved('bob', 2, 1)])
      .when(reserve('bob', 2, 2))
      .thenThrows('TOURNAMENT.RESERVATION_ID_REUSED');
  });

  it('refuses a slot held by someone else (the loser of a race is never charged)', () => {
    given(opened())
      .when(reserve('bob', 1, 1))
      .thenThrows('TOURNAMENT.SLOT_TAKEN', /just taken/);
  });

  it('refuses a second slot for the same player', () => {
    const second: ReserveSlot = {
      ...reserve('alice', 2, 2),
      data: { ...reserve('alice', 2, 2).data, reservationId: 'r2' },
    };
    given(opened()).when(second).thenThrows('TOURNAMENT.ALREADY_JOINED');
  });

  it('refuses when all 4 slots are taken', () => {
    given(allReserved())
      .when(reserve('eve', 1, 1))
      .thenThrows('TOURNAMENT.FULL', /waitlist/);
  });

  it.each([
    [0, 1],
    [3, 1],
    [1, 0],
    [1, 3],
    [1.5, 1],
  ])('refuses team %p position %p', (team, position) => {
    given(opened())
      .when(reserve('bob', team, position))
      .thenThrows('TOURNAMENT.INVALID_SLOT');
  });

  it('refuses at or after the start time', () => {
    given(opened())
      .when(reserve('bob', 2, 1, '2026-11-22T18:00:00.000Z'))
      .thenThrows('TOURNAMENT.REGISTRATION_CLOSED');
  });

  it('refuses once the tournament started', () => {
    given(playing())
      .when(reserve('eve', 1, 1, afterStart))
      .thenThrows('TOURNAMENT.NOT_WAITING');
  });

  it('refuses a tournament that does not exist', () => {
    given([])
      .when(reserve('bob', 1, 2))
      .thenThrows('TOURNAMENT.NOT_FOUND');
  });

  it('frees the slot again once the reservation is released', () => {
    given([...opened(), reserved('bob', 2, 1), released('bob', 2, 1, 'expired')])
      .when(reserve('carol', 2, 1))
      .then([reserved('carol', 2, 1)]);
  });
});

describe('tournament decider: ConfirmSlot', () => {
  const confirm = (userId: string, at = now) => ({
    type: 'ConfirmSlot' as const,
    data: { reservationId: `r-${userId}`, now: at },
  });

  it('turns a paid reservation into a place', () => {
    given(opened())
      .when(confirm('alice'))
      .then([joined('alice', 1, 1, 1000)]);
  });

  it('honours a paid reservation confirmed late (after a crash), past its expiry', () => {
    const late = joined('alice', 1, 1);
    given(opened())
      .when(confirm('alice', afterHold))
      .then([{ ...late, data: { ...late.data, joinedAt: afterHold } }]);
  });

  it('does nothing the second time', () => {
    given([...opened(), joined('alice', 1, 1)])
      .when(confirm('alice'))
      .thenNothing();
  });

  it('refuses a released reservation (its escrow will be refunded)', () => {
    given([...opened(), released('alice', 1, 1, 'expired')])
      .when(confirm('alice'))
      .thenThrows('TOURNAMENT.RESERVATION_RELEASED');
  });

  it('refuses an unknown reservation', () => {
    given(opened()).when(confirm('zed')).thenThrows('TOURNAMENT.RESERVATION_NOT_FOUND');
  });

  it('refuses once the tournament was cancelled', () => {
    const cancelled: TournamentEvent = {
      type: 'TournamentCancelled',
      data: { tournamentId, reason: 'cancelled_by_creator', cancelledBy: 'alice', note: null, cancelledAt: now },
    };
    given([...opened(), cancelled])
      .when(confirm('alice'))
      .thenThrows('TOURNAMENT.NOT_WAITING');
  });
});

describe('tournament decider: ReleaseReservation', () => {
  it('releases an unpaid reservation whose payment failed, at once', () => {
    given(opened())
      .when(release('alice', 'payment_failed', afterHold))
      .then([released('alice', 1, 1, 'payment_failed')]);
  });

  it('releases an expired reservation and offers the slot to the first in line', () => {
    given([...allReserved(), waitlisted('eve', 1), waitlisted('frank', 2)])
      .when(release('carol', 'expired'))
      .then([released('carol', 2, 1, 'expired'), offered('eve', 2, 1, afterHold)]);
  });

  it('offers the next slot to the next in line once the first was told', () => {
    given([...allReserved(), waitlisted('eve', 1), waitlisted('frank', 2), offered('eve', 2, 1, now)])
      .when(release('dave', 'expired'))
      .then([released('dave', 2, 2, 'expired'), offered('frank', 2, 2, afterHold)]);
  });

  it('does nothing the second time', () => {
    given([...opened(), released('alice', 1, 1, 'expired')])
      .when(release('alice', 'expired'))
      .thenNothing();
  });

  it('refuses to release a paid place', () => {
    given([...opened(), joined('alice', 1, 1)])
      .when(release('alice', 'expired'))
      .thenThrows('TOURNAMENT.RESERVATION_CONFIRMED');
  });

  it('refuses "expired" before the hold expires', () => {
    given(opened())
      .when(release('alice', 'expired', holdUntil))
      .thenThrows('TOURNAMENT.RESERVATION_NOT_EXPIRED');
  });

  it('refuses an unknown reservation', () => {
    given(opened()).when(release('zed', 'expired')).thenThrows('TOURNAMENT.RESERVATION_NOT_FOUND');
  });
});

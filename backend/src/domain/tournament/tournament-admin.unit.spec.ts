import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then.spec-helper';
import { UpdateTournament } from './tournament.commands';
import { tournamentDecider } from './tournament.decider';
import { SlotReservationReleased, TournamentEvent } from './tournament.events';
import {
  adminId,
  afterHold,
  created,
  declared,
  now,
  opened,
  playing,
  settledTeam1,
  tournamentId,
} from './tournament.spec-helper';

const given = (events: TournamentEvent[]) => spec(tournamentDecider).given(events);

const creatorReleased: SlotReservationReleased = {
  type: 'SlotReservationReleased',
  data: {
    tournamentId,
    reservationId: 'r-alice',
    userId: 'alice',
    teamNumber: 1,
    position: 1,
    reason: 'payment_failed',
    releasedAt: afterHold,
  },
};

const update = (changes: Omit<Partial<UpdateTournament['data']>, 'adminId' | 'now'>): UpdateTournament => ({
  type: 'UpdateTournament',
  data: { adminId, now, ...changes },
});

describe('tournament decider: UpdateTournament (admin)', () => {
  it('renames and moves the tournament, restating every field', () => {
    given(opened())
      .when(update({ name: ' Saturday doubles ', location: null }))
      .then([
        {
          type: 'TournamentUpdated',
          data: {
            tournamentId,
            name: 'Saturday doubles',
            location: null,
            entryFeeCents: 1000,
            courtFeeCents: 0,
            courtSharePerPlayerCents: 0,
            totalFeePerPlayerCents: 1000,
            poolCents: 4000,
            platformFeeCents: 200,
            prizePoolCents: 3800,
            updatedBy: adminId,
            updatedAt: now,
          },
        },
      ]);
  });

  it('changes the fee while nobody holds a slot', () => {
    const [event] = tournamentDecider.decide(
      update({ entryFeeCents: 2000, courtFeeCents: 400 }),
      fold(tournamentDecider, [...opened(), creatorReleased]),
    );
    expect(event.data).toMatchObject({
      entryFeeCents: 2000,
      courtFeeCents: 400,
      courtSharePerPlayerCents: 100,
      totalFeePerPlayerCents: 2100,
      poolCents: 8000,
      platformFeeCents: 400,
      prizePoolCents: 7600,
    });
  });

  it('answers an edit that changes nothing with nothing', () => {
    given(opened())
      .when(update({ name: 'Friday doubles', entryFeeCents: 1000 }))
      .thenNothing();
  });

  it('refuses a fee change once a player paid or holds a slot, with the reason', () => {
    given(opened())
      .when(update({ entryFeeCents: 2000 }))
      .thenThrows('TOURNAMENT.FEE_LOCKED', /stays \$10\.00: players have already paid it/);
  });

  it('refuses a fee change after the start even with a name change', () => {
    given(playing())
      .when(update({ name: 'x', courtFeeCents: 400 }))
      .thenThrows('TOURNAMENT.FEE_LOCKED');
  });

  it('refuses a blank name and invalid fees', () => {
    given(opened())
      .when(update({ name: ' ' }))
      .thenThrows('TOURNAMENT.NAME_REQUIRED');
    given([...opened(), creatorReleased])
      .when(update({ entryFeeCents: 0 }))
      .thenThrows('TOURNAMENT.INVALID_FEE');
    given([...opened(), creatorReleased])
      .when(update({ courtFeeCents: -3 }))
      .thenThrows('TOURNAMENT.INVALID_COURT_FEE');
  });

  it('refuses a tournament that does not exist', () => {
    given([])
      .when(update({ name: 'x' }))
      .thenThrows('TOURNAMENT.NOT_FOUND');
  });
});

describe('tournament decider: DeleteTournament (admin)', () => {
  const remove = { type: 'DeleteTournament' as const, data: { adminId, now } };
  const deleted = { type: 'TournamentDeleted' as const, data: { tournamentId, deletedBy: adminId, deletedAt: now } };

  it('cancels an open tournament first, so every escrow is refunded, then deletes it', () => {
    given(opened())
      .when(remove)
      .then([
        {
          type: 'TournamentCancelled',
          data: { tournamentId, reason: 'deleted', cancelledBy: adminId, note: null, cancelledAt: now },
        },
        deleted,
      ]);
  });

  it('cancels a tournament in progress too', () => {
    const state = fold(tournamentDecider, playing());
    const types = tournamentDecider.decide(remove, state).map((event) => event.type);
    expect(types).toEqual(['TournamentCancelled', 'TournamentDeleted']);
  });

  it('only hides a settled tournament: its events are kept', () => {
    given([...playing(), declared(), ...settledTeam1])
      .when(remove)
      .then([deleted]);
  });

  it('does nothing the second time', () => {
    given([...opened(), deleted])
      .when(remove)
      .thenNothing();
  });

  it('makes every other command refuse with TOURNAMENT.DELETED', () => {
    given([created(), deleted])
      .when(update({ name: 'x' }))
      .thenThrows('TOURNAMENT.DELETED');
    given([created(), deleted])
      .when({ type: 'JoinWaitlist', data: { userId: 'eve', now } })
      .thenThrows('TOURNAMENT.DELETED');
  });

  it('refuses a tournament that does not exist', () => {
    given([]).when(remove).thenThrows('TOURNAMENT.NOT_FOUND');
  });
});

import { Actor, CreateTournament } from './tournament.commands';
import { tournamentDecider } from './tournament.decider';
import {
  adminId,
  afterStart,
  cancelled,
  creatorId,
  full,
  given,
  holdUntil,
  now,
  opened,
  playing,
  reserved,
  startTime,
  tournamentId,
} from './tournament.spec-helper';

const create = (over: Partial<CreateTournament['data']> = {}): CreateTournament => ({
  type: 'CreateTournament',
  data: {
    tournamentId,
    name: '  Friday doubles ',
    game: 'padel',
    location: 'Lahore Padel Club',
    entryFeeCents: 1000,
    maxPlayers: 4,
    startTime,
    creatorId,
    creatorReservationId: 'r-alice',
    reservationExpiresAt: holdUntil,
    now,
    ...over,
  },
});

describe('tournament decider: CreateTournament', () => {
  it('creates the tournament and reserves Team 1 Position 1 for the creator in the same decision', () => {
    given([])
      .when(create())
      .then([
        {
          type: 'TournamentCreated',
          data: {
            tournamentId,
            name: 'Friday doubles',
            game: 'padel',
            location: 'Lahore Padel Club',
            entryFeeCents: 1000,
            courtFeeCents: 0,
            courtSharePerPlayerCents: 0,
            totalFeePerPlayerCents: 1000,
            poolCents: 4000,
            platformFeeCents: 200,
            prizePoolCents: 3800,
            maxPlayers: 4,
            startTime,
            creatorId,
            createdAt: now,
          },
        },
        reserved('alice', 1, 1, 1000),
      ]);
  });

  it('adds a quarter of the court fee to what each player pays', () => {
    const initial = tournamentDecider.initialState();
    const [event, reservation] = tournamentDecider.decide(create({ courtFeeCents: 2000, location: '  ' }), initial);
    expect(event.data).toMatchObject({
      location: null,
      entryFeeCents: 1000,
      courtFeeCents: 2000,
      courtSharePerPlayerCents: 500,
      totalFeePerPlayerCents: 1500,
      poolCents: 4000,
      platformFeeCents: 200,
      prizePoolCents: 3800,
    });
    expect(reservation).toEqual(reserved('alice', 1, 1, 1500));
  });

  it('answers a retried create by the same creator with nothing', () => {
    given(opened()).when(create()).thenNothing();
  });

  it('refuses an id already used by someone else', () => {
    given(opened())
      .when(create({ creatorId: 'mallory' }))
      .thenThrows('TOURNAMENT.ALREADY_EXISTS');
  });

  it('refuses a blank name', () => {
    given([])
      .when(create({ name: '  ' }))
      .thenThrows('TOURNAMENT.NAME_REQUIRED', /^Tournament name is required$/);
  });

  it('refuses a game other than padel or pickleball', () => {
    given([])
      .when(create({ game: 'tennis' }))
      .thenThrows('TOURNAMENT.INVALID_GAME', /^Please select a game$/);
  });

  it.each([3, 5, 2])('refuses maxPlayers %i', (maxPlayers) => {
    given([])
      .when(create({ maxPlayers }))
      .thenThrows('TOURNAMENT.INVALID_MAX_PLAYERS', /^Tournaments are limited to exactly 4 players$/);
  });

  it.each([0, -100, 10.5])('refuses an entry fee of %p cents', (entryFeeCents) => {
    given([]).when(create({ entryFeeCents })).thenThrows('TOURNAMENT.INVALID_FEE');
  });

  it.each([-4, 0.4])('refuses a court fee of %p cents', (courtFeeCents) => {
    given([])
      .when(create({ courtFeeCents }))
      .thenThrows('TOURNAMENT.INVALID_COURT_FEE', /whole cents/);
  });

  it('refuses a start more than 365 days ahead, and accepts one exactly 365 days ahead', () => {
    const ahead = (days: number) => new Date(Date.parse(now) + days * 24 * 60 * 60 * 1000).toISOString();
    given([])
      .when(create({ startTime: new Date(Date.parse(ahead(365)) + 1000).toISOString() }))
      .thenThrows('TOURNAMENT.START_TOO_FAR', /365 days/);
    expect(() =>
      tournamentDecider.decide(create({ startTime: ahead(365) }), tournamentDecider.initialState()),
    ).not.toThrow();
  });

  it.each([now, '2026-11-20T10:00:00.000Z', 'tomorrow'])('refuses a start time of %s', (start) => {
    given([])
      .when(create({ startTime: start }))
      .thenThrows('TOURNAMENT.INVALID_START_TIME');
  });
});

describe('tournament decider: StartTournament', () => {
  const start = (actor: Actor, at = now) => ({
    type: 'StartTournament' as const,
    data: { actor, now: at },
  });
  const startedBy = (by: string | null, at = now) => ({
    type: 'TournamentStarted' as const,
    data: { tournamentId, startedBy: by, startedAt: at },
  });

  it('lets the creator start early once all 4 have paid', () => {
    given(full())
      .when(start({ kind: 'player', userId: creatorId }))
      .then([startedBy(creatorId)]);
  });

  it('lets an admin start it', () => {
    given(full())
      .when(start({ kind: 'admin', userId: adminId }))
      .then([startedBy(adminId)]);
  });

  it('lets the scheduler start it at the start time', () => {
    given(full())
      .when(start({ kind: 'system' }, startTime))
      .then([startedBy(null, startTime)]);
  });

  it('does nothing when it already started', () => {
    given(playing())
      .when(start({ kind: 'system' }, afterStart))
      .thenNothing();
  });

  it('refuses the scheduler before the start time', () => {
    given(full())
      .when(start({ kind: 'system' }))
      .thenThrows('TOURNAMENT.TOO_EARLY');
  });

  it('refuses a player who is not the creator', () => {
    given(full())
      .when(start({ kind: 'player', userId: 'bob' }))
      .thenThrows('TOURNAMENT.NOT_CREATOR');
  });

  it('refuses while a slot is only reserved, not paid', () => {
    given(opened())
      .when(start({ kind: 'player', userId: creatorId }))
      .thenThrows('TOURNAMENT.NOT_ALL_JOINED');
  });

  it('refuses a cancelled tournament', () => {
    given([...full(), cancelled('cancelled_by_admin', adminId)])
      .when(start({ kind: 'admin', userId: adminId }))
      .thenThrows('TOURNAMENT.NOT_WAITING');
  });

  it('refuses a tournament that does not exist', () => {
    given([])
      .when(start({ kind: 'system' }))
      .thenThrows('TOURNAMENT.NOT_FOUND');
  });
});

import type { TournamentDetail, TournamentParticipant } from '@/types/api';

export function participant(
  overrides: Partial<TournamentParticipant> & Pick<TournamentParticipant, 'userId'>,
): TournamentParticipant {
  return {
    firstName: overrides.userId,
    lastName: null,
    teamNumber: 1,
    position: 1,
    status: 'joined',
    padelRating: '4.9',
    pickleballRating: '1.0',
    ...overrides,
  };
}

/** A $10.00 padel tournament created by "creator" (Team A Player 1), waiting for players. */
export function tournamentDetail(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    id: '12',
    name: 'Friday Doubles',
    game: 'padel',
    location: 'Downtown Club',
    status: 'waiting',
    currentPlayers: 1,
    maxPlayers: 4,
    entryFee: '10.00',
    courtFee: '0.00',
    courtFeePerPlayer: '0.00',
    totalFeePerPlayer: '10.00',
    pool: '40.00',
    platformFee: '2.00',
    prizePool: '38.00',
    prizePerWinner: '19.00',
    creatorId: 'creator',
    creatorName: 'Casey Creator',
    winnerId: null,
    winningTeam: null,
    startTime: '2030-06-01T18:00:00.000Z',
    createdAt: '2030-05-01T10:00:00.000Z',
    updatedAt: '2030-05-01T10:00:00.000Z',
    participants: [participant({ userId: 'creator', firstName: 'Casey', lastName: 'Creator' })],
    waitlist: [],
    result: null,
    settlement: null,
    ratingReceipts: [],
    ...overrides,
  };
}

/** All four slots paid: creator + p2 on Team A, p3 + p4 on Team B. */
export function fullParticipants(): TournamentParticipant[] {
  return [
    participant({ userId: 'creator', firstName: 'Casey', lastName: 'Creator', teamNumber: 1, position: 1 }),
    participant({ userId: 'p2', firstName: 'Pat', lastName: 'Two', teamNumber: 1, position: 2 }),
    participant({ userId: 'p3', firstName: 'Quinn', lastName: 'Three', teamNumber: 2, position: 1 }),
    participant({ userId: 'p4', firstName: 'Riley', lastName: 'Four', teamNumber: 2, position: 2 }),
  ];
}

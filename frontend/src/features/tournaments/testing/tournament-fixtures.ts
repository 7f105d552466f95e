import { makeTournament } from '@/testing/api-fixtures';
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
  return makeTournament({
    id: '12',
    participants: [participant({ userId: 'creator', firstName: 'Casey', lastName: 'Creator' })],
    ...overrides,
  });
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

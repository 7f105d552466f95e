import type { Tournament, WalletTransaction } from '@/types/api';

/** A whole tournament as the server sends it (every field of the generated type), waiting for players. */
export function makeTournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    id: '1',
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
    courtRounding: '0.00',
    prizePool: '38.00',
    prizePerWinner: '19.00',
    creatorId: 'creator',
    creatorName: 'Casey Creator',
    winnerId: null,
    winningTeam: null,
    startTime: '2030-06-01T18:00:00.000Z',
    endTime: null,
    cancellationReason: null,
    cancellationNote: null,
    createdAt: '2030-05-01T10:00:00.000Z',
    updatedAt: '2030-05-01T10:00:00.000Z',
    participants: [],
    waitlist: [],
    result: null,
    ruling: null,
    settlement: null,
    ratingReceipts: [],
    ...overrides,
  };
}

/** A wallet transaction as GET /api/user/transactions sends it. */
export function makeTransaction(
  fields: Partial<WalletTransaction> & Pick<WalletTransaction, 'id' | 'type' | 'amount'>,
): WalletTransaction {
  return {
    fee: '0.00',
    description: null,
    status: 'completed',
    stripePaymentIntentId: null,
    tournamentId: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    completedAt: null,
    ...fields,
  };
}
